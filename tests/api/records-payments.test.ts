import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentPayments } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract } from '../support/record-contract';
import { insertProperty, insertTenant } from '../setup/factories';

/**
 * CONTRACT.md §5 on PUT /api/payments/{id}: the record is an item of GET /api/tenants/{id}/payments
 * (or of the property's list, the same shape). `version` is the body's own: a stale one is a 409.
 */
describe('a rent payment, read from a list and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let stranger: { token: string };
  let tenancy: { id: number; propertyId: number };
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    stranger = await t.signedIn({ userType: 'landlord' });
    const property = await insertProperty(t.db, landlord.user.id);
    tenancy = await insertTenant(t.db, property.id);
    const res = await t.api({
      method: 'POST',
      url: `/api/tenants/${tenancy.id}/payments`,
      token: landlord.token,
      payload: {
        amount: 120_000,
        paymentDate: '2026-02-01',
        dueDate: '2026-02-01',
        status: 'paid',
        paymentMethod: 'bank_transfer',
        reference: 'FEB RENT',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
  });
  afterAll(() => t.close());

  const readFrom = async (url: string) => {
    const res = await t.api({ method: 'GET', url, token: landlord.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).find((p) => p.id === id)! as Record<string, unknown>;
  };
  const read = () => readFrom(`/api/tenants/${tenancy.id}/payments`);
  const stored = async () => (await t.db.select().from(rentPayments).where(eq(rentPayments.id, id)))[0];
  const put = (payload: Record<string, unknown>) =>
    t.api({ method: 'PUT', url: `/api/payments/${id}`, token: landlord.token, payload });

  recordContract({
    t: () => t,
    method: 'PUT',
    url: () => `/api/payments/${id}`,
    token: () => landlord.token,
    read,
    stored,
    edit: {
      field: 'notes',
      value: (n) => `Paid on time (${n})`,
      isStored: (row, value) => (row as { notes: string }).notes === value,
    },
    readOnly: [
      ['id', 999_999],
      ['tenantId', 999_999],
      ['propertyId', 999_999],
      ['tenantName', 'Somebody Else'],
      ['externalSource', 'bank_statement'],
      ['matchedAutomatically', true],
      ['createdAt', '2001-01-01T00:00:00.000Z'],
      ['updatedAt', '2001-01-01T00:00:00.000Z'],
    ],
    text: 'reference',
    number: 'amount',
    date: 'paymentDate',
    stranger: () => stranger.token,
  });

  it("takes back the property list's item too: it has the same shape", async () => {
    const fromProperty = await readFrom(`/api/properties/${tenancy.propertyId}/payments`);
    expect(fromProperty).toEqual(await read());
    const res = await put({ ...fromProperty, amount: 120_500 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored())!.amount).toBe(120_500);
  });

  it('answers a stale version with 409 and the current payment, and stores nothing', async () => {
    const record = await read();
    expect((await put({ ...record, notes: 'First edit' })).statusCode).toBe(200);
    const before = await stored();
    const stale = await put({ ...record, notes: 'Second edit from an old copy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.notes).toBe('First edit');
    expect(await stored()).toEqual(before);
  });

  it('still refuses a changed read-only field when the body leaves version out', async () => {
    const { version: _version, ...record } = await read();
    const before = await stored();
    const res = await put({ ...record, notes: 'Without a version', tenantId: 999_999 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty('tenantId');
    expect(await stored()).toEqual(before);
  });

  it('has no delete: payments are money records and are kept', async () => {
    const res = await t.api({ method: 'DELETE', url: `/api/payments/${id}`, token: landlord.token });
    expect(res.statusCode).toBe(404);
    expect(await stored()).toBeDefined();
  });
});
