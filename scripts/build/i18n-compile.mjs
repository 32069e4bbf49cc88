// Compiles the message catalogues (src/shared/i18n/catalogue/{en,cy}/*.json) into typed functions in
// src/shared/i18n/generated (not committed). Run by postinstall, the build, the tests and typecheck,
// so a message used in code but missing from the English catalogue fails the type check.
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';

export const I18N_OPTIONS = {
  project: './src/shared/i18n/project.inlang',
  outdir: './src/shared/i18n/generated',
  emitTsDeclarations: true,
  // Each browser build is of one language (vite.config.ts defines __LOCALE__, and the locale-build
  // plugin fixes each message's language); on the server (no define) the locale is passed per call.
  experimentalStaticLocale: "typeof __LOCALE__ === 'undefined' ? undefined : __LOCALE__",
  strategy: ['globalVariable', 'baseLocale'],
  outputStructure: 'message-modules',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await compile(I18N_OPTIONS);
  // Paraglide checks the static locale at import, and throws where none is defined: the server
  // (tsx, no bundler define) and the tests. There it is simply absent, and each call says its locale.
  const runtime = path.join(I18N_OPTIONS.outdir, 'runtime.js');
  const checked = /export const experimentalStaticLocale = assertIsLocale\((.*)\);/;
  const source = fs.readFileSync(runtime, 'utf8');
  if (!checked.test(source))
    throw new Error(`${runtime}: the static locale line has changed; see i18n-compile.mjs`);
  fs.writeFileSync(runtime, source.replace(checked, 'export const experimentalStaticLocale = $1;'));
  // The compiler leaves a handle open for about 30 s after it has finished.
  process.exit(0);
}
