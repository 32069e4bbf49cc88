import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LoginThrottleRule } from '../../config';
import { queryRows } from '../../db/create-db';
import { loginThrottles } from '../../db/schema';
import { describeWait, tooManyRequests } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';

/**
 * Growing waits after failed sign-ins, per (account, client address) pair, kept in the database so
 * every instance agrees. No hard lock: failures from one address never stop the account's owner
 * signing in from another, so nobody can lock someone else out.
 *
 * Use, for every sign-in try: `checkLoginAllowed` before the password (or any other factor) is
 * checked; then `recordLoginFailure` when a factor is wrong, or `clearLoginFailures` once every
 * factor has passed. `checkLoginAllowed` counts the try at once, in one atomic upsert, and past the
 * free tries holds the pair while the try is checked, so parallel requests cannot get more checks
 * than allowed; a try inside the wait answers 429 without counting. `recordLoginFailure` starts
 * the wait from the moment the failure is known; called without a try taken (a later second-factor
 * step, say) it counts a failure of its own.
 */

type ThrottleCtx = Pick<AppContext, 'db' | 'config'>;

/** How long a try past the free ones holds the pair while it is checked (its outcome ends it sooner). */
const CHECK_HOLD_SECONDS = 60;

/** The account half of the pair: the same for a user's username and e-mail address. */
export const accountKeyFor = (user: { id: number } | undefined, typedName: string) =>
  user ? `user:${user.id}` : `name:${typedName.toLowerCase()}`;

export const LOGIN_WAIT_MESSAGE = (seconds: number) =>
  `Too many failed sign-in attempts for this account. Please wait ${describeWait(seconds)} and try again.`;

/** The end of the wait after the failure numbered `failures` (SQL): none for the free ones, then doubling, capped. */
function waitAfter(failures: SQL, rule: LoginThrottleRule, holdSeconds = 0) {
  return sql`case when ${failures} < ${rule.freeFailures} then null
    else now() + make_interval(secs => least(
      ${rule.firstDelaySeconds}::float8 * power(2::float8, least(${failures} - ${rule.freeFailures}, 30)),
      ${rule.maxDelaySeconds}::float8) + ${holdSeconds}::float8)
    end`;
}

const forgetAt = (rule: LoginThrottleRule) => sql`now() + make_interval(secs => ${rule.forgetAfterSeconds})`;
/** The count after one more failure; an expired row starts again. */
const oneMore = sql`case when login_throttles.expires_at <= now() then 1 else login_throttles.failures + 1 end`;

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
  const taken = await queryRows<{ failures: number }>(
    ctx.db,
    sql`insert into login_throttles (account_key, address, failures, in_flight, blocked_until, expires_at)
        values (${accountKey}, ${address}, 1, 1, ${waitAfter(sql`1`, rule, CHECK_HOLD_SECONDS)}, ${forgetAt(rule)})
        on conflict (account_key, address) do update set
          failures = ${oneMore},
          in_flight = case when login_throttles.expires_at <= now() then 1 else login_throttles.in_flight + 1 end,
          blocked_until = ${waitAfter(oneMore, rule, CHECK_HOLD_SECONDS)},
          expires_at = ${forgetAt(rule)}
        where login_throttles.blocked_until is null or login_throttles.blocked_until <= now()
           or login_throttles.expires_at <= now()
        returning failures`,
  );
  if (taken.length > 0) return;
  const [row] = await ctx.db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.accountKey, accountKey), eq(loginThrottles.address, address)));
  const seconds = Math.max(1, Math.ceil(((row?.blockedUntil?.getTime() ?? 0) - Date.now()) / 1000));
  throw tooManyRequests(seconds, LOGIN_WAIT_MESSAGE(seconds));
}

/**
 * A factor was wrong: the wait starts now. Ends the hold of a try taken by `checkLoginAllowed`
 * (already counted), or, with none under way, counts a failure of its own.
 */
export async function recordLoginFailure(
  ctx: ThrottleCtx,
  accountKey: string,
  address: string,
): Promise<void> {
  const rule = ctx.config.loginThrottle;
  const counted = sql`case when login_throttles.in_flight > 0 and login_throttles.expires_at > now()
    then login_throttles.failures else ${oneMore} end`;
  await ctx.db.execute(
    sql`insert into login_throttles (account_key, address, failures, in_flight, blocked_until, expires_at)
        values (${accountKey}, ${address}, 1, 0, ${waitAfter(sql`1`, rule)}, ${forgetAt(rule)})
        on conflict (account_key, address) do update set
          failures = ${counted},
          in_flight = greatest(login_throttles.in_flight - 1, 0),
          -- While other tries of the pair are still being checked, their hold stays.
          blocked_until = case when login_throttles.in_flight > 1 and login_throttles.expires_at > now()
            then login_throttles.blocked_until else ${waitAfter(counted, rule)} end,
          expires_at = ${forgetAt(rule)}`,
  );
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
