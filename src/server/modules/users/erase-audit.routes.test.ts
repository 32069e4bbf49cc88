/** Erasure and export on the audit trail: each is an event, and an erased person's details leave it. */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { queryRows } from '../../db/create-db';

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.signedIn({ userType: 'admin' });

const eventsAbout = (type: string, id: number) =>
  queryRows<{ action: string; actor_id: number | null; details: Record<string, unknown> }>(
    t.db,
    sql`select action, actor_id, details from audit_events
        where target_type = ${type} and target_id = ${String(id)} order by id`,
  );

describe('the audit trail and a person’s data', () => {
  it('an erasure replaces the recorded details of their account and tenancies, and is itself an event', async () => {
    const landlord = await t.createUser({ userType: 'landlord' });
    const home = await insertProperty(t.db, landlord.id);
    const person = await t.createUser({
      userType: 'tenant',
      fullName: 'Gwen Rhys',
      email: 'gwen.rhys@example.test',
    });
    const tenancy = await insertTenant(t.db, home.id, {
      userId: person.id,
      fullName: 'Gwen Rhys',
      email: 'gwen.rhys@example.test',
    });
    const before = JSON.stringify([
      ...(await eventsAbout('users', person.id)),
      ...(await eventsAbout('tenants', tenancy.id)),
    ]);
    expect(before).toContain('gwen.rhys@example.test');

    const res = await t.call('POST', `/api/admin/users/${person.id}/erase`, admin.token);
    expect(res.statusCode).toBe(200);

    const after = [...(await eventsAbout('users', person.id)), ...(await eventsAbout('tenants', tenancy.id))];
    const text = JSON.stringify(after);
    expect(text).not.toContain('gwen.rhys@example.test');
    expect(text).not.toContain('Gwen Rhys');
    expect(after.filter((e) => e.action === 'erase')).toEqual([
      expect.objectContaining({ actor_id: admin.user.id }),
    ]);
  });

  it('outside an erasure, the details of an event still cannot be rewritten', async () => {
    await expect(t.db.execute(sql`update audit_events set details = '{}'::jsonb`)).rejects.toThrow();
  });

  it('a download of one’s own data and an admin’s subject-access export are events', async () => {
    const person = await t.signedIn({ userType: 'tenant' });
    expect((await t.call('GET', '/api/account/export', person.token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/users/${person.user.id}/export`, admin.token)).statusCode).toBe(
      200,
    );
    const exports = (await eventsAbout('users', person.user.id)).filter((e) => e.action === 'export');
    expect(exports).toEqual([
      expect.objectContaining({ actor_id: person.user.id, details: { kind: 'own_data' } }),
      expect.objectContaining({ actor_id: admin.user.id, details: { kind: 'subject_access' } }),
    ]);
  });
});
