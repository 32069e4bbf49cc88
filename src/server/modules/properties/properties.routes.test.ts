/** Properties: who may call, and adding one. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/properties';
import { expectEachRefused } from '../../../../tests/setup/access';
import { insertProperty, propertyBody, signedInPeople } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { properties } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, otherLandlord: other, tenant, admin } = await signedInPeople(t);

describe('properties API', () => {
  const row = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

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
      await expectEachRefused(t, calls(), undefined, 401);
    });
    it('answers 403 to a tenant, even with a bad body', async () => {
      await expectEachRefused(t, calls(), tenant.token, 403);
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

    it('takes bedrooms 0 and no square feet (null)', async () => {
      const res = await t.call('POST', '/api/properties', landlord.token, {
        ...propertyBody({ bedroomCount: 0 }),
        squareFeet: null,
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
});
