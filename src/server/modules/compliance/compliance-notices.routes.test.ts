import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentIncreaseCheck, Section173Check } from '@shared/compliance';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { maintenanceRequests } from '../../db/schema';
import { insertRequest } from '../../../../tests/setup/factories';
import { insertLettableProperty, insertTenant, tenantBody } from '../../../../tests/setup/factories';
import { uploadLandlordDoc, uploadTenancyDoc } from '../../../../tests/setup/factories';

const today = todayInLondon();
/** The day a bar of six months starting with `start` lifts (WALES.md: the corresponding date, or the day after a month end). */
const sixMonthsAfter = (start: string) => {
  const corresponding = addMonths(start, 6);
  return corresponding.slice(8) === start.slice(8) ? corresponding : addDays(corresponding, 1);
};

describe('notices API', () => {
  let t: TestApp;
  let landlord: Signed;
  let propertyId: number;
  let tenancy: { id: number; propertyId: number };
  const occupied = addMonths(today, -8);

  const s173 = async (tenantId: number, serveOn?: string) => {
    const res = await t.call(
      'GET',
      `/api/tenants/${tenantId}/notices/section-173${serveOn ? `?serveOn=${serveOn}` : ''}`,
      landlord.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Section173Check>();
  };
  const addTenancy = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', `/api/properties/${propertyId}/tenants`, landlord.token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().tenant as { id: number; propertyId: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    // The landlord is registered and licensed with Rent Smart Wales (both bar section 173 otherwise).
    for (const documentType of ['RSW_REGISTRATION', 'RSW_LICENCE'] as const) {
      const res = await uploadLandlordDoc(t, landlord.token, {
        documentType,
        issueDate: addMonths(today, -12),
        reference: 'RSW-1',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    propertyId = (await insertLettableProperty(t.db, landlord.user.id, { hasGasSupply: true })).id;
    // Created through the API, so the gas record, EICR and EPC are served to the contract-holder at once.
    tenancy = await addTenancy(
      tenantBody({
        occupationDate: occupied,
        leaseStart: occupied,
        leaseEnd: addMonths(today, 4),
        deposit: 100_000,
        depositPaidDate: occupied,
      }),
    );
  });
  afterAll(() => t.close());

  describe('GET /api/tenants/{id}/notices/section-173', () => {
    it('is blocked while the written statement (with the s.39 address) and the deposit protection are missing', async () => {
      const check = await s173(tenancy.id, today);
      expect(check.allowed).toBe(false);
      expect([...check.blockers].sort()).toEqual([
        'DEPOSIT_PROTECT',
        'LANDLORD_ADDRESS_S39',
        'WRITTEN_STATEMENT',
      ]);
      expect(check.earliestServeDate).toBe(sixMonthsAfter(occupied));
    });

    it('is allowed once the statement and the deposit protection are uploaded (copies were served on creation)', async () => {
      const statement = await uploadTenancyDoc(t, landlord.token, tenancy.id, {
        documentType: 'WRITTEN_STATEMENT',
        issueDate: occupied,
      });
      expect(statement.statusCode, statement.body).toBe(201);
      expect((await s173(tenancy.id, today)).blockers).toEqual(['DEPOSIT_PROTECT']);
      await uploadTenancyDoc(t, landlord.token, tenancy.id, {
        documentType: 'DEPOSIT_PROTECTION',
        issueDate: addDays(occupied, 5),
      });
      expect(await s173(tenancy.id, today)).toMatchObject({
        allowed: true,
        blockers: [],
        earliestServeDate: sixMonthsAfter(occupied),
        earliestEndDate: addMonths(today, 6),
      });
      // Without serveOn, the check is for today.
      expect(await s173(tenancy.id)).toMatchObject({ allowed: true, earliestEndDate: addMonths(today, 6) });
    });

    it('is blocked in the first six months from the occupation date', async () => {
      const earliest = sixMonthsAfter(occupied);
      expect(await s173(tenancy.id, addDays(earliest, -1))).toMatchObject({
        allowed: false,
        blockers: ['S173_GUARD'],
        earliestServeDate: earliest,
        earliestEndDate: addMonths(earliest, 6),
      });
      expect((await s173(tenancy.id, earliest)).allowed).toBe(true);
    });

    it('is blocked by an open repair that affects fitness for habitation, until it is done', async () => {
      const repair = await insertRequest(t.db, tenancy, { fitnessMatter: true, title: 'No heating' });
      // A repair that is not a fitness matter changes nothing.
      await insertRequest(t.db, tenancy, { fitnessMatter: false });
      expect(await s173(tenancy.id, today)).toMatchObject({ allowed: false, blockers: ['FFHH'] });
      await t.db
        .update(maintenanceRequests)
        .set({ status: 'completed' })
        .where(eq(maintenanceRequests.id, repair.id));
      expect((await s173(tenancy.id, today)).allowed).toBe(true);
    });

    it('counts six months from a late written statement (Sch 9A para 2)', async () => {
      const moved = addMonths(today, -7);
      const late = await addTenancy(
        tenantBody({ occupationDate: moved, leaseStart: moved, leaseEnd: addMonths(today, 4), deposit: 0 }),
      );
      const givenOn = addDays(moved, 40);
      await uploadTenancyDoc(t, landlord.token, late.id, {
        documentType: 'WRITTEN_STATEMENT',
        issueDate: givenOn,
      });
      const check = await s173(late.id, today);
      expect(check.earliestServeDate).toBe(sixMonthsAfter(givenOn));
      expect(check.blockers).toEqual(['S173_GUARD']);
      // No deposit was taken, so there is nothing to protect.
      expect(check.blockers).not.toContain('DEPOSIT_PROTECT');
    });

    it('is blocked during a fixed term', async () => {
      const fixed = await insertTenant(t.db, propertyId, {
        occupationDate: addMonths(today, -9),
        leaseStart: addMonths(today, -9),
        contractType: 'fixed_term',
        fixedTermEnd: addMonths(today, 3),
      });
      const check = await s173(fixed.id, today);
      expect(check.allowed).toBe(false);
      expect(check.blockers).toContain('FIXED_TERM_END');
      expect(check.earliestServeDate).toBe(addDays(addMonths(today, 3), 1));
    });
  });

  describe('GET /api/tenants/{id}/notices/rent-increase', () => {
    const rent = async (query: string) => {
      const res = await t.call(
        'GET',
        `/api/tenants/${tenancy.id}/notices/rent-increase${query}`,
        landlord.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RentIncreaseCheck>();
    };

    it('answers allowed, reasons and the earliest effective date (two months from notice served today)', async () => {
      const tooSoon = await rent(`?effectiveOn=${addMonths(today, 1)}`);
      expect(tooSoon).toMatchObject({ allowed: false, earliestEffectiveDate: addMonths(today, 2) });
      expect(tooSoon.reasons).toHaveLength(1);
      expect(tooSoon.reasons[0]).toMatch(/RHW12/);
      expect(await rent(`?effectiveOn=${addMonths(today, 2)}`)).toMatchObject({
        allowed: true,
        reasons: [],
        earliestEffectiveDate: addMonths(today, 2),
      });
      // Without a date, the answer is for the earliest one.
      expect(await rent('')).toMatchObject({ allowed: true, earliestEffectiveDate: addMonths(today, 2) });
    });
  });

  it('answers 400 for a bad date in the query', async () => {
    for (const url of [
      `/api/tenants/${tenancy.id}/notices/section-173?serveOn=2026-02-30`,
      `/api/tenants/${tenancy.id}/notices/section-173?serveOn=tomorrow`,
      `/api/tenants/${tenancy.id}/notices/rent-increase?effectiveOn=01/02/2027`,
    ]) {
      const res = await t.api({ method: 'GET', url, token: landlord.token });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toEqual([
        url.includes('serveOn') ? 'serveOn' : 'effectiveOn',
      ]);
    }
  });

  it('answers 404 for a tenancy that does not exist', async () => {
    const res = await t.call('GET', '/api/tenants/999999/notices/section-173', landlord.token);
    expect(res.statusCode).toBe(404);
  });
});
