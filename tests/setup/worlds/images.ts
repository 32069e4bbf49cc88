/** The managed images API tests' world: an admin, a landlord and a tenant, and the upload and usage calls. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ManagedImage } from '@shared/images';
import { websiteImages } from '../../../src/server/db/schema';
import type { TestApp } from '../test-app';
import { image, multipart, type Part } from '../uploads';

/** The `image` part of an upload. */
export const file = (
  data: Buffer,
  filename = 'Cardiff Bay at dusk.png',
  contentType = 'image/png',
): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});

export async function imagesWorld(t: TestApp) {
  const admin = await t.signedIn({ userType: 'admin' });
  const upload = (parts: Part[], token: string = admin.token) =>
    t.api({ method: 'POST', url: '/api/admin/images/upload', token, ...multipart(parts) });
  return {
    admin,
    landlord: await t.signedIn({ userType: 'landlord' }),
    tenant: await t.signedIn({ userType: 'tenant' }),
    upload,
    uploadOk: async (category = 'hero', w = 64, h = 48) => {
      const res = await upload([{ name: 'category', value: category }, file(await image('png', w, h))]);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ManagedImage>();
    },
    setUsage: (payload: unknown, token = admin.token) =>
      t.call('POST', '/api/admin/image-usage', token, payload),
    active: (usageType: string, usageContext?: string) =>
      t.call(
        'GET',
        `/api/images/active/${usageType}${usageContext !== undefined ? `?usageContext=${encodeURIComponent(usageContext)}` : ''}`,
      ),
    storedKeys: async (id: number) => {
      const [row] = await t.db.select().from(websiteImages).where(eq(websiteImages.id, id));
      return row ? row.variants.map((v) => v.storageKey) : [];
    },
  };
}
