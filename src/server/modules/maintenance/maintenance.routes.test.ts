import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import type { MaintenanceRequest } from '@shared/maintenance';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { image, multipart, type Part } from '../../../../tests/setup/uploads';
import { PHOTO_UNSUPPORTED } from '@shared/uploads';
import { insertContractor, insertRequest } from '../../../../tests/setup/factories';
import { TOO_MANY_PHOTOS } from './maintenance-photos.service';
import { NO_LONGER_CHANGEABLE } from './tenant-maintenance.service';

const HOUR = 3600_000;

describe('maintenance API (landlord, agency and photos)', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenant: Signed;
  let otherTenant: Signed;
  let admin: Signed;
  let propertyId: number;
  let tenancy: { id: number; propertyId: number };
  let tenantEmail: string;

  const patch = (id: number, payload: unknown, token = landlord.token) =>
    t.call('PATCH', `/api/maintenance/${id}`, token, payload);
  const png = async (): Promise<Part> => ({
    name: 'file',
    filename: 'leak.png',
    contentType: 'image/png',
    data: await image('png'),
  });
  const upload = (id: number, parts: Part[], token?: string) =>
    t.api({ method: 'POST', url: `/api/maintenance/${id}/photos`, token, ...multipart(parts) });
  const listOf = async (token = landlord.token, query = '') => {
    const res = await t.call('GET', `/api/properties/${propertyId}/maintenance${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Morgan' });
    other = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
    otherTenant = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin', fullName: 'Agency Desk' });
    propertyId = (await insertProperty(t.db, landlord.user.id, { address: '4 Salisbury Road' })).id;
    const row = await insertTenant(t.db, propertyId, {
      userId: tenant.user.id,
      fullName: 'Seren Hughes',
      phone: '07700 900456',
    });
    tenancy = row;
    tenantEmail = row.email;
    const otherProperty = await insertProperty(t.db, other.user.id);
    await insertTenant(t.db, otherProperty.id, { userId: otherTenant.user.id });
  });
  afterAll(() => t.close());

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
      const res = await patch(id, { status: 'completed', note: 'Done' }, other.token);
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
      const res = await patch(row.id, { status: 'in_progress', note: 'Engineer booked for Tuesday.' });
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
      const res = await patch(row.id, { note: 'Waiting for a part.' });
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
        { status: 'denied', note: 'This is the tenant’s own appliance.' },
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
  });

  describe('assigning a contractor', () => {
    it('assigns one from the landlord’s directory and e-mails them the job with the photos attached', async () => {
      const row = await insertRequest(t.db, tenancy, {
        title: 'Leak under sink',
        description: 'Water pooling under the kitchen sink.',
        category: 'plumbing',
        accessNotes: 'Key in the safe, code from the landlord.',
      });
      expect((await upload(row.id, [await png()], tenant.token)).statusCode).toBe(201);
      const plumber = await insertContractor(t.db, landlord.user.id, {
        name: 'Dai Plumbing',
        email: 'dai@plumbing.example.test',
      });
      const res = await patch(row.id, { contractorId: plumber.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<MaintenanceRequest>().contractor).toEqual({
        id: plumber.id,
        name: 'Dai Plumbing',
        trade: 'plumbing',
      });

      const [mail] = await t.mailsTo('dai@plumbing.example.test');
      expect(mail).toMatchObject({ template: 'maintenance_job' });
      expect(mail!.subject).toBe('Routine job: Leak under sink at 4 Salisbury Road, CF24 4AA');
      expect(mail!.textBody).toContain('Water pooling under the kitchen sink.');
      expect(mail!.textBody).toContain('Access: Key in the safe, code from the landlord.');
      expect(mail!.textBody).toContain('Tenant: Seren, 07700 900456.');
      expect(mail!.textBody).not.toContain('Hughes');
      expect(mail!.textBody).not.toContain(tenantEmail);
      const [photo] = await t.db
        .select()
        .from(maintenancePhotos)
        .where(eq(maintenancePhotos.requestId, row.id));
      expect(mail!.attachments).toEqual([
        {
          filename: `repair-${row.id}-photo-1.webp`,
          contentType: 'image/webp',
          storageKey: photo!.storageKey,
        },
      ]);

      // Saying the same contractor again sends nothing new; null unassigns.
      const again = await patch(row.id, { contractorId: plumber.id });
      expect(again.statusCode).toBe(200);
      expect(await t.mailsTo('dai@plumbing.example.test')).toHaveLength(1);
      const unassigned = await patch(row.id, { contractorId: null });
      expect(unassigned.json<MaintenanceRequest>().contractor).toBeNull();
    });

    it('refuses a contractor whose required certificate has expired (409, with the reason)', async () => {
      const row = await insertRequest(t.db, tenancy, { category: 'gas' });
      const expiredOn = addDays(todayInLondon(), -1);
      const gasEngineer = await insertContractor(t.db, landlord.user.id, {
        name: 'Expired Gas Ltd',
        trade: 'gas',
        email: 'expired@gas.example.test',
        certificates: [
          { kind: 'gas_safe', expiresOn: expiredOn },
          { kind: 'insurance', expiresOn: '2099-01-01' },
        ],
      });
      const res = await patch(row.id, { contractorId: gasEngineer.id, note: 'Booked' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        message: `The Gas Safe registration expired on ${expiredOn}`,
      });
      const [after] = await t.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, row.id));
      expect(after!.contractorId).toBeNull();
      expect(await t.mailsTo('expired@gas.example.test')).toEqual([]);
      // The whole change is refused: the note did not go into the history either.
      const mine = (await t.call('GET', '/api/tenant/maintenance', tenant.token)).json<
        MaintenanceRequest[]
      >();
      expect(mine.find((r) => r.id === row.id)?.history).toEqual([]);
    });

    it("does not find another landlord's contractor (404), even for an admin on this property", async () => {
      const row = await insertRequest(t.db, tenancy);
      const theirs = await insertContractor(t.db, other.user.id);
      expect((await patch(row.id, { contractorId: theirs.id })).statusCode).toBe(404);
      expect((await patch(row.id, { contractorId: theirs.id }, admin.token)).statusCode).toBe(404);
      const ours = await insertContractor(t.db, landlord.user.id, { email: null });
      expect((await patch(row.id, { contractorId: ours.id }, admin.token)).statusCode).toBe(200);
    });
  });

  describe('photos', () => {
    it('stores a tenant’s photo re-encoded without metadata and serves it to the tenant, landlord and admin only', async () => {
      const row = await insertRequest(t.db, tenancy);
      const withExif = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secret Place' } })
        .toBuffer();
      const res = await upload(
        row.id,
        [{ name: 'file', filename: 'IMG_1.JPG', contentType: 'image/jpeg', data: withExif }],
        tenant.token,
      );
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json<{ id: number; url: string }>();
      expect(photo.url).toBe(`/api/maintenance/${row.id}/photos/${photo.id}`);

      for (const who of [tenant, landlord, admin]) {
        const file = await t.api({ method: 'GET', url: photo.url, token: who.token });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('private, max-age=3600');
        expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
        expect(file.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
      }
      for (const who of [otherTenant, other])
        expect((await t.api({ method: 'GET', url: photo.url, token: who.token })).statusCode).toBe(404);
      expect((await t.api({ method: 'GET', url: photo.url })).statusCode).toBe(401);
      // The photo is reached only through its own request.
      const elsewhere = await insertRequest(t.db, tenancy);
      const wrongPath = `/api/maintenance/${elsewhere.id}/photos/${photo.id}`;
      expect((await t.api({ method: 'GET', url: wrongPath, token: landlord.token })).statusCode).toBe(404);

      const listed = (await listOf()).json<MaintenanceRequest[]>().find((r) => r.id === row.id);
      expect(listed?.photos).toEqual([photo]);
    });

    it('judges the file by its content: text named .jpg is refused with 415', async () => {
      const row = await insertRequest(t.db, tenancy);
      const res = await upload(
        row.id,
        [
          {
            name: 'file',
            filename: 'leak.jpg',
            contentType: 'image/jpeg',
            data: Buffer.from('just some text'),
          },
        ],
        tenant.token,
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: PHOTO_UNSUPPORTED });
      const missing = await upload(row.id, [{ name: 'note', value: 'no file' }], tenant.token);
      expect(missing.statusCode).toBe(400);
      expect(
        await t.db.select().from(maintenancePhotos).where(eq(maintenancePhotos.requestId, row.id)),
      ).toEqual([]);
    });

    it('keeps at most 5 photos per request (409)', async () => {
      const row = await insertRequest(t.db, tenancy);
      for (let i = 0; i < 5; i += 1)
        expect((await upload(row.id, [await png()], tenant.token)).statusCode).toBe(201);
      const sixth = await upload(row.id, [await png()], landlord.token);
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json().message).toBe(TOO_MANY_PHOTOS);
      expect(TOO_MANY_PHOTOS).toBe('A request can have at most 5 photos');
    });

    it('lets the tenant add photos only while submitted; the landlord at any time; nobody else at all', async () => {
      const row = await insertRequest(t.db, tenancy, { status: 'in_progress' });
      const byTenant = await upload(row.id, [await png()], tenant.token);
      expect(byTenant.statusCode).toBe(409);
      expect(byTenant.json().message).toBe(NO_LONGER_CHANGEABLE);
      expect((await upload(row.id, [await png()], landlord.token)).statusCode).toBe(201);
      expect((await upload(row.id, [await png()], admin.token)).statusCode).toBe(201);
      expect((await upload(row.id, [await png()], otherTenant.token)).statusCode).toBe(404);
      expect((await upload(row.id, [await png()], other.token)).statusCode).toBe(404);
    });
  });
});
