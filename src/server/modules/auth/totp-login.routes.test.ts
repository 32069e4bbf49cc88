/** Signing in with two-step sign-in: the code asked for, checked once, and counted when wrong. */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { freshIp } from '../../../../tests/setup/worlds/auth';
import { useTotpClock, twoStepCalls, type TotpClock } from '../../../../tests/setup/worlds/two-step';
import { defaultLoginThrottle } from '../../config';
import { loginThrottles, rateLimits } from '../../db/schema';

// A first wait long enough that a slow machine cannot let it pass in the middle of a test.
const t = await createTestApp({ loginThrottle: { ...defaultLoginThrottle, firstDelaySeconds: 60 } });
afterAll(() => t.close());
const { login, enrol } = twoStepCalls(t);

let clock: TotpClock;
beforeEach(() => {
  clock = useTotpClock();
});
afterEach(() => clock.restore());

async function enrolledUser() {
  const { user, token } = await t.signedIn();
  const { secret, recoveryCodes } = await enrol(token, clock);
  return { user, secret, recoveryCodes };
}

const wrongCodeFor = (right: string) => (right === '000000' ? '111111' : '000000');

describe('login with two-step sign-in', () => {
  it('asks for the code after a right password: 401 totp_required, no session', async () => {
    const { user, secret } = await enrolledUser();
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'totp_required', message: expect.any(String) });
    expect(res.json().token).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The wrong password still says only that: the second step is not revealed.
    const wrongPassword = await login(user.username, 'Wrong-Password-1', clock.code(secret));
    expect(wrongPassword.json().code).toBe('invalid_credentials');
  });

  it('signs in with the current code, as usual', async () => {
    const { user, secret } = await enrolledUser();
    const res = await login(user.username, user.password, clock.code(secret));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { id: user.id } });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeDefined();
    const me = await t.call('GET', '/api/auth/user', res.json().token);
    expect(me.statusCode).toBe(200);
  });

  it('accepts one step of clock drift either way, not more', async () => {
    const { user, secret } = await enrolledUser();
    clock.nextStep(); // the step before now is unused
    expect((await login(user.username, user.password, clock.code(secret, 2))).statusCode).toBe(401);
    expect((await login(user.username, user.password, clock.code(secret, -2))).statusCode).toBe(401);
    expect((await login(user.username, user.password, clock.code(secret, -1))).statusCode).toBe(200);
    expect((await login(user.username, user.password, clock.code(secret, 1))).statusCode).toBe(200);
  });

  it('a wrong code is 401 totp_invalid with a message, and no session', async () => {
    const { user, secret } = await enrolledUser();
    const res = await login(user.username, user.password, wrongCodeFor(clock.code(secret)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'totp_invalid',
      message: 'The authentication code is not correct or has already been used. Please try again.',
    });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Not a code at all: still a wrong code; punctuation is refused by the schema.
    expect((await login(user.username, user.password, 'zz')).json().code).toBe('totp_invalid');
    expect((await login(user.username, user.password, '12;456')).json().code).toBe('validation_error');
  });

  it('each code works once: a replay, or an older code after a newer one, is refused', async () => {
    const { user, secret } = await enrolledUser();
    const code = clock.code(secret);
    expect((await login(user.username, user.password, code)).statusCode).toBe(200);
    const replay = await login(user.username, user.password, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('totp_invalid');
    // The next step's code is new; after it, the current step's is spent too.
    clock.nextStep();
    expect((await login(user.username, user.password, clock.code(secret))).statusCode).toBe(200);
    expect((await login(user.username, user.password, clock.code(secret, -1))).statusCode).toBe(401);
  });

  it('two sign-ins racing with one code: only one gets a session', async () => {
    const { user, secret } = await enrolledUser();
    const code = clock.code(secret);
    const answers = await Promise.all([
      login(user.username, user.password, code),
      login(user.username, user.password, code),
      login(user.username, user.password, code),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('a recovery code signs in once, in any case or spacing', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const code = recoveryCodes[0]!;
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    expect((await login(user.username, user.password, typed)).statusCode).toBe(200);
    const again = await login(user.username, user.password, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('totp_invalid');
    // The others still work, and the count says what is left.
    const res = await login(user.username, user.password, recoveryCodes[1]);
    expect(res.statusCode).toBe(200);
    const status = await t.call('GET', '/api/auth/totp', res.json().token);
    expect(status.json().recoveryCodesLeft).toBe(8);
    // Another account's code is no use here.
    const other = await enrolledUser();
    expect((await login(user.username, user.password, other.recoveryCodes[0])).statusCode).toBe(401);
  });

  it('wrong and missing codes count toward the sign-in throttle: past the free tries even the right code waits', async () => {
    const { user, secret } = await enrolledUser();
    const right = clock.code(secret);
    // One address throughout: the throttle counts per (account, address).
    const ip = freshIp();
    expect((await login(user.username, user.password, wrongCodeFor(right), ip)).statusCode).toBe(401);
    // Asking for the code counts too: the password alone buys no free guesses at it.
    expect((await login(user.username, user.password, undefined, ip)).json().code).toBe('totp_required');
    expect((await login(user.username, user.password, wrongCodeFor(right), ip)).statusCode).toBe(401);
    const blocked = await login(user.username, user.password, right, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Once the wait is over (here: the pair forgotten), the right code signs in.
    await t.db.delete(loginThrottles).where(eq(loginThrottles.accountKey, `user:${user.id}`));
    expect((await login(user.username, user.password, right, ip)).statusCode).toBe(200);
  });

  it('wrong codes from one address count toward that address too', async () => {
    const ip = freshIp();
    const { user, secret } = await enrolledUser();
    await login(user.username, user.password, wrongCodeFor(clock.code(secret)), ip);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:ip:${ip}`));
    expect(row?.count).toBe(1);
  });

  it('an account without two-step sign-in signs in as before', async () => {
    const user = await t.createUser();
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    // A code sent to an account without two-step sign-in is not needed and not checked.
    expect((await login(user.username, user.password, '123456')).statusCode).toBe(200);
  });
});
