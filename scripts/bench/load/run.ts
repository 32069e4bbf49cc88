/**
 * `npm run bench:load` (issue #19): a realistic mix of public pages, listings, sign-ins and
 * landlord and tenant calls, sent by autocannon at a fixed rate to the product started as
 * `npm start` runs it (its own process, NODE_ENV=production, demo data, the request log on), on
 * the embedded database or, with DATABASE_URL set, on a fresh database of that PostgreSQL server
 * (created for the run and dropped after it). Then the highest rate the same mix reaches, unthrottled.
 *
 * Budget: 200 requests/s of the mix for 2 minutes with p99 ≤ 250 ms and no error. Requests per
 * second, p50/p99, the product's event-loop delay p99 and its memory after the run are read from
 * inside the product by a bench-only preload (probe.ts). A benchmark: it prints and never fails the
 * build; it exits non-zero only when it could not run.
 *
 *   npm run bench:load [-- --seconds 120 --rate 200 --connections 20 --max-seconds 10 --cpu-prof-dir DIR]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { setHeroImage } from '../http/hero-image';
import { freePort, sleep } from '../faults/processes';
import { printRows, type BenchRow } from '../report/table';
import type { ProbeSnapshot } from './probe';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const SECONDS = arg('seconds', 120);
const RATE = arg('rate', 200);
const CONNECTIONS = arg('connections', 20);
const MAX_SECONDS = arg('max-seconds', 10);
/** --cpu-prof-dir DIR: the product writes a CPU profile of its whole life there (node --cpu-prof). */
const CPU_PROF_DIR = process.argv.includes('--cpu-prof-dir')
  ? process.argv[process.argv.indexOf('--cpu-prof-dir') + 1]
  : undefined;
/**
 * Unmeasured, after every public address has been asked for once: code optimised and caches
 * filled, as on a site that has been up a while (filling one page's Brotli copy takes the event
 * loop for 100 ms or more, once per change of what the page shows).
 */
const WARM_UP_SECONDS = Math.min(10, Math.max(2, Math.round(SECONDS / 10)));
const P99_BUDGET_MS = 250;

const DEMO = {
  admin: { username: 'demo.admin', password: 'DemoAdmin#2026' },
  landlord: { username: 'demo.landlord', password: 'DemoLandlord#2026' },
  tenant: { username: 'demo.tenant', password: 'DemoTenant#2026' },
};

/** What a browser sends: public answers are kept compressed, and a visitor's browser asks for that. */
const BROWSER = { 'accept-encoding': 'br, gzip', 'user-agent': 'bench-load' };

interface World {
  listingIds: number[];
  areas: string[];
  propertyIds: number[];
  landlordToken: string;
  tenantToken: string;
}

interface Call {
  name: string;
  /** Out of 100. */
  weight: number;
  /** The request, given a random number source and what was read at start. */
  build: (random: () => number, world: World) => { method: 'GET' | 'POST'; path: string; body?: string };
  /** Who sends it: an anonymous visitor, or a signed-in landlord or tenant (bearer token). */
  as: 'visitor' | 'landlord' | 'tenant';
}

const pick = <T>(random: () => number, items: T[]): T => items[Math.floor(random() * items.length)]!;
/** The listings searches people make: most look at everything, some narrow it down. */
const searches = (world: World) => ({
  all: [''],
  byArea: world.areas.map((area) => `?area=${encodeURIComponent(area)}`),
  byBedrooms: ['?minBedrooms=1', '?minBedrooms=2', '?minBedrooms=3'],
  byRent: ['?maxRent=120000'],
});
const search = (random: () => number, world: World) => {
  const kinds = searches(world);
  const r = random();
  return pick(
    random,
    r < 0.6 ? kinds.all : r < 0.8 ? kinds.byArea : r < 0.9 ? kinds.byBedrooms : kinds.byRent,
  );
};
/** Every public address the mix can ask for. */
const publicAddresses = (world: World) => {
  const all = Object.values(searches(world)).flat();
  return [
    '/',
    '/api/images/active/hero',
    ...all.flatMap((s) => [`/listings${s}`, `/api/listings${s}`]),
    ...world.listingIds.flatMap((id) => [`/listings/${id}`, `/api/listings/${id}`]),
  ];
};

/**
 * The mix, in shares of 100 requests. A letting site is mostly people looking for a home: 70 %
 * are anonymous (the home page, the search page and one home's page, each as the server renders it
 * for a first visit, plus the JSON the browser then asks for as a visitor moves around, and the
 * hero image lookup every page makes). The portals are a few people's working day: 22 % are a
 * landlord's dashboard, properties, a property's payments, arrears and compliance, 6 % a tenant's
 * home and payments. 2 % are sign-ins (the landlord's and the tenant's password, in turn): each is
 * a deliberate argon2 verification, and 2 % of 200/s is 4 sign-ins a second — far more than an
 * agency sees, so the mix carries their cost with room to spare.
 */
const SIGN_IN = 'POST /api/auth/login';
const MIX: Call[] = [
  { name: 'GET /', weight: 12, as: 'visitor', build: () => ({ method: 'GET', path: '/' }) },
  {
    name: 'GET /listings',
    weight: 10,
    as: 'visitor',
    build: (random, world) => ({ method: 'GET', path: `/listings${search(random, world)}` }),
  },
  {
    name: 'GET /listings/{id}',
    weight: 14,
    as: 'visitor',
    build: (random, world) => ({ method: 'GET', path: `/listings/${pick(random, world.listingIds)}` }),
  },
  {
    name: 'GET /api/listings',
    weight: 12,
    as: 'visitor',
    build: (random, world) => ({ method: 'GET', path: `/api/listings${search(random, world)}` }),
  },
  {
    name: 'GET /api/listings/{id}',
    weight: 12,
    as: 'visitor',
    build: (random, world) => ({ method: 'GET', path: `/api/listings/${pick(random, world.listingIds)}` }),
  },
  {
    name: 'GET /api/images/active/hero',
    weight: 10,
    as: 'visitor',
    build: () => ({ method: 'GET', path: '/api/images/active/hero' }),
  },
  {
    name: SIGN_IN,
    weight: 2,
    as: 'visitor',
    build: (random) => ({
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify(random() < 0.5 ? DEMO.landlord : DEMO.tenant),
    }),
  },
  {
    name: 'GET /api/auth/user',
    weight: 4,
    as: 'landlord',
    build: () => ({ method: 'GET', path: '/api/auth/user' }),
  },
  {
    name: 'GET /api/landlord/properties',
    weight: 4,
    as: 'landlord',
    build: () => ({ method: 'GET', path: '/api/landlord/properties' }),
  },
  {
    name: 'GET /api/landlord/properties/summary',
    weight: 4,
    as: 'landlord',
    build: () => ({ method: 'GET', path: '/api/landlord/properties/summary' }),
  },
  {
    name: 'GET /api/properties/{id}/payments',
    weight: 4,
    as: 'landlord',
    build: (random, world) => ({
      method: 'GET',
      path: `/api/properties/${pick(random, world.propertyIds)}/payments`,
    }),
  },
  {
    name: 'GET /api/landlord/arrears',
    weight: 3,
    as: 'landlord',
    build: () => ({ method: 'GET', path: '/api/landlord/arrears' }),
  },
  {
    name: 'GET /api/landlord/compliance',
    weight: 3,
    as: 'landlord',
    build: () => ({ method: 'GET', path: '/api/landlord/compliance' }),
  },
  {
    name: 'GET /api/tenant/property',
    weight: 3,
    as: 'tenant',
    build: () => ({ method: 'GET', path: '/api/tenant/property' }),
  },
  {
    name: 'GET /api/tenant/payments',
    weight: 3,
    as: 'tenant',
    build: () => ({ method: 'GET', path: '/api/tenant/payments' }),
  },
];
if (MIX.reduce((sum, call) => sum + call.weight, 0) !== 100) throw new Error('the mix must add up to 100');

/** Seeded, so two runs send the same sequence of calls. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Each visitor comes from an address of their own (X-Forwarded-For, with TRUST_PROXY=1 as behind
 * one proxy): 2,000 visitors in 198.18.0.0/15, the range set aside for benchmarks, so per-address
 * limits see what they would see on a real site. The landlord and the tenant each use one address.
 */
const VISITORS = 2000;
const visitorAddress = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const ADDRESS = { landlord: '203.0.113.10', tenant: '203.0.113.20' };

interface Tally {
  latencies: number[];
  statuses: Map<number, number>;
}

/** autocannon's request: each one drawn from the mix; its response is tallied per call. */
function mixRequests(world: World, seed: number, tallies: Map<string, Tally>) {
  const random = mulberry32(seed);
  const cumulative: { upTo: number; call: Call }[] = [];
  let total = 0;
  for (const call of MIX) {
    total += call.weight;
    cumulative.push({ upTo: total, call });
  }
  type Context = { call?: string; sentAt?: number };
  return [
    {
      setupRequest: (request: autocannon.Request, context: Context) => {
        const r = random() * 100;
        const call = cumulative.find((c) => r < c.upTo)!.call;
        const built = call.build(random, world);
        const headers: Record<string, string> = { ...BROWSER };
        if (call.as === 'visitor')
          headers['x-forwarded-for'] = visitorAddress(Math.floor(random() * VISITORS));
        else {
          headers['x-forwarded-for'] = ADDRESS[call.as];
          headers.authorization = `Bearer ${call.as === 'landlord' ? world.landlordToken : world.tenantToken}`;
        }
        if (built.body !== undefined) headers['content-type'] = 'application/json';
        context.call = call.name;
        context.sentAt = performance.now();
        return { ...request, method: built.method, path: built.path, headers, body: built.body ?? '' };
      },
      onResponse: (status: number, _body: string, context: Context) => {
        if (!context.call) return;
        let tally = tallies.get(context.call);
        if (!tally) tallies.set(context.call, (tally = { latencies: [], statuses: new Map() }));
        tally.latencies.push(performance.now() - context.sentAt!);
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      },
    },
  ] as autocannon.Request[];
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(500);
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

async function signIn(base: string, account: { username: string; password: string }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`signing in as ${account.username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function setHeroImageAsAdmin(base: string) {
  await setHeroImage(base, await signIn(base, DEMO.admin));
}

async function readWorld(base: string): Promise<World> {
  const listings = (await (await fetch(`${base}/api/listings?limit=100`)).json()) as {
    id: number;
    area: string;
  }[];
  const landlordToken = await signIn(base, DEMO.landlord);
  const tenantToken = await signIn(base, DEMO.tenant);
  const properties = (await (
    await fetch(`${base}/api/landlord/properties`, { headers: { authorization: `Bearer ${landlordToken}` } })
  ).json()) as { id: number }[];
  if (!listings.length || !properties.length)
    throw new Error(`the demo data has ${listings.length} listings and ${properties.length} properties`);
  return {
    listingIds: listings.map((l) => l.id),
    areas: [...new Set(listings.map((l) => l.area))],
    propertyIds: properties.map((p) => p.id),
    landlordToken,
    tenantToken,
  };
}

/** Every call of the mix answers 2xx once before the run: a wrong route fails here, not as load errors. */
async function checkMix(base: string, world: World) {
  const random = mulberry32(1);
  for (const call of MIX) {
    const built = call.build(random, world);
    const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress(0) };
    if (call.as !== 'visitor')
      headers.authorization = `Bearer ${call.as === 'landlord' ? world.landlordToken : world.tenantToken}`;
    if (built.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${built.path}`, { method: built.method, headers, body: built.body });
    if (!res.ok) throw new Error(`${call.name} (${built.path}) answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
}

/** Each public address once, as a browser asks for it, so the measured window sees kept answers. */
async function fillPublicCache(base: string, world: World) {
  for (const address of publicAddresses(world)) {
    const res = await fetch(`${base}${address}`, {
      headers: { ...BROWSER, 'x-forwarded-for': visitorAddress(1) },
    });
    if (!res.ok) throw new Error(`GET ${address} answered ${res.status}`);
    await res.arrayBuffer();
  }
}

/** Asks the probe for what it saw since the last signal, and starts a new window. */
async function probe(child: ChildProcess, file: string, seq: number): Promise<ProbeSnapshot> {
  child.kill('SIGUSR2');
  for (let i = 0; i < 200; i += 1) {
    try {
      const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeSnapshot;
      if (snapshot.seq === seq) return snapshot;
    } catch {
      // not written yet
    }
    await sleep(50);
  }
  throw new Error(`the product's probe did not answer signal ${seq} within 10 s`);
}

/** A fresh database on DATABASE_URL's server for this run; dropped afterwards. */
async function createDatabase(serverUrl: string) {
  const name = `bench_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await dropper.end();
    },
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
/** Over every answer of every call, whatever its status (a quick 429 is not a fast answer). */
function percentiles(tallies: Map<string, Tally>, qs: number[]): number[] {
  const sorted = [...tallies.values()].flatMap((t) => t.latencies).sort((a, b) => a - b);
  return qs.map((q) => Math.round(quantile(sorted, q) * 10) / 10);
}
const int = (n: number) => Math.round(n).toLocaleString('en-GB');

function printCalls(tallies: Map<string, Tally>) {
  const total = [...tallies.values()].reduce((n, t) => n + t.latencies.length, 0);
  console.log('\n| call | weight | sent | share | p50 | p99 | answers |');
  console.log('|---|---|---|---|---|---|---|');
  for (const call of MIX) {
    const tally = tallies.get(call.name);
    const sorted = [...(tally?.latencies ?? [])].sort((a, b) => a - b);
    const answers = [...(tally?.statuses ?? new Map<number, number>())]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status} × ${int(n)}`)
      .join(', ');
    console.log(
      `| \`${call.name}\` | ${call.weight} % | ${int(sorted.length)} | ${((100 * sorted.length) / total).toFixed(1)} % | ` +
        `${quantile(sorted, 0.5).toFixed(1)} ms | ${quantile(sorted, 0.99).toFixed(1)} ms | ${answers} |`,
    );
  }
}

function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/ssr')) || !fs.existsSync(path.join(ROOT, 'dist/client'))) {
    console.log('dist/ is missing: npm run build (the public pages are rendered from dist/ssr)');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const postgres = process.env.DATABASE_URL;
  const database = postgres ? await createDatabase(postgres) : undefined;
  const label = postgres ? 'PostgreSQL' : 'embedded';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-bench-load-'));
  const probeFile = path.join(work, 'probe.json');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    APP_SECRET: 'bench-load-secret-bench-load-secret',
    TRUST_PROXY: '1',
    BENCH_PROBE_FILE: probeFile,
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const product = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      pathToFileURL(path.join(import.meta.dirname, 'probe.ts')).href,
      ...(CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROF_DIR)] : []),
      'src/server/main.ts',
    ],
    // The request log is written as in production (to a file here, not a terminal).
    { cwd: ROOT, env, stdio: ['ignore', fs.openSync(path.join(work, 'product.log'), 'a'), 'inherit'] },
  );
  const cleanUp = async () => {
    await stopProcess(product);
    await database?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(1));
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, product);
    await setHeroImageAsAdmin(base);
    const world = await readWorld(base);
    await checkMix(base, world);
    await fillPublicCache(base, world);

    console.log(
      `load: ${RATE} req/s of the mix for ${SECONDS} s (after ${WARM_UP_SECONDS} s unmeasured), ` +
        `${CONNECTIONS} connections; then unthrottled for ${MAX_SECONDS} s. ${label} database, ` +
        `${world.listingIds.length} listings, ${world.propertyIds.length} landlord properties, ` +
        `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    // autocannon (8.0) "corrects" rate-limited latencies with an expected interval of 1/rate taken as
    // milliseconds (0.1 → 1 ms), adding a made-up sample for every millisecond of each answer: its
    // p50 and p99 come out far too low. Latencies here are each answer's own, timed per call.
    const common = { url: base, connections: CONNECTIONS, timeout: 10 };
    const paced = { ...common, overallRate: RATE, ignoreCoordinatedOmission: true };
    await autocannon({
      ...paced,
      duration: WARM_UP_SECONDS,
      requests: mixRequests(world, 7, new Map()),
    });
    await probe(product, probeFile, 1);

    // autocannon paces each connection by the second: its share of the rate is sent back to back
    // at the start of every second, so the product sees bursts of CONNECTIONS requests at once —
    // harsher than arrivals spread evenly, which a budget met here also meets. A connection held by
    // a slow answer (a sign-in) cannot send the rest of its share that second: what it missed shows
    // as an achieved rate below the one asked, even with capacity to spare elsewhere.
    const tallies = new Map<string, Tally>();
    const fixed = await autocannon({
      ...paced,
      duration: SECONDS,
      requests: mixRequests(world, 42, tallies),
    });
    const after = await probe(product, probeFile, 2);
    const loadAfter = os.loadavg()[0]!;

    const maxTallies = new Map<string, Tally>();
    const max = await autocannon({
      ...common,
      duration: MAX_SECONDS,
      requests: mixRequests(world, 99, maxTallies),
    });
    const underMax = await probe(product, probeFile, 3);

    printCalls(tallies);
    const [p50 = NaN, p99 = NaN] = percentiles(tallies, [0.5, 0.99]);
    const [maxP99 = NaN] = percentiles(maxTallies, [0.99]);
    // A sign-in is a deliberate argon2 verification, slower than everything else; at 2 % of the
    // mix the p99 is a sign-in's time, so the rest is shown apart to say what the p99 is made of.
    const [p99WithoutSignIns = NaN] = percentiles(
      new Map([...tallies].filter(([call]) => call !== SIGN_IN)),
      [0.99],
    );
    const achieved = fixed.requests.total / fixed.duration;
    const errors = fixed.errors + fixed.non2xx;
    const maxErrors = max.errors + max.non2xx;
    console.log(
      `\nfixed rate: ${int(fixed.requests.total)} answers in ${fixed.duration} s, p50 ${p50} ms, p99 ${p99} ms, ${fixed.non2xx} not 2xx, ` +
        `${fixed.errors} errors (${fixed.timeouts} timeouts); event-loop delay p99 ${after.eventLoopDelayP99Ms} ms, ` +
        `max ${after.eventLoopDelayMaxMs} ms, mean ${after.eventLoopDelayMeanMs} ms; rss ${after.rssMB} MB, ` +
        `heap used ${after.heapUsedMB} MB; machine load ${loadAfter.toFixed(1)}`,
    );
    console.log(
      `unthrottled: ${int(max.requests.total)} answers in ${max.duration} s, ` +
        `p99 ${maxP99} ms, ${maxErrors} not 2xx or errors; event-loop delay p99 ${underMax.eventLoopDelayP99Ms} ms, ` +
        `rss ${underMax.rssMB} MB\n`,
    );

    const mix = `the mix, ${label}`;
    const rows: BenchRow[] = [
      {
        part: 'load',
        figure: `${mix}: req/s achieved at ${RATE}/s for ${SECONDS} s`,
        value: `${achieved.toFixed(1)} req/s`,
        budget: `≥ ${RATE} req/s`,
        // autocannon's seconds are not the run's to the millisecond: within 1 % is the rate asked.
        met: achieved >= RATE * 0.99,
      },
      { part: 'load', figure: `${mix}: p50`, value: `${p50} ms`, budget: 'informative' },
      {
        part: 'load',
        figure: `${mix}: p99`,
        value: `${p99} ms`,
        budget: `≤ ${P99_BUDGET_MS} ms`,
        met: p99 <= P99_BUDGET_MS,
      },
      {
        part: 'load',
        figure: `${mix}: p99 of the calls other than sign-ins`,
        value: `${p99WithoutSignIns} ms`,
        budget: 'informative',
      },
      {
        part: 'load',
        figure: `${mix}: errors (not 2xx, 429 included, timeouts, resets)`,
        value: String(errors),
        budget: '0',
        met: errors === 0,
      },
      {
        part: 'load',
        figure: `${mix}: event-loop delay p99 (max ${after.eventLoopDelayMaxMs} ms)`,
        value: `${after.eventLoopDelayP99Ms} ms`,
        budget: 'informative',
      },
      {
        part: 'load',
        figure: `${mix}: memory after the run (heap used ${after.heapUsedMB} MB)`,
        value: `${after.rssMB} MB rss`,
        budget: 'informative',
      },
      {
        part: 'load',
        figure: `${mix}: highest rate, unthrottled ${MAX_SECONDS} s (p99 ${maxP99} ms, ${maxErrors} errors)`,
        value: `${int(max.requests.total / max.duration)} req/s`,
        budget: 'informative',
      },
    ];
    printRows(rows);
  } finally {
    await cleanUp();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
