/**
 * The words routes/public/legal.tsx shows around a policy's own copy, kept here so the Welsh build
 * can swap them for content/cy/legal/page-labels.ts.
 */
export const LEGAL_PAGE_LABELS = {
  /** Followed by the date, e.g. 'Last updated: 22 November 2026'. */
  lastUpdated: 'Last updated:',
  inShort: 'In short',
  contents: 'Contents',
  relatedPages: 'Related pages',
  contactUs: 'Contact us',
  /** The h1 shown while a policy's chunk loads on a client-side visit. */
  titles: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookie Policy',
  },
};
