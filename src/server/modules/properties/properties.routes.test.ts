import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertySummary } from '@shared/properties';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { documents, properties, propertyPhotos, rentPayments } from '../../db/schema';
import { insertProperty, insertTenant, propertyBody } from '../../../../tests/setup/factories';
import { image, multipart } from '../../../../tests/setup/uploads';
import { ARCHIVED_MESSAGE, DELETED_MESSAGE } from './properties.service';

describe('properties API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenant: Signed;
  let admin: Signed;

  const row = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    other = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    let own: number;
    beforeAll(async () => {
      own = (await insertProperty(t.db, landlord.user.id)).id;
    });
    const calls = (): [string, string, unknown][] => [
      ['GET', '/api/landlord/properties', undefined],
      ['GET', '/api/landlord/properties/summary', undefined],
      ['GET', `/api/properties/${own}`, undefined],
      ['POST', '/api/properties', propertyBody()],
      ['PUT', `/api/properties/${own}`, propertyBody()],
      ['DELETE', `/api/properties/${own}`, undefined],
      ['POST', `/api/properties/${own}/restore`, undefined],
    ];
    it('answers 401 when signed out', async () => {
      for (const [method, url, payload] of calls()) {
        const res = await t.call(method as 'GET', url, undefined, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe('unauthenticated');
      }
    });
    it('answers 403 to a tenant, even with a bad body', async () => {
      for (const [method, url, payload] of calls()) {
        const res = await t.call(method as 'GET', url, tenant.token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      expect((await t.call('POST', '/api/properties', tenant.token, { title: 'x' })).statusCode).toBe(403);
      expect((await row(own))?.archivedAt).toBeNull();
    });
    it("answers 404 for another landlord's property, and a missing one", async () => {
      for (const [method, url, payload] of [
        ['GET', `/api/properties/${own}`, undefined],
        ['PUT', `/api/properties/${own}`, propertyBody()],
        ['DELETE', `/api/properties/${own}`, undefined],
      ] as const) {
        const res = await t.call(method, url, other.token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found', message: 'Property not found' });
      }
      expect((await t.call('GET', '/api/properties/999999', landlord.token)).statusCode).toBe(404);
      expect((await t.call('GET', '/api/properties/abc', landlord.token)).statusCode).toBe(400);
      expect(await row(own)).toMatchObject({ title: 'Terraced house', archivedAt: null });
    });
    it('lets only an admin restore (403 for the landlord)', async () => {
      expect((await t.call('POST', `/api/properties/${own}/restore`, landlord.token)).statusCode).toBe(403);
    });
  });

  describe('POST /api/properties', () => {
    it('creates the property for the signed-in landlord, in pence, with defaults', async () => {
      const res = await t.call('POST', '/api/properties', landlord.token, {
        ...propertyBody({ price: 123456 }),
        storeys: 3,
        hasGasSupply: true,
        smokeAlarmStoreys: 3,
        combustionRooms: [
          { room: 'kitchen', hasCoAlarm: true },
          { room: 'living_room', hasCoAlarm: false },
          { room: 'kitchen', hasCoAlarm: true },
        ],
        epcBand: 'C',
        hmoOccupants: 5,
        hmoHouseholds: 2,
        isListed: false,
        listingDescription: 'Available now.',
        availableFrom: '2026-09-01',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json<Property>();
      expect(body).toMatchObject({
        landlordId: landlord.user.id,
        price: 123456,
        postcode: 'CF64 3DH',
        status: 'vacant',
        // One entry per room; the checkboxes SPEC.md shows are what the detail says.
        combustionRooms: [
          { room: 'kitchen', hasCoAlarm: true },
          { room: 'living_room', hasCoAlarm: false },
        ],
        hasSmokeAlarms: true,
        hasCOAlarms: false,
        epcBand: 'C',
        storeys: 3,
        smokeAlarmStoreys: 3,
        hmoOccupants: 5,
        hmoHouseholds: 2,
        isListed: false,
        availableFrom: '2026-09-01',
        archivedAt: null,
        photos: [],
      });
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
      expect(await row(body.id)).toMatchObject({ landlordId: landlord.user.id, price: 123456 });
    });

    it('refuses fields a caller may not set', async () => {
      for (const field of [
        { landlordId: other.user.id },
        { id: 5 },
        { createdAt: '2020-01-01T00:00:00Z' },
        { archivedAt: null },
      ]) {
        const res = await t.call('POST', '/api/properties', landlord.token, { ...propertyBody(), ...field });
        expect(res.statusCode, JSON.stringify(field)).toBe(400);
        expect(res.json().message).toContain(Object.keys(field)[0]);
      }
    });

    it.each([
      ['title', 'ab', 'Title must be at least 3 characters'],
      ['title', undefined, 'Title must be at least 3 characters'],
      ['address', '1 Rd', 'Address must be at least 5 characters'],
      ['city', 'C', 'City must be at least 2 characters'],
      ['postcode', 'CF1', 'Postcode must be at least 5 characters'],
      ['postcode', 'CF10 1AA 1234', 'Postcode must be at most 10 characters'],
      ['description', 'Too short', 'Description must be at least 10 characters'],
      ['bedroomCount', -1, 'Bedrooms must be 0 or more'],
      ['bedroomCount', 'many', 'Bedrooms must be 0 or more'],
      ['bathroomCount', 0, 'Bathrooms must be at least 1'],
      ['price', 0, 'Monthly rent must be at least £0.01'],
      ['price', 12.5, 'Monthly rent must be at least £0.01'],
      ['squareFeet', 0, 'Square feet must be at least 1'],
      ['status', 'sold', 'Status must be vacant, occupied or under offer'],
      ['availableFrom', '2026-02-30', 'Available from must be a valid date'],
      ['storeys', 0, 'Storeys must be at least 1'],
      ['epcBand', 'H', 'EPC band must be A to G'],
      ['hmoOccupants', -1, 'Occupants must be 0 or more'],
      ['hmoHouseholds', -2, 'Households must be 0 or more'],
    ])('refuses %s = %j with "%s"', async (field, value, message) => {
      const res = await t.call('POST', '/api/properties', landlord.token, {
        ...propertyBody(),
        [field]: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('takes bedrooms 0 and an empty square feet', async () => {
      const res = await t.call('POST', '/api/properties', landlord.token, {
        ...propertyBody({ bedroomCount: 0 }),
        squareFeet: '',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ bedroomCount: 0, squareFeet: null });
    });

    it('refuses landlordId in the query from a landlord', async () => {
      const res = await t.call(
        'POST',
        `/api/properties?landlordId=${other.user.id}`,
        landlord.token,
        propertyBody(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ landlordId: 'landlordId cannot be set' });
    });

    it('lets an admin create for an approved landlord named by ?landlordId, and only that', async () => {
      const none = await t.call('POST', '/api/properties', admin.token, propertyBody());
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ landlordId: 'Choose the landlord this property belongs to' });
      const pending = await t.createUser({ userType: 'landlord', status: 'pending' });
      for (const id of [tenant.user.id, pending.id, 999999]) {
        const res = await t.call('POST', `/api/properties?landlordId=${id}`, admin.token, propertyBody());
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ landlordId: 'landlordId must name an approved landlord' });
      }
      const ok = await t.call(
        'POST',
        `/api/properties?landlordId=${other.user.id}`,
        admin.token,
        propertyBody({ title: 'Made by admin' }),
      );
      expect(ok.statusCode).toBe(201);
      expect(ok.json().landlordId).toBe(other.user.id);
    });
  });

  describe('GET /api/landlord/properties', () => {
    let mine: Signed;
    beforeAll(async () => {
      mine = await t.signedIn({ userType: 'landlord' });
      await insertProperty(t.db, mine.user.id, {
        title: 'Oldest cottage',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
      await insertProperty(t.db, mine.user.id, {
        title: 'Middle flat',
        address: '9 Wellfield Road',
        postcode: 'CF24 3PB',
        createdAt: new Date('2025-02-01T00:00:00Z'),
      });
      await insertProperty(t.db, mine.user.id, {
        title: '100% new_build',
        address: '1 Bay Street',
        postcode: 'CF10 5AL',
        createdAt: new Date('2025-03-01T00:00:00Z'),
      });
      await insertProperty(t.db, mine.user.id, {
        title: 'Archived house',
        archivedAt: new Date(),
        createdAt: new Date('2025-04-01T00:00:00Z'),
      });
      await insertProperty(t.db, other.user.id, { title: 'Somebody else' });
    });
    const titles = (res: { json: () => Property[] }) => res.json().map((p) => p.title);

    it("lists the actor's own non-archived properties, newest first, with the total", async () => {
      const res = await t.call('GET', '/api/landlord/properties', mine.token);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual(['100% new_build', 'Middle flat', 'Oldest cottage']);
      expect(res.headers['x-total-count']).toBe('3');
    });

    it('searches title, address and postcode case-insensitively, with % and _ taken literally', async () => {
      expect(titles(await t.call('GET', '/api/landlord/properties?search=COTTAGE', mine.token))).toEqual([
        'Oldest cottage',
      ]);
      expect(titles(await t.call('GET', '/api/landlord/properties?search=wellfield', mine.token))).toEqual([
        'Middle flat',
      ]);
      expect(titles(await t.call('GET', '/api/landlord/properties?search=cf10%205', mine.token))).toEqual([
        '100% new_build',
      ]);
      expect(titles(await t.call('GET', '/api/landlord/properties?search=%25', mine.token))).toEqual([
        '100% new_build',
      ]);
      expect(titles(await t.call('GET', '/api/landlord/properties?search=_', mine.token))).toEqual([
        '100% new_build',
      ]);
      const none = await t.call('GET', '/api/landlord/properties?search=somebody', mine.token);
      expect(none.json()).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
    });

    it('pages with limit and offset, and refuses bad values', async () => {
      const page = await t.call('GET', '/api/landlord/properties?limit=2&offset=1', mine.token);
      expect(titles(page)).toEqual(['Middle flat', 'Oldest cottage']);
      expect(page.headers['x-total-count']).toBe('3');
      const past = await t.call('GET', '/api/landlord/properties?offset=10', mine.token);
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('3');
      const bad = await t.call('GET', '/api/landlord/properties?limit=501', mine.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ limit: 'limit must be at most 500' });
    });

    it('lists the archived ones on ?archived=true', async () => {
      expect(titles(await t.call('GET', '/api/landlord/properties?archived=true', mine.token))).toEqual([
        'Archived house',
      ]);
    });

    it("gives an admin every landlord's properties", async () => {
      const res = await t.call('GET', '/api/landlord/properties?limit=500', admin.token);
      expect(titles(res)).toEqual(expect.arrayContaining(['Somebody else', 'Middle flat']));
      expect(titles(res)).not.toContain('Archived house');
    });

    it("includes each property's photos in order", async () => {
      const [first] = (await t.call('GET', '/api/landlord/properties', mine.token)).json<Property[]>();
      for (const alt of ['Front', 'Kitchen']) {
        const up = await t.api({
          method: 'POST',
          url: `/api/properties/${first!.id}/photos`,
          token: mine.token,
          ...multipart([
            { name: 'altText', value: alt },
            { name: 'file', filename: 'a.png', contentType: 'image/png', data: await image('png') },
          ]),
        });
        expect(up.statusCode).toBe(201);
      }
      const [listed] = (await t.call('GET', '/api/landlord/properties', mine.token)).json<Property[]>();
      expect(listed!.photos.map((p) => [p.altText, p.isCover])).toEqual([
        ['Front', true],
        ['Kitchen', false],
      ]);
      expect(listed!.photos[0]!.url).toBe(`/api/photos/${listed!.photos[0]!.id}/file`);
      expect(JSON.stringify(listed)).not.toContain('.webp');
    });
  });

  describe('GET /api/landlord/properties/summary', () => {
    it('counts the four cards for the actor only, without archived properties', async () => {
      const mine = await t.signedIn({ userType: 'landlord' });
      await insertProperty(t.db, mine.user.id, { status: 'occupied', price: 100_050 });
      await insertProperty(t.db, mine.user.id, { status: 'occupied', price: 50_000 });
      await insertProperty(t.db, mine.user.id, { status: 'vacant', price: 70_000 });
      await insertProperty(t.db, mine.user.id, { status: 'under_offer', price: 80_000 });
      await insertProperty(t.db, mine.user.id, { status: 'occupied', price: 99_999, archivedAt: new Date() });
      await insertProperty(t.db, other.user.id, { status: 'occupied', price: 99_999 });
      const res = await t.call('GET', '/api/landlord/properties/summary', mine.token);
      expect(res.statusCode).toBe(200);
      expect(res.json<PropertySummary>()).toEqual({
        totalProperties: 4,
        occupied: 2,
        vacant: 1,
        monthlyRent: 150_050,
      });
      const empty = await t.signedIn({ userType: 'landlord' });
      expect((await t.call('GET', '/api/landlord/properties/summary', empty.token)).json()).toEqual({
        totalProperties: 0,
        occupied: 0,
        vacant: 0,
        monthlyRent: 0,
      });
      const all = (
        await t.call('GET', '/api/landlord/properties/summary', admin.token)
      ).json<PropertySummary>();
      expect(all.totalProperties).toBeGreaterThanOrEqual(5);
    });
  });

  describe('GET and PUT /api/properties/{id}', () => {
    it('reads and updates the whole property; an admin reaches any', async () => {
      const created = (
        await t.call('POST', '/api/properties', landlord.token, propertyBody())
      ).json<Property>();
      expect((await t.call('GET', `/api/properties/${created.id}`, landlord.token)).json()).toEqual(created);
      expect((await t.call('GET', `/api/properties/${created.id}`, admin.token)).statusCode).toBe(200);
      const res = await t.call(
        'PUT',
        `/api/properties/${created.id}`,
        landlord.token,
        propertyBody({ title: 'Renamed flat', price: 100_001, status: 'under_offer', epcBand: 'B' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        title: 'Renamed flat',
        price: 100_001,
        status: 'under_offer',
        epcBand: 'B',
        landlordId: landlord.user.id,
      });
      const byAdmin = await t.call(
        'PUT',
        `/api/properties/${created.id}`,
        admin.token,
        propertyBody({ title: 'Admin edit' }),
      );
      expect(byAdmin.json()).toMatchObject({ title: 'Admin edit', landlordId: landlord.user.id });
    });

    it('refuses bad input and fields a caller may not set', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const bad = await t.call('PUT', `/api/properties/${id}`, landlord.token, propertyBody({ title: 'ab' }));
      expect(bad.json().errors).toEqual({ title: 'Title must be at least 3 characters' });
      for (const field of [{ landlordId: other.user.id }, { id: 1 }, { createdAt: '2020-01-01T00:00:00Z' }]) {
        expect(
          (await t.call('PUT', `/api/properties/${id}`, landlord.token, { ...propertyBody(), ...field }))
            .statusCode,
        ).toBe(400);
      }
      expect((await row(id))?.landlordId).toBe(landlord.user.id);
    });

    it('shows an archived property by id but refuses changes to it', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { archivedAt: new Date() });
      const got = await t.call('GET', `/api/properties/${id}`, landlord.token);
      expect(got.statusCode).toBe(200);
      expect(got.json().archivedAt).not.toBeNull();
      expect((await t.call('PUT', `/api/properties/${id}`, landlord.token, propertyBody())).statusCode).toBe(
        404,
      );
    });
  });

  describe('DELETE /api/properties/{id} and restore', () => {
    it('deletes a property with no history, photos and files included', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const up = await t.api({
        method: 'POST',
        url: `/api/properties/${id}/photos`,
        token: landlord.token,
        ...multipart([
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: await image('png') },
        ]),
      });
      const photoId = up.json().id as number;
      const [photo] = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId));
      const res = await t.call('DELETE', `/api/properties/${id}`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ archived: false, message: DELETED_MESSAGE });
      expect(await row(id)).toBeUndefined();
      expect((await t.call('GET', `/api/photos/${photoId}/file`, admin.token)).statusCode).toBe(404);
      expect(await t.app.ctx.storage.get(photo!.storageKey)).toBeNull();
    });

    it('archives a property with a tenancy, rent or a document, and says so', async () => {
      const withTenancy = await insertProperty(t.db, landlord.user.id);
      await insertTenant(t.db, withTenancy.id, { status: 'past' });
      const withRent = await insertProperty(t.db, landlord.user.id);
      const payer = await insertTenant(t.db, withRent.id);
      await t.db.insert(rentPayments).values({
        tenantId: payer.id,
        propertyId: withRent.id,
        amount: 1000,
        paymentDate: '2026-01-01',
        dueDate: '2026-01-01',
        status: 'paid',
      });
      const withDocument = await insertProperty(t.db, landlord.user.id);
      await t.db.insert(documents).values({
        propertyId: withDocument.id,
        title: 'Gas certificate',
        documentType: 'GAS',
        storageKey: 'documents/x.pdf',
        fileName: 'gas.pdf',
        fileSize: 10,
        fileType: 'application/pdf',
        issueDate: '2026-01-01',
      });
      for (const p of [withTenancy, withRent, withDocument]) {
        const res = await t.call('DELETE', `/api/properties/${p.id}`, landlord.token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ archived: true, message: ARCHIVED_MESSAGE });
        expect((await row(p.id))?.archivedAt).toBeInstanceOf(Date);
      }
      const listed = (await t.call('GET', '/api/landlord/properties?limit=500', landlord.token))
        .json<Property[]>()
        .map((p) => p.id);
      expect(listed).not.toContain(withTenancy.id);
      // Deleting it again: it is no longer in the landlord's reach.
      expect((await t.call('DELETE', `/api/properties/${withTenancy.id}`, landlord.token)).statusCode).toBe(
        404,
      );

      const restored = await t.call('POST', `/api/properties/${withTenancy.id}/restore`, admin.token);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ id: withTenancy.id, archivedAt: null });
      const again = (await t.call('GET', '/api/landlord/properties?limit=500', landlord.token))
        .json<Property[]>()
        .map((p) => p.id);
      expect(again).toContain(withTenancy.id);
      expect((await t.call('POST', '/api/properties/999999/restore', admin.token)).statusCode).toBe(404);
    });

    it("lets an admin delete any landlord's property", async () => {
      const { id } = await insertProperty(t.db, other.user.id);
      expect((await t.call('DELETE', `/api/properties/${id}`, admin.token)).json()).toEqual({
        archived: false,
        message: DELETED_MESSAGE,
      });
    });
  });
});
