import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceRequests } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract } from '../support/record-contract';
import { insertProperty, insertRequest, insertTenant } from '../setup/factories';

/**
 * CONTRACT.md §5 on the two edits of a repair request: the tenant's PUT /api/tenant/maintenance/{id}
 * (record: an item of GET /api/tenant/maintenance) and the landlord's PATCH /api/maintenance/{id}
 * (record: an item of GET /api/properties/{id}/maintenance).
 */
describe('a repair request, read from a list and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let otherLandlord: { token: string; user: { id: number } };
  let tenant: { token: string; user: { id: number } };
  let otherTenant: { token: string; user: { id: number } };
  let propertyId: number;
  let tenantsRequest: number;
  let landlordsRequest: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
    otherTenant = await t.signedIn({ userType: 'tenant' });
    propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    const tenancy = await insertTenant(t.db, propertyId, { userId: tenant.user.id });
    // The other tenant has a home of their own with another landlord.
    const elsewhere = await insertProperty(t.db, otherLandlord.user.id);
    await insertTenant(t.db, elsewhere.id, { userId: otherTenant.user.id });
    tenantsRequest = (await insertRequest(t.db, tenancy, { fitnessMatter: true })).id;
    landlordsRequest = (await insertRequest(t.db, tenancy, { title: 'Boiler pressure drops' })).id;
  });
  afterAll(() => t.close());

  const readFrom = async (url: string, token: string, id: number) => {
    const res = await t.api({ method: 'GET', url, token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).find((r) => r.id === id)! as Record<string, unknown>;
  };
  const storedRow = async (id: number) =>
    (await t.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id)))[0];

  describe("the tenant's own request (while submitted)", () => {
    const read = () => readFrom('/api/tenant/maintenance', tenant.token, tenantsRequest);

    recordContract({
      t: () => t,
      method: 'PUT',
      url: () => `/api/tenant/maintenance/${tenantsRequest}`,
      token: () => tenant.token,
      read,
      stored: () => storedRow(tenantsRequest),
      edit: {
        field: 'title',
        value: (n) => `Loose banister, take ${n}`,
        isStored: (row, value) => (row as { title: string }).title === value,
      },
      readOnly: [
        ['id', 999_999],
        ['tenantId', 999_999],
        ['propertyId', 999_999],
        ['tenantName', 'Someone Else'],
        ['propertyTitle', 'Another home'],
        ['status', 'completed'],
        ['isLate', true],
        ['respondBy', '2001-01-01T00:00:00.000Z'],
        ['createdAt', '2001-01-01T00:00:00.000Z'],
        ['history', []],
        ['date', '0000-01-01'],
      ],
      text: 'title',
      stranger: () => otherTenant.token,
    });

    it('keeps the fitness flag the request was read with (the body answers fitnessMatter, not affectsFitness)', async () => {
      const record = await read();
      expect(record.fitnessMatter).toBe(true);
      const res = await t.api({
        method: 'PUT',
        url: `/api/tenant/maintenance/${tenantsRequest}`,
        token: tenant.token,
        payload: { ...record, description: 'It wobbles more when the door slams shut.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().fitnessMatter).toBe(true);
      expect((await storedRow(tenantsRequest))!.fitnessMatter).toBe(true);
    });

    it('is refused to the landlord (403) and to nobody signed in (401), whatever the body', async () => {
      const record = await read();
      const url = `/api/tenant/maintenance/${tenantsRequest}`;
      expect((await t.api({ method: 'PUT', url, token: landlord.token, payload: record })).statusCode).toBe(
        403,
      );
      expect((await t.api({ method: 'PUT', url, payload: record })).statusCode).toBe(401);
    });
  });

  describe("the landlord's change of a request", () => {
    const read = () =>
      readFrom(`/api/properties/${propertyId}/maintenance`, landlord.token, landlordsRequest);
    const statuses = ['in_progress', 'completed', 'denied'];

    recordContract({
      t: () => t,
      method: 'PATCH',
      url: () => `/api/maintenance/${landlordsRequest}`,
      token: () => landlord.token,
      read,
      stored: () => storedRow(landlordsRequest),
      edit: {
        field: 'status',
        value: (n) => statuses[n % statuses.length],
        isStored: (row, value) => (row as { status: string }).status === value,
      },
      readOnly: [
        ['id', 999_999],
        ['tenantId', 999_999],
        ['propertyId', 999_999],
        ['contractor', { id: 1, name: 'Dai', trade: 'plumbing' }],
        ['photos', [{ id: 1, url: '/x' }]],
        ['updatedAt', '2001-01-01T00:00:00.000Z'],
        ['isLate', true],
      ],
      text: 'notes',
      number: 'cost',
      stranger: () => otherLandlord.token,
    });

    it('stores the cost and the note sent with the whole record, and the tenant never sees the cost', async () => {
      const record = await read();
      const res = await t.api({
        method: 'PATCH',
        url: `/api/maintenance/${landlordsRequest}`,
        token: landlord.token,
        payload: { ...record, cost: 12_500, notes: 'Engineer booked for Tuesday.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await storedRow(landlordsRequest))!.cost).toBe(12_500);
      expect(res.json().history.at(-1).note).toBe('Engineer booked for Tuesday.');
      const asTenant = await readFrom('/api/tenant/maintenance', tenant.token, landlordsRequest);
      expect(asTenant.cost).toBeNull();
    });
  });

  it('has no delete: repair requests are records of the tenancy', async () => {
    const res = await t.api({
      method: 'DELETE',
      url: `/api/maintenance/${landlordsRequest}`,
      token: landlord.token,
    });
    expect(res.statusCode).toBe(404);
    expect(await storedRow(landlordsRequest)).toBeDefined();
  });
});
