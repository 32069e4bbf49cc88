import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_UNSUPPORTED, IMAGE_VARIANT_WIDTHS, type ImageFormat } from '@shared/images';
import { IMAGE_MIME_TYPES } from '@shared/uploads';
import { badRequest, unsupportedMediaType } from '../../lib/app-error';
import { imageTooLargeMessage, oversizedImage } from '../../lib/upload-safety';

export interface ProcessedVariant {
  width: number;
  height: number;
  format: ImageFormat;
  data: Buffer;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** The widths to store for an original this wide: each standard width, capped at the original's. */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set(IMAGE_VARIANT_WIDTHS.map((w) => Math.min(w, originalWidth)))];
}

/**
 * Judges the type by the bytes (never the name or the browser's word; SVG and everything else is
 * a 415), then renders fresh WebP and AVIF files in each width: upright, with no EXIF or GPS.
 */
export async function processImage(data: Buffer): Promise<ProcessedVariant[]> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw unsupportedMediaType(IMAGE_UNSUPPORTED, { image: IMAGE_UNSUPPORTED });
  }
  // Judged from the header before a pixel is decoded: a tiny file may declare a huge picture.
  const oversized = await oversizedImage(data);
  if (oversized) {
    const message = imageTooLargeMessage(oversized.width, oversized.height);
    throw badRequest(message, { image: message });
  }
  try {
    const options = { limitInputPixels: 100_000_000 } as const;
    // The upright size (after the EXIF turn that rotate() applies) is what the widths are judged by.
    const { autoOrient } = await sharp(data, options).metadata();
    const variants: ProcessedVariant[] = [];
    for (const width of variantWidths(autoOrient.width)) {
      const base = sharp(data, options).rotate().resize({ width, withoutEnlargement: true });
      const rendered = await Promise.all(
        IMAGE_FORMATS.map(async (format) => {
          const encoder =
            format === 'webp'
              ? base.clone().webp({ quality: 80 })
              : base.clone().avif({ quality: 55, effort: 2 });
          const out = await encoder.toBuffer({ resolveWithObject: true });
          return { width: out.info.width, height: out.info.height, format, data: out.data };
        }),
      );
      variants.push(...rendered);
    }
    return variants;
  } catch {
    const message = 'The image could not be read. Please try another file.';
    throw badRequest(message, { image: message });
  }
}
