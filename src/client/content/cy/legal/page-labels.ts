import type { LEGAL_PAGE_LABELS as EnglishLabels } from '../../legal/page-labels';

/** Welsh twin of content/legal/page-labels.ts. */
export const LEGAL_PAGE_LABELS: typeof EnglishLabels = {
  lastUpdated: 'Diweddarwyd ddiwethaf:',
  inShort: 'Yn fyr',
  contents: 'Cynnwys',
  relatedPages: 'Tudalennau cysylltiedig',
  contactUs: 'Cysylltu â ni',
  titles: {
    privacy: 'Polisi preifatrwydd',
    terms: 'Telerau gwasanaeth',
    cookies: 'Polisi cwcis',
  },
};
