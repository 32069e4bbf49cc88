/**
 * The shape of a legal page's copy (Privacy, Terms, Cookies), so each policy is plain data that
 * one component in routes/public/legal.tsx renders with headings, paragraphs and lists.
 */

/** A link inside running text: an in-site path ('/contact'), 'mailto:', 'tel:' or an https address. */
export interface TextLink {
  text: string;
  href: string;
}

/** Running text: a plain string, or pieces of text and links in reading order. */
export type RichText = string | readonly (string | TextLink)[];

/** One labelled fact, e.g. 'Lawful basis' → 'Contract'. */
export interface Fact {
  term: string;
  detail: RichText;
}

/** A titled group of facts (a cookie, a purpose for using data), shown as a card with an h3. */
export interface FactCard {
  title: string;
  /** Shown in monospace, e.g. a cookie's name. */
  code?: string;
  facts: readonly Fact[];
}

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'cards'; cards: readonly FactCard[] };

export interface LegalSection {
  /** The in-page anchor the table of contents links to. Fixed, unique within the page. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** One sentence under the h1. */
  intro: string;
  /** A fixed date string (never computed, so server and browser render the same). */
  lastUpdated: string;
  /** The same date as YYYY-MM-DD, for the <time> element. */
  lastUpdatedIso: string;
  /** The 'In short' points at the top of the page. */
  summary: readonly RichText[];
  sections: readonly LegalSection[];
}

/** Small builders so the policy modules read like prose. */
export const link = (text: string, href: string): TextLink => ({ text, href });
export const p = (...text: (string | TextLink)[]): LegalBlock => ({ kind: 'paragraph', text });
export const ul = (...items: RichText[]): LegalBlock => ({ kind: 'list', items });
export const h3 = (text: string): LegalBlock => ({ kind: 'subheading', text });
export const cards = (...list: FactCard[]): LegalBlock => ({ kind: 'cards', cards: list });

/** The date all three policies were last revised (fixed strings, never computed). */
export const LEGAL_LAST_UPDATED = '22 November 2026';
export const LEGAL_LAST_UPDATED_ISO = '2026-11-22';
