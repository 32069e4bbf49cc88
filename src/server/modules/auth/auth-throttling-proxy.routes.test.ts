/**
 * Behind reverse proxies (TRUST_PROXY=N): the client address is N hops from the right of
 * X-Forwarded-For, so a forged left-most entry cannot dodge a per-address throttle.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { defaultLoginThrottle, defaultRateLimits } from '../../config';
import { loginThrottles } from '../../db/schema';

const rateLimits = { ...defaultRateLimits, loginPerAddress: { max: 3, windowSeconds: 900 } };
// A long first wait, so a slow machine cannot let it pass between two calls.
const loginThrottle = { ...defaultLoginThrottle, firstDelaySeconds: 60 };
const oneProxy = await createTestApp({ trustProxy: 1, rateLimits, loginThrottle });
const twoProxies = await createTestApp({ trustProxy: 2, rateLimits, loginThrottle });
afterAll(async () => {
  await oneProxy.close();
  await twoProxies.close();
});

const PROXY = '10.0.0.1';
const login = (t: TestApp, username: string, forwardedFor: string, password = 'Wrong-Password-1') =>
  t.api({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });
const addressesOf = async (t: TestApp, userId: number) =>
  (
    await t.db
      .select({ address: loginThrottles.address })
      .from(loginThrottles)
      .where(eq(loginThrottles.accountKey, `user:${userId}`))
  ).map((r) => r.address);

describe('TRUST_PROXY=1: one proxy in front', () => {
  it('a forged left-most X-Forwarded-For does not dodge the per-address limit; the right-most is the client', async () => {
    const client = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      const res = await login(oneProxy, `name-${i}`, `203.0.113.${i + 1}, ${client}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(oneProxy, 'name-9', `203.0.113.99, ${client}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Without a forged entry too, and another client behind the same proxy is not affected.
    expect((await login(oneProxy, 'name-9', client)).statusCode).toBe(429);
    expect((await login(oneProxy, 'name-9', '198.51.100.8')).statusCode).toBe(401);
  });

  it('the per-account-and-address throttle is keyed by that client address too', async () => {
    const user = await oneProxy.createUser();
    const client = '198.51.100.20';
    for (let i = 0; i < 3; i++)
      expect((await login(oneProxy, user.username, `192.0.2.${i + 1}, ${client}`)).statusCode).toBe(401);
    expect(await addressesOf(oneProxy, user.id)).toEqual([client]);
    expect((await login(oneProxy, user.username, `192.0.2.50, ${client}`, user.password)).statusCode).toBe(
      429,
    );
    expect((await login(oneProxy, user.username, '198.51.100.21', user.password)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=2: two proxies in front', () => {
  it('the client is the second address from the right; anything further left is ignored', async () => {
    const user = await twoProxies.createUser();
    const client = '198.51.100.30';
    for (let i = 0; i < 3; i++) {
      const res = await login(twoProxies, user.username, `203.0.113.${i + 1}, ${client}, 10.0.0.2`);
      expect(res.statusCode).toBe(401);
    }
    expect(await addressesOf(twoProxies, user.id)).toEqual([client]);
    const blocked = await login(twoProxies, user.username, `203.0.113.9, ${client}, 10.0.0.2`, user.password);
    expect(blocked.statusCode).toBe(429);
  });
});
