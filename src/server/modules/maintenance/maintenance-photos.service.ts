import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_MAINTENANCE_PHOTOS } from '@shared/maintenance';
import type { Db } from '../../db/create-db';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../properties/property-access';
import { processPhoto } from '../properties/photos.service';
import { loadVisibleRequest } from './maintenance-access';
import { photoUrl } from './maintenance.presenter';
import { NO_LONGER_CHANGEABLE } from './tenant-maintenance.service';

export const TOO_MANY_PHOTOS = `A request can have at most ${MAX_MAINTENANCE_PHOTOS} photos`;

/**
 * A photo of the problem: the tenant adds them while the request is still submitted, the
 * landlord or agency at any time. Judged by its bytes and re-encoded as a WebP with no
 * metadata (no GPS position of the tenant's home), like property photos.
 */
export async function addRequestPhoto(
  ctx: AppContext,
  actor: Actor,
  requestId: number,
  data: Buffer,
): Promise<{ id: number; url: string }> {
  const { row, viewer } = await loadVisibleRequest(ctx.db, actor, requestId);
  if (viewer === 'tenant' && row.request.status !== 'submitted') throw conflict(NO_LONGER_CHANGEABLE);
  // Refused before the image is processed and stored; checked again under the lock below.
  if ((await photoCount(ctx.db, requestId)) >= MAX_MAINTENANCE_PHOTOS)
    throw conflict(TOO_MANY_PHOTOS, { file: TOO_MANY_PHOTOS });
  const { webp } = await processPhoto(data);
  const key = `maintenance/${crypto.randomUUID()}.webp`;
  await ctx.storage.put(key, webp, 'image/webp');
  try {
    return await ctx.db.transaction(async (tx) => {
      // One upload at a time per request decides the count (and sees a status change just made).
      const [locked] = await tx
        .select({ status: maintenanceRequests.status })
        .from(maintenanceRequests)
        .where(eq(maintenanceRequests.id, requestId))
        .for('update');
      if (viewer === 'tenant' && locked?.status !== 'submitted') throw conflict(NO_LONGER_CHANGEABLE);
      if ((await photoCount(tx, requestId)) >= MAX_MAINTENANCE_PHOTOS)
        throw conflict(TOO_MANY_PHOTOS, { file: TOO_MANY_PHOTOS });
      const [photo] = await tx
        .insert(maintenancePhotos)
        .values({ requestId, storageKey: key, fileType: 'image/webp' })
        .returning({ id: maintenancePhotos.id });
      return { id: photo!.id, url: photoUrl(requestId, photo!.id) };
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
}

async function photoCount(db: Pick<Db, 'select'>, requestId: number): Promise<number> {
  const [stats] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(maintenancePhotos)
    .where(eq(maintenancePhotos.requestId, requestId));
  return stats?.n ?? 0;
}

/** The image, to the request's tenant, the property's landlord and admins; 404 to anyone else. */
export async function openRequestPhoto(
  ctx: AppContext,
  actor: Actor,
  requestId: number,
  photoId: number,
): Promise<{ stream: Readable; contentType: string }> {
  await loadVisibleRequest(ctx.db, actor, requestId);
  const [photo] = await ctx.db
    .select()
    .from(maintenancePhotos)
    .where(and(eq(maintenancePhotos.id, photoId), eq(maintenancePhotos.requestId, requestId)));
  if (!photo) throw notFound('Photo');
  const stream = await ctx.storage.get(photo.storageKey);
  if (!stream) throw notFound('Photo');
  return { stream, contentType: photo.fileType };
}
