import path from 'node:path';
import type { Plugin } from 'vite';

const SLIM_ICON = path.resolve(import.meta.dirname, '../../src/client/lib/lucide-icon.ts');
const ICONS_DIR = `${path.sep}lucide-react${path.sep}dist${path.sep}esm${path.sep}icons${path.sep}`;

/**
 * lucide-react's icon modules (`icons/*.mjs`) each call `../createLucideIcon.mjs`; in our builds
 * they call src/client/lib/lucide-icon.ts instead, which renders the same markup without lucide's
 * generic builder and context (about 1 KB gzipped on every page: the header has icons). The icons'
 * drawings stay lucide's. Refuses to build if icons are bundled but none imports lucide's builder
 * the way this expects (lucide-react's layout changed).
 */
export function slimLucide(): Plugin {
  let iconImports = 0;
  let replaced = 0;
  return {
    name: 'slim-lucide',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      iconImports = 0;
      replaced = 0;
    },
    resolveId(source, importer) {
      if (!importer?.includes(ICONS_DIR)) return null;
      iconImports += 1;
      if (source !== '../createLucideIcon.mjs') return null;
      replaced += 1;
      return SLIM_ICON;
    },
    buildEnd(error) {
      if (!error && iconImports > 0 && replaced === 0)
        this.error(
          'slim-lucide: no lucide icon imported ../createLucideIcon.mjs (has lucide-react changed?)',
        );
    },
  };
}
