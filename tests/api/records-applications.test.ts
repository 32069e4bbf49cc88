import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { applications } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract } from '../support/record-contract';
import { insertApplication, insertProperty } from '../setup/factories';

/**
 * CONTRACT.md §5 on PATCH /api/applications/{id}: the record is an item of GET
 * /api/properties/{id}/applications, sent back whole with the notes edited.
 */
describe('an application, read from the property’s list and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let otherLandlord: { token: string; user: { id: number } };
  let propertyId: number;
  let applicationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    propertyId = (await insertProperty(t.db, landlord.user.id, { isListed: true })).id;
    applicationId = (await insertApplication(t.db, propertyId)).id;
  });
  afterAll(() => t.close());

  const read = async () => {
    const res = await t.api({
      method: 'GET',
      url: `/api/properties/${propertyId}/applications`,
      token: landlord.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).find((r) => r.id === applicationId)! as Record<string, unknown>;
  };

  recordContract({
    t: () => t,
    method: 'PATCH',
    url: () => `/api/applications/${applicationId}`,
    token: () => landlord.token,
    read,
    stored: async () => (await t.db.select().from(applications).where(eq(applications.id, applicationId)))[0],
    edit: {
      field: 'notes',
      value: (n) => `Rang the employer, take ${n}`,
      isStored: (row, value) => (row as { notes: string | null }).notes === value,
    },
    readOnly: [
      ['id', 999_999],
      ['propertyId', 999_999],
      ['propertyTitle', 'Another home'],
      ['fullName', 'Someone Else'],
      ['email', 'someone@example.test'],
      ['annualIncome', 9_999_999],
      ['hasGuarantor', true],
      ['moveInDate', '2030-01-01'],
      ['affordability', { affordable: false }],
      ['holdingDeposit', null],
      ['tenantId', 12],
      ['rejectionReason', 'None'],
      ['createdAt', '2001-01-01T00:00:00.000Z'],
    ],
    text: 'notes',
    stranger: () => otherLandlord.token,
  });
});
