/** POST /api/auth/register: self-registration, pending approval and its e-mail. */
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth';
import { PUBLIC_USER_KEYS } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { authCalls, expectNoSecrets } from '../../../../tests/setup/worlds/auth';
import { users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { post, login } = authCalls(t);

describe('auth API', () => {
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
      expect(Object.keys(answer.user).sort()).toEqual(PUBLIC_USER_KEYS);
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
});
