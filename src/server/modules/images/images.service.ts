import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { isAdmin, type PublicUser } from '@shared/users';
import {
  IMAGE_AREA_REQUIRED,
  IMAGE_AREAS,
  IMAGE_NOT_FOUND,
  type ActiveImage,
  type ImageCategory,
  type ImageFormat,
  type ImageUsageRecord,
  type ImageUsageType,
  type ManagedImage,
} from '@shared/images';
import { ErrorCode } from '@shared/errors';
import { imageUsage, websiteImages, type StoredImageVariant } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { CONTENT_TYPES, processImage } from './image-processing';
import type { ImageUploadInput } from './image-upload';
import { imageUrl, toActiveImage, toImageUsage, toManagedImage } from './image.presenter';

const imageNotFound = () => new AppError(ErrorCode.notFound, IMAGE_NOT_FOUND);

/** Renders the variants, stores them, then records the image; nothing is left behind if a step fails. */
export async function uploadImage(
  ctx: AppContext,
  uploaderId: number,
  input: ImageUploadInput,
): Promise<ManagedImage> {
  const rendered = await processImage(input.data);
  const folder = `images/${crypto.randomUUID()}`;
  const variants: StoredImageVariant[] = rendered.map((v) => ({
    width: v.width,
    height: v.height,
    format: v.format,
    storageKey: `${folder}/${v.width}.${v.format}`,
  }));
  const stored: string[] = [];
  try {
    for (const [i, v] of rendered.entries()) {
      const key = variants[i]!.storageKey;
      await ctx.storage.put(key, v.data, CONTENT_TYPES[v.format]);
      stored.push(key);
    }
    const largest = largestWebp(variants)!;
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(websiteImages)
        .values({
          name: input.name,
          description: input.description,
          url: '',
          category: input.category,
          tags: input.tags,
          uploadedBy: uploaderId,
          storageKey: largest.storageKey,
          width: largest.width,
          height: largest.height,
          variants,
          fileSize: input.data.length,
        })
        .returning({ id: websiteImages.id });
      const [image] = await tx
        .update(websiteImages)
        .set({ url: imageUrl(row!.id) })
        .where(eq(websiteImages.id, row!.id))
        .returning();
      return toManagedImage(image!);
    });
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
}

function largestWebp(variants: StoredImageVariant[]): StoredImageVariant | undefined {
  return variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0];
}

async function removeFiles(ctx: AppContext, keys: string[]) {
  await Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => {})));
}

export async function listImages(
  ctx: AppContext,
  query: { category?: ImageCategory | undefined; limit: number; offset: number },
): Promise<{ images: ManagedImage[]; total: number }> {
  const where = query.category ? eq(websiteImages.category, query.category) : undefined;
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(websiteImages)
      .where(where)
      .orderBy(desc(websiteImages.createdAt), desc(websiteImages.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(websiteImages).where(where),
  ]);
  return { images: rows.map(toManagedImage), total: totals?.n ?? 0 };
}

/** Removes the image, its usages (the slots fall back to the shipped artwork) and its stored files. */
export async function deleteImage(ctx: AppContext, id: number): Promise<{ message: string }> {
  const keys = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(websiteImages).where(eq(websiteImages.id, id)).for('update');
    if (!row) throw imageNotFound();
    await tx.delete(imageUsage).where(eq(imageUsage.imageId, id));
    await tx.delete(websiteImages).where(eq(websiteImages.id, id));
    return [
      ...new Set([...row.variants.map((v) => v.storageKey), ...(row.storageKey ? [row.storageKey] : [])]),
    ];
  });
  await removeFiles(ctx, keys);
  return { message: 'Image deleted' };
}

/**
 * The file for `w` (the smallest stored width at least w; the largest when none is) and `format`
 * (WebP by default). Public while the image is active; an inactive one only to admins.
 */
export async function openImageFile(
  ctx: AppContext,
  user: PublicUser | null,
  id: number,
  want: { w?: number | undefined; format: ImageFormat },
): Promise<{ stream: Readable; contentType: string; isPublic: boolean }> {
  const [row] = await ctx.db.select().from(websiteImages).where(eq(websiteImages.id, id));
  if (!row || (!row.isActive && !isAdmin(user))) throw imageNotFound();
  const ofFormat = row.variants.filter((v) => v.format === want.format).sort((a, b) => a.width - b.width);
  const variant =
    (want.w !== undefined ? ofFormat.find((v) => v.width >= want.w!) : undefined) ?? ofFormat.at(-1);
  if (!variant) throw imageNotFound();
  const stream = await ctx.storage.get(variant.storageKey);
  if (!stream) throw imageNotFound();
  return { stream, contentType: CONTENT_TYPES[variant.format], isPublic: row.isActive };
}

function slotCondition(usageType: ImageUsageType, usageContext: string | null): SQL {
  return and(
    eq(imageUsage.usageType, usageType),
    usageContext === null ? isNull(imageUsage.usageContext) : eq(imageUsage.usageContext, usageContext),
    eq(imageUsage.isActive, true),
  )!;
}

/** The public lookup: the active image of a slot (area_guide needs one of the eight areas). */
export async function activeImage(
  ctx: AppContext,
  usageType: ImageUsageType,
  usageContext: string | undefined,
): Promise<ActiveImage> {
  let context: string | null = null;
  if (usageType === 'area_guide') {
    if (!usageContext || !(IMAGE_AREAS as readonly string[]).includes(usageContext)) {
      throw badRequest(IMAGE_AREA_REQUIRED, { usageContext: IMAGE_AREA_REQUIRED });
    }
    context = usageContext;
  }
  const [row] = await ctx.db
    .select({ image: websiteImages })
    .from(imageUsage)
    .innerJoin(websiteImages, eq(websiteImages.id, imageUsage.imageId))
    .where(and(slotCondition(usageType, context), eq(websiteImages.isActive, true)))
    .orderBy(desc(imageUsage.createdAt), desc(imageUsage.id))
    .limit(1);
  if (!row || !row.image.storageKey) throw imageNotFound();
  return toActiveImage(row.image);
}

export async function listUsages(
  ctx: AppContext,
  usageType: ImageUsageType | undefined,
): Promise<ImageUsageRecord[]> {
  const rows = await ctx.db
    .select({ usage: imageUsage, image: websiteImages })
    .from(imageUsage)
    .innerJoin(websiteImages, eq(websiteImages.id, imageUsage.imageId))
    .where(and(eq(imageUsage.isActive, true), usageType ? eq(imageUsage.usageType, usageType) : undefined))
    .orderBy(imageUsage.usageType, sql`${imageUsage.usageContext} nulls first`, imageUsage.id);
  return rows.map((r) => toImageUsage(r.usage, r.image));
}

/**
 * Puts an image in a slot. The slot's previous usage is retired (kept, inactive) in the same
 * transaction; the partial unique index keeps one active usage per slot even when two admins race.
 */
export async function setUsage(
  ctx: AppContext,
  input: { imageId: number; usageType: ImageUsageType; usageContext: string | null },
): Promise<ImageUsageRecord> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [image] = await tx
          .select()
          .from(websiteImages)
          .where(eq(websiteImages.id, input.imageId))
          .for('share');
        if (!image || !image.isActive) {
          throw new AppError(ErrorCode.notFound, IMAGE_NOT_FOUND, { fields: { imageId: IMAGE_NOT_FOUND } });
        }
        await tx
          .update(imageUsage)
          .set({ isActive: false })
          .where(slotCondition(input.usageType, input.usageContext));
        const [usage] = await tx
          .insert(imageUsage)
          .values({ imageId: image.id, usageType: input.usageType, usageContext: input.usageContext })
          .returning();
        return toImageUsage(usage!, image);
      });
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Clears a slot: its usage is retired and the public pages show the shipped fallback again. */
export async function clearUsage(ctx: AppContext, id: number): Promise<{ message: string }> {
  const [row] = await ctx.db
    .update(imageUsage)
    .set({ isActive: false })
    .where(and(eq(imageUsage.id, id), eq(imageUsage.isActive, true)))
    .returning({ id: imageUsage.id });
  if (!row) throw notFound('Image usage');
  return { message: 'Image usage cleared' };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
