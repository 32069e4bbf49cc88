import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ListingPhoto } from '@shared/listings';
import { cn } from '@client/lib/utils';
import { photoAlt, photosCoverFirst } from '../format';
import type { FallbackArt } from '../format';
import { LISTING_GALLERY as COPY } from '@client/content/pages/listing-detail';

const DEFAULT_SIZE = { width: 1200, height: 800 };

/**
 * A listing's photos, the cover first: one large photo with Previous and Next, and a row of
 * thumbnails to jump to any photo. All controls are buttons (Tab, Enter, Space); the caption saying
 * which photo is shown is announced politely when it changes. Without photos, the shipped artwork.
 */
export function ListingGallery({
  photos,
  title,
  fallback,
}: {
  photos: readonly ListingPhoto[];
  title: string;
  fallback: FallbackArt;
}) {
  const ordered = photosCoverFirst(photos);
  const [index, setIndex] = useState(0);

  if (ordered.length === 0) {
    return (
      <div className="overflow-hidden rounded-xl bg-slate-100">
        <img
          src={fallback.src}
          width={fallback.width}
          height={fallback.height}
          alt=""
          fetchPriority="high"
          className="aspect-3/2 w-full object-cover"
        />
      </div>
    );
  }

  const current = Math.min(index, ordered.length - 1);
  const photo = ordered[current]!;
  const many = ordered.length > 1;
  const show = (next: number) => setIndex((next + ordered.length) % ordered.length);

  return (
    <section aria-label={COPY.label}>
      <figure>
        <div className="relative overflow-hidden rounded-xl bg-slate-100">
          <img
            key={photo.url}
            src={photo.url}
            width={photo.width ?? DEFAULT_SIZE.width}
            height={photo.height ?? DEFAULT_SIZE.height}
            alt={photoAlt(photo, title, current)}
            // The first photo is the page's largest paint: fetch it first, never lazily.
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
            className="aspect-3/2 w-full object-contain"
          />
          {many && (
            <>
              <GalleryButton side="left" label={COPY.previous} onClick={() => show(current - 1)} />
              <GalleryButton side="right" label={COPY.next} onClick={() => show(current + 1)} />
            </>
          )}
        </div>
        {many && (
          <figcaption aria-live="polite" className="mt-2 text-sm text-slate-700">
            {COPY.photoOf(current + 1, ordered.length)}
          </figcaption>
        )}
      </figure>
      {many && (
        <ul aria-label={COPY.thumbnailsLabel} className="mt-3 flex gap-2 overflow-x-auto pb-2">
          {ordered.map((thumb, i) => (
            <li key={thumb.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={COPY.showPhoto(i + 1, ordered.length, photoAlt(thumb, title, i))}
                aria-pressed={i === current}
                className={cn(
                  'block overflow-hidden rounded-md border-2',
                  i === current ? 'border-brand-700' : 'border-transparent hover:border-slate-400',
                )}
              >
                <img
                  src={thumb.url}
                  width={96}
                  height={64}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
