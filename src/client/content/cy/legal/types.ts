/**
 * Welsh twin of content/legal/types.ts: the same shape and builders (re-exported, so both languages
 * render through one set); only the worded date is Welsh. The ISO date stays the English one.
 */
export {
  cards,
  h3,
  LEGAL_LAST_UPDATED_ISO,
  link,
  p,
  ul,
  type Fact,
  type FactCard,
  type LegalBlock,
  type LegalDocument,
  type LegalSection,
  type RichText,
  type TextLink,
} from '../../legal/types';

/** The same day as the English LEGAL_LAST_UPDATED (fixed, never computed). */
export const LEGAL_LAST_UPDATED = '22 Tachwedd 2026';
