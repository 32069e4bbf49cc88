/** Roles among staff: only a super_admin acts on a super_admin or on that role; nobody on their own role. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OWN_ROLE_MESSAGE, SUPER_ADMIN_ONLY_MESSAGE, SUPER_ADMIN_ROLE_MESSAGE } from '@shared/user-roles';
import { createTestApp, type Signed } from '../../../../tests/setup/test-app';
import { usersWorld, type TestUser } from '../../../../tests/setup/worlds/users';
import { users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, superAdmin, login, userRow } = await usersWorld(t);

const expectRefused = (
  res: { statusCode: number; json: () => { code: string; message: string } },
  message: string,
) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'super_admin_required', message });
};

describe('a plain admin and a super_admin account', () => {
  let boss: TestUser;
  beforeEach(async () => {
    boss = await t.createUser({ userType: 'admin', role: 'super_admin' });
  });
  const untouched = async () =>
    expect(await userRow(boss.id)).toMatchObject({
      userType: 'admin',
      role: 'super_admin',
      status: 'approved',
      mustChangePassword: false,
    });

  it('cannot reset its password (so cannot sign in as them): 403, the old password still works', async () => {
    const res = await t.call('POST', `/api/admin/users/${boss.id}/reset-password`, admin.token);
    expectRefused(res, SUPER_ADMIN_ONLY_MESSAGE);
    expect(res.body).not.toContain('tempPassword');
    await untouched();
    expect((await login(boss.username, boss.password)).statusCode).toBe(200);
    expect(await t.mailsTo(boss.email, 'password_reset_by_admin')).toHaveLength(0);
  });

  it.each([{ userType: 'admin', role: 'admin' }, { userType: 'landlord' }, { userType: 'admin' }])(
    'cannot change its type or role with %j',
    async (body) => {
      expectRefused(
        await t.call('PATCH', `/api/admin/users/${boss.id}/type`, admin.token, body),
        SUPER_ADMIN_ONLY_MESSAGE,
      );
      await untouched();
    },
  );

  it.each(['rejected', 'approved'])('cannot set its status to %s', async (status) => {
    expectRefused(
      await t.call('PATCH', `/api/admin/users/${boss.id}/status`, admin.token, { status }),
      SUPER_ADMIN_ONLY_MESSAGE,
    );
    await untouched();
  });

  it('cannot delete it', async () => {
    expectRefused(
      await t.call('DELETE', `/api/admin/users/${boss.id}`, admin.token),
      SUPER_ADMIN_ONLY_MESSAGE,
    );
    await untouched();
  });

  it('a super_admin can do each of those to another super_admin', async () => {
    const s = superAdmin.token;
    expect((await t.call('POST', `/api/admin/users/${boss.id}/reset-password`, s)).statusCode).toBe(200);
    const demoted = await t.call('PATCH', `/api/admin/users/${boss.id}/type`, s, {
      userType: 'admin',
      role: 'admin',
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().user.role).toBe('admin');
    const back = await t.call('PATCH', `/api/admin/users/${boss.id}/type`, s, {
      userType: 'admin',
      role: 'super_admin',
    });
    expect(back.json().user.role).toBe('super_admin');
    expect(
      (await t.call('PATCH', `/api/admin/users/${boss.id}/status`, s, { status: 'rejected' })).statusCode,
    ).toBe(200);
    expect((await t.call('DELETE', `/api/admin/users/${boss.id}`, s)).statusCode).toBe(200);
  });
});

describe('granting the super_admin role', () => {
  it('a plain admin cannot make someone a super_admin, by retyping or by creating: 403', async () => {
    const other = await t.createUser({ userType: 'admin' });
    const res = await t.call('PATCH', `/api/admin/users/${other.id}/type`, admin.token, {
      userType: 'admin',
      role: 'super_admin',
    });
    expectRefused(res, SUPER_ADMIN_ROLE_MESSAGE);
    expect((await userRow(other.id))!.role).toBe('admin');

    const created = await t.call('POST', '/api/admin/users', admin.token, {
      fullName: 'Would Be Boss',
      email: 'would.be.boss@example.test',
      userType: 'admin',
      role: 'super_admin',
    });
    expectRefused(created, SUPER_ADMIN_ROLE_MESSAGE);
    expect(await t.mailsTo('would.be.boss@example.test')).toHaveLength(0);
  });

  it('a super_admin can create one', async () => {
    const created = await t.call('POST', '/api/admin/users', superAdmin.token, {
      fullName: 'New Boss',
      email: 'new.boss@example.test',
      userType: 'admin',
      role: 'super_admin',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user.role).toBe('super_admin');
  });

  it('a plain admin may still manage other plain admins and everyone else', async () => {
    const other = await t.createUser({ userType: 'admin' });
    expect(
      (await t.call('POST', `/api/admin/users/${other.id}/reset-password`, admin.token)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('PATCH', `/api/admin/users/${other.id}/type`, admin.token, { userType: 'landlord' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('nobody changes their own role', () => {
  it('a plain admin cannot promote themself to super_admin', async () => {
    const me = await t.signedIn({ userType: 'admin' });
    const res = await t.call('PATCH', `/api/admin/users/${me.user.id}/type`, me.token, {
      userType: 'admin',
      role: 'super_admin',
    });
    expect(res.statusCode).toBe(403);
    expect((await userRow(me.user.id))!.role).toBe('admin');
  });

  it('a super_admin cannot step down to admin by themself: 403 with a clear message', async () => {
    const me: Signed = await t.signedIn({ userType: 'admin', role: 'super_admin' });
    const res = await t.call('PATCH', `/api/admin/users/${me.user.id}/type`, me.token, {
      userType: 'admin',
      role: 'admin',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', message: OWN_ROLE_MESSAGE });
    expect((await userRow(me.user.id))!.role).toBe('super_admin');
  });

  it('retyping oneself to the same type and role is no change, and allowed', async () => {
    const me = await t.signedIn({ userType: 'admin' });
    const res = await t.call('PATCH', `/api/admin/users/${me.user.id}/type`, me.token, { userType: 'admin' });
    expect(res.statusCode).toBe(200);
  });
});

describe('a role taken away a moment ago counts at once', () => {
  it('a super_admin demoted by another cannot use a session opened before to act on a super_admin', async () => {
    const a = await t.signedIn({ userType: 'admin', role: 'super_admin' });
    const target = await t.createUser({ userType: 'admin', role: 'super_admin' });
    // Demoted directly in the database, so a's session survives: the check reads the role afresh.
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user.id));
    const res = await t.call('DELETE', `/api/admin/users/${target.id}`, a.token);
    expect(res.statusCode).toBe(403);
    expect(await userRow(target.id)).toBeDefined();
  });
});
