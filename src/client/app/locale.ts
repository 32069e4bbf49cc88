import { localeBase, localePath, PAGE_LANGUAGE_HEADER, type Locale } from '@shared/i18n/locale';

/**
 * The language of this build of the client (vite.config.ts defines __CLIENT_LOCALE__, the tests
 * English). Each language is its own build, so this is a literal the bundler carries into every
 * `LOCALE === 'cy'` and drops the other language's code paths.
 */
export const LOCALE: Locale = __CLIENT_LOCALE__;

/** The router's base: '' in English, '/cy' in Welsh. */
export const BASE = localeBase(LOCALE);

/** A site path in this build's language, for plain links and full-page loads outside the router. */
export const here = (path: string): string => localePath(LOCALE, path);

/**
 * The header a public form's call carries so the server answers a visitor without an account in
 * this page's language ('Content-Language: cy' from the Welsh build; docs/languages.md).
 */
export const PAGE_LANGUAGE: Readonly<Record<string, string>> = { [PAGE_LANGUAGE_HEADER]: LOCALE };
