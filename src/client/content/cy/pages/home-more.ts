/**
 * Welsh twin of content/pages/home-more.ts (the Welsh build swaps it in). Names that come from data
 * (areas, services) follow "yn ardal" and "ynghylch", which leave them unmutated.
 */
import type * as En from '../../pages/home-more';

export const HOME_MORE_PAGE: typeof En.HOME_MORE_PAGE = {
  about: {
    officeHeading: 'Ein swyddfa',
    moreAboutUs: 'Rhagor amdanom ni',
    teamHeading: "Dewch i gwrdd â'r tîm",
  },
  faq: { tabsLabel: 'Cwestiynau cyffredin', forLandlords: 'I landlordiaid', forTenants: 'I denantiaid' },
  areas: {
    homesToLet: 'Cartrefi ar osod',
    homesToLetIn: (area) => ` yn ardal ${area}`,
    readAllGuides: "Darllen pob un o'r wyth canllaw ardal",
  },
  landlords: { becomeClient: 'Ymuno â ni fel landlord', landlordServices: 'Gwasanaethau i landlordiaid' },
  tenants: {
    findHome: "Dod o hyd i'ch cartref newydd",
    tenantServices: 'Gwasanaethau i denantiaid',
    browseProperties: "Pori'r eiddo sydd ar gael",
    homesToLetInBefore: 'Cartrefi ar osod yn ardal ',
  },
  services: { findOutMore: 'Rhagor o wybodaeth', aboutService: (title) => ` ynghylch ${title}` },
  compliance: { learnMore: 'Dysgu rhagor', aboutDuty: (title) => ` ynghylch ${title}` },
  contact: {
    phone: 'Ffôn',
    emergencyNote: 'Hefyd ar gyfer atgyweiriadau brys.',
    email: 'E-bost',
    office: 'Swyddfa',
  },
  callToAction: {
    contactUs: 'Cysylltu â ni',
    createAccount: 'Creu cyfrif',
    browseHomes: 'Pori cartrefi ar osod',
  },
};
