import { and, eq, sql } from 'drizzle-orm';
import type { LoginThrottleRule } from '../../config';
import type { Db } from '../../db/create-db';
import { queryRows } from '../../db/create-db';
import { loginThrottles } from '../../db/schema';
import { describeWait, tooManyRequests } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';

/**
 * Growing waits after failed sign-ins, per (account, client address) pair, kept in the database so
 * every instance agrees. No hard lock: failures from one address never stop the account's owner
 * signing in from another, so nobody can lock someone else out.
 *
 * Use: `checkLoginAllowed` before the password (or any other factor) is checked. It counts the
 * try as a failure at once, in one atomic upsert, so parallel requests cannot get more checks
 * than allowed; a try inside the wait answers 429 without counting. When every factor has passed,
 * `clearLoginFailures`. A wrong password or code in that same try needs no further call. A failure
 * found outside such a try (a later second-factor step, say) is counted with `recordLoginFailure`.
 */

type ThrottleCtx = Pick<AppContext, 'db' | 'config'>;

/** The account half of the pair: the same for a user's username and e-mail address. */
export const accountKeyFor = (user: { id: number } | undefined, typedName: string) =>
  user ? `user:${user.id}` : `name:${typedName.toLowerCase()}`;

export const LOGIN_WAIT_MESSAGE = (seconds: number) =>
  `Too many failed sign-in attempts for this account. Please wait ${describeWait(seconds)} and try again.`;

/** The wait after the failure numbered `failures` (SQL), doubling after the free ones, capped. */
function waitAfter(failures: ReturnType<typeof sql>, rule: LoginThrottleRule) {
  return sql`case when ${failures} < ${rule.freeFailures} then null
    else now() + make_interval(secs => least(
      ${rule.firstDelaySeconds}::float8 * power(2::float8, least(${failures} - ${rule.freeFailures}, 30)),
      ${rule.maxDelaySeconds}::float8))
    end`;
}

/** One atomic count of a failure; with `onlyOutsideWait`, nothing happens inside the wait. */
async function countFailure(
  db: Db,
  accountKey: string,
  address: string,
  rule: LoginThrottleRule,
  onlyOutsideWait: boolean,
) {
  const next = sql`case when login_throttles.expires_at <= now() then 1 else login_throttles.failures + 1 end`;
  return queryRows<{ failures: number }>(
    db,
    sql`insert into login_throttles (account_key, address, failures, blocked_until, expires_at)
        values (${accountKey}, ${address}, 1, ${waitAfter(sql`1`, rule)},
                now() + make_interval(secs => ${rule.forgetAfterSeconds}))
        on conflict (account_key, address) do update set
          failures = ${next},
          blocked_until = ${waitAfter(next, rule)},
          expires_at = now() + make_interval(secs => ${rule.forgetAfterSeconds})
        ${
          onlyOutsideWait
            ? sql`where login_throttles.blocked_until is null or login_throttles.blocked_until <= now()
                     or login_throttles.expires_at <= now()`
            : sql``
        }
        returning failures`,
  );
}

/**
 * Takes one try for the pair, counted as a failure until `clearLoginFailures`; inside the wait,
 * throws 429 with Retry-After and counts nothing (the caller must not check the password).
 */
export async function checkLoginAllowed(
  ctx: ThrottleCtx,
  accountKey: string,
  address: string,
): Promise<void> {
  const rule = ctx.config.loginThrottle;
  const taken = await countFailure(ctx.db, accountKey, address, rule, true);
  if (taken.length > 0) return;
  const [row] = await ctx.db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.accountKey, accountKey), eq(loginThrottles.address, address)));
  const seconds = Math.max(1, Math.ceil(((row?.blockedUntil?.getTime() ?? 0) - Date.now()) / 1000));
  throw tooManyRequests(seconds, LOGIN_WAIT_MESSAGE(seconds));
}

/** Counts a failure found outside a try taken by `checkLoginAllowed` (never both for one try). */
export async function recordLoginFailure(
  ctx: ThrottleCtx,
  accountKey: string,
  address: string,
): Promise<void> {
  await countFailure(ctx.db, accountKey, address, ctx.config.loginThrottle, false);
}

/** Every factor passed: the pair starts again. Without `address`, every pair of the account (a password reset). */
export async function clearLoginFailures(
  ctx: Pick<AppContext, 'db'>,
  accountKey: string,
  address?: string,
): Promise<void> {
  await ctx.db
    .delete(loginThrottles)
    .where(
      address === undefined
        ? eq(loginThrottles.accountKey, accountKey)
        : and(eq(loginThrottles.accountKey, accountKey), eq(loginThrottles.address, address)),
    );
}
