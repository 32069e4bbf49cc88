/** Repairs: photos of the problem, from the tenant, the landlord or the agency. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest } from '@shared/maintenance';
import { PHOTO_UNSUPPORTED } from '@shared/uploads';
import { insertRequest } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { maintenanceWorld } from '../../../../tests/setup/worlds/maintenance';
import { maintenancePhotos } from '../../db/schema';
import { TOO_MANY_PHOTOS } from './maintenance-photos.service';
import { NO_LONGER_CHANGEABLE } from './tenant-maintenance.service';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, other, tenant, otherTenant, admin, tenancy, png, upload, listOf } =
  await maintenanceWorld(t);

describe('maintenance API (landlord, agency and photos)', () => {
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
        const file = await t.call('GET', photo.url, who.token);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('private, max-age=3600');
        expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
        expect(file.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
      }
      for (const who of [otherTenant, other])
        expect((await t.call('GET', photo.url, who.token)).statusCode).toBe(404);
      expect((await t.call('GET', photo.url)).statusCode).toBe(401);
      // The photo is reached only through its own request.
      const elsewhere = await insertRequest(t.db, tenancy);
      const wrongPath = `/api/maintenance/${elsewhere.id}/photos/${photo.id}`;
      expect((await t.call('GET', wrongPath, landlord.token)).statusCode).toBe(404);

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
