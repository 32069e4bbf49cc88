/** Issue 17: every create, change and delete of a record leaves one audit row, written by the database. */
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { createTestApp } from '../../../../tests/setup/test-app';
import { propertyBody, signedInPeople, tenantBody } from '../../../../tests/setup/factories';
import { auditRowsSince, lastAuditId } from '../../../../tests/setup/worlds/audit';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, admin } = await signedInPeople(t);
const IP = '203.0.113.7';

/** A call from a known address, so the row's ip can be checked. */
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.api({
    method,
    url,
    token,
    remoteAddress: IP,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('record changes in the audit trail', () => {
  it('a property created, changed and deleted: one row each, with actor, address and what changed', async () => {
    const before = await lastAuditId(t.db);
    const created = await call('POST', '/api/properties', landlord.token, propertyBody());
    expect(created.statusCode).toBe(201);
    const property = created.json();
    let rows = await auditRowsSince(t.db, before);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'create',
        targetType: 'properties',
        targetId: String(property.id),
        actorId: landlord.user.id,
        ip: IP,
      }),
    ]);
    expect(rows[0]!.details).toMatchObject({ values: { id: property.id, title: 'Two-bed flat in Penarth' } });

    const mark = await lastAuditId(t.db);
    const changed = await call('PUT', `/api/properties/${property.id}`, landlord.token, {
      ...property,
      title: 'Two-bed flat on the front',
    });
    expect(changed.statusCode).toBe(200);
    rows = await auditRowsSince(t.db, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', actorId: landlord.user.id, ip: IP });
    expect(rows[0]!.details).toEqual({
      changes: { title: { from: 'Two-bed flat in Penarth', to: 'Two-bed flat on the front' } },
    });

    const mark2 = await lastAuditId(t.db);
    expect((await call('DELETE', `/api/properties/${property.id}`, landlord.token)).statusCode).toBe(200);
    rows = await auditRowsSince(t.db, mark2);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'delete', targetType: 'properties', targetId: String(property.id) }),
    ]);
  });

  it('a tenancy added', async () => {
    const property = (await call('POST', '/api/properties', landlord.token, propertyBody())).json();
    const before = await lastAuditId(t.db);
    const res = await call('POST', `/api/properties/${property.id}/tenants`, landlord.token, tenantBody());
    expect(res.statusCode).toBe(201);
    const rows = await auditRowsSince(t.db, before);
    console.log(JSON.stringify(rows, null, 1));
  });

  it('an admin changing a user type is a role change', async () => {
    const before = await lastAuditId(t.db);
    const res = await call('PATCH', `/api/admin/users/${landlord.user.id}/type`, admin.token, {
      userType: 'tenant',
    });
    console.log(res.statusCode, res.body);
    const rows = await auditRowsSince(t.db, before);
    console.log(JSON.stringify(rows, null, 1));
  });

  it('the audit table refuses UPDATE and DELETE', async () => {
    await expect(t.db.update(auditEvents).set({ action: 'x' })).rejects.toThrow();
    await expect(t.db.delete(auditEvents)).rejects.toThrow();
  });
});
