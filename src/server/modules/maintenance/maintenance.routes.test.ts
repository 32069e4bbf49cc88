/** Repairs, the landlord's side: who may call, a property's list and moving a repair on. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENIAL_NOTE_REQUIRED, type MaintenanceRequest } from '@shared/maintenance';
import { insertProperty, insertRequest, insertTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { HOUR, maintenanceWorld } from '../../../../tests/setup/worlds/maintenance';
import { maintenanceRequests } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, other, tenant, admin, propertyId, tenancy, tenantEmail, patch, png, upload, listOf } =
  await maintenanceWorld(t);

describe('maintenance API (landlord, agency and photos)', () => {
  describe('who may call', () => {
    let id: number;
    beforeAll(async () => {
      id = (await insertRequest(t.db, tenancy)).id;
    });

    it('needs a sign-in (401)', async () => {
      expect((await t.call('GET', `/api/properties/${propertyId}/maintenance`)).statusCode).toBe(401);
      expect((await patch(id, { note: 'Hello' }, '')).statusCode).toBe(401);
      expect((await upload(id, [await png()])).statusCode).toBe(401);
    });

    it('refuses a tenant the landlord calls (403)', async () => {
      expect(
        (await t.call('GET', `/api/properties/${propertyId}/maintenance`, tenant.token)).statusCode,
      ).toBe(403);
      expect((await patch(id, { status: 'completed' }, tenant.token)).statusCode).toBe(403);
    });

    it("answers 404 to another landlord for the property's list and its requests, and changes nothing", async () => {
      const list = await t.call('GET', `/api/properties/${propertyId}/maintenance`, other.token);
      expect(list.statusCode).toBe(404);
      const res = await patch(id, { status: 'completed', notes: 'Done' }, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Maintenance request not found' });
      const [row] = await t.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
      expect(row!.status).toBe('submitted');
    });
  });

  describe('GET /api/properties/{id}/maintenance', () => {
    it('puts open fitness matters first, then open ones by target, then closed ones newest first', async () => {
      const propertyOnly = await insertProperty(t.db, landlord.user.id);
      const tenancyHere = await insertTenant(t.db, propertyOnly.id);
      const now = Date.now();
      const at = (hours: number) => new Date(now + hours * HOUR);
      const routine = await insertRequest(t.db, tenancyHere, { title: 'routine', respondBy: at(200) });
      const urgent = await insertRequest(t.db, tenancyHere, { title: 'urgent', respondBy: at(50) });
      const fitness = await insertRequest(t.db, tenancyHere, {
        title: 'fitness',
        fitnessMatter: true,
        respondBy: at(300),
      });
      const lateOne = await insertRequest(t.db, tenancyHere, { title: 'late', respondBy: at(-5) });
      const oldClosed = await insertRequest(t.db, tenancyHere, {
        title: 'old closed',
        status: 'completed',
        fitnessMatter: true,
        createdAt: at(-500),
        respondBy: at(-400),
      });
      const newClosed = await insertRequest(t.db, tenancyHere, {
        title: 'new closed',
        status: 'denied',
        createdAt: at(-10),
        respondBy: at(-1),
      });

      const res = await t.call('GET', `/api/properties/${propertyOnly.id}/maintenance`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('6');
      const list = res.json<MaintenanceRequest[]>();
      expect(list.map((r) => r.id)).toEqual([
        fitness.id,
        lateOne.id,
        urgent.id,
        routine.id,
        newClosed.id,
        oldClosed.id,
      ]);
      expect(list.map((r) => r.isLate)).toEqual([false, true, false, false, false, false]);

      const page = await t.call(
        'GET',
        `/api/properties/${propertyOnly.id}/maintenance?limit=2&offset=2`,
        landlord.token,
      );
      expect(page.headers['x-total-count']).toBe('6');
      expect(page.json<MaintenanceRequest[]>().map((r) => r.id)).toEqual([urgent.id, routine.id]);

      const adminView = await t.call('GET', `/api/properties/${propertyOnly.id}/maintenance`, admin.token);
      expect(adminView.statusCode).toBe(200);
      expect(adminView.json()).toHaveLength(6);
    });

    it('validates limit', async () => {
      const res = await t.call('GET', `/api/properties/${propertyId}/maintenance?limit=501`, landlord.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ limit: 'limit must be at most 500' });
    });
  });

  describe('PATCH /api/maintenance/{id}', () => {
    it('moves the status on with a note in the history, and e-mails the tenant', async () => {
      const row = await insertRequest(t.db, tenancy, { title: 'Boiler pressure low' });
      const before = (await t.mailsTo(tenantEmail)).length;
      const res = await patch(row.id, { status: 'in_progress', notes: 'Engineer booked for Tuesday.' });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<MaintenanceRequest>();
      expect(updated.status).toBe('in_progress');
      expect(updated.history).toEqual([
        expect.objectContaining({
          status: 'in_progress',
          note: 'Engineer booked for Tuesday.',
          byName: 'Gareth Morgan',
          byRole: 'landlord',
        }),
      ]);
      const mails = await t.mailsTo(tenantEmail);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]).toMatchObject({
        template: 'maintenance_status',
        subject: 'Repair update: Boiler pressure low is in progress',
      });
      expect(mails[0]!.textBody).toContain('Note from Gareth Morgan: Engineer booked for Tuesday.');

      // The tenant sees the same history in their portal.
      const mine = (await t.call('GET', '/api/tenant/maintenance', tenant.token)).json<
        MaintenanceRequest[]
      >();
      expect(mine.find((r) => r.id === row.id)?.history.map((e) => e.note)).toEqual([
        'Engineer booked for Tuesday.',
      ]);
    });

    it('records a note alone as an event without a status and without an e-mail', async () => {
      const row = await insertRequest(t.db, tenancy);
      const before = (await t.mailsTo(tenantEmail)).length;
      const res = await patch(row.id, { notes: 'Waiting for a part.' });
      expect(res.statusCode).toBe(200);
      expect(res.json<MaintenanceRequest>().history.map((e) => [e.status, e.note])).toEqual([
        [null, 'Waiting for a part.'],
      ]);
      expect(res.json<MaintenanceRequest>().status).toBe('submitted');
      expect(await t.mailsTo(tenantEmail)).toHaveLength(before);
    });

    it("marks an admin's change as the agency's", async () => {
      const row = await insertRequest(t.db, tenancy);
      const res = await patch(
        row.id,
        { status: 'denied', notes: 'This is the tenant’s own appliance.' },
        admin.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<MaintenanceRequest>().history[0]).toMatchObject({
        status: 'denied',
        byName: 'Agency Desk',
        byRole: 'agency',
      });
    });

    it('records the cost (shown to the landlord, hidden from the tenant) and the fitness flag', async () => {
      const row = await insertRequest(t.db, tenancy);
      const res = await patch(row.id, { cost: 18_550, fitnessMatter: true });
      expect(res.statusCode).toBe(200);
      expect(res.json<MaintenanceRequest>()).toMatchObject({
        cost: 18_550,
        fitnessMatter: true,
        history: [],
      });
      const mine = (await t.call('GET', '/api/tenant/maintenance', tenant.token)).json<
        MaintenanceRequest[]
      >();
      expect(mine.find((r) => r.id === row.id)).toMatchObject({ cost: null, fitnessMatter: true });
      const cleared = await patch(row.id, { cost: null });
      expect(cleared.json<MaintenanceRequest>().cost).toBeNull();
    });

    it('refuses nothing to change and invalid values with their messages', async () => {
      const row = await insertRequest(t.db, tenancy);
      const empty = await patch(row.id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Nothing to change');
      const bad = await patch(row.id, { status: 'fixed', cost: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ status: 'Please select a status', cost: 'Cost must be 0 or more' });
      const pennies = await patch(row.id, { cost: 10.5 });
      expect(pennies.json().errors).toEqual({ cost: 'Cost must be in whole pence' });
    });

    it('refuses to deny a repair without a note, as the tenant is told why, and changes nothing', async () => {
      const row = await insertRequest(t.db, tenancy, { title: 'Shed door' });
      const before = (await t.mailsTo(tenantEmail)).length;
      for (const note of [undefined, '', '   ']) {
        const res = await patch(row.id, { status: 'denied', ...(note === undefined ? {} : { notes: note }) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'validation_error',
          message: DENIAL_NOTE_REQUIRED,
          errors: { notes: DENIAL_NOTE_REQUIRED },
        });
      }
      expect((await listOf()).json<MaintenanceRequest[]>().find((r) => r.id === row.id)).toMatchObject({
        status: 'submitted',
        history: [],
      });
      expect(await t.mailsTo(tenantEmail)).toHaveLength(before);

      const denied = await patch(row.id, { status: 'denied', notes: 'The shed is not part of the let.' });
      expect(denied.statusCode, denied.body).toBe(200);
      // Once denied, another change (the same status sent back with a cost) needs no note again.
      expect((await patch(row.id, { status: 'denied', cost: 0 })).statusCode).toBe(200);
    });
  });
});
