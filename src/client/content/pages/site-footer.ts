/** The site footer's words (its links are in content/navigation.ts, the agency's facts in agency.ts). */
import { AGENCY } from '@client/content/agency';

export interface SiteFooterCopy {
  about: string;
  social: { facebook: string; instagram: string; linkedin: string };
  navLabel: string;
  quickLinks: string;
  contactUs: string;
  officeHours: string;
  copyright: (year: number) => string;
  legalLabel: string;
}

export const SITE_FOOTER: SiteFooterCopy = {
  about:
    'Locally owned letting and property management for landlords and tenants across Cardiff and South Wales.',
  social: {
    facebook: `${AGENCY.name} on Facebook`,
    instagram: `${AGENCY.name} on Instagram`,
    linkedin: `${AGENCY.name} on LinkedIn`,
  },
  navLabel: 'Footer',
  quickLinks: 'Quick links',
  contactUs: 'Contact us',
  officeHours: 'Office hours',
  copyright: (year) => `© ${year} ${AGENCY.name}. All rights reserved.`,
  legalLabel: 'Legal',
};
