/** The build's language, defined by vite.config.ts for each build (and by vitest.config.ts: 'en'). */
declare const __CLIENT_LOCALE__: 'en' | 'cy';
