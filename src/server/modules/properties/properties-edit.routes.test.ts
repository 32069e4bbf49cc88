/** Properties: reading, changing, deleting and restoring one. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/properties';
import {
  insertProperty,
  insertTenant,
  propertyBody,
  signedInPeople,
} from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { image, multipart } from '../../../../tests/setup/uploads';
import { documents, properties, propertyPhotos, rentPayments } from '../../db/schema';
import { ARCHIVED_MESSAGE, DELETED_MESSAGE } from './properties.service';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, otherLandlord: other, admin } = await signedInPeople(t);

describe('properties API', () => {
  const row = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

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
      expect(await t.app.systemCtx.storage.get(photo!.storageKey)).toBeNull();
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
