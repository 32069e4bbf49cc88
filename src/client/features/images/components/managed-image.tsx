import { useEffect, useRef, useState } from 'react';
import type { ImageUsageType } from '@shared/images';
import { useActiveImage } from '../api';
import { imageSources } from '../image-sources';

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

/**
 * An image slot an admin can fill (SPEC.md §4): the shipped fallback until the managed image is
 * found, then the managed image (straight away when the server rendered it), and the fallback
 * again if that fails to load. Faded in from 0.8 to full opacity over 0.3 s once loaded.
 */
export function ManagedImage({
  usageType,
  usageContext,
  fallback,
  alt,
  className,
  sizes = '100vw',
  priority = false,
}: ManagedImageProps) {
  const { data } = useActiveImage(usageType, usageContext);
  const [failedId, setFailedId] = useState<number | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  const managed = data && data.id !== failedId && data.variants.length > 0 ? data : null;
  const sources = managed ? imageSources(managed) : null;
  const src = sources?.src ?? fallback.src;
  const sized = sources?.width && sources.height ? sources : fallback;

  // An image that finished (or failed) before hydration fired no event React saw: replay it.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) {
      img.dispatchEvent(new Event('load'));
      return;
    }
    // Broken, most likely; a probe confirms it (some browsers call a deferred lazy image complete).
    const probe = new Image();
    probe.onerror = () => img.dispatchEvent(new Event('error'));
    probe.src = img.currentSrc || img.src;
    return () => {
      probe.onerror = null;
    };
  }, [src]);

  return (
    <picture style={{ display: 'contents' }}>
      {sources?.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <img
        ref={ref}
        src={src}
        srcSet={sources?.webp || undefined}
        sizes={sources?.webp ? sizes : undefined}
        width={sized.width ?? undefined}
        height={sized.height ?? undefined}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={{ opacity: loadedSrc === src ? 1 : 0.8, transition: 'opacity 0.3s ease-in-out' }}
        onLoad={() => setLoadedSrc(src)}
        onError={() => {
          if (managed) setFailedId(managed.id);
        }}
      />
    </picture>
  );
}
