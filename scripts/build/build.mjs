// `npm run build`: the message catalogues, then one build of the browser client and one of the
// server renderer per language (`--mode cy` for Welsh, read by vite.config.ts), then the compressed copies.
// The Welsh client's chunks join dist/client/assets (hashed names: a chunk both builds share is the
// same file); dist/client-cy keeps its own index.html and manifest.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run('node', ['scripts/build/i18n-compile.mjs']);
for (const locale of ['en', 'cy']) {
  const suffix = locale === 'en' ? '' : `-${locale}`;
  // Welsh builds in Vite's mode 'cy' (vite.config.ts reads it); English in the usual 'production'.
  const mode = ['--mode', locale === 'en' ? 'production' : locale];
  run('npx', ['vite', 'build', ...mode, '--logLevel', 'warn']);
  run('npx', [
    'vite',
    'build',
    '--ssr',
    'entry-server.tsx',
    '--outDir',
    `../../dist/ssr${suffix}`,
    ...mode,
    '--logLevel',
    'warn',
  ]);
}

const assets = path.join(root, 'dist/client/assets');
const welshAssets = path.join(root, 'dist/client-cy/assets');
for (const file of fs.readdirSync(welshAssets))
  fs.copyFileSync(path.join(welshAssets, file), path.join(assets, file));
fs.rmSync(welshAssets, { recursive: true });

run('node', ['scripts/compress-build.mjs']);
