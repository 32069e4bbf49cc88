/**
 * npm run bench:web — builds the product, starts it as `npm start` does (embedded database, demo
 * data), and runs Lighthouse (mobile, the default simulated throttling) with Debian's Chromium on
 * every public route and /login in English and in Welsh (/cy/…), and on the three dashboards (signed in as the demo accounts), N runs
 * each (default 5), keeping the median run. Prints per route the four category scores, LCP, TBT,
 * CLS and the gzipped script bytes (each script refetched and gzip -9'd, so the figure does not
 * depend on the server's compression), and that figure as a multiple of a React 19 hello-world
 * built in the same run with the same Vite config.
 *
 * Then checks the budget, and exits 1 when it is missed:
 *   - every route: Accessibility = 100;
 *   - public routes: Performance ≥ 95, Best Practices and SEO = 100, TBT ≤ 150 ms, and at most
 *     1.3 × the hello-world's script;
 *   - /login: Performance ≥ 90; dashboards: Performance ≥ 85 (their BP and SEO are printed only);
 *   - no admin code in the scripts loaded on the landlord and tenant dashboards, read from the
 *     chunk-to-module map that chunk-modules-plugin.ts writes into dist/client.
 *
 *   npm run bench:web -- --runs 1 --routes /,/login,/landlord-dashboard [--no-build]
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { localePath, splitLocalePath } from '../../src/shared/i18n/locale';
import { PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../../src/shared/routes';
import { CHUNK_MODULES_FILE } from './chunk-modules-plugin';
import { helloWorldScriptBytes } from './hello-world';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_DIST = path.join(ROOT, 'dist/client');

type Kind = 'public' | 'login' | 'dashboard' | 'other';

/** Minimum Performance score per kind of route; 'other' (a page named with --routes) has none. */
const PERFORMANCE_BUDGET: Record<Kind, number> = { public: 95, login: 90, dashboard: 85, other: 0 };
const PUBLIC_BUDGET = { bestPractices: 100, seo: 100, tbtMs: 150, scriptVsHello: 1.3 };

/** Each dashboard is measured signed in as its demo account (src/server/db/seed/demo.ts). */
const SIGN_INS: Record<string, { username: string; password: string }> = {
  [PAGE_PATHS.landlordDashboard]: { username: 'demo.landlord', password: 'DemoLandlord#2026' },
  [PAGE_PATHS.tenantDashboard]: { username: 'demo.tenant', password: 'DemoTenant#2026' },
  [PAGE_PATHS.adminDashboard]: { username: 'demo.admin', password: 'DemoAdmin#2026' },
};

/** The dashboards whose loaded scripts must hold no admin code. */
const NO_ADMIN_CODE_ROUTES: string[] = [PAGE_PATHS.landlordDashboard, PAGE_PATHS.tenantDashboard];

/**
 * Admin code: the admin pages, and the feature folders that only admin pages import (checked by
 * grepping src/client/routes: features/users — creating and managing accounts — and
 * features/agency-settings — the agency's rent and bank settings — are imported by
 * routes/admin/admin-dashboard.tsx alone). Features the admin dashboard shares with the landlord or
 * tenant pages (compliance, notifications, contact, auth) are not admin code.
 */
const ADMIN_ONLY_SOURCES = [
  'src/client/routes/admin/',
  'src/client/features/users/',
  'src/client/features/agency-settings/',
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

type Lhr = Parameters<typeof computeMedianRun>[0][number];

interface Row {
  route: string;
  kind: Kind;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  scriptUrls: string[];
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const flag = (name: string) => process.argv.includes(`--${name}`);

/** A Welsh page (/cy/…) has the budget of its English twin (CONTRACT.md §9: the budget holds in Welsh). */
function kindOf(address: string): Kind {
  const route = splitLocalePath(address).path;
  if ((PUBLIC_PAGE_PATHS as readonly string[]).includes(route) || /^\/listings\/\d+$/.test(route))
    return 'public';
  if (route === PAGE_PATHS.login) return 'login';
  return SIGN_INS[route] ? 'dashboard' : 'other';
}

// ---------------------------------------------------------------------------------------------
// The product

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startProduct(): Promise<{ baseURL: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-bench-web-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
    },
  };
}

/**
 * Signs in through the API and returns the session cookie as a Cookie header. The dashboards are
 * rendered in the browser and call the API with that cookie (not the bearer token), so Lighthouse
 * sends it with every request of the page load.
 */
async function signIn(baseURL: string, credentials: { username: string; password: string }) {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`Signing in as ${credentials.username}: HTTP ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error(`Signing in as ${credentials.username} set no cookie`);
  return cookie;
}

// ---------------------------------------------------------------------------------------------
// The hello-world yardstick

// ---------------------------------------------------------------------------------------------
// Lighthouse

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function scriptUrlsOf(lhr: Lhr): string[] {
  const items = (
    lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  // Unique: a chunk requested twice (preloaded, then imported) is still one chunk's bytes.
  return [...new Set((items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url))];
}

async function gzippedBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/** Why a run does not count, or null: no first paint, a runtime error, or a redirect (a lost session). */
function failedRun(lhr: Lhr | undefined, route: string): string | null {
  if (!lhr) return 'no result';
  if (lhr.runtimeError) return lhr.runtimeError.message;
  if (!Number.isFinite(numeric(lhr, 'first-contentful-paint'))) return 'no paint';
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  return landed === route ? null : `landed on ${landed}`;
}

async function measure(url: string, route: string, runs: number, chromePort: number, cookie?: string) {
  const lhrs: Lhr[] = [];
  // A run Chromium could not finish is retried, up to twice as many runs in all.
  for (let attempt = 0; lhrs.length < runs && attempt < runs * 2; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr as Lhr | undefined;
    const failure = failedRun(lhr, route);
    if (failure) console.error(`  ${route}: run ${attempt + 1} failed (${failure}), retrying`);
    else lhrs.push(lhr!);
  }
  if (!lhrs.length) throw new Error(`Lighthouse could not measure ${route}`);
  return { lhr: computeMedianRun(lhrs), count: lhrs.length };
}

async function toRow(route: string, lhr: Lhr): Promise<Row> {
  const scriptUrls = scriptUrlsOf(lhr);
  return {
    route,
    kind: kindOf(route),
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    scriptBytes: await gzippedBytes(scriptUrls),
    scriptUrls,
  };
}

// ---------------------------------------------------------------------------------------------
// Budget

function budgetMisses(row: Row, helloBytes: number): string[] {
  const misses: string[] = [];
  const miss = (text: string) => misses.push(`${row.route}: ${text}`);
  const minPerformance = PERFORMANCE_BUDGET[row.kind];
  if (row.performance < minPerformance) miss(`Performance ${row.performance} < ${minPerformance}`);
  if (row.accessibility < 100) miss(`Accessibility ${row.accessibility} < 100`);
  if (row.kind !== 'public') return misses;
  if (row.bestPractices < PUBLIC_BUDGET.bestPractices) miss(`Best Practices ${row.bestPractices} < 100`);
  if (row.seo < PUBLIC_BUDGET.seo) miss(`SEO ${row.seo} < 100`);
  if (row.tbtMs > PUBLIC_BUDGET.tbtMs) miss(`TBT ${row.tbtMs} ms > ${PUBLIC_BUDGET.tbtMs} ms`);
  const ratio = row.scriptBytes / helloBytes;
  if (ratio > PUBLIC_BUDGET.scriptVsHello)
    miss(
      `script ${kb(row.scriptBytes)} KB = ${ratio.toFixed(2)} × hello-world > ${PUBLIC_BUDGET.scriptVsHello}`,
    );
  return misses;
}

function readChunkModules(): Record<string, string[]> | null {
  const file = path.join(CLIENT_DIST, CHUNK_MODULES_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>) : null;
}

/** Misses of the admin-code check for one dashboard: admin modules in its scripts, or a script it cannot place. */
function adminCodeMisses(row: Row, chunkModules: Record<string, string[]> | null): string[] {
  if (!chunkModules)
    return [`${row.route}: admin-code check could not run (dist/client/${CHUNK_MODULES_FILE} is missing)`];
  return row.scriptUrls.flatMap((url) => {
    const chunk = new URL(url).pathname.slice(1);
    const modules = chunkModules[chunk];
    if (!modules) return [`${row.route}: ${chunk} is not in ${CHUNK_MODULES_FILE} (a stale build?)`];
    return modules
      .filter((id) => ADMIN_ONLY_SOURCES.some((prefix) => id.startsWith(prefix)))
      .map((id) => `${row.route}: admin code ${id} in ${chunk}`);
  });
}

// ---------------------------------------------------------------------------------------------
// Output

function print(rows: Row[], helloBytes: number, runs: number, version: string, loadAverage: number) {
  console.log(
    `\nLighthouse ${version}, mobile, median of ${runs} run(s), Debian Chromium, ` +
      `${os.cpus().length} cores (load average ${loadAverage.toFixed(1)} at the start)`,
  );
  console.log(
    'Budget: Accessibility 100 everywhere; public routes Performance ≥ 95, BP and SEO 100, TBT ≤ 150 ms, ' +
      'script ≤ 1.3 × hello-world; /login Performance ≥ 90; dashboards Performance ≥ 85, ' +
      'no admin code on the landlord and tenant dashboards\n',
  );
  console.log('| route | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | script KB gzip | × hello-world |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = (r.scriptBytes / helloBytes).toFixed(2);
    console.log(
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ` +
        `${r.tbtMs} | ${r.cls} | ${kb(r.scriptBytes)} | ${ratio} |`,
    );
  }
  console.log(`\nReact 19 hello-world (hydrateRoot, same Vite config): ${kb(helloBytes)} KB gzip`);
}

// ---------------------------------------------------------------------------------------------

async function defaultRoutes(baseURL: string): Promise<string[]> {
  const listings = (await (await fetch(`${baseURL}/api/listings?limit=1`)).json()) as { id: number }[];
  const bilingual = [
    ...PUBLIC_PAGE_PATHS,
    ...(listings[0] ? [`/listings/${listings[0].id}`] : []),
    PAGE_PATHS.login,
  ];
  // Each public page and the login page in English, then in Welsh; the dashboards (English here).
  return [...bilingual, ...bilingual.map((route) => localePath('cy', route)), ...Object.keys(SIGN_INS)];
}

async function main() {
  const runs = Number(arg('runs') ?? 5);
  const loadAverage = os.loadavg()[0]!;
  if (!flag('no-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  const helloBytes = await helloWorldScriptBytes();
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const routes = arg('routes')?.split(',') ?? (await defaultRoutes(product.baseURL));
    const rows: Row[] = [];
    let version = '';
    for (const route of routes) {
      const credentials = SIGN_INS[route];
      const cookie = credentials ? await signIn(product.baseURL, credentials) : undefined;
      const { lhr, count } = await measure(`${product.baseURL}${route}`, route, runs, chrome.port, cookie);
      version = lhr.lighthouseVersion;
      rows.push(await toRow(route, lhr));
      console.error(`measured ${route} (${count} runs)`);
    }
    print(rows, helloBytes, runs, version, loadAverage);
    const chunkModules = readChunkModules();
    const misses = rows.flatMap((row) => [
      ...budgetMisses(row, helloBytes),
      ...(NO_ADMIN_CODE_ROUTES.includes(row.route) ? adminCodeMisses(row, chunkModules) : []),
    ]);
    const checked = rows.filter((row) => NO_ADMIN_CODE_ROUTES.includes(row.route));
    if (checked.length && chunkModules)
      console.log(
        `Admin code checked in the scripts of ${checked.map((r) => `${r.route} (${r.scriptUrls.length})`).join(', ')}`,
      );
    if (misses.length) {
      console.log(`\nBudget missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('\nBudget met on every route.');
  } finally {
    await chrome.kill();
    product.stop();
  }
}

await main();
