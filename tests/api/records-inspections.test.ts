import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { inspections } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract } from '../support/record-contract';
import { insertProperty, insertTenant } from '../setup/factories';

/**
 * CONTRACT.md §5 on PUT /api/inspections/{id}: the record is GET /api/inspections/{id}'s answer
 * (an item of GET /api/properties/{id}/inspections), sent back whole with the version it was read at.
 */
describe('an inspection, read and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let otherLandlord: { token: string; user: { id: number } };
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    const propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    await insertTenant(t.db, propertyId);
    const [row] = await t.db
      .insert(inspections)
      .values({ propertyId, type: 'check_in', scheduledAt: new Date(Date.now() + 48 * 3600_000) })
      .returning();
    id = row!.id;
  });
  afterAll(() => t.close());

  recordContract({
    t: () => t,
    method: 'PUT',
    url: () => `/api/inspections/${id}`,
    token: () => landlord.token,
    read: async () =>
      (await t.api({ method: 'GET', url: `/api/inspections/${id}`, token: landlord.token })).json(),
    stored: async () => (await t.db.select().from(inspections).where(eq(inspections.id, id)))[0],
    edit: {
      field: 'notes',
      value: (n) => `Keys handed over, take ${n}`,
      isStored: (row, value) => (row as { notes: string }).notes === value,
    },
    readOnly: [
      ['id', 999_999],
      ['propertyId', 999_999],
      ['tenantId', 999_999],
      ['type', 'check_out'],
      ['scheduledAt', '2001-01-01T00:00:00.000Z'],
      ['tenantAgreed', true],
      ['photos', [{ id: 1, url: '/x', room: 'Kitchen', item: null, caption: null }]],
      ['reportUrl', '/api/inspections/999999/report'],
      ['completedAt', '2001-01-01T00:00:00.000Z'],
      ['createdAt', '2001-01-01T00:00:00.000Z'],
    ],
    text: 'notes',
    number: 'version',
    stranger: () => otherLandlord.token,
  });
});
