import { z } from 'zod';
import type { EpcBand } from './properties';
import { pageLimit, pageOffset, textInt } from './numbers';

/**
 * GET /api/listings: area matches the city, address or postcode; maxRent is monthly, in pence.
 * limit and offset as every list (CONTRACT.md §2).
 */
export const ListingsQuerySchema = z.object({
  area: z.string().trim().max(100, 'Area must be at most 100 characters').optional(),
  minBedrooms: textInt('Bedrooms must be a whole number from 0 to 50', { max: 50 }).optional(),
  maxRent: textInt('Maximum rent must be a whole number of pence', { min: 1 }).optional(),
  limit: pageLimit(),
  offset: pageOffset(),
});
export type ListingsQuery = z.input<typeof ListingsQuerySchema>;

export interface ListingPhoto {
  url: string;
  altText: string;
  width: number | null;
  height: number | null;
  isCover: boolean;
}

/**
 * A vacant property its landlord listed, as anyone may see it: never the landlord, the street
 * address or the tenants; the postcode only as its district (outward code).
 */
export interface Listing {
  id: number;
  title: string;
  city: string;
  area: string;
  postcodeDistrict: string;
  bedroomCount: number;
  bathroomCount: number;
  /** Monthly rent in pence. */
  price: number;
  epcBand: EpcBand | null;
  availableFrom: string | null;
  description: string;
  photos: ListingPhoto[];
}

/** The outward code of a UK postcode ('CF64 3DH' → 'CF64'), also when typed without the space. */
export function postcodeDistrict(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  // The inward code is always a digit and two letters.
  return compact.length > 3 ? compact.slice(0, -3) : compact;
}
