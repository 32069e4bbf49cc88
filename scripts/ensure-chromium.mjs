// Before the browser tests: they drive Debian's Chromium at /usr/bin/chromium (never a browser
// downloaded by Playwright). When it is missing, install it as root, or say how in one line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Chromium is missing: run `sudo apt-get install -y chromium` (Debian) and try again.');
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian’s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\`apt-get ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
      process.exit(1);
    }
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`The chromium package installed, but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
