import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/setup/test-db';
import type { DbHandle } from '../db/create-db';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';
import { checkRateLimit, clearRateLimit, hitRateLimit } from './rate-limit';

const rule = { max: 3, windowSeconds: 600 };

async function refused(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('rate limits in the database', () => {
  let handle: DbHandle;
  const db = () => handle.db;
  const row = async (key: string) => (await db().select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('allows max hits in a window, refuses the next with 429 and a Retry-After within the window', async () => {
    for (let i = 0; i < rule.max; i++) await hitRateLimit(db(), 'k:basic', rule);
    const error = await refused(hitRateLimit(db(), 'k:basic', rule));
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('rate_limited');
    const retryAfter = Number(error.headers?.['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(error.message).toMatch(/10 minutes/);
    expect((await row('k:basic'))!.count).toBe(rule.max + 1);
  });

  it('checkRateLimit refuses at the limit without counting, and lets through below it', async () => {
    await hitRateLimit(db(), 'k:check', rule);
    await checkRateLimit(db(), 'k:check', rule);
    await checkRateLimit(db(), 'k:check', rule);
    expect((await row('k:check'))!.count).toBe(1);
    await hitRateLimit(db(), 'k:check', rule);
    await hitRateLimit(db(), 'k:check', rule);
    const error = await refused(checkRateLimit(db(), 'k:check', rule));
    expect(error.statusCode).toBe(429);
    expect((await row('k:check'))!.count).toBe(3);
    // An unknown key is never refused.
    await checkRateLimit(db(), 'k:never-seen', rule);
  });

  it('keeps keys apart', async () => {
    for (let i = 0; i < rule.max; i++) await hitRateLimit(db(), 'k:one', rule);
    await hitRateLimit(db(), 'k:two', rule);
    await refused(hitRateLimit(db(), 'k:one', rule));
    expect((await row('k:two'))!.count).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < rule.max; i++) await hitRateLimit(db(), 'k:window', rule);
    await refused(checkRateLimit(db(), 'k:window', rule));
    await db()
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'k:window'));
    await checkRateLimit(db(), 'k:window', rule);
    await hitRateLimit(db(), 'k:window', rule);
    const fresh = (await row('k:window'))!;
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
  });

  it('clearRateLimit forgets the key', async () => {
    for (let i = 0; i < rule.max; i++) await hitRateLimit(db(), 'k:clear', rule);
    await clearRateLimit(db(), 'k:clear');
    expect(await row('k:clear')).toBeUndefined();
    await hitRateLimit(db(), 'k:clear', rule);
  });

  it('counts concurrent hits exactly: of 20 at once with a limit of 10, exactly 10 pass', async () => {
    const wide = { max: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => hitRateLimit(db(), 'k:race', wide)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect((await row('k:race'))!.count).toBe(20);
  });
});
