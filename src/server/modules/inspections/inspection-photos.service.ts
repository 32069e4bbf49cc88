import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_INSPECTION_PHOTOS,
  type InspectionPhoto,
  type InspectionPhotoFieldsSchema,
} from '@shared/inspections';
import type { Db } from '../../db/create-db';
import { inspectionPhotos, inspections } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../properties/property-access';
import { processPhoto } from '../properties/photos.service';
import { loadManagedInspection, loadVisibleInspection } from './inspection-access';
import { toInspectionPhoto } from './inspection.presenter';
import { CANCELLED_IS_FINAL } from './inspections.service';

type PhotoFields = z.output<typeof InspectionPhotoFieldsSchema>;
export const TOO_MANY_PHOTOS = `An inspection can have at most ${MAX_INSPECTION_PHOTOS} photos`;

/**
 * A photo of a room (or an item in it), taken by the landlord or the agency. Judged by its bytes
 * and re-encoded as a WebP without metadata, like property and repair photos.
 */
export async function addInspectionPhoto(
  ctx: AppContext,
  actor: Actor,
  inspectionId: number,
  data: Buffer,
  fields: PhotoFields,
): Promise<InspectionPhoto> {
  const { inspection } = await loadManagedInspection(ctx.db, actor, inspectionId);
  if (inspection.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL);
  if ((await photoCount(ctx.db, inspectionId)) >= MAX_INSPECTION_PHOTOS)
    throw conflict(TOO_MANY_PHOTOS, { file: TOO_MANY_PHOTOS });
  const { webp } = await processPhoto(data);
  const key = `inspections/${crypto.randomUUID()}.webp`;
  await ctx.storage.put(key, webp, 'image/webp');
  try {
    return await ctx.db.transaction(async (tx) => {
      // One upload at a time per inspection decides the count (and sees a cancel just made).
      const [locked] = await tx
        .select({ status: inspections.status })
        .from(inspections)
        .where(eq(inspections.id, inspectionId))
        .for('update');
      if (locked?.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL);
      if ((await photoCount(tx, inspectionId)) >= MAX_INSPECTION_PHOTOS)
        throw conflict(TOO_MANY_PHOTOS, { file: TOO_MANY_PHOTOS });
      const [photo] = await tx
        .insert(inspectionPhotos)
        .values({ inspectionId, ...fields, storageKey: key, fileType: 'image/webp' })
        .returning();
      return toInspectionPhoto(photo!);
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
}

async function photoCount(db: Pick<Db, 'select'>, inspectionId: number): Promise<number> {
  const [stats] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.inspectionId, inspectionId));
  return stats?.n ?? 0;
}

/** The image, to the landlord, an admin and the inspection's tenant; 404 to anyone else. */
export async function openInspectionPhoto(
  ctx: AppContext,
  actor: Actor,
  inspectionId: number,
  photoId: number,
): Promise<{ stream: Readable; contentType: string }> {
  await loadVisibleInspection(ctx.db, actor, inspectionId);
  const [photo] = await ctx.db
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.id, photoId), eq(inspectionPhotos.inspectionId, inspectionId)));
  if (!photo) throw notFound('Photo');
  const stream = await ctx.storage.get(photo.storageKey);
  if (!stream) throw notFound('Photo');
  return { stream, contentType: photo.fileType };
}

/** A photo taken by mistake: the landlord or an admin removes it, and its file. */
export async function deleteInspectionPhoto(
  ctx: AppContext,
  actor: Actor,
  inspectionId: number,
  photoId: number,
): Promise<void> {
  const { inspection } = await loadManagedInspection(ctx.db, actor, inspectionId);
  if (inspection.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL);
  const [deleted] = await ctx.db
    .delete(inspectionPhotos)
    .where(and(eq(inspectionPhotos.id, photoId), eq(inspectionPhotos.inspectionId, inspectionId)))
    .returning({ key: inspectionPhotos.storageKey });
  if (!deleted) throw notFound('Photo');
  await ctx.storage.delete(deleted.key).catch(() => {});
}
