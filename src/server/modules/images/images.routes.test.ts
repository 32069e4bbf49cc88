import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_AREAS,
  IMAGE_FILE_REQUIRED,
  IMAGE_UNSUPPORTED,
  type ActiveImage,
  type ImageUsageRecord,
  type ManagedImage,
} from '@shared/images';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { imageUsage, websiteImages } from '../../db/schema';
import { image, multipart, type Part } from '../../../../tests/setup/uploads';
import { IMAGE_TOO_LARGE } from '@shared/uploads';

describe('managed images API', () => {
  let t: TestApp;
  let admin: Signed;
  let landlord: Signed;
  let tenant: Signed;

  const upload = (parts: Part[], token: string = admin.token) =>
    t.api({ method: 'POST', url: '/api/admin/images/upload', token, ...multipart(parts) });
  const file = (data: Buffer, filename = 'Cardiff Bay at dusk.png', contentType = 'image/png'): Part => ({
    name: 'image',
    filename,
    contentType,
    data,
  });
  const uploadOk = async (category = 'hero', w = 64, h = 48) => {
    const res = await upload([{ name: 'category', value: category }, file(await image('png', w, h))]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ManagedImage>();
  };
  const setUsage = (payload: unknown, token = admin.token) =>
    t.call('POST', '/api/admin/image-usage', token, payload);
  const active = (usageType: string, usageContext?: string) =>
    t.call(
      'GET',
      `/api/images/active/${usageType}${usageContext !== undefined ? `?usageContext=${encodeURIComponent(usageContext)}` : ''}`,
    );
  const storedKeys = async (id: number) => {
    const [row] = await t.db.select().from(websiteImages).where(eq(websiteImages.id, id));
    return row ? row.variants.map((v) => v.storageKey) : [];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn({ userType: 'admin' });
    landlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
  });
  afterAll(() => t.close());

  describe('who may call the admin calls', () => {
    it.each([
      ['GET', '/api/admin/images'],
      ['POST', '/api/admin/images/upload'],
      ['DELETE', '/api/admin/images/1'],
      ['GET', '/api/admin/image-usage?usageType=hero'],
      ['POST', '/api/admin/image-usage'],
      ['DELETE', '/api/admin/image-usage/1'],
    ] as const)('%s %s: 401 signed out, 403 for landlords and tenants', async (method, url) => {
      expect((await t.call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
      for (const who of [landlord, tenant]) {
        const res = await t.call(method, url, who.token, method === 'POST' ? {} : undefined);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    });

    it('refuses a non-admin upload before reading it', async () => {
      const res = await upload(
        [{ name: 'category', value: 'hero' }, file(await image('png'))],
        landlord.token,
      );
      expect(res.statusCode).toBe(403);
      expect(await t.db.select().from(websiteImages)).toHaveLength(0);
    });
  });

  describe('POST /api/admin/images/upload', () => {
    it('stores WebP and AVIF in each width up to the original, with clean tags and a default name', async () => {
      const res = await upload([
        file(await image('jpeg', 1200, 600), 'Cardiff Bay at dusk.JPG', 'image/jpeg'),
        { name: 'category', value: 'hero' },
        { name: 'description', value: '  The barrage at sunset  ' },
        { name: 'tags', value: JSON.stringify([' bay ', 'Sunset', 'bay', '', 'sunset', 'water']) },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const img = res.json<ManagedImage>();
      expect(img).toMatchObject({
        name: 'Cardiff Bay at dusk',
        description: 'The barrage at sunset',
        category: 'hero',
        tags: ['bay', 'Sunset', 'water'],
        isActive: true,
        width: 1200,
        height: 600,
        url: `/api/images/${img.id}/file`,
      });
      expect(img.variants).toEqual([
        { width: 480, format: 'webp', url: `/api/images/${img.id}/file?w=480&format=webp` },
        { width: 480, format: 'avif', url: `/api/images/${img.id}/file?w=480&format=avif` },
        { width: 960, format: 'webp', url: `/api/images/${img.id}/file?w=960&format=webp` },
        { width: 960, format: 'avif', url: `/api/images/${img.id}/file?w=960&format=avif` },
        { width: 1200, format: 'webp', url: `/api/images/${img.id}/file?w=1200&format=webp` },
        { width: 1200, format: 'avif', url: `/api/images/${img.id}/file?w=1200&format=avif` },
      ]);
      expect(JSON.stringify(img)).not.toMatch(/storageKey|images\/[0-9a-f-]{36}/);
      expect(new Date(img.createdAt).toISOString()).toBe(img.createdAt);

      // The default is the largest WebP; each variant is what it says.
      const largest = await t.call('GET', img.url);
      expect(largest.statusCode).toBe(200);
      expect(largest.headers['content-type']).toBe('image/webp');
      expect(largest.headers['x-content-type-options']).toBe('nosniff');
      expect(largest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(largest.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
      const avif = await t.call('GET', `${img.url}?w=960&format=avif`);
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 960 });
      // A width between two is served by the next larger one.
      const between = await t.call('GET', `${img.url}?w=500`);
      expect((await sharp(between.rawPayload).metadata()).width).toBe(960);
      expect((await t.call('GET', `${img.url}?format=gif`)).statusCode).toBe(400);
    });

    it('never stores wider than 1600, nor wider than a small original', async () => {
      const big = await uploadOk('general', 2400, 1200);
      expect([...new Set(big.variants.map((v) => v.width))]).toEqual([480, 960, 1600]);
      expect(big).toMatchObject({ width: 1600, height: 800 });
      const small = await uploadOk('general', 300, 200);
      expect(small.variants.map((v) => [v.width, v.format])).toEqual([
        [300, 'webp'],
        [300, 'avif'],
      ]);
    });

    it('takes WebP and AVIF originals and comma-separated tags', async () => {
      const avif = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#224466' } })
        .avif()
        .toBuffer();
      const res = await upload([
        file(avif, 'roath-park.avif', 'image/avif'),
        { name: 'name', value: '  Roath Park lake ' },
        { name: 'category', value: 'area' },
        { name: 'tags', value: 'park, lake ,, Park' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Roath Park lake', tags: ['park', 'lake'], width: 80 });
      const webp = await upload([
        file(await image('webp'), 'x.bin', 'application/octet-stream'),
        { name: 'category', value: 'property' },
      ]);
      expect(webp.statusCode).toBe(201);
      expect(webp.json()).toMatchObject({ name: 'x', tags: [], description: null });
    });

    it('strips EXIF metadata and turns the picture upright', async () => {
      const withExif = await sharp({
        create: { width: 200, height: 100, channels: 3, background: '#336699' },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Copyright: 'Secret Place' } })
        .toBuffer();
      const res = await upload([
        file(withExif, 'p.jpg', 'image/jpeg'),
        { name: 'category', value: 'general' },
      ]);
      expect(res.statusCode).toBe(201);
      const img = res.json<ManagedImage>();
      expect(img).toMatchObject({ width: 100, height: 200 });
      const served = await t.call('GET', img.url);
      expect(served.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
    });

    it.each([
      [
        'an SVG',
        'a.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      ['HTML named .png', 'a.png', 'image/png', Buffer.from('<!doctype html><html><body>hi</body></html>')],
      ['plain text', 'a.jpg', 'image/jpeg', Buffer.from('just some words, not a picture')],
      ['a PDF', 'a.webp', 'image/webp', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF')],
    ])('refuses %s with 415 and stores nothing', async (_label, filename, contentType, data) => {
      const before = (await t.db.select().from(websiteImages)).length;
      const res = await upload([
        { name: 'category', value: 'hero' },
        { name: 'image', filename, contentType, data },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: IMAGE_UNSUPPORTED });
      expect(await t.db.select().from(websiteImages)).toHaveLength(before);
    });

    it('refuses a GIF with 415', async () => {
      const res = await upload([
        { name: 'category', value: 'hero' },
        file(await image('gif'), 'a.gif', 'image/gif'),
      ]);
      expect(res.statusCode).toBe(415);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const huge = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
      const res = await upload([{ name: 'category', value: 'hero' }, file(huge)]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'payload_too_large', message: IMAGE_TOO_LARGE });
    });

    it('answers every field message at once', async () => {
      const res = await upload([{ name: 'category', value: 'banner' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { category: 'Please select a category', image: IMAGE_FILE_REQUIRED },
      });
      const noFile = await upload([{ name: 'category', value: 'hero' }]);
      expect(noFile.json()).toMatchObject({
        message: IMAGE_FILE_REQUIRED,
        errors: { image: IMAGE_FILE_REQUIRED },
      });
      const wrongField = await upload([
        { name: 'category', value: 'hero' },
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: await image('png') },
      ]);
      expect(wrongField.json().errors).toEqual({ image: IMAGE_FILE_REQUIRED });
      const noCategory = await upload([file(await image('png'))]);
      expect(noCategory.json().errors).toEqual({ category: 'Please select a category' });
      const badTags = await upload([
        { name: 'category', value: 'hero' },
        { name: 'tags', value: '[1, 2]' },
        { name: 'uploadedBy', value: '1' },
        file(await image('png')),
      ]);
      expect(badTags.json().errors).toMatchObject({
        tags: 'Tags must be a list of words',
        uploadedBy: 'uploadedBy cannot be set',
      });
      const json = await t.call('POST', '/api/admin/images/upload', admin.token, { category: 'hero' });
      expect(json.statusCode).toBe(415);
    });
  });

  describe('GET /api/admin/images', () => {
    it('lists newest first, filters by category and sends the total', async () => {
      const area = await uploadOk('area');
      const res = await t.call('GET', '/api/admin/images?category=area', admin.token);
      expect(res.statusCode).toBe(200);
      const list = res.json<ManagedImage[]>();
      expect(list.every((i) => i.category === 'area')).toBe(true);
      expect(list[0]!.id).toBe(area.id);
      expect(res.headers['x-total-count']).toBe(String(list.length));
      const page = await t.call('GET', '/api/admin/images?limit=1', admin.token);
      expect(page.json()).toHaveLength(1);
      expect(Number(page.headers['x-total-count'])).toBeGreaterThan(1);
      const bad = await t.call('GET', '/api/admin/images?category=all', admin.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ category: 'category must be hero, property, area or general' });
    });
  });

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
      for (const key of keys) expect(await t.app.ctx.storage.get(key)).not.toBeNull();

      const res = await t.call('DELETE', `/api/admin/images/${img.id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(websiteImages).where(eq(websiteImages.id, img.id))).toHaveLength(0);
      expect(await t.db.select().from(imageUsage).where(eq(imageUsage.imageId, img.id))).toHaveLength(0);
      for (const key of keys) expect(await t.app.ctx.storage.get(key)).toBeNull();
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
