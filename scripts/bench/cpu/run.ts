/**
 * `npm run bench:cpu` (issue #19): the server's CPU per request for database-backed calls, against a
 * bare node:http handler in the same process running the very statements the product ran for that
 * call (captured from the driver) through the same driver and pool, then JSON.stringify: what the
 * product adds over the irreducible query and serialisation. The bare handler reads rows as objects
 * (the driver's default, as a handler written by hand would, and what the API answers): Drizzle
 * asks the driver for arrays and builds the objects itself, and that is part of what the product
 * adds. It sends the rows of every statement, as JSON.stringify makes them. Budget: within 1.6×. On the embedded
 * database (which runs its engine on this process's CPU, so both sides count it), and on
 * PostgreSQL when DATABASE_URL is set or the local server answers.
 *
 *   npm run bench:cpu [-- --requests 1000 --rounds 11 --bare-sends last --database embedded|postgres]
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDb, type DbHandle } from '../../../src/server/db/create-db';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { safeLogOptions } from '../../../src/server/lib/log-safety';
import { logDestination } from '../../../src/server/lib/log-destination';
import { createLocalStorage } from '../../../src/server/lib/storage';
import { alternate, median } from '../report/alternation';
import { printRows, type BenchRow } from '../report/table';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const REQUESTS = arg('requests', 1000);
/** Pairs of product and bare, each of REQUESTS (report/alternation.ts: why many short pairs). */
const ROUNDS = arg('rounds', 11);
const CONNECTIONS = 10;
/**
 * The bare handler sends the rows of every statement it ran, as a hand-written handler sends what
 * it read (a page of homes and their photos). `--bare-sends last` gives the yardstick before
 * 2026-11-28: the last statement's rows only (the photos alone, for a page of homes).
 */
const BARE_SENDS_LAST_ONLY = process.argv.includes('--bare-sends') && process.argv.includes('last');
/** `--database embedded` or `--database postgres` measures that one alone; both by default. */
const DATABASE_AT = process.argv.indexOf('--database');
const ONLY_DATABASE = DATABASE_AT >= 0 ? process.argv[DATABASE_AT + 1] : undefined;
if (ONLY_DATABASE !== undefined && ONLY_DATABASE !== 'embedded' && ONLY_DATABASE !== 'postgres') {
  throw new Error(`--database takes embedded or postgres, not ${ONLY_DATABASE}`);
}
const PG_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The calls: a landlord's dashboard, a property's rent ledger, and who is signed in. */
const CALLS = (propertyId: number) => [
  '/api/landlord/properties',
  '/api/landlord/properties/summary',
  `/api/properties/${propertyId}/payments`,
  '/api/auth/user',
];

type Replay = (db: DbHandle) => Promise<unknown[]>;
interface Captured {
  path: string;
  statements: unknown[][];
}

/** Records the driver calls the product makes while `during` runs (pg's Client, or PGlite's engine). */
async function captureStatements(handle: DbHandle, during: () => Promise<void>): Promise<unknown[][]> {
  const seen: unknown[][] = [];
  if (handle.kind === 'postgres') {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      seen.push(args);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await during();
    } finally {
      pg.Client.prototype.query = original;
    }
  } else {
    const engine = handle.pglite! as unknown as Record<'query', (...args: unknown[]) => Promise<unknown>>;
    const original = engine.query;
    engine.query = (...args: unknown[]) => {
      seen.push(args);
      return original.apply(engine, args);
    };
    try {
      await during();
    } finally {
      engine.query = original;
    }
  }
  return seen;
}

/** A captured call as a hand-written handler makes it: rows as objects, not Drizzle's arrays. */
function asObjectRows(handle: DbHandle, args: unknown[]): unknown[] {
  if (handle.kind === 'postgres') {
    const [config, ...rest] = args;
    if (config && typeof config === 'object' && 'rowMode' in config) {
      const { rowMode: _arrays, ...plain } = config as Record<string, unknown>;
      return [plain, ...rest];
    }
    return args;
  }
  const [text, params, options] = args;
  return options && typeof options === 'object'
    ? [text, params, { ...(options as object), rowMode: 'object' }]
    : args;
}

/** Runs the captured statements again, in order, through the same driver and pool. */
function replayer(handle: DbHandle, captured: unknown[][]): Replay {
  const statements = captured.map((args) => asObjectRows(handle, args));
  if (handle.kind === 'postgres') {
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    return async () => {
      const results = [];
      for (const args of statements)
        results.push(await (pool.query as (...a: unknown[]) => Promise<unknown>)(...args));
      return results;
    };
  }
  const engine = handle.pglite! as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  return async () => {
    const results = [];
    for (const args of statements) results.push(await engine.query(...args));
    return results;
  };
}

function startBare(replays: Map<string, Replay>, handle: DbHandle): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const replay = replays.get(request.url ?? '');
    if (!replay) {
      response.writeHead(404).end();
      return;
    }
    replay(handle).then(
      (results) => {
        const rows = (results as ({ rows?: unknown[] } | undefined)[]).map((result) => result?.rows ?? []);
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(BARE_SENDS_LAST_ONLY ? rows.at(-1) : rows));
      },
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: http.Server) => (server.address() as { port: number }).port;

async function runDriver(
  driver: ChildProcess,
  job: object,
): Promise<{ requests: number; non2xx: number; errors: number }> {
  return new Promise((resolve) => {
    driver.once('message', (answer) =>
      resolve(answer as { requests: number; non2xx: number; errors: number }),
    );
    driver.send(job);
  });
}

/** CPU µs of this process per request while the driver sends `REQUESTS` to `url`. */
async function cpuPerRequest(driver: ChildProcess, url: string, headers: Record<string, string>) {
  const before = process.cpuUsage();
  const result = await runDriver(driver, { url, headers, amount: REQUESTS, connections: CONNECTIONS });
  const used = process.cpuUsage(before);
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return (used.user + used.system) / result.requests;
}

async function measure(
  kind: 'embedded' | 'PostgreSQL',
  handle: DbHandle,
  driver: ChildProcess,
): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-bench-cpu-'));
  const config = loadConfig({ APP_SECRET: 'bench-cpu-secret-bench-cpu-secret', DATA_DIR: dataDir });
  // The product as it runs: its request log written (here to a file nobody reads).
  const logger = pino(
    { ...safeLogOptions, level: 'info' },
    logDestination(path.join(dataDir, 'product.log')),
  );
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const app = await buildApp({ config, dbHandle: handle, logger, storage });
  await seedDemo(handle.db, storage, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo.landlord', password: 'DemoLandlord#2026' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const homes = (await (await fetch(`${base}/api/landlord/properties`, { headers })).json()) as {
      id: number;
    }[];
    const calls = CALLS(homes[0]!.id);
    const captured: Captured[] = [];
    for (const call of calls) {
      await fetch(`${base}${call}`, { headers }); // warm
      // The fewest of three captures: the public cache's version poll can land inside one.
      const captures = [];
      for (let i = 0; i < 3; i += 1)
        captures.push(
          await captureStatements(handle, async () => {
            const res = await fetch(`${base}${call}`, { headers });
            if (!res.ok) throw new Error(`${call}: ${res.status}`);
            await res.arrayBuffer();
          }),
        );
      captured.push({ path: call, statements: captures.sort((a, b) => a.length - b.length)[0]! });
    }
    const bare = await startBare(
      new Map(captured.map((c) => [c.path, replayer(handle, c.statements)])),
      handle,
    );
    const bareBase = `http://127.0.0.1:${portOf(bare)}`;
    const rows: BenchRow[] = [];
    try {
      for (const call of captured) {
        await cpuPerRequest(driver, `${base}${call.path}`, headers); // warm the JIT on both
        await cpuPerRequest(driver, `${bareBase}${call.path}`, headers);
        const pairs = await alternate(
          ROUNDS,
          () => cpuPerRequest(driver, `${base}${call.path}`, headers),
          () => cpuPerRequest(driver, `${bareBase}${call.path}`, headers),
          (product, bare) => product / bare,
        );
        const [product, baseline, ratio] = [median(pairs.product), median(pairs.bare), pairs.ratio];
        rows.push({
          part: 'cpu',
          figure: `\`GET ${call.path.replace(/\/\d+\//, '/{id}/')}\` CPU/request, ${call.statements.length} statements (${kind})`,
          value: `${Math.round(product)} µs`,
          baseline: `${Math.round(baseline)} µs`,
          ratio,
          ratioRange: pairs.range,
          budget: '≤ 1.6× bare',
          met: ratio <= 1.6,
        });
      }
    } finally {
      bare.close();
    }
    return rows;
  } finally {
    await app.close();
    logger.flush();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const driver = fork(path.join(import.meta.dirname, 'driver.ts'), [], { execArgv: ['--import', 'tsx'] });
  await new Promise((resolve) => driver.once('message', resolve));
  const rows: BenchRow[] = [];
  try {
    if (ONLY_DATABASE !== 'postgres') {
      const embedded = await createDb({ dataDir: undefined });
      try {
        rows.push(...(await measure('embedded', embedded, driver)));
      } finally {
        await embedded.close();
      }
    }
    const admin = new pg.Client({ connectionString: PG_SERVER });
    const reachable =
      ONLY_DATABASE !== 'embedded' &&
      (await admin.connect().then(
        () => true,
        () => false,
      ));
    if (reachable) {
      const name = `bench_cpu_${process.pid}`;
      await admin.query(`create database ${name}`);
      const url = new URL(PG_SERVER);
      url.pathname = `/${name}`;
      try {
        const handle = await createDb({ databaseUrl: url.toString() });
        try {
          rows.push(...(await measure('PostgreSQL', handle, driver)));
        } finally {
          await handle.close();
        }
      } finally {
        // Dropped even when migrating it failed.
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else if (ONLY_DATABASE !== 'embedded') {
      rows.push({
        part: 'cpu',
        figure: 'CPU/request on PostgreSQL',
        value: 'not run',
        budget: 'needs PostgreSQL',
      });
    }
  } finally {
    driver.kill();
  }
  console.log(
    `\n${ROUNDS} alternated pairs of ${REQUESTS} requests per call and side (ratio: the pairs' median), ${CONNECTIONS} connections, the bare handler sending ${BARE_SENDS_LAST_ONLY ? "the last statement's rows" : "every statement's rows"}, load ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  printRows(rows);
}

await main();
