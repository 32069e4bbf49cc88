/** Properties: a landlord's list and its summary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Property, PropertySummary } from '@shared/properties';
import { insertProperty, signedInPeople } from '../../../../tests/setup/factories';
import { createTestApp, type Signed } from '../../../../tests/setup/test-app';
import { properties } from '../../db/schema';
import { image, multipart } from '../../../../tests/setup/uploads';

const t = await createTestApp();
afterAll(() => t.close());
const { otherLandlord: other, admin } = await signedInPeople(t);

describe('properties API', () => {
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
    it('answers each home in the list as its own page answers it, times to the millisecond', async () => {
      await t.db
        .update(properties)
        .set({
          createdAt: sql`'2025-02-01 09:08:07.654321+00'::timestamptz`,
          archivedAt: sql`'2025-06-30 23:30:00.000999+01'::timestamptz`,
        })
        .where(eq(properties.title, 'Archived house'));
      for (const query of ['', '?archived=true']) {
        const listed = (await t.call('GET', `/api/landlord/properties${query}`, mine.token)).json<
          Property[]
        >();
        for (const home of listed) {
          const own = (await t.call('GET', `/api/properties/${home.id}`, mine.token)).json<Property>();
          expect(home).toEqual(own);
        }
      }
      const [archived] = (await t.call('GET', '/api/landlord/properties?archived=true', mine.token)).json<
        Property[]
      >();
      expect(archived).toMatchObject({
        createdAt: '2025-02-01T09:08:07.654Z',
        archivedAt: '2025-06-30T22:30:00.000Z',
      });
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
});
