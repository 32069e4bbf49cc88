/** Welsh twin of content/pages/site-footer.ts (the Welsh build swaps it in). */
import { AGENCY } from '@client/content/agency';
import type * as En from '../../pages/site-footer';

export const SITE_FOOTER: typeof En.SITE_FOOTER = {
  about:
    'Gwasanaeth gosod a rheoli eiddo dan berchnogaeth leol i landlordiaid a thenantiaid ledled Caerdydd a De Cymru.',
  social: {
    facebook: `${AGENCY.name} ar Facebook`,
    instagram: `${AGENCY.name} ar Instagram`,
    linkedin: `${AGENCY.name} ar LinkedIn`,
  },
  navLabel: 'Troedyn',
  quickLinks: 'Dolenni cyflym',
  contactUs: 'Cysylltu â ni',
  officeHours: "Oriau'r swyddfa",
  copyright: (year) => `© ${year} ${AGENCY.name}. Cedwir pob hawl.`,
  legalLabel: 'Gwybodaeth gyfreithiol',
};
