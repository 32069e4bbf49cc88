// `npm test`: every suite in turn — unit, API (embedded database, or PostgreSQL when DATABASE_URL
// is set), then the browser tests against the built product in Debian's Chromium. Exits non-zero
// on any failure and ends with one "N passed, N failed" line over all suites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-test-reports-'));
const only = process.argv.slice(2); // e.g. `npm test -- api`
const want = (suite) => only.length === 0 || only.includes(suite);
let passed = 0;
let failed = 0;
let exitCode = 0;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed +=
    (r.numFailedTests ?? 0) + (r.numTotalTestSuites && r.success === false && !r.numFailedTests ? 1 : 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}

// The message catalogues compile to typed functions the code imports (src/shared/i18n/generated).
run('message catalogues', 'node', ['scripts/build/i18n-compile.mjs']);

for (const suite of ['unit', 'api']) {
  if (!want(suite)) continue;
  const out = path.join(reports, `${suite}.json`);
  const db =
    suite === 'api' ? (process.env.DATABASE_URL ? ' on PostgreSQL' : ' on the embedded database') : '';
  const ok = run(`${suite} tests${db}`, 'npx', [
    'vitest',
    'run',
    '--project',
    suite,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
  if (!ok && !fs.existsSync(out)) failed += 1;
}

if (want('e2e')) {
  const out = path.join(reports, 'e2e.json');
  const ready =
    run('Chromium', 'node', ['scripts/ensure-chromium.mjs']) && run('build', 'npm', ['run', 'build']);
  if (ready) {
    const ok = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    countPlaywright(out);
    if (!ok && !fs.existsSync(out)) failed += 1;
  } else {
    failed += 1;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed ? 1 : 0));
