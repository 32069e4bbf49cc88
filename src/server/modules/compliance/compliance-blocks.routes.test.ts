import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentIncreaseCheck } from '@shared/compliance';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { properties, rentChanges, tenants } from '../../db/schema';
import {
  insertLettableProperty,
  insertProperty,
  insertTenant,
  makeLettable,
  propertyBody,
  tenantBody,
} from '../../../../tests/setup/factories';
import {
  insertDocument,
  uploadLandlordDoc,
  uploadPropertyDoc,
  uploadTenancyDoc,
} from '../../../../tests/setup/factories';

const today = todayInLondon();

describe('compliance blocks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const propertyRow = async (id: number) =>
    (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;

  describe('publishing a listing', () => {
    let lister: Signed;
    let propertyId: number;
    const publish = (overrides: Record<string, unknown> = {}) =>
      t.api({
        method: 'PUT',
        url: `/api/properties/${propertyId}`,
        token: lister.token,
        payload: propertyBody({ isListed: true, ...overrides }),
      });

    beforeAll(async () => {
      lister = await t.signedIn({ userType: 'landlord' });
      const created = await t.call('POST', '/api/properties', lister.token, propertyBody());
      expect(created.statusCode, created.body).toBe(201);
      propertyId = created.json().id;
    });

    it('refuses (409) to list a home without an EPC and the registration, changing nothing', async () => {
      const res = await publish({ title: 'Renamed while refused' });
      expect(res.statusCode).toBe(409);
      const body = res.json();
      expect(body.code).toBe('compliance_blocked');
      expect(Object.keys(body.errors).sort()).toEqual(['EPC_VALID', 'RSW_REGISTRATION']);
      expect(typeof body.errors.EPC_VALID).toBe('string');
      const row = await propertyRow(propertyId);
      expect(row.isListed).toBe(false);
      expect(row.title).toBe('Two-bed flat in Penarth');
    });

    it('refuses to create a home already listed, and creates nothing', async () => {
      const before = (await t.call('GET', '/api/landlord/properties', lister.token)).json().length;
      const res = await t.api({
        method: 'POST',
        url: '/api/properties',
        token: lister.token,
        payload: propertyBody({ title: 'Listed from the start', isListed: true }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('compliance_blocked');
      expect(Object.keys(res.json().errors).sort()).toEqual(['EPC_VALID', 'RSW_REGISTRATION']);
      const after = await t.call('GET', '/api/landlord/properties', lister.token);
      expect(after.json()).toHaveLength(before);
      const rows = await t.db.select().from(properties).where(eq(properties.title, 'Listed from the start'));
      expect(rows).toEqual([]);
    });

    it('refuses band F without an exemption (MEES_BAND_E), then accepts a registered exemption', async () => {
      const epc = await uploadPropertyDoc(t, lister.token, propertyId, {
        documentType: 'EPC',
        issueDate: addDays(today, -3),
        epcBand: 'F',
      });
      expect(epc.statusCode, epc.body).toBe(201);
      const res = await publish();
      expect(res.statusCode).toBe(409);
      expect(Object.keys(res.json().errors).sort()).toEqual(['MEES_BAND_E', 'RSW_REGISTRATION']);
      expect((await propertyRow(propertyId)).isListed).toBe(false);

      await uploadPropertyDoc(t, lister.token, propertyId, {
        documentType: 'MEES_EXEMPTION',
        issueDate: addDays(today, -1),
      });
      expect(Object.keys((await publish()).json().errors)).toEqual(['RSW_REGISTRATION']);
    });

    it('lists the home once it has an EPC at band C and the landlord is registered', async () => {
      await uploadPropertyDoc(t, lister.token, propertyId, {
        documentType: 'EPC',
        issueDate: today,
        epcBand: 'C',
      });
      const registered = await uploadLandlordDoc(t, lister.token, {
        documentType: 'RSW_REGISTRATION',
        issueDate: addMonths(today, -1),
        reference: 'LR-12345-67890',
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const res = await publish({ title: 'Now advertised' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isListed: true, title: 'Now advertised' });
      expect((await propertyRow(propertyId)).isListed).toBe(true);
    });
  });

  describe('starting a tenancy', () => {
    let landlord: Signed;
    beforeAll(async () => {
      landlord = await t.signedIn({ userType: 'landlord' });
    });
    const addTenancy = (propertyId: number, body: Record<string, unknown>) =>
      t.call('POST', `/api/properties/${propertyId}/tenants`, landlord.token, body);
    const tenancyRows = (propertyId: number) =>
      t.db.select().from(tenants).where(eq(tenants.propertyId, propertyId));
    const startingOn = (day: string, overrides: Record<string, unknown> = {}) =>
      tenantBody({ occupationDate: day, leaseStart: day, leaseEnd: addMonths(day, 12), ...overrides });

    it('refuses (409) a move-in today without gas record, EICR, EPC and alarms; nothing is created or e-mailed', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { hasGasSupply: true });
      for (const day of [today, addDays(today, -7)]) {
        const body = startingOn(day);
        const res = await addTenancy(id, body);
        expect(res.statusCode, day).toBe(409);
        expect(res.json().code).toBe('compliance_blocked');
        expect(Object.keys(res.json().errors).sort()).toEqual([
          'EICR_VALID',
          'EPC_VALID',
          'GAS_ANNUAL',
          'SMOKE_ALARMS',
        ]);
        expect(await t.mailsTo(body.email as string)).toEqual([]);
      }
      expect(await tenancyRows(id)).toEqual([]);
      expect((await propertyRow(id)).status).toBe('vacant');
    });

    it('leaves GAS_ANNUAL out without a gas supply, and allows the move-in once the home is lettable', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { hasGasSupply: false });
      const refused = await addTenancy(id, startingOn(today));
      expect(Object.keys(refused.json().errors).sort()).toEqual(['EICR_VALID', 'EPC_VALID', 'SMOKE_ALARMS']);
      await makeLettable(t.db, id);
      const body = startingOn(today);
      const res = await addTenancy(id, body);
      expect(res.statusCode, res.body).toBe(201);
      expect((await t.mailsTo(body.email as string, 'tenant_invitation')).length).toBe(1);
    });

    it('refuses a move-in at EPC band F without an exemption, or without a CO alarm by a combustion appliance', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, {
        smokeAlarmStoreys: 1,
        combustionRooms: [{ room: 'kitchen', hasCoAlarm: false }],
      });
      await insertDocument(t.db, id, {
        documentType: 'EICR',
        issueDate: addDays(today, -10),
        expiryDate: addMonths(today, 59),
      });
      await insertDocument(t.db, id, { documentType: 'EPC', issueDate: addDays(today, -10), epcBand: 'F' });
      const res = await addTenancy(id, startingOn(today));
      expect(res.statusCode).toBe(409);
      expect(Object.keys(res.json().errors).sort()).toEqual(['CO_ALARMS', 'MEES_BAND_E']);
      expect(res.json().errors.CO_ALARMS).toContain('Kitchen');
      expect(await tenancyRows(id)).toEqual([]);
    });

    it('allows a future occupation date, and a guarantor (who does not move in) at once', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { hasGasSupply: true });
      const future = await addTenancy(id, startingOn(addDays(today, 14)));
      expect(future.statusCode, future.body).toBe(201);
      expect(future.json().tenant).toMatchObject({
        occupationDate: addDays(today, 14),
        tenantType: 'tenant',
      });
      const guarantor = await addTenancy(
        id,
        startingOn(today, { tenantType: 'guarantor', fullName: 'Glenys Guarantor' }),
      );
      expect(guarantor.statusCode, guarantor.body).toBe(201);
      expect((await tenancyRows(id)).map((r) => r.tenantType).sort()).toEqual(['guarantor', 'tenant']);
    });
  });

  describe('raising the rent (RHW12)', () => {
    let landlord: Signed;
    beforeAll(async () => {
      landlord = await t.signedIn({ userType: 'landlord' });
    });

    async function periodicTenancy(lastRentIncreaseOn: string) {
      const { id } = await insertLettableProperty(t.db, landlord.user.id);
      const moved = addMonths(today, -30);
      const row = await insertTenant(t.db, id, {
        occupationDate: moved,
        leaseStart: moved,
        leaseEnd: addMonths(today, 6),
        rentAmount: 100_000,
        contractType: 'periodic',
        lastRentIncreaseOn,
      });
      // The starting rent, as POST /api/properties/{id}/tenants records it.
      await t.db.insert(rentChanges).values({ tenantId: row.id, amount: 100_000, effectiveFrom: moved });
      return row;
    }
    const bodyOf = (row: typeof tenants.$inferSelect, rentAmount: number, rentEffectiveFrom: string) => ({
      fullName: row.fullName,
      email: row.email,
      leaseStart: row.leaseStart,
      leaseEnd: row.leaseEnd,
      rentAmount,
      status: 'active',
      tenantType: 'tenant',
      occupationDate: row.occupationDate,
      contractType: 'periodic',
      lastRentIncreaseOn: row.lastRentIncreaseOn,
      rentEffectiveFrom,
    });
    const put = (row: typeof tenants.$inferSelect, rentAmount: number, from: string) =>
      t.call('PUT', `/api/tenants/${row.id}`, landlord.token, bodyOf(row, rentAmount, from));
    const rentOf = async (id: number) =>
      (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0]!.rentAmount;
    const changesOf = (id: number) => t.db.select().from(rentChanges).where(eq(rentChanges.tenantId, id));
    const check = async (id: number, effectiveOn: string) => {
      const res = await t.call(
        'GET',
        `/api/tenants/${id}/notices/rent-increase?effectiveOn=${effectiveOn}`,
        landlord.token,
      );
      expect(res.statusCode).toBe(200);
      return res.json<RentIncreaseCheck>();
    };

    it('refuses (409 RENT_VARIATION) a rise without two months’ notice, leaving the rent as it was', async () => {
      const row = await periodicTenancy(addMonths(today, -13));
      const res = await put(row, 110_000, addDays(today, 30));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('compliance_blocked');
      expect(Object.keys(res.json().errors)).toEqual(['RENT_VARIATION']);
      expect(await rentOf(row.id)).toBe(100_000);
      expect((await changesOf(row.id)).map((c) => c.amount)).toEqual([100_000]);
      // Without a notice on record, served today it would hold from two months on.
      expect(await check(row.id, addDays(today, 30))).toMatchObject({
        allowed: false,
        earliestEffectiveDate: addMonths(today, 2),
      });
    });

    it('allows the rise two months after an RHW12 uploaded to the tenancy', async () => {
      const row = await periodicTenancy(addMonths(today, -13));
      const noticeOn = addDays(today, -10);
      const notice = await uploadTenancyDoc(t, landlord.token, row.id, {
        documentType: 'RENT_NOTICE',
        issueDate: noticeOn,
      });
      expect(notice.statusCode, notice.body).toBe(201);
      const earliest = addMonths(noticeOn, 2);
      expect(await check(row.id, earliest)).toMatchObject({
        allowed: true,
        reasons: [],
        earliestEffectiveDate: earliest,
      });
      expect((await check(row.id, addDays(earliest, -1))).allowed).toBe(false);
      expect((await put(row, 110_000, addDays(earliest, -1))).statusCode).toBe(409);
      const res = await put(row, 110_000, earliest);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().tenant.rentAmount).toBe(110_000);
      const changes = await t.db
        .select()
        .from(rentChanges)
        .where(and(eq(rentChanges.tenantId, row.id), eq(rentChanges.amount, 110_000)));
      expect(changes.map((c) => c.effectiveFrom)).toEqual([earliest]);
      // That rise is now the last one: another cannot follow a month after it, notice or not.
      await uploadTenancyDoc(t, landlord.token, row.id, { documentType: 'RENT_NOTICE', issueDate: today });
      const again = await put(row, 120_000, addMonths(earliest, 1));
      expect(again.statusCode, again.body).toBe(409);
      expect(await rentOf(row.id)).toBe(110_000);
      expect((await check(row.id, addMonths(earliest, 1))).earliestEffectiveDate).toBe(
        addMonths(earliest, 12),
      );
    });

    it('needs twelve months since the last increase took effect, even with notice served', async () => {
      const last = addMonths(today, -6);
      const row = await periodicTenancy(last);
      await uploadTenancyDoc(t, landlord.token, row.id, {
        documentType: 'RENT_NOTICE',
        issueDate: addDays(today, -90),
      });
      const tooSoon = await put(row, 105_000, addMonths(today, 1));
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json().errors.RENT_VARIATION).toMatch(/last increase/i);
      expect(await rentOf(row.id)).toBe(100_000);
      const result = await check(row.id, addMonths(today, 1));
      expect(result).toMatchObject({ allowed: false, earliestEffectiveDate: addMonths(last, 12) });
      expect(result.reasons.length).toBeGreaterThan(0);
      const res = await put(row, 105_000, addMonths(last, 12));
      expect(res.statusCode, res.body).toBe(200);
      expect(await rentOf(row.id)).toBe(105_000);
    });

    it('allows a decrease at any time', async () => {
      const row = await periodicTenancy(addMonths(today, -1));
      const res = await put(row, 90_000, today);
      expect(res.statusCode, res.body).toBe(200);
      expect(await rentOf(row.id)).toBe(90_000);
    });
  });
});
