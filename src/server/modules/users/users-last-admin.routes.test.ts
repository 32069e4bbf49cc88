/** The agency always keeps one administrator. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());

describe('the last administrator', () => {
  it('a super_admin counts as an admin: with one admin and one super_admin, either may remove the other, never themself', async () => {
    const superAdmin = await t.signedIn({ userType: 'admin', role: 'super_admin' });
    const admin = await t.signedIn({ userType: 'admin' });
    const s = superAdmin.token;

    // The super_admin may demote the admin, since the super_admin remains.
    const demote = await t.call('PATCH', `/api/admin/users/${admin.user.id}/type`, s, { userType: 'tenant' });
    expect(demote.statusCode).toBe(200);
    // Now the super_admin is the last admin: they cannot delete, demote or reject themself.
    const self = superAdmin.user.id;
    const selfDelete = await t.call('DELETE', `/api/admin/users/${self}`, s);
    expect(selfDelete.statusCode).toBe(409);
    const selfDemote = await t.call('PATCH', `/api/admin/users/${self}/type`, s, { userType: 'landlord' });
    expect(selfDemote.statusCode).toBe(409);
    const selfReject = await t.call('PATCH', `/api/admin/users/${self}/status`, s, { status: 'rejected' });
    expect(selfReject.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, self));
    expect(row).toMatchObject({ role: 'super_admin', userType: 'admin', status: 'approved' });
  });

  it('two admins removing each other at the same moment leave at least one admin', async () => {
    const a = await t.signedIn({ userType: 'admin' });
    const b = await t.signedIn({ userType: 'admin' });
    // Leave only a and b as approved admins.
    const others = await t.db.select().from(users);
    for (const u of others) {
      if (u.id !== a.user.id && u.id !== b.user.id && (u.userType === 'admin' || u.role !== 'user')) {
        await t.db.update(users).set({ userType: 'tenant', role: 'user' }).where(eq(users.id, u.id));
      }
    }
    const [ra, rb] = await Promise.all([
      t.call('DELETE', `/api/admin/users/${b.user.id}`, a.token),
      t.call('DELETE', `/api/admin/users/${a.user.id}`, b.token),
    ]);
    // One wins; the other is refused (409), or finds its own session already gone (401) if it came second.
    const codes = [ra.statusCode, rb.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const remaining = (await t.db.select().from(users)).filter(
      (u) => u.userType === 'admin' || u.role !== 'user',
    );
    expect(remaining).toHaveLength(1);

    const [c, d] = [await t.signedIn({ userType: 'admin' }), remaining[0]!];
    // Same for demotion: c and d demote each other at once.
    const dToken = (await t.login(d.username, 'Tr1cky-Lettings-Pass')).json().token;
    const [rc, rd] = await Promise.all([
      t.call('PATCH', `/api/admin/users/${d.id}/type`, c.token, { userType: 'landlord' }),
      t.call('PATCH', `/api/admin/users/${c.user.id}/type`, dToken, { userType: 'landlord' }),
    ]);
    const demoteCodes = [rc.statusCode, rd.statusCode].sort();
    expect(demoteCodes[0]).toBe(200);
    expect([401, 409]).toContain(demoteCodes[1]);
    const admins = (await t.db.select().from(users)).filter(
      (u) => u.userType === 'admin' || u.role !== 'user',
    );
    expect(admins).toHaveLength(1);
  });
});
