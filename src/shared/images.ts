import { z } from 'zod';

/** SPEC.md §3 website_images.category ('all' is a filter in the gallery only, never stored). */
export const IMAGE_CATEGORIES = ['hero', 'property', 'area', 'general'] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

/** SPEC.md §3 image_usage.usageType. */
export const IMAGE_USAGE_TYPES = ['hero', 'property_showcase', 'area_guide'] as const;
export type ImageUsageType = (typeof IMAGE_USAGE_TYPES)[number];

/** The eight area_guide slots of SPEC.md §3 (the usageContext of an area_guide usage). */
export const IMAGE_AREAS = [
  'Cardiff Bay',
  'Roath',
  'Pontcanna & Canton',
  'Cathays',
  'Penarth',
  'Barry',
  'Caerphilly',
  'Newport',
] as const;
export type ImageArea = (typeof IMAGE_AREAS)[number];

/** Upload limits live with every other upload's, in uploads.ts. */
export { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from './uploads';
/** Each upload is stored in these widths (never wider than the original), as WebP and AVIF. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_NAME_MAX = 200;
export const IMAGE_DESCRIPTION_MAX = 2000;
export const IMAGE_TAG_MAX = 50;
export const IMAGE_TAGS_MAX = 20;

export const IMAGE_FILE_REQUIRED = 'Please select a file';
export const IMAGE_UNSUPPORTED = 'Only JPEG, PNG, WebP or AVIF images can be uploaded.';
export const IMAGE_CATEGORY_REQUIRED = 'Please select a category';
export const IMAGE_NOT_FOUND = 'Image not found';
export const IMAGE_AREA_REQUIRED = 'Please choose one of the eight areas';
export const IMAGE_USAGE_TYPE_INVALID = 'Usage type must be hero, property_showcase or area_guide';

/**
 * Tags as SPEC.md §5 wants them: trimmed, empty ones dropped, duplicates (ignoring case) ignored.
 * Accepts a list, a JSON list in a string (the multipart form) or comma-separated text.
 */
export function normaliseTags(value: unknown): unknown {
  let list: unknown = value;
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text) as unknown;
      } catch {
        return value; // not a list: the schema says so
      }
    } else {
      list = text.split(',');
    }
  }
  if (!Array.isArray(list) || list.some((t) => typeof t !== 'string')) return value;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list as string[]) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** The text fields of POST /api/admin/images/upload, sent beside the `image` file. */
export const ImageUploadFieldsSchema = z.object({
  /** Left empty, the server takes the file's name without its extension. */
  name: optionalText(IMAGE_NAME_MAX, `Name must be at most ${IMAGE_NAME_MAX} characters`),
  description: optionalText(
    IMAGE_DESCRIPTION_MAX,
    `Description must be at most ${IMAGE_DESCRIPTION_MAX} characters`,
  ),
  category: z.enum(IMAGE_CATEGORIES, IMAGE_CATEGORY_REQUIRED),
  tags: z.preprocess(
    normaliseTags,
    z
      .array(
        z.string().max(IMAGE_TAG_MAX, `Each tag must be at most ${IMAGE_TAG_MAX} characters`),
        'Tags must be a list of words',
      )
      .max(IMAGE_TAGS_MAX, `At most ${IMAGE_TAGS_MAX} tags`),
  ),
});
export type ImageUploadFields = z.input<typeof ImageUploadFieldsSchema>;

/** usageContext: the area name for area_guide; none (null) for hero and property_showcase. */
export const SetImageUsageSchema = z
  .object({
    imageId: z
      .number('Please choose an image')
      .int('Please choose an image')
      .positive('Please choose an image'),
    usageType: z.enum(IMAGE_USAGE_TYPES, IMAGE_USAGE_TYPE_INVALID),
    usageContext: z
      .string('usageContext must be text')
      .trim()
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((value, ctx) => {
    if (value.usageType === 'area_guide') {
      if (!(IMAGE_AREAS as readonly (string | null)[]).includes(value.usageContext)) {
        ctx.addIssue({ code: 'custom', path: ['usageContext'], message: IMAGE_AREA_REQUIRED });
      }
    } else if (value.usageContext !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['usageContext'],
        message: `A ${value.usageType} image has no usageContext`,
      });
    }
  });
export type SetImageUsage = z.input<typeof SetImageUsageSchema>;

/** One stored rendition; its url is /api/images/{id}/file?w={width}&format={format}. */
export interface ImageVariant {
  width: number;
  format: ImageFormat;
  url: string;
}

/** An image as the admin gallery sees it. `url` is the largest WebP. */
export interface ManagedImage {
  id: number;
  name: string;
  description: string | null;
  url: string;
  category: ImageCategory;
  tags: string[];
  isActive: boolean;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/images/active/{usageType}: what the public pages need to show the slot's image. */
export interface ActiveImage {
  id: number;
  url: string;
  name: string;
  description: string | null;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

export interface ImageUsageRecord {
  id: number;
  imageId: number;
  usageType: ImageUsageType;
  usageContext: string | null;
  isActive: boolean;
  createdAt: string;
  image: ManagedImage;
}
