/**
 * Issue 17: every create, change and delete of a record leaves exactly one audit row, written
 * by the database in the same transaction, with who, from where and what changed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import {
  insertLettableProperty,
  landlordWithTenant,
  propertyBody,
  requestBody,
  signedInPeople,
  tenantBody,
} from '../../../../tests/setup/factories';
import { auditCalls } from '../../../../tests/setup/worlds/audit';
import { properties } from '../../db/schema';
import { auditedDb } from '../../db/audited-db';

const PROPERTY = {
  title: 'Fixture house',
  address: '1 Test Street',
  city: 'Cardiff',
  postcode: 'CF10 1AA',
  description: 'Written straight to the database.',
  bedroomCount: 2,
  bathroomCount: 1,
  price: 100_000,
};

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, admin } = await signedInPeople(t);
const { IP, call, onlyRowOf } = auditCalls(t);

describe('record changes in the audit trail', () => {
  it('a property created, changed and deleted: one row each, with actor, address and what changed', async () => {
    let property: Record<string, unknown> = {};
    const created = await onlyRowOf('properties', async () => {
      const res = await call('POST', '/api/properties', landlord.token, propertyBody());
      expect(res.statusCode).toBe(201);
      property = res.json();
    });
    expect(created).toMatchObject({
      action: 'create',
      targetType: 'properties',
      targetId: String(property.id),
      actorId: landlord.user.id,
      ip: IP,
      details: {
        values: { id: property.id, title: 'Two-bed flat in Penarth', landlord_id: landlord.user.id },
      },
    });

    const changed = await onlyRowOf('properties', async () => {
      const res = await call('PUT', `/api/properties/${property.id}`, landlord.token, {
        ...property,
        title: 'Two-bed flat on the front',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(changed).toMatchObject({ action: 'update', actorId: landlord.user.id, ip: IP });
    // Only what changed; the version bump and timestamp are bookkeeping.
    expect(changed.details).toEqual({
      changes: { title: { from: 'Two-bed flat in Penarth', to: 'Two-bed flat on the front' } },
    });

    const deleted = await onlyRowOf('properties', async () => {
      expect((await call('DELETE', `/api/properties/${property.id}`, landlord.token)).statusCode).toBe(200);
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      targetType: 'properties',
      targetId: String(property.id),
      actorId: landlord.user.id,
      details: { values: { title: 'Two-bed flat on the front' } },
    });
  });

  it('a tenancy added and changed', async () => {
    const property = await insertLettableProperty(t.db, landlord.user.id);
    let tenancy: Record<string, unknown> = {};
    const created = await onlyRowOf('tenants', async () => {
      const res = await call('POST', `/api/properties/${property.id}/tenants`, landlord.token, tenantBody());
      expect(res.statusCode, res.body).toBe(201);
      tenancy = res.json().tenant;
    });
    expect(created).toMatchObject({
      action: 'create',
      targetType: 'tenants',
      targetId: String(tenancy.id),
      actorId: landlord.user.id,
      ip: IP,
    });
    const changed = await onlyRowOf('tenants', async () => {
      const res = await call('PUT', `/api/tenants/${tenancy.id}`, landlord.token, {
        ...tenancy,
        phone: '07700 900999',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(changed).toMatchObject({
      action: 'update',
      targetType: 'tenants',
      details: { changes: { phone: { from: '07700 900123', to: '07700 900999' } } },
    });
  });

  it('a rent payment recorded and edited', async () => {
    const { landlord: owner, tenancy } = await landlordWithTenant(t);
    let payment: Record<string, unknown> = {};
    const created = await onlyRowOf('rent_payments', async () => {
      const res = await call('POST', `/api/tenants/${tenancy.id}/payments`, owner.token, {
        amount: 95_000,
        paymentDate: '2026-02-01',
        dueDate: '2026-02-01',
        status: 'paid',
        paymentMethod: 'bank_transfer',
      });
      expect(res.statusCode, res.body).toBe(201);
      payment = res.json();
    });
    expect(created).toMatchObject({ action: 'create', targetType: 'rent_payments', actorId: owner.user.id });
    expect(created.details).toMatchObject({ values: { amount: 95_000 } });
    const changed = await onlyRowOf('rent_payments', async () => {
      const res = await call('PUT', `/api/payments/${payment.id}`, owner.token, {
        ...payment,
        notes: 'By bank',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(changed).toMatchObject({
      action: 'update',
      targetType: 'rent_payments',
      targetId: String(payment.id),
      details: { changes: { notes: { from: null, to: 'By bank' } } },
    });
  });

  it("a tenant's repair request", async () => {
    const { tenant } = await landlordWithTenant(t);
    const created = await onlyRowOf('maintenance_requests', async () => {
      const res = await call('POST', '/api/tenant/maintenance', tenant.token, requestBody());
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(created).toMatchObject({
      action: 'create',
      targetType: 'maintenance_requests',
      actorId: tenant.user.id,
      details: { values: { title: 'Kitchen tap dripping' } },
    });
  });

  it("an admin changing someone's user type is a role change", async () => {
    const person = await t.createUser({ userType: 'landlord' });
    const row = await onlyRowOf('users', async () => {
      const res = await call('PATCH', `/api/admin/users/${person.id}/type`, admin.token, {
        userType: 'tenant',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(row).toMatchObject({
      action: 'role_change',
      targetType: 'users',
      targetId: String(person.id),
      actorId: admin.user.id,
      ip: IP,
      details: { changes: { user_type: { from: 'landlord', to: 'tenant' } } },
    });
  });

  it("the agency's bank details are a settings change", async () => {
    const row = await onlyRowOf('agency_settings', async () => {
      const res = await call('PUT', '/api/admin/settings/bank-details', admin.token, {
        accountName: 'Cardiff Lettings Client Account',
        sortCode: '12-34-56',
        accountNumber: '12345678',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(row).toMatchObject({
      action: 'settings_change',
      targetType: 'agency_settings',
      targetId: 'bank_details',
      actorId: admin.user.id,
      details: { values: { value: { accountName: 'Cardiff Lettings Client Account' } } },
    });
  });

  it('a write that fails leaves no audit row: its row rolls back with it', async () => {
    const { rowsOf } = auditCalls(t);
    const actor = () => ({ actorId: landlord.user.id, ip: IP });
    const rows = await rowsOf(async () => {
      await expect(
        auditedDb(t.db, actor).transaction(async (tx) => {
          await tx.insert(properties).values({ landlordId: landlord.user.id, ...PROPERTY });
          throw new Error('a later step fails');
        }),
      ).rejects.toThrow('a later step fails');
    });
    expect(rows).toEqual([]);
  });

  it('a write outside a request is the system: no actor, no address', async () => {
    const row = await onlyRowOf('properties', () =>
      t.db.insert(properties).values({ landlordId: landlord.user.id, ...PROPERTY }),
    );
    expect(row).toMatchObject({ action: 'create', actorId: null, ip: null });
  });

  it('a write outside a transaction under a request still carries the actor', async () => {
    const row = await onlyRowOf('properties', () =>
      auditedDb(t.db, () => ({ actorId: admin.user.id, ip: '198.51.100.4' }))
        .insert(properties)
        .values({ landlordId: landlord.user.id, ...PROPERTY })
        .returning(),
    );
    expect(row).toMatchObject({ action: 'create', actorId: admin.user.id, ip: '198.51.100.4' });
  });
});
