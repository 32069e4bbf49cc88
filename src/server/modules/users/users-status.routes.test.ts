/** Approving, rejecting and retyping accounts. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { expectNoSecrets, usersWorld } from '../../../../tests/setup/worlds/users';
import { sessions } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, superAdmin, list, login, whoAmI, userRow } = await usersWorld(t);

describe('admin user API', () => {
  describe('PATCH /api/admin/users/:id/status', () => {
    const setStatus = (id: number | string, body: unknown, token = admin.token) =>
      t.call('PATCH', `/api/admin/users/${id}/status`, token, body);

    it('approves a pending registration: e-mail queued, the user can sign in', async () => {
      const reg = await t.call('POST', '/api/auth/register', undefined, {
        username: 'wants-in',
        password: 'Quiet-Harbour-77',
        email: 'wants.in@example.test',
        userType: 'landlord',
        fullName: 'Wants In',
      });
      expect(reg.statusCode).toBe(201);
      const id = reg.json().user.id;
      expect((await login('wants-in', 'Quiet-Harbour-77')).json().code).toBe('pending_approval');
      const pendingList = (await list('?status=pending')).json() as PublicUser[];
      expect(pendingList.map((u) => u.id)).toContain(id);

      const res = await setStatus(id, { status: 'approved' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { id, status: 'approved' }, message: expect.any(String) });
      expectNoSecrets(res);
      expect((await t.mailsTo('wants.in@example.test')).map((m) => m.template)).toEqual([
        'account_approved',
        'registration_received',
      ]);
      const signIn = await login('wants-in', 'Quiet-Harbour-77');
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.status).toBe('approved');
    });

    it('approving twice changes nothing and mails once', async () => {
      const user = await t.createUser({ status: 'pending' });
      expect((await setStatus(user.id, { status: 'approved' })).statusCode).toBe(200);
      expect((await setStatus(user.id, { status: 'approved' })).statusCode).toBe(200);
      expect((await t.mailsTo(user.email)).filter((m) => m.template === 'account_approved')).toHaveLength(1);
    });

    it('rejects: the sessions end, an e-mail is queued, and login answers 403 account_rejected', async () => {
      const { user, token } = await t.signedIn({ userType: 'tenant' });
      const res = await setStatus(user.id, { status: 'rejected' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.status).toBe('rejected');
      expect((await whoAmI(token)).statusCode).toBe(401);
      const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      expect((await t.mailsTo(user.email)).map((m) => m.template)).toEqual(['account_rejected']);
      const signIn = await login(user.username, user.password);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().code).toBe('account_rejected');
    });

    it.each([{ status: 'pending' }, { status: 'deleted' }, {}, { status: '' }])(
      'refuses the body %j with 400',
      async (body) => {
        const user = await t.createUser({ status: 'pending' });
        const res = await setStatus(user.id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ status: 'Status must be approved or rejected' });
        expect((await userRow(user.id))!.status).toBe('pending');
      },
    );

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      const missing = await setStatus(999_999, { status: 'approved' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('not_found');
      expect((await setStatus('abc', { status: 'approved' })).statusCode).toBe(400);
      expect((await setStatus(0, { status: 'approved' })).statusCode).toBe(400);
    });

    it('refuses to reject oneself with 409', async () => {
      const res = await setStatus(admin.user.id, { status: 'rejected' });
      expect(res.statusCode).toBe(409);
      expect((await whoAmI(admin.token)).statusCode).toBe(200);
    });
  });

  describe('PATCH /api/admin/users/:id/type', () => {
    const setType = (id: number | string, body: unknown, token = admin.token) =>
      t.call('PATCH', `/api/admin/users/${id}/type`, token, body);

    it('landlord → admin gives role admin, ends their sessions, and they then have admin access', async () => {
      const { user, token } = await t.signedIn({ userType: 'landlord' });
      const res = await setType(user.id, { userType: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { id: user.id, userType: 'admin', role: 'admin' },
        message: expect.any(String),
      });
      expectNoSecrets(res);
      expect((await whoAmI(token)).statusCode).toBe(401);
      const again = await login(user.username, user.password);
      expect(again.json().user).toMatchObject({ userType: 'admin', role: 'admin' });
      expect((await list('', again.json().token)).statusCode).toBe(200);
    });

    it('admin → landlord gives role user, ends their sessions, and takes admin access away', async () => {
      const { user, token } = await t.signedIn({ userType: 'admin' });
      const res = await setType(user.id, { userType: 'landlord', role: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ userType: 'landlord', role: 'user' });
      expect((await whoAmI(token)).statusCode).toBe(401);
      const again = (await login(user.username, user.password)).json().token;
      expect((await list('', again)).statusCode).toBe(403);
    });

    it('tenant → landlord keeps role user and ends their sessions', async () => {
      const { user, token } = await t.signedIn({ userType: 'tenant' });
      const res = await setType(user.id, { userType: 'landlord' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ userType: 'landlord', role: 'user' });
      expect((await whoAmI(token)).statusCode).toBe(401);
    });

    it('a super_admin set to admin by a super_admin, with no role named, keeps super_admin', async () => {
      const target = await t.createUser({ userType: 'admin', role: 'super_admin' });
      const res = await setType(target.id, { userType: 'admin' }, superAdmin.token);
      expect(res.json().user.role).toBe('super_admin');
    });

    it('refuses self-demotion with 409 and changes nothing', async () => {
      const res = await setType(admin.user.id, { userType: 'landlord' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('conflict');
      expect((await userRow(admin.user.id))!).toMatchObject({ userType: 'admin', role: 'admin' });
      expect((await whoAmI(admin.token)).statusCode).toBe(200);
    });

    it.each([{ userType: 'owner' }, {}, { userType: 'admin', role: 'root' }])(
      'refuses the body %j with 400',
      async (body) => {
        const target = await t.createUser({ userType: 'tenant' });
        const res = await setType(target.id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect((await userRow(target.id))!.userType).toBe('tenant');
      },
    );

    it('says which field is wrong: "Please select a user type"', async () => {
      const target = await t.createUser({ userType: 'tenant' });
      const res = await setType(target.id, { userType: 'owner' });
      expect(res.json().errors).toEqual({ userType: 'Please select a user type' });
    });

    it('answers 404 for an unknown user', async () => {
      expect((await setType(999_999, { userType: 'landlord' })).statusCode).toBe(404);
    });
  });
});
