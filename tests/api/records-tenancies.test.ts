import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentPayments, tenants } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract } from '../support/record-contract';
import { insertProperty, insertRequest, insertTenant } from '../setup/factories';

/** CONTRACT.md §5 on PUT /api/tenants/{id}: the record is an item of GET /api/properties/{id}/tenants. */
describe('a tenancy, read from its property and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let stranger: { token: string };
  let propertyId: number;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    stranger = await t.signedIn({ userType: 'landlord' });
    propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    id = (await insertTenant(t.db, propertyId, { phone: '07700 900456' })).id;
  });
  afterAll(() => t.close());

  const read = async () => {
    const res = await t.api({
      method: 'GET',
      url: `/api/properties/${propertyId}/tenants`,
      token: landlord.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).find((c) => c.id === id)!;
  };
  const stored = async () => (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0];

  recordContract({
    t: () => t,
    method: 'PUT',
    url: () => `/api/tenants/${id}`,
    token: () => landlord.token,
    read,
    stored,
    edit: {
      field: 'fullName',
      value: (n) => `Seren Hughes ${'I'.repeat(n)}`,
      isStored: (row, value) => (row as { fullName: string }).fullName === value,
    },
    readOnly: [
      ['id', 999_999],
      ['propertyId', 999_999],
      ['userId', 12_345],
      ['createdAt', '2001-01-01T00:00:00.000Z'],
      ['paymentReference', 'SOMEONE-ELSE'],
    ],
    text: 'fullName',
    number: 'rentAmount',
    date: 'leaseStart',
    stranger: () => stranger.token,
  });

  it('refuses a deposit that is not a JSON integer of pence', async () => {
    for (const deposit of [true, '16', '0x10', 1.5]) {
      const res = await t.api({
        method: 'PUT',
        url: `/api/tenants/${id}`,
        token: landlord.token,
        payload: { ...(await read()), deposit },
      });
      expect(res.statusCode, JSON.stringify(deposit)).toBe(400);
      expect(res.json().errors).toHaveProperty('deposit');
    }
  });

  describe('deleting a tenancy', () => {
    it('answers 409 naming the repair requests that refer to it, and deletes nothing', async () => {
      const tenancy = await insertTenant(t.db, propertyId);
      await insertRequest(t.db, tenancy);
      const res = await t.api({ method: 'DELETE', url: `/api/tenants/${tenancy.id}`, token: landlord.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/repair requests still refer to it/);
      const [row] = await t.db.select().from(tenants).where(eq(tenants.id, tenancy.id));
      expect(row!.status).toBe('active');
    });

    it('keeps a tenancy with rent records as past (by design), and deletes one with none', async () => {
      const kept = await insertTenant(t.db, propertyId);
      await t.db.insert(rentPayments).values({
        tenantId: kept.id,
        propertyId,
        amount: 120_000,
        paymentDate: '2026-01-01',
        dueDate: '2026-01-01',
        status: 'paid',
        externalSource: 'manual',
      });
      const ended = await t.api({ method: 'DELETE', url: `/api/tenants/${kept.id}`, token: landlord.token });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json().ended).toBe(true);
      expect((await t.db.select().from(tenants).where(eq(tenants.id, kept.id)))[0]!.status).toBe('past');

      const bare = await insertTenant(t.db, propertyId);
      const removed = await t.api({
        method: 'DELETE',
        url: `/api/tenants/${bare.id}`,
        token: landlord.token,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await t.db.select().from(tenants).where(eq(tenants.id, bare.id))).toHaveLength(0);
    });

    it("answers 404 for another landlord's tenancy", async () => {
      const res = await t.api({ method: 'DELETE', url: `/api/tenants/${id}`, token: stranger.token });
      expect(res.statusCode).toBe(404);
    });
  });
});
