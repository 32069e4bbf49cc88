/** The Contact Us page's words (SPEC.md §2); the form's own words are in contact-form.ts. */
import { AGENCY } from '@client/content/agency';

export interface ContactPageCopy {
  title: string;
  intro: string;
  phoneHeading: string;
  emergencyNote: string;
  emailHeading: string;
  emailNote: string;
  visitHeading: string;
  openInMaps: string;
  /** Read after a link that opens a new tab (starts with a space). */
  opensInNewTab: string;
  messageHeading: string;
  messageIntro: string;
  hoursHeading: string;
  mapHeading: string;
  mapAlt: string;
  mapCaption: string;
}

export const CONTACT_PAGE: ContactPageCopy = {
  title: 'Contact Us',
  intro: 'Call, e-mail or visit our office in Dinas Powys. We reply to e-mails within one business day.',
  phoneHeading: 'Phone',
  emergencyNote: 'Emergency maintenance uses this same number.',
  emailHeading: 'E-mail',
  emailNote: 'We reply to e-mails within one business day.',
  visitHeading: 'Visit our office',
  openInMaps: 'Open in Google Maps',
  opensInNewTab: ' (opens in a new tab)',
  messageHeading: 'Send us a message',
  messageIntro: 'Fill in the form and we will reply within one business day.',
  hoursHeading: 'Office hours',
  mapHeading: 'Find us',
  mapAlt: `Map of our office on ${AGENCY.address.street}, ${AGENCY.address.town}. Open it in Google Maps`,
  mapCaption: `Our office is on ${AGENCY.address.street}, ${AGENCY.address.town}, ${AGENCY.address.postcode}. Select the map for directions.`,
};
