import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth';
import {
  createTestApp,
  DEFAULT_PASSWORD,
  linkFromMail,
  PUBLIC_URL,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { defaultRateLimits } from '../../config';
import { outbox, passwordTokens, rateLimits, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

const HOUR = 3600_000;
const NEW_PASSWORD = 'Fresh-Start-2468';

/** Every test that counts attempts uses its own client address, so the per-address throttle of one test never touches another. */
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

interface CallOptions {
  token?: string | undefined;
  ip?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** No answer ever carries a password or a hash of one. */
function expectNoSecrets(res: LightMyRequestResponse, ...passwords: string[]) {
  expect(res.body.toLowerCase()).not.toContain('hash');
  for (const p of passwords) expect(res.body).not.toContain(p);
}

describe('auth API', () => {
  let t: TestApp;

  const post = (url: string, payload: unknown, o: CallOptions = {}) =>
    t.api({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      token: o.token,
      remoteAddress: o.ip ?? freshIp(),
      ...(o.headers ? { headers: o.headers } : {}),
      ...(o.cookies ? { cookies: o.cookies } : {}),
    });
  const get = (url: string, o: CallOptions = {}) =>
    t.api({
      method: 'GET',
      url,
      token: o.token,
      ...(o.headers ? { headers: o.headers } : {}),
      ...(o.cookies ? { cookies: o.cookies } : {}),
    });
  const login = (username: string, password: string, o: CallOptions & { rememberMe?: boolean } = {}) =>
    post('/api/auth/login', { username, password, rememberMe: o.rememberMe ?? false }, o);
  const whoAmI = (token: string) => get('/api/auth/user', { token });
  const sessionRow = async (token: string) => {
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row!;
  };
  const resetMails = async (email: string) =>
    (await t.mailsTo(email)).filter((m) => m.template === 'password_reset');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    let n = 0;
    const valid = () => {
      n += 1;
      return {
        username: `newcomer${n}`,
        password: 'Quiet-Harbour-77',
        email: `newcomer${n}@example.test`,
        userType: 'tenant',
        fullName: 'Nia Newcomer',
      };
    };

    it('creates a pending account: pendingApproval true, no token, no hash, an e-mail queued', async () => {
      const body = valid();
      const res = await post('/api/auth/register', { ...body, phone: '029 2000 0000' });
      expect(res.statusCode).toBe(201);
      const answer = res.json();
      expect(answer).toMatchObject({
        pendingApproval: true,
        token: null,
        message: expect.any(String),
        user: {
          username: body.username,
          email: body.email,
          fullName: body.fullName,
          phone: '029 2000 0000',
          userType: 'tenant',
          role: 'user',
          status: 'pending',
        },
      });
      expect(Object.keys(answer.user).sort()).toEqual(
        [
          'createdAt',
          'email',
          'fullName',
          'id',
          'lastLogin',
          'managementFeePercent',
          'managementMode',
          'mustChangePassword',
          'phone',
          'role',
          'status',
          'userType',
          'username',
        ].sort(),
      );
      expectNoSecrets(res, body.password);
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

      const [row] = await t.db.select().from(users).where(eq(users.id, answer.user.id));
      expect(row!.status).toBe('pending');
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(body.password);
      const mails = await t.mailsTo(body.email);
      expect(mails.map((m) => m.template)).toEqual(['registration_received']);
      expect(mails[0]!.textBody).not.toContain(body.password);
    });

    it('accepts a landlord without a phone number', async () => {
      const res = await post('/api/auth/register', { ...valid(), userType: 'landlord' });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ userType: 'landlord', phone: null, status: 'pending' });
    });

    it('refuses role and status sent by the client, naming them, and creates nobody', async () => {
      const body = { ...valid(), role: 'super_admin', status: 'approved' };
      const res = await post('/api/auth/register', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['role', 'status']);
      expect(
        (await post('/api/auth/login', { username: body.username, password: body.password })).statusCode,
      ).toBe(401);
    });

    it('a pending account cannot sign in: 403 pending_approval, and a wrong password still says invalid', async () => {
      const body = valid();
      expect((await post('/api/auth/register', body)).statusCode).toBe(201);
      const res = await login(body.username, body.password);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'pending_approval', message: expect.any(String) });
      expect(res.json()).not.toHaveProperty('token');
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const wrong = await login(body.username, 'Not-The-Password-1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('invalid_credentials');
    });

    it.each([
      ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
      ['password', { password: 'Short1!' }, 'Password must be at least 8 characters'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['email', { email: '' }, 'Please enter a valid email address'],
      ['userType', { userType: 'admin' }, 'Please select a user type'],
      ['userType', { userType: undefined }, 'Please select a user type'],
      ['userType', { userType: 'owner' }, 'Please select a user type'],
      ['fullName', { fullName: 'A' }, 'Full name must be at least 2 characters'],
      ['fullName', { fullName: '  ' }, 'Full name must be at least 2 characters'],
    ])('refuses a bad %s with 400 and the field message %j', async (field, change, message) => {
      const body = { ...valid(), ...change };
      const res = await post('/api/auth/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
      const [found] = await t.db.select({ n: count() }).from(users).where(eq(users.username, body.username));
      expect(found!.n).toBe(0);
    });

    it('names every bad field at once', async () => {
      const res = await post('/api/auth/register', {
        username: 'x',
        password: 'short',
        email: 'nope',
        userType: 'admin',
        fullName: 'Z',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        username: 'Username must be at least 3 characters',
        password: 'Password must be at least 8 characters',
        email: 'Please enter a valid email address',
        userType: 'Please select a user type',
        fullName: 'Full name must be at least 2 characters',
      });
    });

    it.each(['password123', 'PASSWORD123', 'Password1', 'qwerty123'])(
      'refuses the common password %j',
      async (password) => {
        const res = await post('/api/auth/register', { ...valid(), password });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: COMMON_PASSWORD_MESSAGE,
          errors: { password: COMMON_PASSWORD_MESSAGE },
        });
      },
    );

    it('refuses a taken username with 409 naming the field, whatever the case', async () => {
      const existing = await t.createUser({ username: 'TakenName' });
      const res = await post('/api/auth/register', { ...valid(), username: 'takenNAME' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', errors: { username: expect.any(String) } });
      expect(res.json().errors.email).toBeUndefined();
      expect(existing.username).toBe('TakenName');
    });

    it('refuses a taken e-mail with 409 naming the field, whatever the case', async () => {
      await t.createUser({ email: 'taken.address@example.test' });
      const res = await post('/api/auth/register', { ...valid(), email: 'Taken.Address@EXAMPLE.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', errors: { email: expect.any(String) } });
      expect(res.json().errors.username).toBeUndefined();
    });

    it('names both fields when both are taken', async () => {
      const existing = await t.createUser();
      const res = await post('/api/auth/register', {
        ...valid(),
        username: existing.username,
        email: existing.email,
      });
      expect(res.statusCode).toBe(409);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'username']);
    });
  });

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

  describe('POST /api/auth/forgot-password and /reset-password', () => {
    const forgot = (email: string) => post('/api/auth/forgot-password', { email });
    const reset = (body: Record<string, unknown>) => post('/api/auth/reset-password', body);
    const resetBody = (link: { token: string; userId: number }, password = NEW_PASSWORD) => ({
      token: link.token,
      userId: link.userId,
      password,
      confirmPassword: password,
    });
    const requestLink = async (email: string) => {
      expect((await forgot(email)).statusCode).toBe(200);
      return linkFromMail((await resetMails(email))[0]!.textBody);
    };

    it('refuses an invalid e-mail with 400', async () => {
      const res = await forgot('not-an-email');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: 'Please enter a valid email address' });
    });

    it('answers the same for an existing and a missing address, and mails only the existing one', async () => {
      const user = await t.createUser();
      const [before] = await t.db.select({ n: count() }).from(outbox);
      const missing = await forgot('missing.person@example.test');
      const [afterMissing] = await t.db.select({ n: count() }).from(outbox);
      const existing = await forgot(user.email.toUpperCase());
      expect(missing.statusCode).toBe(200);
      expect(existing.statusCode).toBe(200);
      expect(existing.body).toBe(missing.body);
      expect(existing.json()).toEqual({ message: expect.any(String) });
      expect(afterMissing!.n).toBe(before!.n);
      expect(await t.mailsTo('missing.person@example.test')).toHaveLength(0);

      const mails = await t.mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.template).toBe('password_reset');
      const link = linkFromMail(mails[0]!.textBody);
      expect(link.url.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
      expect(link.userId).toBe(user.id);
      expect(mails[0]!.htmlBody).toContain(link.url.replace(/&/g, '&amp;'));
    });

    it('stores the reset token only as a hash', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      const rows = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(link.token));
      expect(JSON.stringify(rows)).not.toContain(link.token);
      // It lasts 30 minutes.
      const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
    });

    it('the link resets the password once; the old password stops working; a second use answers 400 invalid_token', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      const res = await reset(resetBody(link));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expectNoSecrets(res, NEW_PASSWORD);
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.username, user.password)).statusCode).toBe(401);

      const again = await reset(resetBody(link, 'Another-Go-1357'));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'invalid_token',
        message: 'Invalid or expired password reset link.',
      });
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      // The person is told their password changed.
      expect((await t.mailsTo(user.email)).map((m) => m.template)).toContain('password_changed');
    });

    it('refuses an expired link with 400 invalid_token', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      await t.db
        .update(passwordTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordTokens.tokenHash, hashToken(link.token)));
      const res = await reset(resetBody(link));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_token');
      expect((await login(user.username, user.password)).statusCode).toBe(200);
    });

    it("refuses a link with someone else's userId, or a made-up token, with 400 invalid_token", async () => {
      const user = await t.createUser();
      const other = await t.createUser();
      const link = await requestLink(user.email);
      const wrongUser = await reset(resetBody({ token: link.token, userId: other.id }));
      expect(wrongUser.statusCode).toBe(400);
      expect(wrongUser.json().code).toBe('invalid_token');
      const madeUp = await reset(resetBody({ token: 'made-up-token', userId: user.id }));
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().code).toBe('invalid_token');
      expect((await login(other.username, other.password)).statusCode).toBe(200);
      // The real link still works after those attempts.
      expect((await reset(resetBody(link))).statusCode).toBe(200);
    });

    it('a newer request retires the older link', async () => {
      const user = await t.createUser();
      const first = await requestLink(user.email);
      const second = await requestLink(user.email);
      expect(second.token).not.toBe(first.token);
      const old = await reset(resetBody(first));
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('invalid_token');
      expect((await reset(resetBody(second))).statusCode).toBe(200);
    });

    it('a reset signs the person out everywhere', async () => {
      const user = await t.createUser();
      const a = (await login(user.username, user.password)).json().token;
      const b = (await login(user.username, user.password, { rememberMe: true })).json().token;
      const link = await requestLink(user.email);
      expect((await reset(resetBody(link))).statusCode).toBe(200);
      expect((await whoAmI(a)).statusCode).toBe(401);
      expect((await whoAmI(b)).statusCode).toBe(401);
    });

    it.each([
      ['password', 'Ab1cdef', 'Password must be at least 8 characters long'],
      ['password', 'abcdefg1', 'Password must contain at least one uppercase letter'],
      ['password', 'ABCDEFG1', 'Password must contain at least one lowercase letter'],
      ['password', 'Abcdefgh', 'Password must contain at least one number'],
    ])('refuses a weak new password: %s %j → %j', async (field, password, message) => {
      const res = await reset({ token: 'any-token', userId: 1, password, confirmPassword: password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('refuses a confirmation that does not match: "Passwords don\'t match"', async () => {
      const res = await reset({
        token: 'any-token',
        userId: 1,
        password: NEW_PASSWORD,
        confirmPassword: 'Something-Else-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ confirmPassword: "Passwords don't match" });
    });

    it('refuses a missing token or userId with 400', async () => {
      const noToken = await reset({ userId: 1, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(noToken.statusCode).toBe(400);
      expect(noToken.json().errors.token).toBeDefined();
      const noUser = await reset({ token: 'abc', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json().errors.userId).toBeDefined();
      const badUser = await reset({
        token: 'abc',
        userId: 'abc',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(badUser.statusCode).toBe(400);
    });

    it('refuses a common password with a valid link, and the link still works afterwards', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      const res = await reset(resetBody(link, 'Password1'));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
      expect((await reset(resetBody(link))).statusCode).toBe(200);
    });

    it('does not send a link to a rejected account, but answers the same', async () => {
      const user = await t.createUser({ status: 'rejected' });
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(200);
      expect(await resetMails(user.email)).toHaveLength(0);
    });
  });

  describe('POST /api/auth/change-password', () => {
    const change = (token: string | undefined, body: Record<string, unknown>) =>
      post('/api/auth/change-password', body, { token });

    it('answers 401 when signed out', async () => {
      const res = await change(undefined, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['currentPassword', { currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'Ab1' },
        'Password must be at least 8 characters long',
      ],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'abcdefg1' },
        'Password must contain at least one uppercase letter',
      ],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'ABCDEFG1' },
        'Password must contain at least one lowercase letter',
      ],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'Abcdefgh' },
        'Password must contain at least one number',
      ],
    ])('refuses a bad %s: %j', async (field, body, message) => {
      const { token } = await t.signedIn();
      const res = await change(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('refuses a wrong current password with 400 and errors.currentPassword, changing nothing', async () => {
      const { user, token } = await t.signedIn();
      const res = await change(token, { currentPassword: 'Not-My-Password-1', newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ currentPassword: expect.any(String) });
      expect((await login(user.username, user.password)).statusCode).toBe(200);
      expect((await whoAmI(token)).statusCode).toBe(200);
    });

    it('refuses a common new password, and the same password again', async () => {
      const { token } = await t.signedIn();
      const common = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: 'Password1' });
      expect(common.statusCode).toBe(400);
      expect(common.json().errors).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
      const same = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors.newPassword).toEqual(expect.any(String));
    });

    it('changes the password, keeps this session, and signs the other sessions out', async () => {
      const user = await t.createUser();
      const current = (await login(user.username, user.password)).json().token;
      const other = (await login(user.username, user.password, { rememberMe: true })).json().token;
      const res = await change(current, { currentPassword: user.password, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expectNoSecrets(res, NEW_PASSWORD, user.password);
      expect((await whoAmI(current)).statusCode).toBe(200);
      expect((await whoAmI(other)).statusCode).toBe(401);
      expect((await login(user.username, user.password)).statusCode).toBe(401);
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      const mails = await t.mailsTo(user.email);
      expect(mails.map((m) => m.template)).toContain('password_changed');
      for (const m of mails) {
        expect(m.textBody).not.toContain(NEW_PASSWORD);
        expect(m.htmlBody ?? '').not.toContain(NEW_PASSWORD);
      }
    });

    it('works when authenticated by the cookie from our own origin', async () => {
      const user = await t.createUser();
      const token = (await login(user.username, user.password)).json().token;
      const res = await post(
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword: NEW_PASSWORD },
        { cookies: { sid: token }, headers: { origin: PUBLIC_URL } },
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('a temporary password from an admin must be changed first', () => {
    it('signs in with the temporary password, is refused everything else with 403 password_change_required, and change-password clears it', async () => {
      const { token: adminToken } = await t.signedIn({ userType: 'admin' });
      const target = await t.createUser({ userType: 'admin' });
      const reset = await post(`/api/admin/users/${target.id}/reset-password`, {}, { token: adminToken });
      expect(reset.statusCode).toBe(200);
      const { tempPassword } = reset.json();

      const signIn = await login(target.username, tempPassword);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.mustChangePassword).toBe(true);
      const token = signIn.json().token;

      const me = await whoAmI(token);
      expect(me.statusCode).toBe(200);
      expect(me.json().user.mustChangePassword).toBe(true);

      const list = await get('/api/admin/users', { token });
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('password_change_required');
      const byCookie = await get('/api/admin/users', { cookies: { sid: token } });
      expect(byCookie.statusCode).toBe(403);
      expect(byCookie.json().code).toBe('password_change_required');

      const changed = await post(
        '/api/auth/change-password',
        { currentPassword: tempPassword, newPassword: NEW_PASSWORD },
        { token },
      );
      expect(changed.statusCode).toBe(200);
      expect((await whoAmI(token)).json().user.mustChangePassword).toBe(false);
      expect((await get('/api/admin/users', { token })).statusCode).toBe(200);
      const again = await login(target.username, NEW_PASSWORD);
      expect(again.json().user.mustChangePassword).toBe(false);
      const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
      expect(row!.mustChangePassword).toBe(false);
    });

    it('a non-admin with a temporary password can still sign out', async () => {
      const user = await t.createUser({ mustChangePassword: true });
      const token = (await login(user.username, user.password)).json().token;
      expect((await get('/api/admin/users', { token })).json().code).toBe('password_change_required');
      expect((await post('/api/auth/logout', {}, { token })).statusCode).toBe(200);
      expect((await whoAmI(token)).statusCode).toBe(401);
    });

    it('a reset by e-mail link also clears the flag', async () => {
      const user = await t.createUser({ mustChangePassword: true });
      await post('/api/auth/forgot-password', { email: user.email });
      const link = linkFromMail((await resetMails(user.email))[0]!.textBody);
      await post('/api/auth/reset-password', {
        token: link.token,
        userId: link.userId,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      const res = await login(user.username, NEW_PASSWORD);
      expect(res.json().user.mustChangePassword).toBe(false);
    });
  });
});

describe('throttling per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        ...defaultRateLimits,
        loginPerAddress: { max: 3, windowSeconds: 900 },
        forgotPerAddress: { max: 2, windowSeconds: 900 },
        registerPerAddress: { max: 1, windowSeconds: 3600 },
      },
    });
  });
  afterAll(() => t.close());

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
