/**
 * A Vite plugin for the client build: writes `.vite/chunk-modules.json` beside the manifest, mapping
 * each JS chunk's file name to the source modules bundled into it (paths relative to the project
 * root, the folder of vite.config.ts). `npm run bench:web` reads it to prove that no admin code is
 * loaded on the landlord and tenant dashboards; the Vite manifest names only a chunk's entry module,
 * not what else was bundled into it.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Project-relative, POSIX-style: stable across machines, and free of Rolldown's `\0` and `?query` marks. */
function relativeModuleId(id: string, projectRoot: string): string {
  const file = id.replace(/^\0/, '').split('?')[0]!;
  return path.isAbsolute(file) ? path.relative(projectRoot, file).split(path.sep).join('/') : file;
}

export function chunkModulesReport(): Plugin {
  let projectRoot = process.cwd();
  return {
    name: 'chunk-modules-report',
    // The browser's chunks only: the server renderer's bundle is never loaded by a page.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      if (config.configFile) projectRoot = path.dirname(config.configFile);
    },
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = [
          ...new Set(output.moduleIds.map((id) => relativeModuleId(id, projectRoot))),
        ].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}
