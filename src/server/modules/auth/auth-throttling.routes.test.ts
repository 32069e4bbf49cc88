/**
 * Failed sign-ins: growing waits per (account, client address), never a lock another person can
 * cause (429 with Retry-After); and forgot-password per account.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { authCalls, freshIp } from '../../../../tests/setup/worlds/auth';
import { defaultLoginThrottle, defaultRateLimits } from '../../config';
import { loginThrottles } from '../../db/schema';
import { clearLoginFailures, recordLoginFailure } from './login-throttle';

// The default schedule (1 s, 2 s, 4 s …) is config.test.ts's; here the first wait is 30 s, so a
// slow machine cannot let a wait pass between two calls of a test.
const rule = { ...defaultLoginThrottle, firstDelaySeconds: 30 };
const t = await createTestApp({ loginThrottle: rule });
afterAll(() => t.close());
const { post, login, resetMails } = authCalls(t);

const pair = (userId: number, ip: string) =>
  and(eq(loginThrottles.accountKey, `user:${userId}`), eq(loginThrottles.address, ip));
const row = async (userId: number, ip: string) =>
  (await t.db.select().from(loginThrottles).where(pair(userId, ip)))[0];
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
/** Retry-After is the wait, less the moments the test itself took. */
const expectWait = (res: { headers: Record<string, unknown> }, seconds: number) => {
  expect(retryAfter(res)).toBeLessThanOrEqual(seconds);
  expect(retryAfter(res)).toBeGreaterThan(seconds - 10);
};
/** As if the wait had passed. */
const endWait = (userId: number, ip: string) =>
  t.db
    .update(loginThrottles)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(pair(userId, ip));

describe('sign-in throttle per account and address', () => {
  it('after 3 failures from one address that address waits, with 429, Retry-After and a clear message; the right password from another address still works', async () => {
    const admin = await t.createUser({ userType: 'admin', role: 'super_admin' });
    const ip = freshIp();
    for (let i = 0; i < rule.freeFailures; i++)
      expect((await login(admin.username, `Wrong-Password-${i}`, { ip })).statusCode).toBe(401);

    // Even the right password is not checked inside the wait.
    const blocked = await login(admin.username, admin.password, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Too many failed sign-in attempts for this account\. Please wait \d+ seconds and try again\.$/,
      ),
    });
    expectWait(blocked, 30);
    expect(blocked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // By username in any case and by e-mail: the same account.
    expect((await login(admin.email.toUpperCase(), admin.password, { ip })).statusCode).toBe(429);
    expect((await row(admin.id, ip))!.failures).toBe(3);

    // Someone else's failures never lock the owner out: another address signs in at once.
    expect((await login(admin.username, admin.password)).statusCode).toBe(200);
  });

  it('each further failure doubles the wait up to 15 minutes; a try inside the wait counts nothing', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await login(user.username, 'Wrong-Password-1', { ip });
    for (const wait of [60, 120, 240]) {
      await endWait(user.id, ip);
      expect((await login(user.username, 'Wrong-Password-1', { ip })).statusCode).toBe(401);
      const res = await login(user.username, 'Wrong-Password-1', { ip });
      expect(res.statusCode).toBe(429);
      expectWait(res, wait);
    }
    expect((await row(user.id, ip))!.failures).toBe(6);

    // Far along, the wait stops growing at the cap.
    await t.db
      .update(loginThrottles)
      .set({ failures: 500, blockedUntil: sql`now() - interval '1 second'` })
      .where(pair(user.id, ip));
    expect((await login(user.username, 'Wrong-Password-1', { ip })).statusCode).toBe(401);
    const capped = await login(user.username, user.password, { ip });
    expect(capped.statusCode).toBe(429);
    expectWait(capped, rule.maxDelaySeconds);
    expect(capped.json().message).toMatch(/wait 15 minutes/);

    // Once the wait has passed the right password works, and the pair starts again.
    await endWait(user.id, ip);
    expect((await login(user.username, user.password, { ip })).statusCode).toBe(200);
    expect(await row(user.id, ip)).toBeUndefined();
  });

  it('the default schedule: no wait for 3 failures, then 1 s, 2 s, 4 s … and at most 15 minutes', async () => {
    const ctx = { db: t.db, config: { ...t.config, loginThrottle: defaultLoginThrottle } };
    const waits: (number | null)[] = [];
    for (let i = 0; i < 7; i++) {
      await recordLoginFailure(ctx, 'name:schedule', '192.0.2.99');
      const [r] = await t.db
        .select({ seconds: sql<string | null>`extract(epoch from ${loginThrottles.blockedUntil} - now())` })
        .from(loginThrottles)
        .where(eq(loginThrottles.accountKey, 'name:schedule'));
      waits.push(r!.seconds === null ? null : Math.round(Number(r!.seconds)));
    }
    expect(waits).toEqual([null, null, 1, 2, 4, 8, 16]);
    await t.db
      .update(loginThrottles)
      .set({ failures: 40 })
      .where(eq(loginThrottles.accountKey, 'name:schedule'));
    await recordLoginFailure(ctx, 'name:schedule', '192.0.2.99');
    const [capped] = await t.db
      .select({ seconds: sql<string>`extract(epoch from ${loginThrottles.blockedUntil} - now())` })
      .from(loginThrottles)
      .where(eq(loginThrottles.accountKey, 'name:schedule'));
    expect(Math.round(Number(capped!.seconds))).toBe(900);
  });

  it('a successful sign-in starts the count again', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++)
        expect((await login(user.username, 'Wrong-Password-1', { ip })).statusCode).toBe(401);
      expect((await login(user.username, user.password, { ip })).statusCode).toBe(200);
    }
  });

  it('an unknown account name is throttled like a real one, so the answer reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await login('ghost-account', 'Wrong-Password-1', { ip })).statusCode).toBe(401);
    const res = await login('Ghost-Account', 'Wrong-Password-1', { ip });
    expect(res.statusCode).toBe(429);
    expectWait(res, 30);
  });

  it('parallel wrong tries get no more password checks than allowed: of 12 at once, 3 are checked', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(user.username, `Wrong-Password-${i}`, { ip })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(rule.freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - rule.freeFailures);
    expect((await row(user.id, ip))!.failures).toBe(rule.freeFailures);
  });

  it('recordLoginFailure counts a failure found outside a sign-in try (a second factor, say); clearLoginFailures forgets it', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await recordLoginFailure(t.app.systemCtx, `user:${user.id}`, ip);
    expect((await login(user.username, user.password, { ip })).statusCode).toBe(429);
    await clearLoginFailures(t.app.systemCtx, `user:${user.id}`, ip);
    expect((await login(user.username, user.password, { ip })).statusCode).toBe(200);
  });

  it('a password reset forgets the failures against the account', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await login(user.username, 'Wrong-Password-1', { ip });
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const [mail] = await resetMails(user.email);
    const link = /token=([^&\s]+)&userId=(\d+)/.exec(mail!.textBody)!;
    const reset = await post('/api/auth/reset-password', {
      token: decodeURIComponent(link[1]!),
      userId: Number(link[2]),
      password: 'Fresh-Start-2468',
      confirmPassword: 'Fresh-Start-2468',
    });
    expect(reset.statusCode).toBe(200);
    expect(await row(user.id, ip)).toBeUndefined();
    expect((await login(user.username, 'Fresh-Start-2468', { ip })).statusCode).toBe(200);
  });

  it('forgot-password per account: the 4th request for one address in the window answers 429', async () => {
    const user = await t.createUser();
    for (let i = 0; i < defaultRateLimits.forgotPerAccount.max; i++) {
      expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    }
    const blocked = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetMails(user.email)).toHaveLength(defaultRateLimits.forgotPerAccount.max);
    // A missing account is throttled the same way.
    for (let i = 0; i < defaultRateLimits.forgotPerAccount.max; i++) {
      expect((await post('/api/auth/forgot-password', { email: 'nobody@example.test' })).statusCode).toBe(
        200,
      );
    }
    expect((await post('/api/auth/forgot-password', { email: 'nobody@example.test' })).statusCode).toBe(429);
  });
});
