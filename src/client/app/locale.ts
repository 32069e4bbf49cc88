import { localeBase, localePath, type Locale } from '@shared/i18n/locale';

declare const __LOCALE__: Locale | undefined;

/**
 * The language of this build of the client (vite.config.ts defines __LOCALE__; tests and the
 * development server without it are English). Each language is its own build, so this is a
 * constant and the bundler drops the other language's code paths.
 */
export const LOCALE: Locale = typeof __LOCALE__ === 'undefined' ? 'en' : __LOCALE__;

/** The router's base: '' in English, '/cy' in Welsh. */
export const BASE = localeBase(LOCALE);

/** A site path in this build's language, for plain links and full-page loads outside the router. */
export const here = (path: string): string => localePath(LOCALE, path);
