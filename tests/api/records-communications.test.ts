import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communications } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { expectRefused, recordContract } from '../support/record-contract';
import { insertCommunication, insertProperty, insertTenant } from '../setup/factories';

/** CONTRACT.md §5 on PUT /api/communications/{id}: the record is an item of GET /api/communications. */
describe('a communication, read from the log and sent back whole', () => {
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
    id = (await insertCommunication(t.db, tenancy)).id;
  });
  afterAll(() => t.close());

  const read = async () => {
    const res = await t.api({
      method: 'GET',
      url: `/api/communications?tenantId=${tenancy.id}`,
      token: landlord.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).find((c) => c.id === id)!;
  };
  const stored = async () => (await t.db.select().from(communications).where(eq(communications.id, id)))[0];

  recordContract({
    t: () => t,
    method: 'PUT',
    url: () => `/api/communications/${id}`,
    token: () => landlord.token,
    read,
    stored,
    edit: {
      field: 'subject',
      value: (n) => `Boiler service, call ${n}`,
      isStored: (row, value) => (row as { subject: string }).subject === value,
    },
    readOnly: [
      ['id', 999_999],
      ['tenantId', 999_999],
      ['propertyId', 999_999],
      ['userId', 12_345],
      ['createdAt', '2001-01-01T00:00:00.000Z'],
    ],
    text: 'subject',
    date: 'date',
    stranger: () => stranger.token,
  });

  it('keeps the date it was given when the record goes back unchanged', async () => {
    const record = await read();
    const res = await t.api({
      method: 'PUT',
      url: `/api/communications/${id}`,
      token: landlord.token,
      payload: record,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(record);
  });

  it('answers a path id that is not a number 400 naming it, even with a round-trip body', async () => {
    const res = await t.api({
      method: 'PUT',
      url: '/api/communications/0x10',
      token: landlord.token,
      payload: await read(),
    });
    expectRefused(res, 'id');
  });

  it('deletes a communication outright: nothing else refers to one', async () => {
    const other = await insertCommunication(t.db, tenancy, { subject: 'To be deleted' });
    const refused = await t.api({
      method: 'DELETE',
      url: `/api/communications/${other.id}`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
    const res = await t.api({
      method: 'DELETE',
      url: `/api/communications/${other.id}`,
      token: landlord.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(communications).where(eq(communications.id, other.id))).toHaveLength(0);
  });
});
