/** Guessing reset-link tokens (per address) and current passwords (per account) is throttled. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_PASSWORD, linkFromMail } from '../../../../tests/setup/test-app';
import { NEW_PASSWORD, authCalls, freshIp } from '../../../../tests/setup/worlds/auth';
import { defaultRateLimits } from '../../config';
import { rateLimits } from '../../db/schema';

const t = await createTestApp({
  rateLimits: {
    ...defaultRateLimits,
    resetPerAddress: { max: 3, windowSeconds: 900 },
    changePasswordPerAccount: { max: 3, windowSeconds: 900 },
  },
});
afterAll(() => t.close());
const { post, resetMails } = authCalls(t);

const resetBody = (token: string, userId: number) => ({
  token,
  userId,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
});

describe('reset-password: wrong tokens per address', () => {
  it('after 3 wrong tokens from one address, even a good link from there waits (429); another address is not affected', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/reset-password', resetBody(`guess-${i}-${'x'.repeat(40)}`, user.id), {
        ip,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_token');
    }
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const link = linkFromMail((await resetMails(user.email))[0]!.textBody);
    const blocked = await post('/api/auth/reset-password', resetBody(link.token, link.userId), { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The good link still works from another address (it was not used by the refused try).
    const ok = await post('/api/auth/reset-password', resetBody(link.token, link.userId));
    expect(ok.statusCode).toBe(200);
  });

  it('good links do not use up the allowance', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const user = await t.createUser();
      expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
      const link = linkFromMail((await resetMails(user.email))[0]!.textBody);
      expect(
        (await post('/api/auth/reset-password', resetBody(link.token, link.userId), { ip })).statusCode,
      ).toBe(200);
    }
  });

  it('parallel guesses are counted exactly: of 8 at once with an allowance of 3, 3 are looked up', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('/api/auth/reset-password', resetBody(`parallel-${i}-${'y'.repeat(40)}`, 1), { ip }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('change-password: wrong current passwords per account', () => {
  const change = (token: string, currentPassword: string) =>
    post('/api/auth/change-password', { currentPassword, newPassword: NEW_PASSWORD }, { token });

  it('after 3 wrong current passwords the account waits (429), even with the right one; the right one works after the window', async () => {
    const { user, token } = await t.signedIn();
    for (let i = 0; i < 3; i++) {
      const res = await change(token, `Wrong-Password-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    }
    const blocked = await change(token, DEFAULT_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `change-password:user:${user.id}`));
    expect((await change(token, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('a right current password gives its count back', async () => {
    const { token } = await t.signedIn();
    expect((await change(token, 'Wrong-Password-1')).statusCode).toBe(400);
    expect((await change(token, 'Wrong-Password-2')).statusCode).toBe(400);
    // Right current password, refused new one: the count is given back all the same.
    const same = await post(
      '/api/auth/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD },
      { token },
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toHaveProperty('newPassword');
    // The third wrong one is still checked (had the right one counted, this would be a 429).
    expect((await change(token, 'Wrong-Password-3')).statusCode).toBe(400);
    expect((await change(token, 'Wrong-Password-4')).statusCode).toBe(429);
  });
});
