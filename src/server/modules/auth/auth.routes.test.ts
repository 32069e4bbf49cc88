/** Signing in and the sessions it makes (CONTRACT.md §2). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../../../tests/setup/test-app';
import { HOUR, authCalls, expectNoSecrets } from '../../../../tests/setup/worlds/auth';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { toPublicUser } from '../users/user.presenter';

const t = await createTestApp();
afterAll(() => t.close());
const { post, get, login, whoAmI, sessionRow } = authCalls(t);

describe('auth API', () => {
  describe('POST /api/auth/login', () => {
    it.each([
      ['username', { username: '', password: 'x' }, 'Username is required'],
      ['username', { username: '   ', password: 'x' }, 'Username is required'],
      ['password', { username: 'someone', password: '' }, 'Password is required'],
    ])('refuses an empty %s with 400 and %j', async (field, body, message) => {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('refuses a missing username or password with 400 naming the field', async () => {
      const res = await post('/api/auth/login', {});
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'username']);
    });

    it('answers {token, user} with no hash, sets the httpOnly SameSite=Lax cookie and records lastLogin', async () => {
      const user = await t.createUser({ userType: 'tenant' });
      const res = await login(user.username, user.password);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(Object.keys(answer).sort()).toEqual(['token', 'user']);
      expect(answer.token).toEqual(expect.any(String));
      expect(answer.token.length).toBeGreaterThanOrEqual(32);
      expect(answer.user).toMatchObject({
        id: user.id,
        username: user.username,
        email: user.email,
        userType: 'tenant',
        role: 'user',
        status: 'approved',
        mustChangePassword: false,
        lastLogin: expect.any(String),
      });
      expectNoSecrets(res, user.password);

      const cookie = res.cookies.find((c) => c.name === 'sid');
      expect(cookie).toMatchObject({ value: answer.token, httpOnly: true, sameSite: 'Lax', path: '/' });
      // Served over http in the tests, so not Secure; without Remember Me it lasts for the browser session.
      expect(cookie!.secure).toBeFalsy();
      expect(cookie!.maxAge).toBeUndefined();

      // Only a hash of the token is stored.
      const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toBe(answer.token);
      expect(JSON.stringify(stored)).not.toContain(answer.token);
    });

    it('accepts the e-mail address (any case) and the username in any case', async () => {
      const user = await t.createUser({ email: 'mixed.case@example.test' });
      expect((await login('Mixed.Case@Example.TEST', user.password)).statusCode).toBe(200);
      expect((await login(user.username.toUpperCase(), user.password)).statusCode).toBe(200);
    });

    it('gives the same 401 for a wrong password and an unknown user', async () => {
      const user = await t.createUser();
      const wrong = await login(user.username, 'Wrong-Password-99');
      const unknown = await login('nobody-by-this-name', 'Wrong-Password-99');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid username or password' });
        expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      }
    });

    it('refuses a rejected account with 403 account_rejected', async () => {
      const user = await t.createUser({ status: 'rejected' });
      const res = await login(user.username, user.password);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'account_rejected', message: expect.any(String) });
      expect(res.json()).not.toHaveProperty('token');
    });

    it('refuses a pending account with 403 pending_approval', async () => {
      const user = await t.createUser({ status: 'pending' });
      const res = await login(user.username, user.password);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('pending_approval');
    });
  });

  describe('sessions', () => {
    let user: Awaited<ReturnType<TestApp['createUser']>>;
    beforeAll(async () => {
      user = await t.createUser({ userType: 'landlord' });
    });

    it('GET /api/auth/user answers 401 without a token, with a made-up token, and with a malformed header', async () => {
      for (const res of [
        await get('/api/auth/user'),
        await get('/api/auth/user', { token: 'not-a-real-token' }),
        await get('/api/auth/user', { headers: { authorization: 'Basic abc' } }),
        await get('/api/auth/user', { cookies: { sid: 'not-a-real-token' } }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'unauthenticated', message: expect.any(String) });
      }
    });

    it('a bearer token and the cookie both authenticate GET /api/auth/user, with no hash in the answer', async () => {
      const token = (await login(user.username, user.password)).json().token;
      const byBearer = await get('/api/auth/user', { token });
      expect(byBearer.statusCode).toBe(200);
      expect(byBearer.json()).toEqual({
        user: expect.objectContaining({ id: user.id, username: user.username }),
      });
      expectNoSecrets(byBearer, user.password);
      const byCookie = await get('/api/auth/user', { cookies: { sid: token } });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json().user.id).toBe(user.id);
    });

    it('answers the signed-in user as their whole row would give them, times to the millisecond', async () => {
      const token = (await login(user.username, user.password)).json().token;
      // The session lookup reads only the public columns, times formatted by the database.
      await t.db
        .update(users)
        .set({
          createdAt: sql`'2025-01-02 03:04:05.678901+00'::timestamptz`,
          lastLogin: sql`'2026-03-29 01:30:00.000500+01'::timestamptz`,
        })
        .where(eq(users.id, user.id));
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      const answer = (await get('/api/auth/user', { token })).json().user;
      expect(answer).toEqual(toPublicUser(row!));
      expect(answer).toMatchObject({
        createdAt: '2025-01-02T03:04:05.678Z',
        lastLogin: '2026-03-29T00:30:00.000Z',
      });
    });

    it('refuses a cookie-authenticated state change from a foreign Origin (403 bad_origin) and allows our own', async () => {
      const token = (await login(user.username, user.password)).json().token;
      const foreign = await post(
        '/api/auth/logout',
        {},
        { cookies: { sid: token }, headers: { origin: 'https://evil.example' } },
      );
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('bad_origin');
      const crossSite = await post(
        '/api/auth/logout',
        {},
        { cookies: { sid: token }, headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe('bad_origin');
      // Neither refused call signed the user out.
      expect((await whoAmI(token)).statusCode).toBe(200);
      expect((await sessionRow(token)).revokedAt).toBeNull();

      // A bearer token is not sent by browsers on their own, so the Origin does not matter for it.
      const other = (await login(user.username, user.password)).json().token;
      const bearer = await post(
        '/api/auth/logout',
        {},
        { token: other, headers: { origin: 'https://evil.example' } },
      );
      expect(bearer.statusCode).toBe(200);

      const same = await post(
        '/api/auth/logout',
        {},
        { cookies: { sid: token }, headers: { origin: PUBLIC_URL } },
      );
      expect(same.statusCode).toBe(200);
      expect((await whoAmI(token)).statusCode).toBe(401);
    });

    it('logout revokes the session on the server and clears the cookie', async () => {
      const token = (await login(user.username, user.password)).json().token;
      const other = (await login(user.username, user.password)).json().token;
      const res = await post('/api/auth/logout', {}, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      const cleared = res.cookies.find((c) => c.name === 'sid');
      expect(cleared).toBeDefined();
      expect(cleared!.value).toBe('');
      expect((await sessionRow(token)).revokedAt).not.toBeNull();
      expect((await whoAmI(token)).statusCode).toBe(401);
      // Other sessions of the same person are untouched.
      expect((await whoAmI(other)).statusCode).toBe(200);
      // Signing out when signed out is harmless.
      expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
    });

    const lifetimeOf = async (token: string, before: number) => {
      const row = await sessionRow(token);
      return row.expiresAt.getTime() - before;
    };

    it.each([
      ['a landlord', { userType: 'landlord' as const }, false, 24 * HOUR],
      ['a landlord with Remember Me', { userType: 'landlord' as const }, true, 30 * 24 * HOUR],
      ['a tenant with Remember Me', { userType: 'tenant' as const }, true, 30 * 24 * HOUR],
      ['an admin', { userType: 'admin' as const }, false, 12 * HOUR],
      ['an admin with Remember Me', { userType: 'admin' as const }, true, 12 * HOUR],
      [
        'a super_admin with Remember Me',
        { userType: 'admin' as const, role: 'super_admin' as const },
        true,
        12 * HOUR,
      ],
      [
        'a landlord with role admin and Remember Me',
        { userType: 'landlord' as const, role: 'admin' as const },
        true,
        12 * HOUR,
      ],
    ])('a session of %s lasts the right time', async (_label, overrides, rememberMe, expected) => {
      const who = await t.createUser(overrides);
      const before = Date.now();
      const res = await login(who.username, who.password, { rememberMe });
      expect(res.statusCode).toBe(200);
      const lifetime = await lifetimeOf(res.json().token, before);
      expect(Math.abs(lifetime - expected)).toBeLessThan(60_000);
      const cookie = res.cookies.find((c) => c.name === 'sid')!;
      if (rememberMe) expect(cookie.maxAge).toBe(30 * 24 * 3600);
      else expect(cookie.maxAge).toBeUndefined();
    });

    it('an expired session answers 401, by bearer and by cookie', async () => {
      const token = (await login(user.username, user.password)).json().token;
      expect((await whoAmI(token)).statusCode).toBe(200);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((await whoAmI(token)).statusCode).toBe(401);
      expect((await get('/api/auth/user', { cookies: { sid: token } })).statusCode).toBe(401);
    });

    it('a session stops working once its account is no longer approved', async () => {
      const who = await t.createUser();
      const token = (await login(who.username, who.password)).json().token;
      await t.db.update(users).set({ status: 'rejected' }).where(eq(users.id, who.id));
      expect((await whoAmI(token)).statusCode).toBe(401);
    });
  });
});
