import { eq, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { Db } from '../db/create-db';
import { queryRows } from '../db/create-db';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './app-error';

/**
 * Fixed-window counters kept in the database, so every instance agrees. One atomic upsert per
 * hit: a new window starts when the old one has passed.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
                          then now() + make_interval(secs => ${rule.windowSeconds})
                          else rate_limits.reset_at end
        returning count, reset_at`,
  );
  if (row && row.count > rule.max) throw tooManyRequests(secondsUntil(row.reset_at));
}

/** Throws 429 when the key is already over its limit, without counting this call. */
export async function checkRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (row && row.resetAt > new Date() && row.count >= rule.max)
    throw tooManyRequests(secondsUntil(row.resetAt));
}

/**
 * Gives back one hit taken by `hitRateLimit`: a throttle that counts only failures takes a hit
 * before the check (so parallel requests cannot slip past it) and returns it when the check passes.
 */
export async function releaseRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

function secondsUntil(when: string | Date): number {
  return Math.max(1, Math.ceil((new Date(when).getTime() - Date.now()) / 1000));
}
