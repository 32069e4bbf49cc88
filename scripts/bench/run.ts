/**
 * `npm run bench`: figures for the accounts path, measured in-process on the embedded database.
 * Prints each figure against its budget; it is not a test and never fails the build.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDb } from '../../src/server/db/create-db';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';

const ROUNDS = 50;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
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
config.rateLimits = {
  ...config.rateLimits,
  loginPerAccount: { max: 1e9, windowSeconds: 60 },
  loginPerAddress: { max: 1e9, windowSeconds: 60 },
};
const handle = await createDb({ dataDir: undefined });
const app = await buildApp({ config, dbHandle: handle });
await app.ready();
const password = 'Bench-Password-2026';
await handle.db.insert(users).values({
  username: 'bench', email: 'bench@example.test', fullName: 'Bench', userType: 'landlord',
  status: 'approved', passwordHash: await hashPassword(password),
});
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench', password } });
const token = login.json().token as string;

const rows: [string, { p50: number; p95: number }, number][] = [
  ['argon2id hash', await time(() => hashPassword(password), 20), 150],
  ['POST /api/auth/login', await time(() => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench', password } }), 20), 250],
  ['GET /api/auth/user (session lookup)', await time(() => app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })), 20],
  ['GET /api/health', await time(() => app.inject({ method: 'GET', url: '/api/health' })), 10],
];
console.log('figure'.padEnd(40), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'budget p95'.padStart(11), '  verdict');
for (const [name, s, budget] of rows) {
  console.log(name.padEnd(40), s.p50.toFixed(1).padStart(8), s.p95.toFixed(1).padStart(8), String(budget).padStart(11), s.p95 <= budget ? '  within' : '  OVER');
}
await app.close();
await handle.close();
