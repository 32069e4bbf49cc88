import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type AliasOptions, type Plugin } from 'vite';

/** bench:web's yardstick: the script bytes of a React 19 hello-world built with our Vite config. */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Drops aliases onto Preact, so the yardstick is React 19 whether or not the config aliases it. */
function reactNotPreact(): Plugin {
  const keep = (replacement: unknown) => !String(replacement).includes('preact');
  return {
    name: 'bench-react-not-preact',
    config(config) {
      const alias: AliasOptions | undefined = config.resolve?.alias;
      if (!alias) return;
      // Mutated in place: a returned alias list would be merged with the config's, not replace it.
      config.resolve!.alias = Array.isArray(alias)
        ? alias.filter((entry) => keep(entry.replacement))
        : Object.fromEntries(Object.entries(alias).filter(([, replacement]) => keep(replacement)));
    },
  };
}

/**
 * Builds a React 19 page that hydrates `<h1>Hello</h1>` with the product's Vite config and returns
 * its script bytes, gzip -9. The folder sits inside the project so `react-dom` resolves from its
 * node_modules.
 */
export async function helloWorldScriptBytes(): Promise<number> {
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'bench-hello-'));
  try {
    const outDir = path.join(dir, 'dist');
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hello</title></head>' +
        '<body><div id="root"><h1>Hello</h1></div><script type="module" src="/main.tsx"></script></body></html>\n',
    );
    fs.writeFileSync(
      path.join(dir, 'main.tsx'),
      "import { hydrateRoot } from 'react-dom/client';\n\n" +
        "hydrateRoot(document.getElementById('root')!, <h1>Hello</h1>);\n",
    );
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      root: dir,
      logLevel: 'warn',
      plugins: [reactNotPreact()],
      build: { outDir, emptyOutDir: true, manifest: false },
    });
    return filesUnder(outDir)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(fs.readFileSync(file), { level: 9 }).length, 0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}
