import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceItem, PortfolioCompliance, PropertyCompliance } from '@shared/compliance';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { insertProperty, insertTenant, tenantBody } from '../../../../tests/setup/factories';
import { insertDocument, uploadPropertyDoc } from '../../../../tests/setup/factories';
import { fiveYearsBeginningWith, itemOf, worstOf } from './compliance-test-helpers';

const today = todayInLondon();
const ITEM_KEYS = ['rule', 'subject', 'tenancyId', 'status', 'dueDate', 'documentIds', 'message', 'blocks'];

describe('compliance API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let admin: Signed;

  const get = (url: string, token?: string) => t.api({ method: 'GET', url, token });
  const propertyCompliance = async (id: number, token = landlord.token) => {
    const res = await get(`/api/properties/${id}/compliance`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PropertyCompliance>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gwen Morgan' });
    other = await t.signedIn({ userType: 'landlord', fullName: 'Huw Jenkins' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(() => t.close());

  describe('GET /api/properties/{id}/compliance', () => {
    it('lists every applicable duty in the contract shape; no gas items without a gas supply; status is the worst', async () => {
      const fresh = await t.signedIn({ userType: 'landlord' });
      const { id } = await insertProperty(t.db, fresh.user.id, { hasGasSupply: false });
      const body = await propertyCompliance(id, fresh.token);
      expect(body.propertyId).toBe(id);
      for (const item of body.items) {
        for (const key of ITEM_KEYS) expect(item, `${item.rule} has ${key}`).toHaveProperty(key);
        expect(['property', 'tenancy', 'landlord']).toContain(item.subject);
        expect(['ok', 'due_soon', 'overdue', 'missing']).toContain(item.status);
        expect(typeof item.message).toBe('string');
      }
      expect(body.items.filter((i) => i.rule.startsWith('GAS_'))).toEqual([]);
      expect(itemOf(body.items, 'EICR_VALID')).toMatchObject({
        subject: 'property',
        tenancyId: null,
        status: 'missing',
        dueDate: null,
        documentIds: [],
        blocks: ['start_tenancy'],
      });
      expect(itemOf(body.items, 'EPC_VALID')).toMatchObject({
        status: 'missing',
        blocks: ['publish_listing', 'start_tenancy'],
      });
      expect(itemOf(body.items, 'RSW_REGISTRATION')).toMatchObject({
        subject: 'landlord',
        tenancyId: null,
        status: 'missing',
        blocks: ['publish_listing', 'section_173'],
      });
      expect(body.status).toBe(worstOf(body.items.map((i) => i.status)));
      expect(body.status).toBe('missing');
    });

    it('is overdue when someone already lives in a home without its safety items', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { hasGasSupply: true });
      const tenancy = await insertTenant(t.db, id, {
        occupationDate: addDays(today, -10),
        leaseStart: addDays(today, -10),
      });
      const body = await propertyCompliance(id);
      expect(body.status).toBe('overdue');
      expect(itemOf(body.items, 'GAS_ANNUAL')).toMatchObject({
        status: 'overdue',
        dueDate: addDays(today, -10),
      });
      expect(itemOf(body.items, 'SMOKE_ALARMS').status).toBe('overdue');
      expect(itemOf(body.items, 'WRITTEN_STATEMENT', tenancy.id)).toMatchObject({
        subject: 'tenancy',
        tenancyId: tenancy.id,
        dueDate: addDays(today, 3),
        blocks: ['section_173'],
      });
    });

    it("takes a gas record's expiryDate as the deadline", async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { hasGasSupply: true });
      const res = await uploadPropertyDoc(t, landlord.token, id, {
        documentType: 'GAS',
        issueDate: addDays(today, -30),
        expiryDate: addDays(today, 200),
      });
      expect(res.statusCode, res.body).toBe(201);
      const gas = itemOf((await propertyCompliance(id)).items, 'GAS_ANNUAL');
      expect(gas).toMatchObject({
        status: 'ok',
        dueDate: addDays(today, 200),
        documentIds: [res.json().id],
        blocks: [],
      });
      // A deadline 40 days away has reached the 60-day step of the gas ladder.
      const soon = await uploadPropertyDoc(t, landlord.token, id, {
        documentType: 'GAS',
        issueDate: addDays(today, -5),
        expiryDate: addDays(today, 40),
      });
      expect(itemOf((await propertyCompliance(id)).items, 'GAS_ANNUAL')).toMatchObject({
        status: 'due_soon',
        dueDate: addDays(today, 40),
        documentIds: [soon.json().id],
      });
    });

    it("shows an EICR's expiry as the earlier of its stated date and five years beginning with the inspection", async () => {
      const { id: older } = await insertProperty(t.db, landlord.user.id);
      const issueDate = addMonths(today, -48);
      await uploadPropertyDoc(t, landlord.token, older, {
        documentType: 'EICR',
        issueDate,
        expiryDate: addMonths(today, 36),
      });
      expect(itemOf((await propertyCompliance(older)).items, 'EICR_VALID')).toMatchObject({
        status: 'ok',
        dueDate: fiveYearsBeginningWith(issueDate),
      });
      const { id: stated } = await insertProperty(t.db, landlord.user.id);
      await uploadPropertyDoc(t, landlord.token, stated, {
        documentType: 'EICR',
        issueDate: addDays(today, -30),
        expiryDate: addDays(today, 400),
      });
      expect(itemOf((await propertyCompliance(stated)).items, 'EICR_VALID').dueDate).toBe(
        addDays(today, 400),
      );
    });

    it('shows the missing items of a future tenancy as due on its occupation date', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { hasGasSupply: true });
      const moveIn = addDays(today, 20);
      const res = await t.api({
        method: 'POST',
        url: `/api/properties/${id}/tenants`,
        token: landlord.token,
        payload: tenantBody({ occupationDate: moveIn, leaseStart: moveIn, leaseEnd: addMonths(moveIn, 12) }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const tenancyId = res.json().tenant.id as number;
      const { items } = await propertyCompliance(id);
      for (const rule of ['GAS_ANNUAL', 'EICR_VALID', 'EPC_VALID', 'SMOKE_ALARMS'] as const) {
        expect(itemOf(items, rule), rule).toMatchObject({
          dueDate: moveIn,
          blocks: expect.arrayContaining(['start_tenancy']),
        });
        expect(itemOf(items, rule).status, rule).not.toBe('ok');
      }
      expect(itemOf(items, 'WRITTEN_STATEMENT', tenancyId)).toMatchObject({
        subject: 'tenancy',
        dueDate: addDays(moveIn, 13),
      });
      expect(itemOf(items, 'DEPOSIT_PROTECT', tenancyId).dueDate).toBe(addDays(moveIn, 29));
    });

    it('answers 404 for a property that does not exist and 400 for a bad id', async () => {
      expect((await get('/api/properties/999999/compliance', landlord.token)).statusCode).toBe(404);
      expect((await get('/api/properties/abc/compliance', landlord.token)).statusCode).toBe(400);
    });
  });

  describe('portfolios', () => {
    let owner: Signed;
    let homes: number[];
    let overdueHome: number;
    beforeAll(async () => {
      owner = await t.signedIn({ userType: 'landlord', fullName: 'Ceri Lloyd' });
      homes = [
        (await insertProperty(t.db, owner.user.id, { title: 'Flat in Canton' })).id,
        (await insertProperty(t.db, owner.user.id, { title: 'House in Roath', hasGasSupply: true })).id,
      ];
      overdueHome = homes[1]!;
      await insertTenant(t.db, overdueHome, {
        occupationDate: addDays(today, -40),
        leaseStart: addDays(today, -40),
      });
      await insertProperty(t.db, other.user.id, { title: 'Not theirs' });
    });

    const countsOf = (portfolio: PortfolioCompliance) => {
      const counts = { ok: 0, due_soon: 0, overdue: 0, missing: 0 };
      const seen = new Set<string>();
      for (const p of portfolio.properties)
        for (const item of p.items) {
          if (item.subject === 'landlord') {
            if (seen.has(item.rule)) continue;
            seen.add(item.rule);
          }
          counts[item.status] += 1;
        }
      return counts;
    };

    it("GET /api/landlord/compliance: the landlord's own homes, counts by status, landlord duties counted once", async () => {
      const res = await get('/api/landlord/compliance', owner.token);
      expect(res.statusCode).toBe(200);
      const body = res.json<PortfolioCompliance>();
      expect(body.properties.map((p) => [p.propertyId, p.title])).toEqual([
        [homes[0], 'Flat in Canton'],
        [homes[1], 'House in Roath'],
      ]);
      // Each home lists the landlord's registration; the counts take it once.
      for (const p of body.properties) {
        expect(p.items.filter((i: ComplianceItem) => i.rule === 'RSW_REGISTRATION')).toHaveLength(1);
        expect(p.status).toBe(worstOf(p.items.map((i) => i.status)));
      }
      expect(body.counts).toEqual(countsOf(body));
      const total = Object.values(body.counts).reduce((a, b) => a + b, 0);
      const perProperty = body.properties
        .flatMap((p) => p.items)
        .filter((i) => i.subject !== 'landlord').length;
      expect(total).toBe(perProperty + 2);
      expect(body.counts.overdue).toBeGreaterThan(0);
      expect(body.status).toBe('overdue');
    });

    it('lets an admin look at one landlord with ?landlordId=', async () => {
      const res = await get(`/api/landlord/compliance?landlordId=${owner.user.id}`, admin.token);
      expect(res.statusCode).toBe(200);
      const body = res.json<PortfolioCompliance>();
      expect(body.properties.map((p) => p.propertyId)).toEqual(homes);
      expect(body.properties.every((p) => p.landlordName === 'Ceri Lloyd')).toBe(true);
      // A landlord's ?landlordId= naming someone else changes nothing: still their own homes.
      const own = (
        await get(`/api/landlord/compliance?landlordId=${other.user.id}`, owner.token)
      ).json<PortfolioCompliance>();
      expect(own.properties.map((p) => p.propertyId)).toEqual(homes);
    });

    it('GET /api/admin/compliance: the whole agency, with landlordId and status filters', async () => {
      const all = (await get('/api/admin/compliance', admin.token)).json<PortfolioCompliance>();
      const landlordIds = new Set(all.properties.map((p) => p.landlordId));
      expect(landlordIds).toContain(owner.user.id);
      expect(landlordIds).toContain(other.user.id);
      expect(all.properties.find((p) => p.title === 'Not theirs')?.landlordName).toBe('Huw Jenkins');

      const one = (
        await get(`/api/admin/compliance?landlordId=${owner.user.id}`, admin.token)
      ).json<PortfolioCompliance>();
      expect(one.properties.map((p) => p.propertyId)).toEqual(homes);
      expect(one.properties.map((p) => p.landlordName)).toEqual(['Ceri Lloyd', 'Ceri Lloyd']);

      const overdue = (
        await get(`/api/admin/compliance?landlordId=${owner.user.id}&status=overdue`, admin.token)
      ).json<PortfolioCompliance>();
      expect(overdue.properties.map((p) => p.propertyId)).toEqual([overdueHome]);
      const missing = (
        await get(`/api/admin/compliance?landlordId=${owner.user.id}&status=missing`, admin.token)
      ).json<PortfolioCompliance>();
      expect(missing.properties.map((p) => p.propertyId)).toEqual([homes[0]]);

      const bad = await get('/api/admin/compliance?status=bad', admin.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('status');
      expect((await get('/api/admin/compliance', owner.token)).statusCode).toBe(403);
      expect((await get('/api/admin/compliance', tenantUser.token)).statusCode).toBe(403);
    });

    it('GET /api/landlord/compliance.ics: an all-day event on each dated deadline', async () => {
      const cal = await t.signedIn({ userType: 'landlord' });
      const { id } = await insertProperty(t.db, cal.user.id, {
        title: 'Calendar Cottage',
        hasGasSupply: true,
      });
      await insertDocument(t.db, id, {
        documentType: 'GAS',
        issueDate: addDays(today, -10),
        expiryDate: addDays(today, 90),
      });
      await insertDocument(t.db, id, {
        documentType: 'EICR',
        issueDate: addDays(today, -10),
        expiryDate: addDays(today, 500),
      });
      const res = await get('/api/landlord/compliance.ics', cal.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      const text = res.body;
      expect(text).toContain('BEGIN:VCALENDAR');
      const portfolio = (await get('/api/landlord/compliance', cal.token)).json<PortfolioCompliance>();
      const dated = portfolio.properties.flatMap((p) => p.items).filter((i) => i.dueDate);
      expect(dated.length).toBeGreaterThanOrEqual(2);
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(dated.length);
      const ymd = (d: string) => d.replaceAll('-', '');
      expect(text).toContain(`DTSTART;VALUE=DATE:${ymd(addDays(today, 90))}`);
      expect(text).toContain(`DTSTART;VALUE=DATE:${ymd(addDays(today, 500))}`);
      expect(text).toContain('Calendar Cottage: Annual gas safety check');
      // An empty portfolio is still a calendar, with no events.
      const empty = await t.signedIn({ userType: 'landlord' });
      const none = await get('/api/landlord/compliance.ics', empty.token);
      expect(none.statusCode).toBe(200);
      expect(none.body).not.toContain('BEGIN:VEVENT');
    });
  });
});
