import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, todayInLondon } from '@shared/dates';
import { documents } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract } from '../support/record-contract';
import { insertDocument, insertProperty, insertTenant } from '../setup/factories';

/**
 * CONTRACT.md §5 on PUT /api/documents/{id}: the record is an item of GET
 * /api/properties/{id}/documents or GET /api/tenants/{id}/documents (the same shape).
 */
describe('a document, read from its list and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let stranger: { token: string };
  let propertyId: number;
  let tenancyId: number;
  let licenceId: number;
  let statementId: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    stranger = await t.signedIn({ userType: 'landlord' });
    propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    tenancyId = (await insertTenant(t.db, propertyId)).id;
    licenceId = (
      await insertDocument(t.db, propertyId, {
        documentType: 'HMO_LICENCE',
        issueDate: '2025-06-01',
        expiryDate: '2030-05-31',
        reference: 'HMO/2025/001',
      })
    ).id;
    statementId = (
      await insertDocument(t.db, propertyId, {
        documentType: 'WRITTEN_STATEMENT',
        issueDate: '2026-01-01',
        tenantId: tenancyId,
      })
    ).id;
  });
  afterAll(() => t.close());

  const readFrom = async (url: string, id: number) => {
    const res = await t.api({ method: 'GET', url, token: landlord.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).find((d) => d.id === id)! as Record<string, unknown>;
  };
  const storedRow = async (id: number) =>
    (await t.db.select().from(documents).where(eq(documents.id, id)))[0];

  describe("a property's HMO licence", () => {
    recordContract({
      t: () => t,
      method: 'PUT',
      url: () => `/api/documents/${licenceId}`,
      token: () => landlord.token,
      read: () => readFrom(`/api/properties/${propertyId}/documents`, licenceId),
      stored: () => storedRow(licenceId),
      edit: {
        field: 'maxOccupants',
        value: (n) => 4 + n,
        isStored: (row, value) => (row as { maxOccupants: number }).maxOccupants === value,
      },
      readOnly: [
        ['id', 999_999],
        ['propertyId', 999_999],
        ['tenantId', 12_345],
        ['fileUrl', '/api/documents/999999/file'],
        ['fileName', 'other.pdf'],
        ['fileSize', 1],
        ['fileType', 'image/png'],
        ['createdAt', '2001-01-01T00:00:00.000Z'],
        ['updatedAt', '2001-01-01T00:00:00.000Z'],
      ],
      text: 'title',
      number: 'maxOccupants',
      date: 'issueDate',
      stranger: () => stranger.token,
    });
  });

  describe("a tenancy's written statement", () => {
    recordContract({
      t: () => t,
      method: 'PUT',
      url: () => `/api/documents/${statementId}`,
      token: () => landlord.token,
      read: () => readFrom(`/api/tenants/${tenancyId}/documents`, statementId),
      stored: () => storedRow(statementId),
      edit: {
        field: 'sharedWithTenant',
        value: (n) => n % 2 === 1,
        isStored: (row, value) => (row as { sharedWithTenant: boolean }).sharedWithTenant === value,
      },
      readOnly: [
        ['tenantId', 999_999],
        ['propertyId', 999_999],
      ],
      text: 'notes',
      date: 'expiryDate',
      stranger: () => stranger.token,
    });
  });

  describe('deleting a document', () => {
    it('answers 409 for a gas safety record that must still be kept, and deletes nothing', async () => {
      const gas = await insertDocument(t.db, propertyId, {
        documentType: 'GAS',
        issueDate: addMonths(todayInLondon(), -3),
        expiryDate: addMonths(todayInLondon(), 9),
      });
      const res = await t.api({ method: 'DELETE', url: `/api/documents/${gas.id}`, token: landlord.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/at least 2 years/);
      expect(await storedRow(gas.id)).toBeDefined();
    });

    it("deletes another document with its records of copies served (by design), and 404s another landlord's", async () => {
      const other = await insertDocument(t.db, propertyId, {
        documentType: 'OTHER',
        issueDate: '2026-01-01',
      });
      const refused = await t.api({
        method: 'DELETE',
        url: `/api/documents/${other.id}`,
        token: stranger.token,
      });
      expect(refused.statusCode).toBe(404);
      const res = await t.api({ method: 'DELETE', url: `/api/documents/${other.id}`, token: landlord.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(await storedRow(other.id)).toBeUndefined();
    });
  });
});
