// Before `npm start`: build the web client when it is missing or older than its sources, so
// `npm install && npm start` works on a fresh machine and after a pull.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// Each language is its own build (scripts/build/build.mjs): English and Welsh shells and renderers.
const builtFiles = [
  'dist/client/index.html',
  'dist/ssr/entry-server.js',
  'dist/client-cy/index.html',
  'dist/ssr-cy/entry-server.js',
].map((file) => path.join(root, file));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = builtFiles.every((file) => fs.existsSync(file))
  ? Math.min(...builtFiles.map((file) => fs.statSync(file).mtimeMs))
  : 0;
const sourcesAt = Math.max(
  newestMtime(path.join(root, 'src/client')),
  newestMtime(path.join(root, 'src/shared')),
);
if (builtAt < sourcesAt) {
  console.log('Building the web client…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
