import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SLIM_ICON = path.join(ROOT, 'src/client/lib/lucide-icon.ts');
const LUCIDE_ESM = path.join(ROOT, 'node_modules/lucide-react/dist/esm');
const ICONS_DIR = `${path.sep}lucide-react${path.sep}dist${path.sep}esm${path.sep}icons${path.sep}`;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;
const COPY_PREFIX = '\0lucide-icon:';

/** Icon component name (MapPin, MapPinIcon, LucideMapPin) → its module, from lucide's own index. */
function iconFiles(): Map<string, string> {
  const index = fs.readFileSync(path.join(LUCIDE_ESM, 'lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/^export \{ ([^}]+) \} from '\.\/icons\/([\w-]+\.mjs)';$/gm)) {
    for (const name of names!.split(',')) files.set(name.trim().replace(/^default as /, ''), file!);
  }
  return files;
}

/** An icon module's drawing (`const __iconData = {…};`), following lucide's alias modules. */
function iconData(file: string): string {
  const source = fs.readFileSync(path.join(LUCIDE_ESM, 'icons', file), 'utf8');
  const alias = /^export \{ default \} from '\.\/([\w-]+\.mjs)';$/m.exec(source);
  if (alias) return iconData(alias[1]!);
  const data = /^const __iconData = (\{[\s\S]*?\n\});$/m.exec(source);
  if (!data) throw new Error(`slim-lucide: no __iconData in lucide-react icons/${file}`);
  return data[1]!;
}

/**
 * lucide's icons in the browser builds, in two steps:
 *
 * - Each icon draws through src/client/lib/lucide-icon.ts instead of lucide's `createLucideIcon`,
 *   which renders the same markup without lucide's generic builder and context (about 1 KB gzipped
 *   on every page: the header has icons).
 * - Each of our modules that imports icons gets its own copy of their drawings (a few hundred bytes
 *   each), so an icon shared by several pages is bundled with each page's code instead of being a
 *   chunk of its own: a page loaded up to six such chunks, each a request and a gzip stream
 *   (about 0.1 KB of overhead each).
 *
 * Refuses to build on an icon name lucide's index does not list, or an icon module of another shape.
 */
export function slimLucide(): Plugin {
  let files: Map<string, string> | undefined;
  let browser = true;
  return {
    name: 'slim-lucide',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      browser = !config.build.ssr;
    },
    resolveId(source, importer) {
      if (source.startsWith(COPY_PREFIX)) return source;
      // Anything still importing lucide's own icon modules draws through the slim builder too.
      if (source === '../createLucideIcon.mjs' && importer?.includes(ICONS_DIR)) return SLIM_ICON;
      return null;
    },
    load(id) {
      if (!id.startsWith(COPY_PREFIX)) return null;
      const file = id.slice(COPY_PREFIX.length).split('?')[0]!;
      return {
        code: `import createLucideIcon from ${JSON.stringify(SLIM_ICON)};\nexport default /* @__PURE__ */ createLucideIcon(${iconData(file)});\n`,
        moduleSideEffects: false,
      };
    },
    transform(code, id) {
      if (!browser || !id.startsWith(path.join(ROOT, 'src') + path.sep) || !code.includes("'lucide-react'"))
        return null;
      files ??= iconFiles();
      const copy = createHash('sha256').update(path.relative(ROOT, id)).digest('hex').slice(0, 8);
      return code.replace(LUCIDE_IMPORT, (_statement, list: string) => {
        const types: string[] = [];
        const icons: string[] = [];
        for (const specifier of list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)) {
          if (specifier.startsWith('type ')) {
            types.push(specifier.slice('type '.length));
            continue;
          }
          const [name, local = name] = specifier.split(/\s+as\s+/);
          const file = files!.get(name!);
          if (!file) this.error(`slim-lucide: lucide-react has no icon ${name} (imported by ${id})`);
          icons.push(`import ${local} from '${COPY_PREFIX}${file}?in=${copy}';`);
        }
        if (types.length) icons.unshift(`import type { ${types.join(', ')} } from 'lucide-react';`);
        return icons.join(' ');
      });
    },
  };
}
