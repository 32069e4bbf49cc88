/** Managed images: who may call, uploading (checked, resized, stripped) and the gallery. */
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_FILE_REQUIRED, IMAGE_UNSUPPORTED, type ManagedImage } from '@shared/images';
import { IMAGE_TOO_LARGE } from '@shared/uploads';
import { createTestApp } from '../../../../tests/setup/test-app';
import { image, NOT_PICTURES } from '../../../../tests/setup/uploads';
import { file, imagesWorld } from '../../../../tests/setup/worlds/images';
import { websiteImages } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, landlord, tenant, upload, uploadOk } = await imagesWorld(t);

describe('managed images API', () => {
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

    it.each(Object.values(NOT_PICTURES))(
      'refuses %s with 415 and stores nothing',
      async (_label, filename, contentType, data) => {
        const before = (await t.db.select().from(websiteImages)).length;
        const res = await upload([
          { name: 'category', value: 'hero' },
          { name: 'image', filename, contentType, data },
        ]);
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: IMAGE_UNSUPPORTED });
        expect(await t.db.select().from(websiteImages)).toHaveLength(before);
      },
    );

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
});
