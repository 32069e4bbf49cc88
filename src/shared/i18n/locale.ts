/**
 * The product's two languages (CONTRACT.md §9). English pages live at their SPEC.md paths; each has
 * a Welsh twin under /cy (`/landlords` → `/cy/landlords`, `/` → `/cy`).
 */
export const LOCALES = ['en', 'cy'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'cy';

/** The path prefix of a language's pages: '' for English, '/cy' for Welsh. */
export const localeBase = (locale: Locale): string => (locale === 'cy' ? '/cy' : '');

/** A site path (query and hash kept) in the given language: ('cy', '/privacy') → '/cy/privacy'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  if (path === '' || path === '/') return '/cy';
  // The home page keeps its query or hash: '/?x' → '/cy?x'.
  if (path[1] === '?' || path[1] === '#') return `/cy${path.slice(1)}`;
  return `/cy${path}`;
}

/** The language of a site path and the path without its prefix: '/cy/privacy' → cy, '/privacy'. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  if (path === '/cy' || path.startsWith('/cy/') || path.startsWith('/cy?') || path.startsWith('/cy#')) {
    const rest = path.slice(3);
    return {
      locale: 'cy',
      path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
    };
  }
  return { locale: 'en', path };
}

/** BCP 47 tags for Intl formatting, hreflang and og:locale. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', cy: 'cy-GB' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', cy: 'cy_GB' };

/**
 * The request header by which a public form's call says the language of the page it was sent
 * from (docs/languages.md): a visitor without an account is answered in that language.
 */
export const PAGE_LANGUAGE_HEADER = 'Content-Language';
