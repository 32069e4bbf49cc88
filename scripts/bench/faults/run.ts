/**
 * `npm run bench:faults` (issue #18): the product under faults, from outside. It starts its own
 * PostgreSQL (initdb/pg_ctl in a temporary folder), an SMTP sink and the product as a real child
 * process, then, one after the other: SIGKILL under write load, PostgreSQL stopped for 10 s,
 * SMTP away for a minute, a full disk for uploads. Each prints its figures and PASS or FAIL; one
 * table ends the run. A bench, not a test: it exits 0 even when a fault FAILs, and 1 only when
 * the bench itself could not run. docs/faults.md says what each verdict means.
 *
 * FAULTS_SMTP_DOWN_S=10 shortens fault 3; FAULTS_ONLY=1,3 runs only those faults;
 * FAULTS_KEEP=1 leaves the temporary folder (logs, database) for a look afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanupAll, cleanupOnSignals, onCleanup } from './cleanup';
import { fullDisk } from './fault-full-disk';
import { postgresDown } from './fault-postgres-down';
import { sigkillUnderLoad } from './fault-sigkill';
import { smtpDown } from './fault-smtp-down';
import { startPostgres } from './postgres';
import { freePort } from './processes';
import { Product } from './product';
import { printResult, printTable, type FaultResult } from './report';
import { startSmtpSink } from './smtp-sink';
import { benchDb, landlordWithTenancy, type World } from './world';

const FAULTS: [number, (w: World) => Promise<FaultResult>, string][] = [
  [1, sigkillUnderLoad, '1. SIGKILL under write load'],
  [2, postgresDown, '2. PostgreSQL down 10 s'],
  [3, smtpDown, '3. SMTP down'],
  [4, fullDisk, '4. Full disk for uploads'],
];

async function setUp(): Promise<World> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-'));
  onCleanup('the temporary folder', () => {
    if (process.env.FAULTS_KEEP === '1') console.log(`kept ${root}`);
    else fs.rmSync(root, { recursive: true, force: true });
  });
  console.log(`temporary folder: ${root}`);
  const pg = await startPostgres(root);
  console.log(`PostgreSQL on 127.0.0.1:${pg.port}`);
  const sink = await startSmtpSink();
  const dataDir = path.join(root, 'data');
  const product = new Product({
    port: await freePort(),
    databaseUrl: pg.url,
    dataDir,
    smtpUrl: sink.url,
    logFile: path.join(root, 'product.log'),
  });
  const firstStart = await product.start();
  console.log(`product at ${product.base}, healthy after ${firstStart} s (first start migrates)`);
  const { sql, db } = benchDb(pg.url);
  return { root, dataDir, pg, product, sink, sql, db, ...(await landlordWithTenancy(db, product.base)) };
}

async function main(): Promise<number> {
  cleanupOnSignals();
  const only = process.env.FAULTS_ONLY?.split(',').map(Number);
  const world = await setUp();
  const results: FaultResult[] = [];
  let broken = false;
  for (const [n, fault, name] of FAULTS) {
    if (only && !only.includes(n)) continue;
    console.log(`\n-- ${name} …`);
    let result: FaultResult;
    try {
      result = await fault(world);
    } catch (error) {
      broken = true;
      result = {
        fault: name,
        figures: [],
        verdict: 'ERROR',
        reasons: [`the bench could not run it: ${(error as Error).message}`],
      };
      console.error(world.product.logTail());
    }
    const crash = world.product.crash();
    if (crash && !result.reasons.includes(crash)) {
      result.reasons.unshift(crash);
      if (result.verdict === 'PASS') result.verdict = 'FAIL';
    }
    printResult(result);
    results.push(result);
    // A fault that left the product or the database down would spoil the next: put them back.
    const healthy = await fetch(`${world.product.base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (!healthy) {
      console.log('(putting PostgreSQL and the product back for the next fault)');
      await world.pg.start().catch(() => {});
      await world.product.stop();
      await world.product.start();
    }
  }
  printTable(results);
  return broken ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nThe bench could not run: ${(error as Error).stack ?? String(error)}`);
} finally {
  await cleanupAll();
}
process.exit(code);
