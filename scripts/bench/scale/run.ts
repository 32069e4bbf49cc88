/**
 * `npm run bench:scale` (issue #19): does a landlord's day cost the same in an agency of 50 homes as
 * in one of 10,000 with 1,000,000 payments? On PostgreSQL (DATABASE_URL, or the local server), two
 * databases are generated (generate.ts), the app runs in-process on each, and every read is timed
 * in alternating rounds on both with its SQL statements counted. Budget: the same statements per
 * request, and a p50 at the large size within 1.25× the small. A benchmark: it prints, never fails.
 *
 *   npm run bench:scale [-- --large 10000 --rounds 6 --per-round 40 --explain]
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDb } from '../../../src/server/db/create-db';
import { hashPassword } from '../../../src/server/lib/passwords';
import { median } from '../report/alternation';
import { printRows, type BenchRow } from '../report/table';
import { generateAgency, type AgencySize } from './generate';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const SIZES: AgencySize[] = [
  { name: 'small', properties: arg('small', 50) },
  { name: 'large', properties: arg('large', 10_000) },
];
const ROUNDS = arg('rounds', 6);
const PER_ROUND = arg('per-round', 40);
const EXPLAIN = process.argv.includes('--explain');
/** Keep the generated databases (their names are printed) to look at plans by hand. */
const KEEP = process.argv.includes('--keep');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench-Password-2026';

/** SQL statements sent by any pg client in this process (the app's pool included). */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const withDatabase = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function openAgency(size: AgencySize, passwordHash: string) {
  const database = `bench_scale_${size.name}_${process.pid}`;
  await admin((c) => c.query(`create database ${database}`));
  const url = withDatabase(database);
  const handle = await createDb({ databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const counts = await generateAgency(client, size, passwordHash);
  const generatedIn = (performance.now() - started) / 1000;
  const { rows } = await client.query<{ id: number }>(
    `select p.id from properties p join users u on u.id = p.landlord_id
     where u.username = 'bench.landlord.1' and p.status = 'occupied' order by p.id limit 1`,
  );
  await client.end();
  const config = loadConfig({ APP_SECRET: 'bench-secret-bench-secret', DATABASE_URL: url });
  // The public cache's poll would add a statement to whichever request it lands in.
  config.publicCachePollMs = 3_600_000;
  const app = await buildApp({ config, dbHandle: handle });
  await app.ready();
  const tokenOf = async (username: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`signing in ${username}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  return {
    size,
    database,
    url,
    counts,
    generatedIn,
    app,
    handle,
    propertyId: rows[0]!.id,
    landlord: await tokenOf('bench.landlord.1'),
    admin: await tokenOf('bench.admin'),
    close: async () => {
      await app.close();
      await handle.close();
      if (KEEP) console.log(`kept ${url}`);
      else await admin((c) => c.query(`drop database if exists ${database} with (force)`));
    },
  };
}
type Agency = Awaited<ReturnType<typeof openAgency>>;

/** The reads of issue #19: who asks, and the path (the property is the landlord's first let home). */
const READS: { name: string; as: 'landlord' | 'admin'; path: (a: Agency) => string }[] = [
  { name: 'landlord dashboard: properties', as: 'landlord', path: () => '/api/landlord/properties' },
  { name: 'landlord dashboard: summary', as: 'landlord', path: () => '/api/landlord/properties/summary' },
  {
    name: "a property's finances: payments",
    as: 'landlord',
    path: (a) => `/api/properties/${a.propertyId}/payments`,
  },
  {
    name: "a property's finances: summary",
    as: 'landlord',
    path: (a) => `/api/properties/${a.propertyId}/payments/summary`,
  },
  { name: 'arrears list', as: 'landlord', path: () => '/api/landlord/arrears' },
  // Pages of 25, as the admin's screen asks (NOTIFICATION_LOG_PAGE_SIZE): the API's default of 100
  // compared 16 failed messages at 50 homes (all there are) with 100 at 10,000, more rows to send
  // rather than a slower read.
  { name: 'notification log (admin)', as: 'admin', path: () => '/api/admin/notifications?limit=25' },
  {
    name: 'notification log, failed (admin)',
    as: 'admin',
    path: () => '/api/admin/notifications?status=failed&limit=25',
  },
  { name: 'compliance portfolio', as: 'landlord', path: () => '/api/landlord/compliance' },
];

async function timeRead(agency: Agency, read: (typeof READS)[number], count: number) {
  const samples: number[] = [];
  const headers = { authorization: `Bearer ${read.as === 'admin' ? agency.admin : agency.landlord}` };
  const url = read.path(agency);
  statements = 0;
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const res = await agency.app.inject({ method: 'GET', url, headers });
    samples.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${agency.size.name} ${url}: ${res.statusCode} ${res.body}`);
  }
  return { samples, statements: statements / count };
}

async function explain(agency: Agency) {
  // The statements one request runs, with their plans (pg's own log would need server settings).
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [{ text?: string } | string];
    seen.push(typeof config === 'string' ? config : (config.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  for (const read of READS) {
    seen.length = 0;
    await timeRead(agency, read, 1);
    console.log(`\n## ${read.name} (${agency.size.name}): ${seen.length} statements`);
    for (const text of seen) console.log(`- ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  pg.Client.prototype.query = original;
}

async function main() {
  try {
    await admin((c) => c.query('select 1'));
  } catch {
    printRows([
      { part: 'scale', figure: 'agency of 50 vs 10,000 homes', value: 'not run', budget: 'needs PostgreSQL' },
    ]);
    return;
  }
  const passwordHash = await hashPassword(PASSWORD);
  const agencies: Agency[] = [];
  try {
    for (const size of SIZES) {
      const agency = await openAgency(size, passwordHash);
      agencies.push(agency);
      console.log(
        `${size.name}: ${agency.counts.properties.toLocaleString('en-GB')} homes, ` +
          `${agency.counts.payments.toLocaleString('en-GB')} payments, ${agency.counts.messages.toLocaleString('en-GB')} messages ` +
          `(generated in ${agency.generatedIn.toFixed(1)} s)`,
      );
    }
    if (EXPLAIN) await explain(agencies[1]!);
    const [small, large] = agencies as [Agency, Agency];
    const rows: BenchRow[] = [];
    for (const read of READS) {
      // Warm both, then alternate rounds so a busy moment falls on both sizes alike.
      await timeRead(small, read, 10);
      await timeRead(large, read, 10);
      const times = { small: [] as number[], large: [] as number[] };
      const queries = { small: 0, large: 0 };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const agency of [small, large]) {
          const { samples, statements: perRequest } = await timeRead(agency, read, PER_ROUND);
          times[agency.size.name as 'small' | 'large'].push(...samples);
          queries[agency.size.name as 'small' | 'large'] = perRequest;
        }
      }
      const [p50Small, p50Large] = [median(times.small), median(times.large)];
      const ratio = p50Large / p50Small;
      const sameQueries = queries.small === queries.large;
      rows.push({
        part: 'scale',
        figure: `${read.name}: p50, statements/request (PostgreSQL)`,
        value: `${p50Small.toFixed(2)} → ${p50Large.toFixed(2)} ms; ${queries.small} → ${queries.large}`,
        baseline: `${small.counts.properties} homes`,
        ratio,
        budget: '≤ 1.25×, same statements',
        met: ratio <= 1.25 && sameQueries,
      });
    }
    console.log(
      `\n${small.counts.properties.toLocaleString('en-GB')} homes → ${large.counts.properties.toLocaleString('en-GB')} homes ` +
        `(${large.counts.payments.toLocaleString('en-GB')} payments); ${ROUNDS} rounds × ${PER_ROUND} requests per size and read\n`,
    );
    printRows(rows);
  } finally {
    for (const agency of agencies) await agency.close();
  }
}

await main();
