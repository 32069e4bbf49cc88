/** POST /api/admin/users: an admin creates an account and its owner is invited by e-mail. */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFromMail, PUBLIC_URL } from '../../../../tests/setup/test-app';
import { NEW_PASSWORD, expectNoSecrets, usersWorld } from '../../../../tests/setup/worlds/users';
import { outbox } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, superAdmin, login } = await usersWorld(t);

describe('admin user API', () => {
  describe('POST /api/admin/users', () => {
    const create = (body: Record<string, unknown>, token = admin.token) =>
      t.call('POST', '/api/admin/users', token, body);

    it('creates an approved user, username = e-mail, role from type, and mails a set-password link with no password in it', async () => {
      const res = await create({
        fullName: 'Rhodri Jones',
        email: 'Rhodri.Jones@Example.test',
        phone: '07700 900000',
        userType: 'landlord',
      });
      expect(res.statusCode).toBe(201);
      const { user, message } = res.json();
      expect(message).toEqual(expect.any(String));
      expect(user).toMatchObject({
        username: 'rhodri.jones@example.test',
        email: 'rhodri.jones@example.test',
        fullName: 'Rhodri Jones',
        phone: '07700 900000',
        userType: 'landlord',
        role: 'user',
        status: 'approved',
        mustChangePassword: false,
      });
      expectNoSecrets(res);

      const mails = await t.mailsTo('rhodri.jones@example.test');
      expect(mails.map((m) => m.template)).toEqual(['invitation']);
      const link = linkFromMail(mails[0]!.textBody);
      expect(link.url.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
      expect(link.userId).toBe(user.id);
      // The only secret in it is the link: no "password: …" line other than the link's label.
      for (const body of [mails[0]!.textBody, mails[0]!.htmlBody ?? ''])
        expect(body).not.toMatch(/password:\s*(?!https?:\/\/)\S/i);

      // Nobody can sign in until the link is used; the link sets the password once.
      const set = await t.call('POST', '/api/auth/reset-password', undefined, {
        token: link.token,
        userId: link.userId,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(set.statusCode).toBe(200);
      const signIn = await login('rhodri.jones@example.test', NEW_PASSWORD);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user).toMatchObject({
        id: user.id,
        userType: 'landlord',
        mustChangePassword: false,
      });
      const again = await t.call('POST', '/api/auth/reset-password', undefined, {
        token: link.token,
        userId: link.userId,
        password: 'Another-Go-1357',
        confirmPassword: 'Another-Go-1357',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('invalid_token');
    });

    it('never puts a password the admin typed into any e-mail', async () => {
      const typed = 'Typed-By-Admin-852';
      const res = await create({
        fullName: 'Typed Pass',
        email: 'typed.pass@example.test',
        userType: 'tenant',
        password: typed,
      });
      expect(res.statusCode).toBe(201);
      expectNoSecrets(res);
      expect(res.body).not.toContain(typed);
      const everything = await t.db.select().from(outbox);
      for (const m of everything) {
        expect(m.textBody).not.toContain(typed);
        expect(m.htmlBody ?? '').not.toContain(typed);
        expect(m.subject ?? '').not.toContain(typed);
      }
      expect((await login('typed.pass@example.test', typed)).statusCode).toBe(200);
    });

    it.each([
      [{ userType: 'admin' }, 'admin', 'admin'],
      [{ userType: 'admin', role: 'super_admin' }, 'admin', 'super_admin'],
      [{ userType: 'landlord', role: 'admin' }, 'landlord', 'user'],
      [{ userType: 'tenant', role: 'super_admin' }, 'tenant', 'user'],
      [{}, 'tenant', 'user'],
    ])(
      'with %j (from a super_admin) gives user type %s and role %s; the status is always approved',
      async (extra, userType, role) => {
        const email = `typed-${userType}-${role}-${Math.random().toString(36).slice(2, 8)}@example.test`;
        const body = { fullName: 'Role Check', email, status: 'pending', ...extra };
        const res = await create(body, superAdmin.token);
        expect(res.statusCode).toBe(201);
        expect(res.json().user).toMatchObject({ userType, role, status: 'approved' });
      },
    );

    it('keeps an explicit username', async () => {
      const res = await create({
        fullName: 'Named User',
        email: 'named.user@example.test',
        username: 'named-user',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.username).toBe('named-user');
    });

    it.each([
      ['fullName', { fullName: '', email: 'x1@example.test' }, 'Please fill in all required fields'],
      ['fullName', { fullName: '   ', email: 'x2@example.test' }, 'Please fill in all required fields'],
      ['email', { fullName: 'No Email', email: '' }, 'Please fill in all required fields'],
      ['email', { fullName: 'Bad Email', email: 'not-an-email' }, 'Please enter a valid email address'],
      [
        'userType',
        { fullName: 'Bad Type', email: 'x3@example.test', userType: 'owner' },
        'Please select a user type',
      ],
      [
        'username',
        { fullName: 'Short Name', email: 'x4@example.test', username: 'ab' },
        'Username must be at least 3 characters',
      ],
    ])('refuses a bad %s with 400 %j', async (field, body, message) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('refuses a body without the name or e-mail at all with 400 naming both fields', async () => {
      const res = await create({ userType: 'tenant' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'fullName']);
    });

    it('refuses a duplicate e-mail or username with 409, whatever the case, and mails nobody', async () => {
      const existing = await t.createUser({
        email: 'exists.already@example.test',
        username: 'ExistsAlready',
      });
      const byEmail = await create({ fullName: 'Dup Email', email: 'EXISTS.already@example.test' });
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json()).toMatchObject({ code: 'conflict', errors: { email: expect.any(String) } });
      const byName = await create({
        fullName: 'Dup Name',
        email: 'fresh.one@example.test',
        username: 'existsalready',
      });
      expect(byName.statusCode).toBe(409);
      expect(byName.json().errors.username).toEqual(expect.any(String));
      // The username defaults to the e-mail, so an e-mail that is someone's username is taken too.
      const asName = await create({
        fullName: 'Dup Default',
        email: `${existing.username.toLowerCase()}@example.test`,
      });
      expect(asName.statusCode).toBe(201);
      const clash = await t.createUser({ username: 'clash@example.test' });
      const taken = await create({ fullName: 'Clash', email: clash.username });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors.username).toEqual(expect.any(String));
      expect(await t.mailsTo('fresh.one@example.test')).toHaveLength(0);
    });

    it('refuses a common password the admin typed', async () => {
      const res = await create({
        fullName: 'Common Pass',
        email: 'common.pass@example.test',
        password: 'password123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toEqual(expect.any(String));
    });
  });
});
