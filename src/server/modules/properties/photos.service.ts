import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { PropertyPhoto } from '@shared/properties';
import { PHOTO_MIME_TYPES, PHOTO_UNSUPPORTED } from '@shared/uploads';
import { isAdmin } from '@shared/users';
import type { Db } from '../../db/create-db';
import { properties, propertyPhotos } from '../../db/schema';
import { badRequest, notFound, unsupportedMediaType } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { imageTooLargeMessage, oversizedImage } from '../../lib/upload-safety';
import { loadOwnedProperty, type Actor } from './property-access';
import { toPhoto } from './property.presenter';

export const MAX_PHOTOS_PER_PROPERTY = 40;
/** Stored photos are at most this wide: plenty for a listing, and a phone's 8,000 px original is not kept. */
export const PHOTO_MAX_WIDTH = 2000;

const unsupported = () => unsupportedMediaType(PHOTO_UNSUPPORTED, { file: PHOTO_UNSUPPORTED });

async function photosOf(db: Pick<Db, 'select'>, propertyId: number): Promise<PropertyPhoto[]> {
  const rows = await db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  return rows.map(toPhoto);
}

async function loadPhoto(db: Pick<Db, 'select'>, propertyId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)));
  if (!row) throw notFound('Photo');
  return row;
}

/** One photo as the property's `photos` answer it; another landlord's property's is not found. */
export async function getPhoto(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  photoId: number,
): Promise<PropertyPhoto> {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  return toPhoto(await loadPhoto(ctx.db, propertyId, photoId));
}

/**
 * Judges the type by the bytes (never the name or the browser's word), then re-encodes: the
 * stored file is a fresh WebP with no EXIF (no GPS position of the landlord's phone), turned
 * upright and at most PHOTO_MAX_WIDTH wide.
 */
export async function processPhoto(data: Buffer) {
  const type = await fileTypeFromBuffer(data);
  if (!type || !(PHOTO_MIME_TYPES as readonly string[]).includes(type.mime)) throw unsupported();
  // Judged from the header before a pixel is decoded: a tiny file may declare a huge picture.
  const oversized = await oversizedImage(data);
  if (oversized) {
    const message = imageTooLargeMessage(oversized.width, oversized.height);
    throw badRequest(message, { file: message });
  }
  try {
    const { data: webp, info } = await sharp(data, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: PHOTO_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp, width: info.width, height: info.height };
  } catch {
    const message = 'The image could not be read. Please try another file.';
    throw badRequest(message, { file: message });
  }
}

export async function addPhoto(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  data: Buffer,
  altText: string,
): Promise<PropertyPhoto> {
  await loadOwnedProperty(ctx.db, actor, propertyId);
  const { webp, width, height } = await processPhoto(data);
  const key = `photos/${crypto.randomUUID()}.webp`;
  await ctx.storage.put(key, webp, 'image/webp');
  try {
    return await ctx.db.transaction(async (tx) => {
      // One upload at a time per property decides positions and the cover.
      await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .for('update');
      const [stats] = await tx
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          last: max(propertyPhotos.position),
          covers: sql<number>`count(*) filter (where ${propertyPhotos.isCover})`.mapWith(Number),
        })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId));
      if ((stats?.n ?? 0) >= MAX_PHOTOS_PER_PROPERTY) {
        const message = `A property can have at most ${MAX_PHOTOS_PER_PROPERTY} photos.`;
        throw badRequest(message, { file: message });
      }
      const [row] = await tx
        .insert(propertyPhotos)
        .values({
          propertyId,
          storageKey: key,
          fileType: 'image/webp',
          width,
          height,
          altText,
          position: (stats?.last ?? -1) + 1,
          isCover: !stats?.covers,
        })
        .returning();
      return toPhoto(row!);
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
}

export async function updatePhoto(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  photoId: number,
  input: { altText?: string | undefined; isCover?: boolean | undefined },
): Promise<PropertyPhoto[]> {
  await loadOwnedProperty(ctx.db, actor, propertyId);
  return ctx.db.transaction(async (tx) => {
    const photo = await loadPhoto(tx, propertyId, photoId);
    if (input.isCover === false && photo.isCover) {
      const message = 'Choose another photo as the cover instead.';
      throw badRequest(message, { isCover: message });
    }
    if (input.isCover) {
      await tx
        .update(propertyPhotos)
        .set({ isCover: false })
        .where(and(eq(propertyPhotos.propertyId, propertyId), ne(propertyPhotos.id, photoId)));
    }
    const changes = {
      ...(input.altText !== undefined ? { altText: input.altText } : {}),
      ...(input.isCover ? { isCover: true } : {}),
    };
    // Nothing to change (`{}`, `isCover: false` on a photo that is not the cover, or only the
    // photo's read-only fields sent back): an UPDATE with no columns is an error, so there is none.
    if (Object.keys(changes).length) {
      await tx.update(propertyPhotos).set(changes).where(eq(propertyPhotos.id, photoId));
    }
    return photosOf(tx, propertyId);
  });
}

export async function reorderPhotos(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  photoIds: number[],
): Promise<PropertyPhoto[]> {
  await loadOwnedProperty(ctx.db, actor, propertyId);
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    const current = await tx
      .select({ id: propertyPhotos.id })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, propertyId));
    const ids = new Set(current.map((p) => p.id));
    if (
      photoIds.length !== ids.size ||
      new Set(photoIds).size !== photoIds.length ||
      photoIds.some((id) => !ids.has(id))
    ) {
      const message = "The order must list each of this property's photos exactly once.";
      throw badRequest(message, { photoIds: message });
    }
    if (photoIds.length) {
      const cases = sql.join(
        photoIds.map((id, index) => sql`when ${id}::int then ${index}::int`),
        sql` `,
      );
      await tx
        .update(propertyPhotos)
        .set({ position: sql`case ${propertyPhotos.id} ${cases} end` })
        .where(eq(propertyPhotos.propertyId, propertyId));
    }
    return photosOf(tx, propertyId);
  });
}

export async function deletePhoto(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  photoId: number,
): Promise<PropertyPhoto[]> {
  await loadOwnedProperty(ctx.db, actor, propertyId);
  const { key, photos } = await ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    const photo = await loadPhoto(tx, propertyId, photoId);
    await tx.delete(propertyPhotos).where(eq(propertyPhotos.id, photoId));
    if (photo.isCover) {
      // The next photo in order becomes the cover.
      const [next] = await tx
        .select({ id: propertyPhotos.id })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId))
        .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id))
        .limit(1);
      if (next) await tx.update(propertyPhotos).set({ isCover: true }).where(eq(propertyPhotos.id, next.id));
    }
    return { key: photo.storageKey, photos: await photosOf(tx, propertyId) };
  });
  await ctx.storage.delete(key).catch(() => {});
  return photos;
}

/**
 * A photo of a listed, non-archived property is public (the listings show it); any other only
 * to its landlord and admins. Anyone else gets 404, so a private photo's existence is not told.
 */
export async function openPhoto(
  ctx: AppContext,
  actor: Actor | null,
  photoId: number,
): Promise<{ stream: Readable; isPublic: boolean; contentType: string }> {
  const [row] = await ctx.db
    .select({
      photo: propertyPhotos,
      landlordId: properties.landlordId,
      isListed: properties.isListed,
      status: properties.status,
      archivedAt: properties.archivedAt,
    })
    .from(propertyPhotos)
    .innerJoin(properties, eq(properties.id, propertyPhotos.propertyId))
    .where(eq(propertyPhotos.id, photoId));
  if (!row) throw notFound('Photo');
  // Public exactly when the property is a public listing (listed, vacant, not archived).
  const isPublic = row.isListed && row.status === 'vacant' && !row.archivedAt;
  const mayManage =
    !!actor && (isAdmin(actor) || (actor.userType === 'landlord' && actor.id === row.landlordId));
  if (!isPublic && !mayManage) throw notFound('Photo');
  const stream = await ctx.storage.get(row.photo.storageKey);
  if (!stream) throw notFound('Photo');
  return { stream, isPublic, contentType: row.photo.fileType };
}
