import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyPhoto } from '@shared/properties';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { propertyPhotos } from '../../db/schema';
import { insertProperty, signedInPeople } from '../../../../tests/setup/factories';
import { image, multipart, NOT_PICTURES, type Part } from '../../../../tests/setup/uploads';
import { PHOTO_UNSUPPORTED } from '@shared/uploads';

describe('property photos API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenant: Signed;
  let admin: Signed;

  /** token '' is signed out. */
  const upload = (propertyId: number, parts: Part[], token: string = landlord.token) =>
    t.api({ method: 'POST', url: `/api/properties/${propertyId}/photos`, token, ...multipart(parts) });
  const png = async (w = 64, h = 48) => ({
    name: 'file',
    filename: 'photo.png',
    contentType: 'image/png',
    data: await image('png', w, h),
  });
  const uploadOk = async (propertyId: number, altText = '', token = landlord.token) => {
    const res = await upload(propertyId, [{ name: 'altText', value: altText }, await png()], token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PropertyPhoto>();
  };
  const json = (method: 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    t.api({
      method,
      url,
      token,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const storageKey = async (id: number) =>
    (await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, id)))[0]?.storageKey;

  beforeAll(async () => {
    t = await createTestApp();
    ({ landlord, otherLandlord: other, tenant, admin } = await signedInPeople(t));
  });
  afterAll(() => t.close());

  describe('POST /api/properties/{id}/photos', () => {
    it('stores a re-encoded WebP without metadata; the first photo is the cover', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const withExif = await sharp({
        create: { width: 3000, height: 1500, channels: 3, background: '#336699' },
      })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secret Place', Artist: 'Phone Owner' } })
        .toBuffer();
      expect(withExif.includes(Buffer.from('Secret Place'))).toBe(true);
      const res = await upload(id, [
        { name: 'file', filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: withExif },
        { name: 'altText', value: '  Front of the house  ' },
      ]);
      expect(res.statusCode).toBe(201);
      const photo = res.json<PropertyPhoto>();
      expect(photo).toMatchObject({
        altText: 'Front of the house',
        isCover: true,
        position: 0,
        width: 2000,
        height: 1000,
        url: `/api/photos/${photo.id}/file`,
      });
      expect(JSON.stringify(photo)).not.toContain('.webp');

      const file = await json('GET', photo.url, landlord.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, max-age=3600');
      expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(file.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
      expect((await storageKey(photo.id))!).toMatch(/^photos\/[0-9a-f-]{36}\.webp$/);

      const second = await uploadOk(id, 'Garden');
      expect(second).toMatchObject({ isCover: false, position: 1 });
    });

    it('takes PNG and WebP, judged by content whatever the name says', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const webp = await upload(id, [
        { name: 'file', filename: 'x.jpg', contentType: 'image/jpeg', data: await image('webp') },
      ]);
      expect(webp.statusCode).toBe(201);
      expect(webp.json().altText).toBe('');
    });

    const { svg, html, pdf } = NOT_PICTURES;
    it.each([svg, html, pdf])('refuses %s with 415', async (_label, filename, contentType, data) => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const res = await upload(id, [{ name: 'file', filename, contentType, data }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: PHOTO_UNSUPPORTED });
    });

    it('refuses a GIF with 415', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const res = await upload(id, [
        { name: 'file', filename: 'a.gif', contentType: 'image/gif', data: await image('gif') },
      ]);
      expect(res.statusCode).toBe(415);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const big = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
      const res = await upload(id, [
        { name: 'file', filename: 'big.png', contentType: 'image/png', data: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('payload_too_large');
      expect(await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, id))).toEqual([]);
    });

    it('refuses a missing file (400), a broken image (400), long alt text (400) and a non-multipart body (415)', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const none = await upload(id, [{ name: 'altText', value: 'x' }]);
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ file: 'Please choose a photo to upload' });
      const misnamed = await upload(id, [{ ...(await png()), name: 'photo' }]);
      expect(misnamed.statusCode).toBe(400);
      const broken = (await image('png')).subarray(0, 60);
      const res = await upload(id, [
        { name: 'file', filename: 'b.png', contentType: 'image/png', data: broken },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.file).toBe('The image could not be read. Please try another file.');
      const long = await upload(id, [await png(), { name: 'altText', value: 'a'.repeat(301) }]);
      expect(long.json().errors).toEqual({ altText: 'Alt text must be at most 300 characters' });
      const asJson = await json('PUT' as 'PATCH', `/api/properties/${id}/photos`, landlord.token, {});
      expect(asJson.statusCode).toBe(404);
      const notMultipart = await t.call('POST', `/api/properties/${id}/photos`, landlord.token, {
        file: 'x',
      });
      expect(notMultipart.statusCode).toBe(415);
    });

    it('answers 401 signed out, 403 to a tenant, 404 for another landlord or an archived property; an admin may', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      expect((await upload(id, [await png()], '')).statusCode).toBe(401);
      expect((await upload(id, [await png()], tenant.token)).statusCode).toBe(403);
      expect((await upload(id, [await png()], other.token)).statusCode).toBe(404);
      const archived = await insertProperty(t.db, landlord.user.id, { archivedAt: new Date() });
      expect((await upload(archived.id, [await png()], '')).statusCode).toBe(401);
      expect((await upload(archived.id, [await png()], landlord.token)).statusCode).toBe(404);
      expect((await upload(id, [await png()], admin.token)).statusCode).toBe(201);
    });
  });

  describe('PATCH, order and DELETE', () => {
    let propertyId: number;
    let a: PropertyPhoto;
    let b: PropertyPhoto;
    let c: PropertyPhoto;
    beforeAll(async () => {
      propertyId = (await insertProperty(t.db, landlord.user.id)).id;
      a = await uploadOk(propertyId, 'A');
      b = await uploadOk(propertyId, 'B');
      c = await uploadOk(propertyId, 'C');
    });
    const base = () => `/api/properties/${propertyId}/photos`;

    it('changes alt text and moves the cover (only one cover)', async () => {
      const res = await json('PATCH', `${base()}/${b.id}`, landlord.token, {
        altText: 'Bedroom',
        isCover: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<PropertyPhoto[]>().map((p) => [p.id, p.altText, p.isCover])).toEqual([
        [a.id, 'A', false],
        [b.id, 'Bedroom', true],
        [c.id, 'C', false],
      ]);
      const unset = await json('PATCH', `${base()}/${b.id}`, landlord.token, { isCover: false });
      expect(unset.statusCode).toBe(400);
      expect(unset.json().errors).toEqual({ isCover: 'Choose another photo as the cover instead.' });
      expect(
        (await json('PATCH', `${base()}/${b.id}`, landlord.token, { altText: 'x'.repeat(301) })).json()
          .errors,
      ).toEqual({
        altText: 'Alt text must be at most 300 characters',
      });
      expect((await json('PATCH', `${base()}/${b.id}`, landlord.token, { propertyId: 1 })).statusCode).toBe(
        400,
      );
    });

    it("reorders when given exactly the property's photos", async () => {
      const res = await json('PUT', `${base()}/order`, landlord.token, { photoIds: [c.id, a.id, b.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json<PropertyPhoto[]>().map((p) => [p.id, p.position])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
      const message = "The order must list each of this property's photos exactly once.";
      const foreign = await insertProperty(t.db, landlord.user.id);
      const stranger = await uploadOk(foreign.id);
      for (const photoIds of [
        [c.id, a.id],
        [c.id, a.id, b.id, b.id],
        [c.id, a.id, stranger.id],
      ]) {
        const bad = await json('PUT', `${base()}/order`, landlord.token, { photoIds });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toEqual({ photoIds: message });
      }
      expect((await json('PUT', `${base()}/order`, landlord.token, { photoIds: 'x' })).statusCode).toBe(400);
    });

    it("answers 401, 403 and 404 (another landlord, another property's photo)", async () => {
      expect((await json('PATCH', `${base()}/${a.id}`, undefined, { altText: 'x' })).statusCode).toBe(401);
      expect((await json('PATCH', `${base()}/${a.id}`, tenant.token, { altText: 'x' })).statusCode).toBe(403);
      expect((await json('PATCH', `${base()}/${a.id}`, other.token, { altText: 'x' })).statusCode).toBe(404);
      expect((await json('PUT', `${base()}/order`, other.token, { photoIds: [a.id] })).statusCode).toBe(404);
      expect((await json('DELETE', `${base()}/${a.id}`, other.token)).statusCode).toBe(404);
      expect((await json('DELETE', `${base()}/${a.id}`, undefined)).statusCode).toBe(401);
      expect((await json('DELETE', `${base()}/${a.id}`, tenant.token)).statusCode).toBe(403);
      const elsewhere = await insertProperty(t.db, landlord.user.id);
      expect(
        (
          await json('PATCH', `/api/properties/${elsewhere.id}/photos/${a.id}`, landlord.token, {
            altText: 'x',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await json('DELETE', `/api/properties/${elsewhere.id}/photos/${a.id}`, landlord.token)).statusCode,
      ).toBe(404);
      expect((await json('PATCH', `${base()}/${a.id}`, admin.token, { altText: 'A' })).statusCode).toBe(200);
    });

    it('deletes a photo and its file; the next photo becomes the cover', async () => {
      const key = (await storageKey(b.id))!;
      const stored = await t.app.systemCtx.storage.get(key);
      expect(stored).not.toBeNull();
      stored!.destroy();
      const res = await json('DELETE', `${base()}/${b.id}`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.json<PropertyPhoto[]>().map((p) => [p.id, p.isCover])).toEqual([
        [c.id, true],
        [a.id, false],
      ]);
      expect(await storageKey(b.id)).toBeUndefined();
      expect(await t.app.systemCtx.storage.get(key)).toBeNull();
      expect((await json('GET', b.url, landlord.token)).statusCode).toBe(404);
      expect((await json('DELETE', `${base()}/${b.id}`, landlord.token)).statusCode).toBe(404);
    });
  });

  describe('GET /api/photos/{id}/file', () => {
    it("serves a listed property's photo to anyone; others only to the owner and admins", async () => {
      const listed = await insertProperty(t.db, landlord.user.id, { isListed: true });
      const unlisted = await insertProperty(t.db, landlord.user.id);
      const archived = await insertProperty(t.db, landlord.user.id, { isListed: true });
      const let_ = await insertProperty(t.db, landlord.user.id, { isListed: true, status: 'occupied' });
      const pub = await uploadOk(listed.id);
      const priv = await uploadOk(unlisted.id);
      const gone = await uploadOk(archived.id);
      const occupied = await uploadOk(let_.id);
      await t.db
        .update((await import('../../db/schema')).properties)
        .set({ archivedAt: new Date() })
        .where(eq((await import('../../db/schema')).properties.id, archived.id));

      const anon = await json('GET', pub.url);
      expect(anon.statusCode).toBe(200);
      expect(anon.headers['cache-control']).toBe('public, max-age=3600');
      expect(anon.headers['x-content-type-options']).toBe('nosniff');

      for (const token of [undefined, other.token, tenant.token]) {
        expect((await json('GET', priv.url, token)).statusCode).toBe(404);
        expect((await json('GET', gone.url, token)).statusCode).toBe(404);
        expect((await json('GET', occupied.url, token)).statusCode).toBe(404);
      }
      expect((await json('GET', priv.url, landlord.token)).statusCode).toBe(200);
      expect((await json('GET', gone.url, landlord.token)).statusCode).toBe(200);
      expect((await json('GET', priv.url, admin.token)).statusCode).toBe(200);
      expect((await json('GET', '/api/photos/999999/file')).statusCode).toBe(404);
      expect((await json('GET', '/api/photos/abc/file')).statusCode).toBe(400);
    });
  });
});
