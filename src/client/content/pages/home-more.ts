/**
 * The words written in the home page's lower sections (routes/public/home/*), loaded with them when
 * a person scrolls near; the sections' titles and lists are in content/home-more.ts.
 */
export interface HomeMorePageCopy {
  about: { officeHeading: string; moreAboutUs: string; teamHeading: string };
  faq: { tabsLabel: string; forLandlords: string; forTenants: string };
  areas: {
    homesToLet: string;
    /** Read after "Homes to let" by screen readers (starts with a space). */
    homesToLetIn: (area: string) => string;
    readAllGuides: string;
  };
  landlords: { becomeClient: string; landlordServices: string };
  tenants: {
    findHome: string;
    tenantServices: string;
    browseProperties: string;
    /** Read before each area's name by screen readers (ends with a space). */
    homesToLetInBefore: string;
  };
  services: {
    findOutMore: string;
    /** Read after "Find out more" by screen readers (starts with a space). */
    aboutService: (title: string) => string;
  };
  compliance: {
    learnMore: string;
    /** Read after "Learn More" by screen readers (starts with a space). */
    aboutDuty: (title: string) => string;
  };
  contact: { phone: string; emergencyNote: string; email: string; office: string };
  callToAction: { contactUs: string; createAccount: string; browseHomes: string };
}

export const HOME_MORE_PAGE: HomeMorePageCopy = {
  about: { officeHeading: 'Our office', moreAboutUs: 'More about us', teamHeading: 'Meet the team' },
  faq: { tabsLabel: 'Frequently asked questions', forLandlords: 'For Landlords', forTenants: 'For Tenants' },
  areas: {
    homesToLet: 'Homes to let',
    homesToLetIn: (area) => ` in ${area}`,
    readAllGuides: 'Read all eight area guides',
  },
  landlords: { becomeClient: 'Become a Landlord Client', landlordServices: 'Landlord services' },
  tenants: {
    findHome: 'Find Your New Home',
    tenantServices: 'Tenant services',
    browseProperties: 'Browse available properties',
    homesToLetInBefore: 'Homes to let in ',
  },
  services: { findOutMore: 'Find out more', aboutService: (title) => ` about ${title}` },
  compliance: { learnMore: 'Learn More', aboutDuty: (title) => ` about ${title}` },
  contact: {
    phone: 'Phone',
    emergencyNote: 'Also for emergency repairs.',
    email: 'E-mail',
    office: 'Office',
  },
  callToAction: {
    contactUs: 'Contact us',
    createAccount: 'Create an account',
    browseHomes: 'Browse homes to let',
  },
};
