import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, type MaintenanceRequest } from '@shared/maintenance';
import { todayInLondon } from '@shared/dates';
import { expectEachRefused } from '../../../../tests/setup/access';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { maintenanceRequests, maintenanceUpdates } from '../../db/schema';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { insertRequest, requestBody } from '../../../../tests/setup/factories';
import { NO_LONGER_CHANGEABLE } from './tenant-maintenance.service';

const HOUR = 3600_000;

describe('tenant maintenance API', () => {
  let t: TestApp;
  let landlord: Signed;
  let tenant: Signed;
  let otherTenant: Signed;
  let admin: Signed;
  let tenancy: { id: number; propertyId: number };
  let otherTenancy: { id: number; propertyId: number };

  const report = async (token: string, body: Record<string, unknown> = requestBody()) => {
    const res = await t.call('POST', '/api/tenant/maintenance', token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MaintenanceRequest>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Morgan' });
    tenant = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
    otherTenant = await t.signedIn({ userType: 'tenant', fullName: 'Owain Price' });
    admin = await t.signedIn({ userType: 'admin' });
    const property = await insertProperty(t.db, landlord.user.id, { title: 'Terraced house in Roath' });
    tenancy = await insertTenant(t.db, property.id, {
      userId: tenant.user.id,
      fullName: 'Seren Hughes',
      phone: '07700 900456',
    });
    const otherProperty = await insertProperty(t.db, landlord.user.id, { title: 'Flat in Barry' });
    otherTenancy = await insertTenant(t.db, otherProperty.id, { userId: otherTenant.user.id });
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    let requestId: number;
    beforeAll(async () => {
      requestId = (await insertRequest(t.db, tenancy)).id;
    });
    const calls = (): [string, string, unknown][] => [
      ['GET', '/api/tenant/maintenance', undefined],
      ['POST', '/api/tenant/maintenance', requestBody()],
      ['PUT', `/api/tenant/maintenance/${requestId}`, requestBody()],
    ];

    it('needs a sign-in (401)', async () => {
      await expectEachRefused(t, calls(), undefined, 401);
    });

    it('refuses landlords and admins (403): the tenant portal is for tenants', async () => {
      for (const who of [landlord, admin]) await expectEachRefused(t, calls(), who.token, 403);
    });

    it("answers 404 for another tenant's request and changes nothing", async () => {
      const res = await t.call(
        'PUT',
        `/api/tenant/maintenance/${requestId}`,
        otherTenant.token,
        requestBody(),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Maintenance request not found' });
      const [row] = await t.db
        .select()
        .from(maintenanceRequests)
        .where(eq(maintenanceRequests.id, requestId));
      expect(row!.title).toBe('Loose banister');
    });
  });

  describe('POST /api/tenant/maintenance', () => {
    it('reports a repair on the current tenancy, with the first history event and the landlord e-mailed', async () => {
      const before = Date.now();
      const created = await report(tenant.token, requestBody({ accessNotes: '  Ring twice  ' }));
      expect(created).toMatchObject({
        tenantId: tenancy.id,
        tenantName: 'Seren Hughes',
        propertyId: tenancy.propertyId,
        propertyTitle: 'Terraced house in Roath',
        title: 'Kitchen tap dripping',
        category: 'plumbing',
        priority: 'routine',
        status: 'submitted',
        accessNotes: 'Ring twice',
        fitnessMatter: false,
        contractor: null,
        cost: null,
        photos: [],
        isLate: false,
        date: todayInLondon(),
      });
      expect(created.history).toEqual([
        expect.objectContaining({
          status: 'submitted',
          note: 'Reported',
          byName: 'Seren Hughes',
          byRole: 'tenant',
        }),
      ]);
      expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      // Routine: 20 working days from the London date it was reported, to the end of that day.
      const reportedOn = todayInLondon(new Date(created.createdAt));
      expect(created.respondBy).toBe(`${addWorkingDays(reportedOn, 20)}T23:59:59.000Z`);

      const [mail] = await t.mailsTo(landlord.user.email);
      expect(mail).toMatchObject({ template: 'maintenance_reported', status: 'queued' });
      expect(mail!.subject).toBe('Routine repair reported at Terraced house in Roath: Kitchen tap dripping');
      expect(mail!.textBody).toContain('Seren Hughes has reported a repair');
      expect(mail!.textBody).toContain('Access: Ring twice');
      expect(mail!.textBody).not.toContain('fit for human habitation');
    });

    it('gives an emergency 24 hours and flags a fitness matter to the landlord', async () => {
      const created = await report(
        tenant.token,
        requestBody({
          title: 'Smell of gas',
          description: 'Strong smell of gas in the kitchen near the boiler.',
          category: 'gas',
          priority: 'emergency',
          affectsFitness: true,
        }),
      );
      expect(created.fitnessMatter).toBe(true);
      expect(new Date(created.respondBy).getTime() - new Date(created.createdAt).getTime()).toBe(24 * HOUR);
      const [mail] = await t.mailsTo(landlord.user.email);
      expect(mail!.subject).toBe(
        'Fitness for habitation: Emergency repair reported at Terraced house in Roath: Smell of gas',
      );
      expect(mail!.textBody).toContain('fit for human habitation');
    });

    it('gives urgent 5 working days', async () => {
      const created = await report(tenant.token, requestBody({ priority: 'urgent' }));
      const reportedOn = todayInLondon(new Date(created.createdAt));
      expect(created.respondBy).toBe(`${addWorkingDays(reportedOn, 5)}T23:59:59.000Z`);
    });

    it("refuses invalid input with each field's message", async () => {
      const res = await t.call('POST', '/api/tenant/maintenance', tenant.token, {
        title: 'ab',
        description: 'too short',
        category: 'roof',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: {
          title: 'Title must be at least 3 characters',
          description: 'Description must be at least 10 characters',
          category: 'Please select a category',
          priority: 'Please select a priority',
        },
      });
      const long = await t.call(
        'POST',
        '/api/tenant/maintenance',
        tenant.token,
        requestBody({ accessNotes: 'x'.repeat(1001) }),
      );
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({ accessNotes: 'Must be at most 1000 characters' });
      const extra = await t.call('POST', '/api/tenant/maintenance', tenant.token, {
        ...requestBody(),
        status: 'completed',
      });
      // A tenant cannot set the status (or anything else the schema does not name).
      expect(extra.statusCode).toBe(400);
    });

    it('answers 404 when the tenant has no current tenancy (none, or only a past one)', async () => {
      const loner = await t.signedIn({ userType: 'tenant' });
      const none = await t.call('POST', '/api/tenant/maintenance', loner.token, requestBody());
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('Active tenancy not found');
      await insertTenant(t.db, tenancy.propertyId, { userId: loner.user.id, status: 'past' });
      const past = await t.call('POST', '/api/tenant/maintenance', loner.token, requestBody());
      expect(past.statusCode).toBe(404);
    });

    it('takes a report during the notice period, on the current tenancy rather than a past one', async () => {
      const mover = await t.signedIn({ userType: 'tenant' });
      await insertTenant(t.db, otherTenancy.propertyId, {
        userId: mover.user.id,
        status: 'past',
        leaseStart: '2027-01-01',
      });
      const current = await insertTenant(t.db, tenancy.propertyId, {
        userId: mover.user.id,
        status: 'notice_given',
        leaseStart: '2025-01-01',
      });
      expect((await report(mover.token)).tenantId).toBe(current.id);
    });
  });

  describe('GET /api/tenant/maintenance', () => {
    it("lists only the tenant's own requests, newest first, with a total and an optional tenancy filter", async () => {
      const fresh = await t.signedIn({ userType: 'tenant' });
      const first = await insertTenant(t.db, tenancy.propertyId, { userId: fresh.user.id, status: 'past' });
      const second = await insertTenant(t.db, otherTenancy.propertyId, { userId: fresh.user.id });
      const old = await insertRequest(t.db, first, {
        title: 'Old one',
        createdAt: new Date('2025-03-01T10:00:00Z'),
      });
      const newer = await insertRequest(t.db, second, { title: 'New one' });
      await insertRequest(t.db, otherTenancy, { title: 'Not theirs' });

      const all = await t.call('GET', '/api/tenant/maintenance', fresh.token);
      expect(all.statusCode).toBe(200);
      expect(all.headers['x-total-count']).toBe('2');
      expect(all.json<MaintenanceRequest[]>().map((r) => r.id)).toEqual([newer.id, old.id]);

      const one = await t.call('GET', `/api/tenant/maintenance?tenancyId=${first.id}&limit=5`, fresh.token);
      expect(one.json<MaintenanceRequest[]>().map((r) => r.title)).toEqual(['Old one']);

      const page = await t.call('GET', '/api/tenant/maintenance?limit=1&offset=1', fresh.token);
      expect(page.headers['x-total-count']).toBe('2');
      expect(page.json<MaintenanceRequest[]>().map((r) => r.id)).toEqual([old.id]);

      const notTheirs = await t.call(
        'GET',
        `/api/tenant/maintenance?tenancyId=${otherTenancy.id}`,
        fresh.token,
      );
      expect(notTheirs.statusCode).toBe(404);
    });

    it('hides the cost from the tenant and marks an open request past its target as late', async () => {
      const late = await insertRequest(t.db, tenancy, {
        title: 'Late one',
        cost: 12_500,
        respondBy: new Date(Date.now() - HOUR),
      });
      const done = await insertRequest(t.db, tenancy, {
        title: 'Done one',
        status: 'completed',
        respondBy: new Date(Date.now() - HOUR),
      });
      const list = (await t.call('GET', '/api/tenant/maintenance', tenant.token)).json<
        MaintenanceRequest[]
      >();
      const byId = new Map(list.map((r) => [r.id, r]));
      expect(byId.get(late.id)).toMatchObject({ cost: null, isLate: true });
      expect(byId.get(done.id)).toMatchObject({ isLate: false });
    });
  });

  describe('PUT /api/tenant/maintenance/{id}', () => {
    it('changes a submitted request, recalculates its target and records the update', async () => {
      const created = await report(tenant.token);
      const res = await t.call(
        'PUT',
        `/api/tenant/maintenance/${created.id}`,
        tenant.token,
        requestBody({ title: 'Kitchen tap pouring', priority: 'emergency', accessNotes: null }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<MaintenanceRequest>();
      expect(updated).toMatchObject({
        title: 'Kitchen tap pouring',
        priority: 'emergency',
        accessNotes: null,
      });
      expect(new Date(updated.respondBy).getTime() - new Date(created.createdAt).getTime()).toBe(24 * HOUR);
      expect(updated.history.map((e) => [e.status, e.note])).toEqual([
        ['submitted', 'Reported'],
        [null, 'Updated the request'],
      ]);
    });

    it('refuses a change once work has started (409) and keeps the request as it was', async () => {
      const row = await insertRequest(t.db, tenancy, { status: 'in_progress' });
      const res = await t.call('PUT', `/api/tenant/maintenance/${row.id}`, tenant.token, requestBody());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: NO_LONGER_CHANGEABLE });
      const [after] = await t.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, row.id));
      expect(after!.title).toBe('Loose banister');
      const events = await t.db
        .select()
        .from(maintenanceUpdates)
        .where(eq(maintenanceUpdates.requestId, row.id));
      expect(events).toEqual([]);
    });

    it('validates the body (400) and answers 404 for a request that does not exist', async () => {
      const created = await report(tenant.token);
      const bad = await t.call(
        'PUT',
        `/api/tenant/maintenance/${created.id}`,
        tenant.token,
        requestBody({ description: 'short' }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ description: 'Description must be at least 10 characters' });
      const missing = await t.call('PUT', '/api/tenant/maintenance/999999', tenant.token, requestBody());
      expect(missing.statusCode).toBe(404);
    });
  });
});
