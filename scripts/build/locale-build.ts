import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Locale } from '../../src/shared/i18n/locale';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../src/client/content');
const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../src/shared/i18n/generated/messages');
const RUNTIME_IMPORT = /^import \{[^}]*\} from '\.\.\/runtime\.js';?$/m;
const LOCALE_CHOICE = /experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)/g;

/**
 * One build per language (CONTRACT.md §9). In the Welsh build an import of a copy module
 * `src/client/content/<path>` resolves to its Welsh twin `src/client/content/cy/<path>` when there
 * is one, so each language's browser code carries that language's words only; the twins themselves
 * import the English modules for types and helpers, so their imports are left alone. Each compiled
 * message picks its language with the build's own (Paraglide's static locale goes through a runtime
 * check the bundler cannot fold, which kept its whole locale runtime, about 3 KB gzipped, on every
 * page), so the other language's strings and the runtime drop out. The page's `<html lang>` and the
 * `<noscript>` text follow the language.
 */
export function localeBuild(locale: Locale): Plugin {
  const twinDir = path.join(CONTENT_DIR, locale);
  return {
    name: 'locale-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === 'en' || !importer || importer.startsWith(twinDir + path.sep)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(CONTENT_DIR + path.sep) || resolved.id.startsWith(twinDir)) {
        return resolved;
      }
      const twin = path.join(twinDir, path.relative(CONTENT_DIR, resolved.id));
      return fs.existsSync(twin) ? { ...resolved, id: twin } : resolved;
    },
    transform(code, id) {
      if (!id.startsWith(MESSAGES_DIR + path.sep)) return null;
      return code.replace(RUNTIME_IMPORT, '').replace(LOCALE_CHOICE, JSON.stringify(locale));
    },
    transformIndexHtml(html) {
      if (locale !== 'cy') return html;
      return html.replace('<html lang="en-GB">', '<html lang="cy">').replace(
        /<noscript>[\s\S]*?<\/noscript>/,
        `<noscript>
      <p>
        Mae angen JavaScript i fewngofnodi ac i ddefnyddio ein pyrth i landlordiaid a thenantiaid. I siarad
        â ni, ffoniwch 029 2051 2345 neu anfonwch e-bost at hello@valeandcitylettings.co.uk.
      </p>
    </noscript>`,
      );
    },
  };
}
