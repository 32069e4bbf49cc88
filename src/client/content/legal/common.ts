import { PAGE_PATHS } from '@shared/routes';
import { AGENCY, AGENCY_ADDRESS_LINE } from '@client/content/agency';
import { link } from './types';

/** The agency's contact points as links for the policies' running text (facts from agency.ts). */
export const emailLink = link(AGENCY.email, `mailto:${AGENCY.email}`);
export const phoneLink = link(AGENCY.phone, AGENCY.phoneHref);
export const postalAddress = `${AGENCY.name}, ${AGENCY_ADDRESS_LINE}`;

export const contactPageLink = (text = 'contact page') => link(text, PAGE_PATHS.contact);
export const privacyLink = (text = 'Privacy Policy') => link(text, PAGE_PATHS.privacy);
export const termsLink = (text = 'Terms of Service') => link(text, PAGE_PATHS.terms);
export const cookiesLink = (text = 'Cookie Policy') => link(text, PAGE_PATHS.cookies);
