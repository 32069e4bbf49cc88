import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deduction } from '@shared/deductions';
import { expectEachRefused } from '../../../../tests/setup/access';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { statementDeductions } from '../../db/schema';
import { insertProperty, signedInPeople } from '../../../../tests/setup/factories';
import { ONLY_AGENCY_DEDUCTS } from './deductions.service';

const body = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-10-14',
  description: 'Boiler repair',
  amount: 12_000,
  ...overrides,
});

async function pdfText(raw: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(raw));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('agency deductions API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let admin: Signed;
  let propertyId: number;

  const rowsOf = (id: number) =>
    t.db.select().from(statementDeductions).where(eq(statementDeductions.propertyId, id));
  const addAsAdmin = async (id: number, overrides: Record<string, unknown> = {}) => {
    const res = await t.call('POST', `/api/properties/${id}/deductions`, admin.token, body(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<Deduction>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({
      landlord,
      otherLandlord: other,
      tenant: tenantUser,
      admin,
    } = await signedInPeople(t, { landlord: { fullName: 'Eleri Vaughan' } }));
    propertyId = (await insertProperty(t.db, landlord.user.id, { title: 'Bay View Flat' })).id;
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    let deductionId: number;
    beforeAll(async () => {
      deductionId = (await addAsAdmin(propertyId, { description: 'Who may call' })).id;
    });
    const calls = (): [string, string, unknown][] => [
      ['GET', `/api/properties/${propertyId}/deductions`, undefined],
      ['POST', `/api/properties/${propertyId}/deductions`, body()],
      ['DELETE', `/api/deductions/${deductionId}`, undefined],
    ];

    it('needs a sign-in (401)', async () => {
      await expectEachRefused(t, calls(), undefined, 401);
    });

    it('refuses a tenant (403)', async () => {
      await expectEachRefused(t, calls(), tenantUser.token, 403);
    });

    it('refuses the landlord adding or removing (403): the agency charges deductions', async () => {
      const before = await rowsOf(propertyId);
      for (const [method, url, payload] of calls().slice(1)) {
        const res = await t.call(method as 'POST', url, landlord.token, payload);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden', message: ONLY_AGENCY_DEDUCTS });
      }
      // Refused before the body is read: a bad body is still a 403, not a form to fix.
      const invalid = await t.call('POST', `/api/properties/${propertyId}/deductions`, landlord.token, {
        amount: 0,
      });
      expect(invalid.statusCode).toBe(403);
      expect(await rowsOf(propertyId)).toEqual(before);
    });

    it("answers 404 for another landlord's property", async () => {
      const res = await t.call('GET', `/api/properties/${propertyId}/deductions`, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    });

    it('answers 404 to an admin for an unknown property or deduction, and stores nothing', async () => {
      const post = await t.call('POST', '/api/properties/999999/deductions', admin.token, body());
      expect(post.statusCode).toBe(404);
      expect(await rowsOf(999_999)).toEqual([]);
      const del = await t.call('DELETE', '/api/deductions/999999', admin.token);
      expect(del.statusCode).toBe(404);
      expect(del.json().code).toBe('not_found');
    });
  });

  describe('validation', () => {
    it.each([
      [0, 'Amount must be at least 1p'],
      [-1, 'Amount must be at least 1p'],
      [1.5, 'Amount must be in whole pence'],
      ['10', 'Amount must be at least 1p'],
      [undefined, 'Amount must be at least 1p'],
    ])('refuses an amount of %j with the field message and stores nothing', async (amount, message) => {
      const property = await insertProperty(t.db, landlord.user.id);
      const res = await t.call('POST', `/api/properties/${property.id}/deductions`, admin.token, {
        ...body(),
        amount,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.amount).toBe(message);
      expect(await rowsOf(property.id)).toEqual([]);
    });

    it.each([
      [undefined, 'Description must be at least 2 characters'],
      ['  x  ', 'Description must be at least 2 characters'],
      ['a'.repeat(201), 'Description must be at most 200 characters'],
    ])('refuses a description of %j', async (description, message) => {
      const res = await t.call('POST', `/api/properties/${propertyId}/deductions`, admin.token, {
        ...body(),
        description,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.description).toBe(message);
    });

    it('refuses a missing or impossible date and unknown fields', async () => {
      const url = `/api/properties/${propertyId}/deductions`;
      for (const date of [undefined, '', '2026-02-30', '14/10/2026']) {
        const res = await t.call('POST', url, admin.token, { ...body(), date });
        expect(res.statusCode, String(date)).toBe(400);
        expect(res.json().errors.date).toBe('Date is required');
      }
      const extra = await t.call('POST', url, admin.token, { ...body(), createdBy: landlord.user.id });
      expect(extra.statusCode).toBe(400);
    });
  });

  describe('adding, listing, the statement and removing', () => {
    it('lists newest first with paging and the full count in X-Total-Count', async () => {
      const property = await insertProperty(t.db, landlord.user.id);
      const url = `/api/properties/${property.id}/deductions`;
      const empty = await t.call('GET', url, landlord.token);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);
      expect(empty.headers['x-total-count']).toBe('0');

      const june = await addAsAdmin(property.id, { date: '2026-06-03', description: 'Locksmith' });
      const august = await addAsAdmin(property.id, { date: '2026-08-20', description: 'Gutter clearing' });
      const july = await addAsAdmin(property.id, { date: '2026-07-11', description: 'Gas safety check' });

      const all = await t.call('GET', url, landlord.token);
      expect(all.json<Deduction[]>().map((d) => d.id)).toEqual([august.id, july.id, june.id]);
      expect(all.headers['x-total-count']).toBe('3');

      const second = await t.call('GET', `${url}?limit=1&offset=1`, landlord.token);
      expect(second.json<Deduction[]>().map((d) => d.id)).toEqual([july.id]);
      expect(second.headers['x-total-count']).toBe('3');
      const past = await t.call('GET', `${url}?limit=1&offset=10`, landlord.token);
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('3');
      expect((await t.call('GET', `${url}?limit=0`, landlord.token)).statusCode).toBe(400);
    });

    it('an admin adds one, the landlord sees it and on the statement; removed, it is gone from both', async () => {
      const property = await insertProperty(t.db, landlord.user.id, { title: 'Harbour Cottage' });
      const res = await t.call('POST', `/api/properties/${property.id}/deductions`, admin.token, {
        date: '2026-09-14',
        description: '  Roof repair (Tŷ Roofing)  ',
        amount: 34_567,
      });
      expect(res.statusCode).toBe(201);
      const added = res.json<Deduction>();
      expect(added).toEqual({
        id: expect.any(Number),
        propertyId: property.id,
        date: '2026-09-14',
        description: 'Roof repair (Tŷ Roofing)',
        amount: 34_567,
        createdAt: expect.any(String),
      });
      const [row] = await rowsOf(property.id);
      expect(row?.createdBy).toBe(admin.user.id);

      const listed = await t.call('GET', `/api/properties/${property.id}/deductions`, landlord.token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([added]);

      const statement = async () => {
        const pdf = await t.call('GET', '/api/landlord/statements?month=2026-09', landlord.token);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        return pdfText(pdf.rawPayload);
      };
      const withDeduction = await statement();
      expect(withDeduction).toContain('Harbour Cottage');
      expect(withDeduction).toContain('Roof repair (Tŷ Roofing)');
      expect(withDeduction).toContain('-£345.67');

      const removed = await t.call('DELETE', `/api/deductions/${added.id}`, admin.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'Deduction removed.' });
      expect(await rowsOf(property.id)).toEqual([]);
      expect(
        (await t.call('GET', `/api/properties/${property.id}/deductions`, landlord.token)).json(),
      ).toEqual([]);
      const without = await statement();
      expect(without).not.toContain('Roof repair');
      expect(without).not.toContain('-£345.67');

      const again = await t.call('DELETE', `/api/deductions/${added.id}`, admin.token);
      expect(again.statusCode).toBe(404);
    });
  });
});
