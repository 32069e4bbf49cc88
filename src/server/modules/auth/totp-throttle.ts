import type { AppContext } from '../../lib/context';
import { checkRateLimit, hitRateLimit } from '../../lib/rate-limit';

/**
 * The ONE place two-step sign-in touches the login throttle: a wrong code counts exactly as a
 * wrong password does in auth.service.ts login() (same counters, same keys). When the throttle
 * moves to login-throttle.ts, re-point these two functions (checkLoginAllowed/recordLoginFailure).
 */
const accountKey = (userId: number) => `login:user:${userId}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

/** 429 when the account or the address has used up its failed sign-ins. */
export async function assertSignInAllowed(ctx: AppContext, userId: number, ip: string): Promise<void> {
  await checkRateLimit(ctx.db, accountKey(userId), ctx.config.rateLimits.loginPerAccount);
  await checkRateLimit(ctx.db, addressKey(ip), ctx.config.rateLimits.loginPerAddress);
}

/** Counts one failed sign-in (a wrong code, or a wrong password when turning two-step off). */
export async function recordFailedSignIn(ctx: AppContext, userId: number, ip: string): Promise<void> {
  // The caller answers its own error; passing the limit shows on the next attempt's check.
  await hitRateLimit(ctx.db, accountKey(userId), ctx.config.rateLimits.loginPerAccount).catch(() => {});
  await hitRateLimit(ctx.db, addressKey(ip), ctx.config.rateLimits.loginPerAddress).catch(() => {});
}
