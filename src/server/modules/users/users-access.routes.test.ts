/** Admin user API: who may call it, and the user list. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/users';
import { PUBLIC_USER_KEYS } from '../../../../tests/setup/factories';
import { expectEachRefused } from '../../../../tests/setup/access';
import { createTestApp } from '../../../../tests/setup/test-app';
import { expectNoSecrets, usersWorld, type TestUser } from '../../../../tests/setup/worlds/users';
import { users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, superAdmin, landlord, tenant, list, login, userRow } = await usersWorld(t);

describe('admin user API', () => {
  describe('who may call', () => {
    let target: TestUser;
    beforeAll(async () => {
      target = await t.createUser({ userType: 'tenant', status: 'pending' });
    });
    const calls = () =>
      [
        ['GET', '/api/admin/users', undefined],
        [
          'POST',
          '/api/admin/users',
          { fullName: 'Someone New', email: 'someone.new@example.test', userType: 'tenant' },
        ],
        ['DELETE', `/api/admin/users/${target.id}`, undefined],
        ['POST', `/api/admin/users/${target.id}/reset-password`, {}],
        ['PATCH', `/api/admin/users/${target.id}/type`, { userType: 'admin' }],
        ['PATCH', `/api/admin/users/${target.id}/status`, { status: 'approved' }],
      ] as const;

    it('every call answers 401 when signed out', async () => {
      await expectEachRefused(t, calls(), undefined, 401);
    });

    it('every call answers 403 for a landlord and for a tenant, and changes nothing', async () => {
      for (const who of [landlord, tenant]) {
        await expectEachRefused(t, calls(), who.token, 403);
      }
      const row = await userRow(target.id);
      expect(row).toMatchObject({
        status: 'pending',
        userType: 'tenant',
        role: 'user',
        passwordHash: expect.any(String),
      });
      expect(await t.mailsTo('someone.new@example.test')).toHaveLength(0);
      expect((await login(target.username, target.password)).json().code).toBe('pending_approval');
    });

    it('a super_admin may make every call', async () => {
      const s = superAdmin.token;
      const victim = await t.createUser({ userType: 'tenant', status: 'pending' });
      expect((await t.call('GET', '/api/admin/users', s)).statusCode).toBe(200);
      const created = await t.call('POST', '/api/admin/users', s, {
        fullName: 'By Super',
        email: 'by.super@example.test',
      });
      expect(created.statusCode).toBe(201);
      expect(
        (await t.call('PATCH', `/api/admin/users/${victim.id}/status`, s, { status: 'approved' })).statusCode,
      ).toBe(200);
      expect(
        (await t.call('PATCH', `/api/admin/users/${victim.id}/type`, s, { userType: 'landlord' })).statusCode,
      ).toBe(200);
      expect((await t.call('POST', `/api/admin/users/${victim.id}/reset-password`, s, {})).statusCode).toBe(
        200,
      );
      expect((await t.call('DELETE', `/api/admin/users/${victim.id}`, s)).statusCode).toBe(200);
    });

    it('an admin by user type alone (role user) may call too', async () => {
      const { token } = await t.signedIn({ userType: 'admin', role: 'user' });
      expect((await list('', token)).statusCode).toBe(200);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists public users, newest first, with X-Total-Count', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const rows = res.json() as PublicUser[];
      const [total] = await t.db.select({ n: count() }).from(users);
      expect(res.headers['x-total-count']).toBe(String(total!.n));
      expect(rows).toHaveLength(total!.n);
      expect(rows.map((r) => r.id)).toContain(admin.user.id);
      expect(Object.keys(rows[0]!).sort()).toEqual(PUBLIC_USER_KEYS);
      expectNoSecrets(res);
      const created = rows.map((r) => Date.parse(r.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
    });

    it('pages with limit and offset, keeping the full count in the header', async () => {
      for (let i = 0; i < 3; i++) await t.createUser();
      const all = (await list('?limit=500')).json() as PublicUser[];
      const first = await list('?limit=2');
      const second = await list('?limit=2&offset=2');
      expect(first.json()).toHaveLength(2);
      expect(second.json()).toHaveLength(2);
      expect(first.headers['x-total-count']).toBe(String(all.length));
      expect(second.headers['x-total-count']).toBe(String(all.length));
      expect([...first.json(), ...second.json()].map((u: PublicUser) => u.id)).toEqual(
        all.slice(0, 4).map((u) => u.id),
      );
      const beyond = await list(`?offset=${all.length}`);
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe(String(all.length));
    });

    it.each(['limit=501', 'limit=0', 'limit=abc', 'offset=-1', 'status=deleted'])(
      'refuses ?%s with 400',
      async (query) => {
        const res = await list(`?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect(Object.keys(res.json().errors)).toHaveLength(1);
      },
    );

    it('filters by status', async () => {
      const pending = await t.createUser({ status: 'pending' });
      const rejected = await t.createUser({ status: 'rejected' });
      const res = await list('?status=pending');
      expect(res.statusCode).toBe(200);
      const rows = res.json() as PublicUser[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
      expect(rows.map((r) => r.id)).toContain(pending.id);
      expect(rows.map((r) => r.id)).not.toContain(rejected.id);
      const [n] = await t.db.select({ n: count() }).from(users).where(eq(users.status, 'pending'));
      expect(res.headers['x-total-count']).toBe(String(n!.n));
    });

    it('searches name, username and e-mail without regard to case; % and _ are literal', async () => {
      const gwen = await t.createUser({
        fullName: 'Gwenllian Prydderch',
        username: 'gwen_p',
        email: 'gp@valley.test',
      });
      const byName = (await list('?q=prydd')).json() as PublicUser[];
      expect(byName.map((u) => u.id)).toEqual([gwen.id]);
      expect(((await list('?q=GWEN_P')).json() as PublicUser[]).map((u) => u.id)).toEqual([gwen.id]);
      const byEmail = await list('?q=valley.test');
      expect((byEmail.json() as PublicUser[]).map((u) => u.id)).toEqual([gwen.id]);
      expect(byEmail.headers['x-total-count']).toBe('1');
      expect((await list('?q=%25')).json()).toEqual([]);
      expect((await list('?q=no-such-person')).json()).toEqual([]);
    });
  });
});
