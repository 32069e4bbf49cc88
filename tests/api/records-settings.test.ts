import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySettings, tenants, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { expectRefused, recordContract } from '../support/record-contract';
import { insertProperty, insertTenant } from '../setup/factories';

/**
 * CONTRACT.md §5 on the PUTs whose record has no id in the path: the record is what GET of the
 * same path answers — the agency's bank details and a person's own text-message choice.
 */
describe('settings, read with GET and sent back whole with PUT', () => {
  let t: TestApp;
  let admin: { token: string };
  let landlord: { token: string; user: { id: number } };
  let tenant: { token: string; user: { id: number } };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn({ userType: 'admin' });
    landlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
    const first = await t.api({
      method: 'PUT',
      url: '/api/admin/settings/bank-details',
      token: admin.token,
      payload: {
        accountName: 'Cardiff Lettings Client Account',
        sortCode: '12-34-56',
        accountNumber: '12345678',
      },
    });
    expect(first.statusCode, first.body).toBe(200);
  });
  afterAll(() => t.close());

  const get = async (url: string, token: string) => {
    const res = await t.api({ method: 'GET', url, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };

  describe("the agency's bank details", () => {
    const url = '/api/admin/settings/bank-details';
    recordContract({
      t: () => t,
      method: 'PUT',
      url: () => url,
      token: () => admin.token,
      read: () => get(url, admin.token),
      stored: async () =>
        (await t.db.select().from(agencySettings).where(eq(agencySettings.key, 'bank_details')))[0],
      edit: {
        field: 'accountName',
        value: (n) => `Cardiff Lettings Client Account ${n}`,
        isStored: (row, value) => (row as { value: { accountName: string } }).value.accountName === value,
      },
      readOnly: [],
      text: 'accountName',
    });

    it('is refused to a landlord, whatever the body', async () => {
      const res = await t.api({
        method: 'PUT',
        url,
        token: landlord.token,
        payload: await get(url, admin.token),
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe("a person's own text-message choice", () => {
    const url = '/api/auth/user/notifications';
    recordContract({
      t: () => t,
      method: 'PUT',
      url: () => url,
      token: () => tenant.token,
      read: () => get(url, tenant.token),
      stored: async () =>
        (
          await t.db
            .select({ phone: users.phone, smsOptIn: users.smsOptIn })
            .from(users)
            .where(eq(users.id, tenant.user.id))
        )[0],
      edit: {
        field: 'phone',
        value: (n) => `07700 90012${n % 10}`,
        isStored: (row, value) =>
          (row as { phone: string }).phone === `+44${(value as string).replace(/\s/g, '').slice(1)}`,
      },
      readOnly: [['smsAvailable', true]],
      text: 'phone',
    });

    it("touches only the caller's own account", async () => {
      const before = (await t.db.select().from(users).where(eq(users.id, landlord.user.id)))[0];
      const res = await t.api({
        method: 'PUT',
        url,
        token: tenant.token,
        payload: await get(url, tenant.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await t.db.select().from(users).where(eq(users.id, landlord.user.id)))[0]).toEqual(before);
    });
  });

  describe('routes with a body but no record to read back (left without a loader)', () => {
    it('PATCH /api/tenants/{id}/reminders takes the tenancy id the path names, and refuses another', async () => {
      const property = await insertProperty(t.db, landlord.user.id);
      const tenancy = await insertTenant(t.db, property.id);
      const url = `/api/tenants/${tenancy.id}/reminders`;
      const same = await t.api({
        method: 'PATCH',
        url,
        token: landlord.token,
        payload: { paused: true, tenantId: tenancy.id },
      });
      expect(same.statusCode, same.body).toBe(200);
      expect((await t.db.select().from(tenants).where(eq(tenants.id, tenancy.id)))[0]!.remindersPaused).toBe(
        true,
      );
      const other = await t.api({
        method: 'PATCH',
        url,
        token: landlord.token,
        payload: { paused: false, tenantId: tenancy.id + 1 },
      });
      expectRefused(other, 'tenantId');
      expectRefused(
        await t.api({
          method: 'PATCH',
          url,
          token: landlord.token,
          payload: { paused: false, colour: 'blue' },
        }),
        'colour',
      );
      expect((await t.db.select().from(tenants).where(eq(tenants.id, tenancy.id)))[0]!.remindersPaused).toBe(
        true,
      );
    });
  });
});
