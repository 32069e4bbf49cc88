import {
  IMAGE_FORMATS,
  type ActiveImage,
  type ImageUsageRecord,
  type ImageVariant,
  type ManagedImage,
} from '@shared/images';
import type { imageUsage, StoredImageVariant, websiteImages } from '../../db/schema';

type ImageRow = typeof websiteImages.$inferSelect;
type UsageRow = typeof imageUsage.$inferSelect;

export const imageUrl = (id: number) => `/api/images/${id}/file`;

/** Variants smallest first, WebP before AVIF at each width; storage keys never leave the server. */
export function toVariants(id: number, variants: StoredImageVariant[]): ImageVariant[] {
  return [...variants]
    .sort((a, b) => a.width - b.width || IMAGE_FORMATS.indexOf(a.format) - IMAGE_FORMATS.indexOf(b.format))
    .map((v) => ({
      width: v.width,
      format: v.format,
      url: `${imageUrl(id)}?w=${v.width}&format=${v.format}`,
    }));
}

export function toManagedImage(row: ImageRow): ManagedImage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    url: imageUrl(row.id),
    category: row.category,
    tags: row.tags,
    isActive: row.isActive,
    width: row.width,
    height: row.height,
    variants: toVariants(row.id, row.variants),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toActiveImage(row: ImageRow): ActiveImage {
  return {
    id: row.id,
    url: imageUrl(row.id),
    name: row.name,
    description: row.description,
    width: row.width,
    height: row.height,
    variants: toVariants(row.id, row.variants),
  };
}

export function toImageUsage(usage: UsageRow, image: ImageRow): ImageUsageRecord {
  return {
    id: usage.id,
    imageId: usage.imageId,
    usageType: usage.usageType,
    usageContext: usage.usageContext,
    isActive: usage.isActive,
    createdAt: usage.createdAt.toISOString(),
    image: toManagedImage(image),
  };
}
