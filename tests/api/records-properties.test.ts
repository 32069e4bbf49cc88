import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/properties';
import { properties, propertyPhotos, tenants } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract } from '../support/record-contract';
import { insertProperty, insertTenant } from '../setup/factories';
import { image, multipart } from '../setup/uploads';

/**
 * CONTRACT.md §5 on PUT /api/properties/{id} (record: GET /api/properties/{id}, or an item of GET
 * /api/landlord/properties) and PATCH /api/properties/{id}/photos/{photoId} (record: that photo
 * in the property's `photos`).
 */
describe('a property and its photos, read and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let stranger: { token: string };
  let id: number;
  let photoId: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    stranger = await t.signedIn({ userType: 'landlord' });
    id = (await insertProperty(t.db, landlord.user.id, { availableFrom: '2026-03-01', squareFeet: 800 })).id;
    const upload = await t.api({
      method: 'POST',
      url: `/api/properties/${id}/photos`,
      token: landlord.token,
      ...multipart([
        { name: 'altText', value: 'The front of the house' },
        { name: 'file', filename: 'front.png', contentType: 'image/png', data: await image('png') },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    photoId = upload.json().id;
  });
  afterAll(() => t.close());

  const getProperty = async () => {
    const res = await t.api({ method: 'GET', url: `/api/properties/${id}`, token: landlord.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Property & Record<string, unknown>;
  };

  describe('the property', () => {
    recordContract({
      t: () => t,
      method: 'PUT',
      url: () => `/api/properties/${id}`,
      token: () => landlord.token,
      read: getProperty,
      stored: async () => (await t.db.select().from(properties).where(eq(properties.id, id)))[0],
      edit: {
        field: 'title',
        value: (n) => `Terraced house, version ${n}`,
        isStored: (row, value) => (row as { title: string }).title === value,
      },
      readOnly: [
        ['id', 999_999],
        ['landlordId', 999_999],
        ['createdAt', '2001-01-01T00:00:00.000Z'],
        ['archivedAt', '2001-01-01T00:00:00.000Z'],
        ['photos', []],
      ],
      text: 'title',
      number: 'price',
      date: 'availableFrom',
      stranger: () => stranger.token,
    });

    it('answers the same record in the list as GET, and takes the list item back too', async () => {
      const list = await t.api({ method: 'GET', url: '/api/landlord/properties', token: landlord.token });
      const item = (list.json() as Property[]).find((p) => p.id === id)!;
      expect(item).toEqual(await getProperty());
      const res = await t.api({
        method: 'PUT',
        url: `/api/properties/${id}`,
        token: landlord.token,
        payload: { ...item, squareFeet: 850 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().squareFeet).toBe(850);
    });

    it('refuses a count (bedroomCount) that is not a JSON integer', async () => {
      for (const bedroomCount of [true, '16', '0x10', 1.5]) {
        const res = await t.api({
          method: 'PUT',
          url: `/api/properties/${id}`,
          token: landlord.token,
          payload: { ...(await getProperty()), bedroomCount },
        });
        expect(res.statusCode, JSON.stringify(bedroomCount)).toBe(400);
        expect(res.json().errors).toHaveProperty('bedroomCount');
      }
    });
  });

  describe('a photo', () => {
    const read = async () => (await getProperty()).photos.find((p) => p.id === photoId)! as never;

    recordContract({
      t: () => t,
      method: 'PATCH',
      url: () => `/api/properties/${id}/photos/${photoId}`,
      token: () => landlord.token,
      read,
      stored: async () => (await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId)))[0],
      edit: {
        field: 'altText',
        value: (n) => `The front of the house, from the road (${n})`,
        isStored: (row, value) => (row as { altText: string }).altText === value,
      },
      readOnly: [
        ['id', 999_999],
        ['propertyId', 999_999],
        ['url', '/api/photos/999999/file'],
        ['position', '16'],
        ['width', 4000],
        ['height', 3000],
      ],
      text: 'altText',
      stranger: () => stranger.token,
    });

    it('answers a change of nothing 200, not 500: {}, isCover false on a photo that is not the cover, read-only fields only', async () => {
      const second = await t.api({
        method: 'POST',
        url: `/api/properties/${id}/photos`,
        token: landlord.token,
        ...multipart([
          { name: 'file', filename: 'back.png', contentType: 'image/png', data: await image('png') },
        ]),
      });
      expect(second.statusCode, second.body).toBe(201);
      const { id: _id, altText: _altText, isCover: _isCover, ...readOnly } = second.json();
      for (const payload of [{}, { isCover: false }, readOnly]) {
        const res = await t.api({
          method: 'PATCH',
          url: `/api/properties/${id}/photos/${second.json().id}`,
          token: landlord.token,
          payload,
        });
        expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(200);
      }
    });
  });

  describe('deleting a property', () => {
    it('archives one with a tenancy (by design: its records are kept), and deletes one with none', async () => {
      const lived = await insertProperty(t.db, landlord.user.id);
      await insertTenant(t.db, lived.id);
      const archived = await t.api({
        method: 'DELETE',
        url: `/api/properties/${lived.id}`,
        token: landlord.token,
      });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json().archived).toBe(true);
      const [row] = await t.db.select().from(properties).where(eq(properties.id, lived.id));
      expect(row!.archivedAt).not.toBeNull();
      expect(await t.db.select().from(tenants).where(eq(tenants.propertyId, lived.id))).toHaveLength(1);

      const empty = await insertProperty(t.db, landlord.user.id);
      const deleted = await t.api({
        method: 'DELETE',
        url: `/api/properties/${empty.id}`,
        token: landlord.token,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await t.db.select().from(properties).where(eq(properties.id, empty.id))).toHaveLength(0);
    });

    it("answers 404 for another landlord's property and deletes nothing", async () => {
      const res = await t.api({ method: 'DELETE', url: `/api/properties/${id}`, token: stranger.token });
      expect(res.statusCode).toBe(404);
      expect(await t.db.select().from(properties).where(eq(properties.id, id))).toHaveLength(1);
    });
  });
});
