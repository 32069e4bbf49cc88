// Compiles the message catalogues (src/shared/i18n/catalogue/{en,cy}/*.json) into typed functions in
// src/shared/i18n/generated (not committed). Run by postinstall, the build, the tests and typecheck,
// so a message used in code but missing from the English catalogue fails the type check.
import { compile } from '@inlang/paraglide-js';

export const I18N_OPTIONS = {
  project: './src/shared/i18n/project.inlang',
  outdir: './src/shared/i18n/generated',
  emitTsDeclarations: true,
  // Each browser build is of one language (vite.config.ts defines __LOCALE__); on the server (no
  // define) there is no static locale and the locale is passed per call. The compiler wraps this
  // expression in assertIsLocale(…), which throws on undefined, so the defined locale (or 'en') is
  // asserted first and the static locale is then the define, or undefined on the server.
  experimentalStaticLocale:
    "typeof __LOCALE__ === 'undefined' ? 'en' : __LOCALE__) && (typeof __LOCALE__ === 'undefined' ? undefined : __LOCALE__",
  strategy: ['globalVariable', 'baseLocale'],
  outputStructure: 'message-modules',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await compile(I18N_OPTIONS);
  // The compiler leaves a handle open for about 30 s after it has finished.
  process.exit(0);
}
