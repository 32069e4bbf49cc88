/**
 * scripts/bench/in-process.ts (a part of `npm run bench`): figures for the accounts path and the landlord dashboard, measured in-process
 * on the embedded database. Prints each figure against its budget; it is not a test and never
 * fails the build.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDb } from '../../src/server/db/create-db';
import { sql } from 'drizzle-orm';
import {
  documents,
  landlordDocuments,
  properties,
  propertyPhotos,
  tenants,
  users,
} from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { printRows, type BenchRow } from './report/table';

const ROUNDS = 50;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function time(fn: () => Promise<unknown>, rounds = ROUNDS) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const config = { ...loadConfig({ APP_SECRET: 'bench-secret-bench-secret' }) };
config.loginThrottle = { ...config.loginThrottle, freeFailures: 1e9 };
config.rateLimits = {
  ...config.rateLimits,
  loginPerAddress: { max: 1e9, windowSeconds: 60 },
};
const handle = await createDb({ dataDir: undefined });
const app = await buildApp({ config, dbHandle: handle });
await app.ready();
const password = 'Bench-Password-2026';
await handle.db.insert(users).values({
  username: 'bench',
  email: 'bench@example.test',
  fullName: 'Bench',
  userType: 'landlord',
  status: 'approved',
  passwordHash: await hashPassword(password),
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'bench', password },
});
const token = login.json().token as string;

const rows: [string, { p50: number; p95: number; p99: number }, number][] = [
  ['argon2id hash', await time(() => hashPassword(password), 20), 150],
  [
    'POST /api/auth/login',
    await time(
      () => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench', password } }),
      20,
    ),
    250,
  ],
  [
    'GET /api/auth/user (session lookup)',
    await time(() =>
      app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } }),
    ),
    20,
  ],
  ['GET /api/health', await time(() => app.inject({ method: 'GET', url: '/api/health' })), 10],
];
console.log(
  'figure'.padEnd(40),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'budget p95'.padStart(11),
  '  verdict',
);
const benchRows: BenchRow[] = [];
for (const [name, s, budget] of rows) {
  benchRows.push({
    part: 'in-process',
    figure: `${name} p95 (embedded)`,
    value: `${s.p95.toFixed(1)} ms`,
    budget: `≤ ${budget} ms`,
    met: s.p95 <= budget,
  });
  console.log(
    name.padEnd(40),
    s.p50.toFixed(1).padStart(8),
    s.p95.toFixed(1).padStart(8),
    String(budget).padStart(11),
    s.p95 <= budget ? '  within' : '  OVER',
  );
}

// The landlord dashboard with 1,000 properties (a third with two photos each): the list and the
// summary cards, their time and the number of SQL statements each request runs.
const PROPERTY_COUNT = 1000;
const [bench] = await handle.db.select({ id: users.id }).from(users);
const seeded = [];
for (let start = 0; start < PROPERTY_COUNT; start += 250) {
  const batch = Array.from({ length: Math.min(250, PROPERTY_COUNT - start) }, (_, k) => {
    const i = start + k;
    return {
      landlordId: bench!.id,
      title: `Bench property ${i}`,
      address: `${i + 1} Cathedral Road`,
      city: 'Cardiff',
      postcode: `CF11 ${String(i % 10)}AA`,
      description: 'A property seeded for the benchmark.',
      bedroomCount: 1 + (i % 5),
      bathroomCount: 1 + (i % 2),
      price: 80_000 + i * 100,
      status: (['vacant', 'occupied', 'occupied', 'under_offer'] as const)[i % 4],
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3600_000),
    };
  });
  seeded.push(...(await handle.db.insert(properties).values(batch).returning({ id: properties.id })));
}
const photoRows = seeded
  .filter((_, i) => i % 3 === 0)
  .flatMap((p) =>
    [0, 1].map((position) => ({
      propertyId: p.id,
      storageKey: `photos/bench-${p.id}-${position}.webp`,
      fileType: 'image/webp',
      position,
      isCover: position === 0,
    })),
  );
await handle.db.insert(propertyPhotos).values(photoRows);

// Count statements by wrapping the embedded engine's entry points (bench only).
let statements = 0;
const engine = handle.pglite! as unknown as Record<
  'query' | 'exec',
  (...args: unknown[]) => Promise<unknown>
>;
for (const method of ['query', 'exec'] as const) {
  const original = engine[method].bind(engine);
  engine[method] = (...args: unknown[]) => {
    statements += 1;
    return original(...args);
  };
}
const auth = { authorization: `Bearer ${token}` };
const dashboard: [string, string, number, number][] = [
  ['GET /api/landlord/properties (100)', '/api/landlord/properties', 60, 3],
  ['GET /api/landlord/properties?limit=500', '/api/landlord/properties?limit=500', 200, 3],
  ['GET /api/landlord/properties?search=', '/api/landlord/properties?search=cf11%205', 60, 3],
  ['GET /api/landlord/properties/summary', '/api/landlord/properties/summary', 20, 2],
];
/** Times each GET 100 times and counts the SQL statements it runs; prints them against budgets. */
async function measureReads(
  title: string,
  reads: [string, string, number, number][],
  headers: Record<string, string> = auth,
) {
  console.log();
  console.log(title);
  console.log(
    'figure'.padEnd(40),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'budget p99'.padStart(11),
    'queries/req'.padStart(12),
    'budget'.padStart(7),
    '  verdict',
  );
  for (const [name, url, budgetMs, budgetQueries] of reads) {
    const first = await app.inject({ method: 'GET', url, headers });
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    statements = 0;
    const s = await time(() => app.inject({ method: 'GET', url, headers }), 100);
    const perRequest = statements / 100;
    const ok = s.p99 <= budgetMs && perRequest <= budgetQueries;
    benchRows.push({
      part: 'in-process',
      figure: `${title}: ${name} p99, statements/request (embedded)`,
      value: `${s.p99.toFixed(1)} ms; ${perRequest.toFixed(1)}`,
      budget: `≤ ${budgetMs} ms; ≤ ${budgetQueries}`,
      met: ok,
    });
    console.log(
      name.padEnd(40),
      s.p50.toFixed(1).padStart(8),
      s.p99.toFixed(1).padStart(8),
      String(budgetMs).padStart(11),
      perRequest.toFixed(1).padStart(12),
      String(budgetQueries).padStart(7),
      ok ? '  within' : '  OVER',
    );
  }
}
await measureReads(`landlord dashboard, ${PROPERTY_COUNT} properties, ${photoRows.length} photos`, dashboard);

// Finances for a landlord with 100,000 payments: 100 tenancies on 100 properties, 1,000 months
// each (paid, then a few pending and overdue), written in one statement with generate_series.
const PAYMENTS_PER_TENANCY = 1000;
const financeProperties = seeded.slice(0, 100);
const financeTenants = await handle.db
  .insert(tenants)
  .values(
    financeProperties.map((p, i) => ({
      propertyId: p.id,
      fullName: `Bench tenant ${i}`,
      email: `bench.tenant.${i}@example.test`,
      leaseStart: '1940-01-01',
      leaseEnd: '2030-01-01',
      rentAmount: 90_000,
    })),
  )
  .returning({ id: tenants.id, propertyId: tenants.propertyId });
await handle.db.execute(sql`
  insert into rent_payments (tenant_id, property_id, amount, payment_date, due_date, status, external_source)
  select t.id, t.property_id, 90000, d::date, d::date,
         case when n > ${PAYMENTS_PER_TENANCY - 2} then 'pending' when n > ${PAYMENTS_PER_TENANCY - 5} then 'overdue' else 'paid' end,
         'schedule'
  from (values ${sql.join(
    financeTenants.map((t) => sql`(${t.id}::int, ${t.propertyId}::int)`),
    sql`, `,
  )}) as t(id, property_id),
  lateral (select n, (date '2026-12-01' - make_interval(months => ${PAYMENTS_PER_TENANCY} - n)) as d
           from generate_series(1, ${PAYMENTS_PER_TENANCY}) n) months`);
await handle.db.execute(sql`analyze rent_payments`);
const [{ n: paymentCount } = { n: 0 }] = (
  (await handle.db.execute(sql`select count(*)::int as n from rent_payments`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
const sample = financeTenants[50]!;
const finances: [string, string, number, number][] = [
  ['GET /properties/{id}/payments (100)', `/api/properties/${sample.propertyId}/payments`, 60, 3],
  [
    'GET /properties/{id}/payments?overdue',
    `/api/properties/${sample.propertyId}/payments?status=overdue`,
    60,
    3,
  ],
  ['GET /properties/{id}/payments/summary', `/api/properties/${sample.propertyId}/payments/summary`, 60, 4],
  ['GET /tenants/{id}/payments (100)', `/api/tenants/${sample.id}/payments`, 60, 3],
  ['GET /properties/{id}/payments/export', `/api/properties/${sample.propertyId}/payments/export`, 250, 3],
  ['GET /landlord/arrears (all 100,000)', '/api/landlord/arrears', 250, 2],
];
await measureReads(
  `finances, one landlord with ${paymentCount.toLocaleString('en-GB')} payments over ${financeTenants.length} tenancies`,
  finances,
);
// Welsh compliance for the same landlord's 1,000 homes: certificates of every age on each (gas on
// two in three), 700 tenancies with their statements and deposits, and the landlord's registration.
// One request reads the whole portfolio; its statements must not grow with the number of homes.
{
  const day = (offset: number) =>
    new Date(Date.UTC(2026, 10, 25) + offset * 86_400_000).toISOString().slice(0, 10);
  const certificateRows = seeded.flatMap((p, i) => [
    ...(['EICR', 'EPC', 'INSURANCE', 'LEGIONELLA'] as const).map((documentType, k) => ({
      propertyId: p.id,
      title: documentType,
      documentType,
      storageKey: `bench/${documentType}/${p.id}`,
      fileName: 'certificate.pdf',
      fileSize: 100,
      fileType: 'application/pdf',
      issueDate: day(-((i * 7 + k * 90) % 1500)),
      epcBand: documentType === 'EPC' ? ('D' as const) : null,
    })),
    ...(i % 3 === 0
      ? []
      : [
          {
            propertyId: p.id,
            title: 'GAS',
            documentType: 'GAS' as const,
            storageKey: `bench/GAS/${p.id}`,
            fileName: 'gas.pdf',
            fileSize: 100,
            fileType: 'application/pdf',
            issueDate: day(-((i * 11) % 400)),
            epcBand: null,
          },
        ]),
  ]);
  for (let at = 0; at < certificateRows.length; at += 500) {
    await handle.db.insert(documents).values(certificateRows.slice(at, at + 500));
  }
  await handle.db.execute(
    sql`update properties set has_gas_supply = (id % 3 <> 0), smoke_alarm_storeys = 1 where landlord_id = ${bench!.id}`,
  );
  const letHomes = seeded.slice(100, 700);
  const complianceTenants = await handle.db
    .insert(tenants)
    .values(
      letHomes.map((p, i) => ({
        propertyId: p.id,
        fullName: `Contract-holder ${i}`,
        email: `holder.${i}@example.test`,
        leaseStart: day(-(i % 900)),
        leaseEnd: day(365),
        occupationDate: day(-(i % 900)),
        rentAmount: 95_000,
        deposit: 100_000,
        depositPaidDate: day(-(i % 900)),
      })),
    )
    .returning({ id: tenants.id, propertyId: tenants.propertyId });
  for (let at = 0; at < complianceTenants.length; at += 300) {
    await handle.db.insert(documents).values(
      complianceTenants.slice(at, at + 300).flatMap((t, i) =>
        (['WRITTEN_STATEMENT', 'DEPOSIT_PROTECTION'] as const)
          .slice(0, i % 5 === 0 ? 1 : 2)
          .map((documentType) => ({
            propertyId: t.propertyId,
            tenantId: t.id,
            title: documentType,
            documentType,
            storageKey: `bench/${documentType}/${t.id}`,
            fileName: 'tenancy.pdf',
            fileSize: 100,
            fileType: 'application/pdf',
            issueDate: day(-30),
          })),
      ),
    );
  }
  await handle.db.insert(landlordDocuments).values({
    landlordId: bench!.id,
    documentType: 'RSW_REGISTRATION',
    title: 'Registration',
    reference: 'LR-BENCH',
    storageKey: 'bench/rsw',
    fileName: 'rsw.pdf',
    fileSize: 100,
    fileType: 'application/pdf',
    issueDate: day(-400),
  });
  await handle.db.execute(sql`analyze documents`);
  await handle.db.execute(sql`analyze tenants`);
  await measureReads(
    `Welsh compliance, one landlord with ${seeded.length.toLocaleString('en-GB')} homes and ${complianceTenants.length + financeTenants.length} tenancies`,
    [
      ['GET /api/landlord/compliance', '/api/landlord/compliance', 600, 12],
      ['GET /api/landlord/compliance.ics', '/api/landlord/compliance.ics', 800, 12],
      ['GET /api/properties/{id}/compliance', `/api/properties/${letHomes[10]!.id}/compliance`, 60, 12],
    ],
  );
}
// The notification log with 100,000 messages (a fifth of them texts, one in fifty failed), read by
// an admin with and without filters; and one tenancy's 1,000 sent messages, read by its landlord.
const OUTBOX_ROWS = 100_000;
await handle.db.execute(sql`
  insert into outbox (channel, recipient, subject, text_body, template, status, attempts, tenant_id,
                      created_at, sent_at)
  select case when n % 5 = 0 then 'sms' else 'email' end,
         case when n % 5 = 0 then '+447700' || lpad((n % 1000000)::text, 6, '0')
              else 'person' || (n % 5000) || '@example.test' end,
         case when n % 5 = 0 then null else 'Message ' || n end,
         'The body of message ' || n || ', as the product would have written it.',
         'bench', case when n % 50 = 0 then 'failed' else 'sent' end, 1,
         case when n % 100 = 0 then ${sample.id}::int end,
         now() - make_interval(mins => n), now() - make_interval(mins => n)
  from generate_series(1, ${OUTBOX_ROWS}) n`);
await handle.db.execute(sql`analyze outbox`);
await handle.db.insert(users).values({
  username: 'bench.admin',
  email: 'bench.admin@example.test',
  fullName: 'Bench Admin',
  userType: 'admin',
  role: 'admin',
  status: 'approved',
  passwordHash: await hashPassword(password),
});
const adminLogin = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'bench.admin', password },
});
const adminAuth = { authorization: `Bearer ${adminLogin.json().token as string}` };
await measureReads(
  `notification log, ${OUTBOX_ROWS.toLocaleString('en-GB')} messages`,
  [
    ['GET /admin/notifications (100)', '/api/admin/notifications', 100, 3],
    ['GET /admin/notifications?status=failed', '/api/admin/notifications?status=failed', 100, 3],
    ['GET /admin/notifications?recipient=', '/api/admin/notifications?recipient=person42%40', 150, 3],
    ['GET /admin/notifications?offset=99900', '/api/admin/notifications?offset=99900', 150, 3],
  ],
  adminAuth,
);
await measureReads('what was sent about one tenancy (1,000 of the messages)', [
  ['GET /tenants/{id}/notifications (100)', `/api/tenants/${sample.id}/notifications`, 60, 4],
]);
await app.close();
await handle.close();
console.log();
printRows(benchRows);
