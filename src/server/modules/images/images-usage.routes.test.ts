/** Managed images: where each is used, the public lookup, and deleting one. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_AREAS, type ActiveImage, type ImageUsageRecord } from '@shared/images';
import { createTestApp } from '../../../../tests/setup/test-app';
import { imagesWorld } from '../../../../tests/setup/worlds/images';
import { imageUsage, websiteImages } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, uploadOk, setUsage, active, storedKeys } = await imagesWorld(t);

describe('managed images API', () => {
  describe('image usage and the public lookup', () => {
    it('answers 404 Image not found for an empty slot and 400 for an unknown usage type', async () => {
      const none = await active('property_showcase');
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('Image not found');
      const unknown = await active('banner');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Usage type must be hero, property_showcase or area_guide');
      expect((await active('area_guide', 'Swansea')).statusCode).toBe(400);
      expect((await active('area_guide')).statusCode).toBe(400);
    });

    it('keeps one active image per slot: setting a slot replaces its image', async () => {
      const first = await uploadOk('hero');
      const second = await uploadOk('hero');
      const set1 = await setUsage({ imageId: first.id, usageType: 'hero', usageContext: null });
      expect(set1.statusCode, set1.body).toBe(201);
      expect(set1.json<ImageUsageRecord>()).toMatchObject({
        imageId: first.id,
        usageType: 'hero',
        usageContext: null,
        isActive: true,
        image: { id: first.id },
      });
      expect((await active('hero')).json<ActiveImage>().id).toBe(first.id);

      expect((await setUsage({ imageId: second.id, usageType: 'hero' })).statusCode).toBe(201);
      const shown = await active('hero');
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-cache');
      expect(shown.json()).toEqual({
        id: second.id,
        url: `/api/images/${second.id}/file`,
        name: second.name,
        description: null,
        width: 64,
        height: 48,
        variants: second.variants,
      });
      // Other slots are untouched; the list shows only the active usage.
      const usages = await t.call('GET', '/api/admin/image-usage?usageType=hero', admin.token);
      expect(usages.json<ImageUsageRecord[]>().map((u) => u.imageId)).toEqual([second.id]);
      const rows = await t.db.select().from(imageUsage).where(eq(imageUsage.usageType, 'hero'));
      expect(rows.filter((r) => r.isActive)).toHaveLength(1);

      // Two admins setting the slot at once still leave one.
      await Promise.all([
        setUsage({ imageId: first.id, usageType: 'hero' }),
        setUsage({ imageId: second.id, usageType: 'hero' }),
      ]);
      const after = await t.db.select().from(imageUsage).where(eq(imageUsage.usageType, 'hero'));
      expect(after.filter((r) => r.isActive)).toHaveLength(1);
    });

    it('has a slot for each of the eight areas', async () => {
      const bay = await uploadOk('area');
      const roath = await uploadOk('area');
      expect(
        (await setUsage({ imageId: bay.id, usageType: 'area_guide', usageContext: 'Cardiff Bay' }))
          .statusCode,
      ).toBe(201);
      expect(
        (await setUsage({ imageId: roath.id, usageType: 'area_guide', usageContext: 'Roath' })).statusCode,
      ).toBe(201);
      expect((await active('area_guide', 'Cardiff Bay')).json().id).toBe(bay.id);
      expect((await active('area_guide', 'Roath')).json().id).toBe(roath.id);
      expect((await active('area_guide', 'Pontcanna & Canton')).statusCode).toBe(404);
      const list = await t.call('GET', '/api/admin/image-usage?usageType=area_guide', admin.token);
      expect(list.json<ImageUsageRecord[]>().map((u) => u.usageContext)).toEqual(['Cardiff Bay', 'Roath']);
      expect(IMAGE_AREAS).toHaveLength(8);
    });

    it('validates the usage body', async () => {
      const img = await uploadOk('area');
      const noArea = await setUsage({ imageId: img.id, usageType: 'area_guide', usageContext: 'Swansea' });
      expect(noArea.statusCode).toBe(400);
      expect(noArea.json().errors).toEqual({ usageContext: 'Please choose one of the eight areas' });
      const heroContext = await setUsage({ imageId: img.id, usageType: 'hero', usageContext: 'Roath' });
      expect(heroContext.json().errors).toEqual({ usageContext: 'A hero image has no usageContext' });
      const badType = await setUsage({ imageId: img.id, usageType: 'banner' });
      expect(badType.json().errors).toEqual({
        usageType: 'Usage type must be hero, property_showcase or area_guide',
      });
      const noImage = await setUsage({ usageType: 'hero' });
      expect(noImage.json().errors).toEqual({ imageId: 'Please choose an image' });
      const missing = await setUsage({ imageId: 999_999, usageType: 'hero' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Image not found');
      expect((await t.call('GET', '/api/admin/image-usage?usageType=nope', admin.token)).statusCode).toBe(
        400,
      );
    });

    it('clears a slot with DELETE /api/admin/image-usage/{id}', async () => {
      const img = await uploadOk('property');
      const usage = (
        await setUsage({ imageId: img.id, usageType: 'property_showcase' })
      ).json<ImageUsageRecord>();
      expect((await active('property_showcase')).statusCode).toBe(200);
      expect((await t.call('DELETE', `/api/admin/image-usage/${usage.id}`, admin.token)).statusCode).toBe(
        200,
      );
      expect((await active('property_showcase')).statusCode).toBe(404);
      expect((await t.call('DELETE', `/api/admin/image-usage/${usage.id}`, admin.token)).statusCode).toBe(
        404,
      );
    });
  });

  describe('DELETE /api/admin/images/{id}', () => {
    it('removes the image, its usages and its stored files', async () => {
      const img = await uploadOk('area');
      await setUsage({ imageId: img.id, usageType: 'area_guide', usageContext: 'Newport' });
      const keys = await storedKeys(img.id);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await t.app.systemCtx.storage.get(key)).not.toBeNull();

      const res = await t.call('DELETE', `/api/admin/images/${img.id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(websiteImages).where(eq(websiteImages.id, img.id))).toHaveLength(0);
      expect(await t.db.select().from(imageUsage).where(eq(imageUsage.imageId, img.id))).toHaveLength(0);
      for (const key of keys) expect(await t.app.systemCtx.storage.get(key)).toBeNull();
      expect((await active('area_guide', 'Newport')).statusCode).toBe(404);
      expect((await t.call('GET', img.url)).statusCode).toBe(404);
      expect((await t.call('DELETE', `/api/admin/images/${img.id}`, admin.token)).statusCode).toBe(404);
    });

    it('hides an inactive image from the public but not from admins', async () => {
      const img = await uploadOk('general');
      await t.db.update(websiteImages).set({ isActive: false }).where(eq(websiteImages.id, img.id));
      expect((await t.call('GET', img.url)).statusCode).toBe(404);
      const asAdmin = await t.call('GET', img.url, admin.token);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    });
  });
});
