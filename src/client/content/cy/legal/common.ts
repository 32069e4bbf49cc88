import { PAGE_PATHS } from '@shared/routes';
import { link } from '../../legal/types';

/** Welsh twin of content/legal/common.ts: the contact points are facts, so they are the English ones. */
export { emailLink, phoneLink, postalAddress } from '../../legal/common';

/** Default link texts read after 'ein' (our), which mutates none of them. */
export const contactPageLink = (text = 'tudalen gysylltu') => link(text, PAGE_PATHS.contact);
export const privacyLink = (text = 'polisi preifatrwydd') => link(text, PAGE_PATHS.privacy);
export const termsLink = (text = 'telerau gwasanaeth') => link(text, PAGE_PATHS.terms);
export const cookiesLink = (text = 'polisi cwcis') => link(text, PAGE_PATHS.cookies);
