import type { Listing, ListingPhoto } from '@shared/listings';
import { formatPence } from '@shared/money';
import { formatLongDate } from '@client/lib/format';
import { LISTING_WORDS as WORDS } from '@client/content/pages/listings';
import { placeName } from '@client/lib/place-name';

/** Shipped artwork for a listing without photos (the page passes fallbackImage('property_showcase')). */
export interface FallbackArt {
  src: string;
  width: number;
  height: number;
}

/** 125000 → '£1,250.00'. */
export const formatRent = (pence: number): string => formatPence(pence);

/** '2026-03-01' → '1 March 2026'; null when unknown or not a date. */
export const formatListingDate = (value: string | null): string | null => formatLongDate(value) || null;

/** A vacant listing with no date given can be moved into now. */
export const availableFromText = (listing: Pick<Listing, 'availableFrom'>): string =>
  formatListingDate(listing.availableFrom) ?? WORDS.now;

/** 'Available from 1 March 2026', or 'Available now'. */
export function availabilityText(listing: Pick<Listing, 'availableFrom'>): string {
  const date = formatListingDate(listing.availableFrom);
  return date ? WORDS.availableFrom(date) : WORDS.availableNow;
}

export const bedroomsText = (count: number): string => (count === 0 ? WORDS.studio : WORDS.bedrooms(count));

export const bathroomsText = (count: number): string => WORDS.bathrooms(count);

/** 'Cardiff, CF24': the area and the postcode district (never the street or the full postcode). */
export const areaText = (listing: Pick<Listing, 'area' | 'postcodeDistrict'>): string =>
  listing.postcodeDistrict
    ? `${placeName(listing.area)}, ${listing.postcodeDistrict}`
    : placeName(listing.area);

/** The cover first, then the others in the landlord's order. */
export function photosCoverFirst(photos: readonly ListingPhoto[]): ListingPhoto[] {
  const cover = photos.find((p) => p.isCover) ?? photos[0];
  return cover ? [cover, ...photos.filter((p) => p !== cover)] : [];
}

/** A photo with no alt text still says what it is. */
export const photoAlt = (photo: ListingPhoto, title: string, index: number): string =>
  photo.altText.trim() || WORDS.photoAlt(title, index + 1);
