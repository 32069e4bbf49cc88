import type { ActiveImage, ImageFormat, ImageVariant } from '@shared/images';

/** "url 480w, url 960w" for one format, narrowest first, one entry per width. */
export function buildSrcSet(variants: readonly ImageVariant[], format: ImageFormat): string {
  const seen = new Set<number>();
  return variants
    .filter((v) => v.format === format && v.width > 0)
    .sort((a, b) => a.width - b.width)
    .filter((v) => (seen.has(v.width) ? false : (seen.add(v.width), true)))
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

export interface ImageSources {
  /** The widest WebP (or the image's own url): what browsers without srcset load. */
  src: string;
  webp: string;
  avif: string;
  width: number | null;
  height: number | null;
}

/** The <picture> sources for a managed image. */
export function imageSources(image: ActiveImage): ImageSources {
  const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width);
  return {
    src: webp[0]?.url ?? image.url,
    webp: buildSrcSet(image.variants, 'webp'),
    avif: buildSrcSet(image.variants, 'avif'),
    width: image.width,
    height: image.height,
  };
}

/** A gallery thumbnail: the narrowest WebP at least `minWidth` wide (else the widest), else the image url. */
export function thumbnailUrl(
  image: { url: string; variants: readonly ImageVariant[] },
  minWidth = 480,
): string {
  const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((v) => v.width >= minWidth) ?? webp.at(-1))?.url ?? image.url;
}
