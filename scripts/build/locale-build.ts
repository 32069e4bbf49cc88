import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Locale } from '../../src/shared/i18n/locale';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../src/client/content');
const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../src/shared/i18n/generated/messages');
// A compiled message's public function, the one that picks a language:
// `export const key = /** @type … */ ((inputs = {}, options = {}) => { … });`
const MESSAGE_EXPORT =
  /^export const (\w+) = [^\n]*\(\((?:inputs|inputs = \{\}), options = \{\}\) => \{\n[\s\S]*?\n\}\);?\s*$/m;

/**
 * One build per language (CONTRACT.md §9). In the Welsh build an import of a copy module
 * `src/client/content/<path>` resolves to its Welsh twin `src/client/content/cy/<path>` when there
 * is one, so each language's browser code carries that language's words only; the twins themselves
 * import the English modules for types and helpers, so their imports are left alone. Each compiled
 * message becomes its build language's function itself (`export const key = en_key`): Paraglide's
 * static locale goes through a runtime check the bundler cannot fold, which kept its whole locale
 * runtime, about 3 KB gzipped, on every page, and even a folded choice left a wrapper around every
 * message. So the other language's strings, the runtime and the wrappers drop out, and a message
 * without inputs is `() => "text"`. The page's `<html lang>` and the `<noscript>` text follow the
 * language.
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
      if (!id.startsWith(MESSAGES_DIR + path.sep) || path.basename(id) === '_index.js') return null;
      return singleLanguageMessage(code, locale, id);
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

/**
 * A compiled message module (Paraglide 2's `message-modules` output) reduced to one language:
 * the runtime import and the language-choosing wrapper go, and the export is that language's
 * function. Refuses a module of another shape, so a compiler upgrade cannot silently ship both
 * languages (or none).
 */
export function singleLanguageMessage(code: string, locale: Locale, id = 'message'): string {
  const exported = MESSAGE_EXPORT.exec(code);
  if (!exported || !code.includes(`const ${locale}_${exported[1]} = `)) {
    throw new Error(`locale-build: ${id} is not a compiled message of the expected shape`);
  }
  const name = exported[1]!;
  return code
    .replace(/^import [^\n]*from '\.\.\/runtime\.js';?$/m, '')
    .replace(MESSAGE_EXPORT, `export const ${name} = ${locale}_${name};\n`);
}
