import { Link } from 'wouter';
import { Bath, BedDouble, CalendarDays, Leaf, MapPin } from 'lucide-react';
import type { Listing } from '@shared/listings';
import { listingPath } from '@shared/routes';
import {
  areaText,
  availabilityText,
  bathroomsText,
  bedroomsText,
  formatRent,
  photoAlt,
  photosCoverFirst,
} from '../format';
import type { FallbackArt } from '../format';
import { LISTING_CARD as COPY } from '@client/content/pages/listings';

/** Photos without stored dimensions are laid out at the shipped artwork's 3:2. */
const DEFAULT_SIZE = { width: 1200, height: 800 };

/**
 * One search result: the cover photo (or the shipped artwork), the facts a renter filters by, and
 * the title as the link to the listing. The whole card is clickable through the title's link
 * (stretched over the card), so there is one link per card for keyboard and screen-reader users.
 */
export function ListingCard({ listing, fallback }: { listing: Listing; fallback: FallbackArt }) {
  const cover = photosCoverFirst(listing.photos)[0];
  const headingId = `listing-${listing.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="aspect-3/2 bg-slate-100">
        {cover ? (
          <img
            src={cover.url}
            width={cover.width ?? DEFAULT_SIZE.width}
            height={cover.height ?? DEFAULT_SIZE.height}
            alt={photoAlt(cover, listing.title, 0)}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <img
            src={fallback.src}
            width={fallback.width}
            height={fallback.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
            <Link
              href={listingPath(listing.id)}
              className="after:absolute after:inset-0 hover:text-brand-800 hover:underline hover:underline-offset-4"
            >
              {listing.title}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {areaText(listing)}
          </p>
        </div>
        <p className="text-xl font-bold text-slate-900">
          {formatRent(listing.price)}{' '}
          <span className="text-sm font-normal text-slate-700">{COPY.perMonth}</span>
        </p>
        <ul aria-label={COPY.keyFactsLabel} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          <li className="flex items-center gap-1.5">
            <BedDouble aria-hidden="true" className="size-4 text-brand-700" />
            {bedroomsText(listing.bedroomCount)}
          </li>
          <li className="flex items-center gap-1.5">
            <Bath aria-hidden="true" className="size-4 text-brand-700" />
            {bathroomsText(listing.bathroomCount)}
          </li>
          {listing.epcBand && (
            <li className="flex items-center gap-1.5">
              <Leaf aria-hidden="true" className="size-4 text-brand-700" />
              {COPY.epcBand(listing.epcBand)}
            </li>
          )}
        </ul>
        <p className="mt-auto flex items-center gap-1.5 border-t border-slate-200 pt-3 text-sm text-slate-700">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
          {availabilityText(listing)}
        </p>
      </div>
    </article>
  );
}
