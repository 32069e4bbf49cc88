import type { AppContext } from '../../lib/context';
import { accountKeyFor, checkLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';

/**
 * Where two-step sign-in meets the sign-in throttle (login-throttle.ts): a missing or wrong code
 * counts exactly as a wrong password does, on the same (account, address) pair.
 */
const accountKey = (userId: number) => accountKeyFor({ id: userId }, '');

/** Takes a try for the pair (429 inside its wait); clear it with passedSignIn when all is right. */
export async function assertSignInAllowed(ctx: AppContext, userId: number, ip: string): Promise<void> {
  await checkLoginAllowed(ctx, accountKey(userId), ip);
}

/** A missing or wrong code, or a wrong password when turning two-step off: the wait starts now. */
export async function recordFailedSignIn(ctx: AppContext, userId: number, ip: string): Promise<void> {
  await recordLoginFailure(ctx, accountKey(userId), ip);
}

/** Every factor was right: the pair starts again. */
export async function passedSignIn(ctx: AppContext, userId: number, ip: string): Promise<void> {
  await clearLoginFailures(ctx, accountKey(userId), ip);
}
