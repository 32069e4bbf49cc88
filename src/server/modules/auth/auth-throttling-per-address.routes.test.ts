/** The per-address throttles with small limits, so a test can reach them. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { defaultRateLimits } from '../../config';
import { rateLimits } from '../../db/schema';

const t = await createTestApp({
  rateLimits: {
    ...defaultRateLimits,
    loginPerAddress: { max: 3, windowSeconds: 900 },
    forgotPerAddress: { max: 2, windowSeconds: 900 },
    registerPerAddress: { max: 1, windowSeconds: 3600 },
  },
});
afterAll(() => t.close());

describe('throttling per address', () => {
  const login = (username: string, password: string, ip: string) =>
    t.api({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

  it('after 3 failed logins from one address with different usernames, that address gets 429, others do not', async () => {
    const user = await t.createUser();
    const ip = '192.0.2.10';
    for (const name of ['alpha-user', 'bravo-user', 'charlie-user']) {
      expect((await login(name, 'Wrong-Password-1', ip)).statusCode).toBe(401);
    }
    const blocked = await login(user.username, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await login(user.username, user.password, '192.0.2.11')).statusCode).toBe(200);

    // Once the window has passed, the address may try again.
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `login:ip:${ip}`));
    expect((await login(user.username, user.password, ip)).statusCode).toBe(200);
  });

  it('a made-up X-Forwarded-For header does not dodge the per-address throttle (no proxy trusted by default)', async () => {
    const ip = '192.0.2.40';
    for (let i = 0; i < 3; i++) {
      const res = await t.api({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `spoof-${i}`, password: 'Wrong-Password-1' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.api({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'spoof-9', password: 'Wrong-Password-1' },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('forgot-password per address: the 3rd request from one address answers 429 whatever the e-mail', async () => {
    const ip = '192.0.2.20';
    const forgot = (email: string, from = ip) =>
      t.api({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: from });
    expect((await forgot('one@example.test')).statusCode).toBe(200);
    expect((await forgot('two@example.test')).statusCode).toBe(200);
    const blocked = await forgot('three@example.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await forgot('three@example.test', '192.0.2.21')).statusCode).toBe(200);

    await t.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(and(eq(rateLimits.key, `forgot:ip:${ip}`)));
    expect((await forgot('four@example.test')).statusCode).toBe(200);
  });

  it('register per address: over the limit answers 429', async () => {
    const register = (n: number) =>
      t.api({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '192.0.2.30',
        payload: {
          username: `reg${n}`,
          password: 'Quiet-Harbour-77',
          email: `reg${n}@example.test`,
          userType: 'tenant',
          fullName: 'Reg User',
        },
      });
    expect((await register(1)).statusCode).toBe(201);
    const blocked = await register(2);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
