/** Too many attempts: per account and per address (429 with Retry-After). */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { authCalls } from '../../../../tests/setup/worlds/auth';
import { defaultRateLimits } from '../../config';
import { rateLimits } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { post, login, resetMails } = authCalls(t);

describe('auth API', () => {
  describe('throttling', () => {
    it('per account: after 5 failed logins the 6th answers 429 with Retry-After, even with the right password', async () => {
      const user = await t.createUser();
      for (let i = 0; i < 5; i++) {
        // A different address each time: only the per-account counter is in play.
        const res = await login(user.username, `Wrong-Password-${i}`);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login(user.username, user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(defaultRateLimits.loginPerAccount.windowSeconds);
      expect(blocked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      // The counter is per account, however the name is written, and by e-mail too.
      expect((await login(user.username.toUpperCase(), user.password)).statusCode).toBe(429);
      expect((await login(user.email, user.password)).statusCode).toBe(429);

      // Once the window has passed, the right password works again.
      const moved = await t.db
        .update(rateLimits)
        .set({ resetAt: new Date(Date.now() - 1000) })
        .where(eq(rateLimits.key, `login:user:${user.id}`))
        .returning();
      expect(moved).toHaveLength(1);
      expect((await login(user.username, user.password)).statusCode).toBe(200);
    });

    it('failures by username and by e-mail count against the same account', async () => {
      const user = await t.createUser();
      for (let i = 0; i < 3; i++)
        expect((await login(user.username, 'Wrong-Password-1')).statusCode).toBe(401);
      for (let i = 0; i < 2; i++)
        expect((await login(user.email.toUpperCase(), 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(429);
      expect((await login(user.username, user.password)).statusCode).toBe(429);
    });

    it('a successful login starts the per-account count again', async () => {
      const user = await t.createUser();
      for (let i = 0; i < 4; i++)
        expect((await login(user.username, 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await login(user.username, user.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await login(user.username, 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await login(user.username, user.password)).statusCode).toBe(200);
    });

    it('an unknown account name is throttled like a real one, so the answer reveals nothing', async () => {
      for (let i = 0; i < 5; i++)
        expect((await login('ghost-account', 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await login('ghost-account', 'Wrong-Password-1')).statusCode).toBe(429);
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
      expect((await post('/api/auth/forgot-password', { email: 'nobody@example.test' })).statusCode).toBe(
        429,
      );
    });
  });
});
