import type { ImageUsageType } from '@shared/images';

export interface FallbackImage {
  src: string;
  width: number;
  height: number;
}

export interface ManagedImageProps {
  usageType: ImageUsageType;
  /** The area name for area_guide. */
  usageContext?: string;
  /** Shipped artwork shown until (and unless) the managed image loads. */
  fallback: FallbackImage;
  alt: string;
  className?: string;
  /** The `sizes` attribute for the responsive srcset. */
  sizes?: string;
  /** Above the fold (the hero): eager and high fetch priority; otherwise lazy. */
  priority?: boolean;
}

/** Stub: the images work replaces this with the managed lookup, fade and revert (SPEC.md §4). */
export function ManagedImage({ fallback, alt, className, priority }: ManagedImageProps) {
  return (
    <img
      src={fallback.src}
      width={fallback.width}
      height={fallback.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
