/**
 * The listings search as the URL carries it (/listings?area=Roath&minBedrooms=2&maxRent=1200&page=2,
 * rent in pounds, as a person types it) and as GET /api/listings takes it (rent in pence, limit
 * and offset). Pure functions, used by the page on both sides of hydration and by the server-side
 * renderer, so the prefetched query and the page's query have the same key.
 *
 * No Zod here (public bundle): the rules mirror ListingsQuerySchema in @shared/listings, and a
 * value the API would refuse is dropped rather than sent.
 */
import { poundsToPence } from '@shared/money';

/** Results per page. */
export const LISTINGS_PAGE_SIZE = 12;

/** The API refuses a longer area (ListingsQuerySchema). */
const AREA_MAX = 100;
const BEDROOMS_MAX = 50;
/** Rent is an integer column: a larger maximum means "no maximum" anyway (£20 million a month). */
const RENT_MAX_PENCE = 2_000_000_000;

/** What the page searches for, read from the URL. */
export interface ListingFilters {
  area?: string | undefined;
  minBedrooms?: number | undefined;
  /** Monthly, in pence. */
  maxRent?: number | undefined;
  /** 1-based. */
  page: number;
}

/** The query of GET /api/listings. */
export interface ListingsParams {
  area?: string | undefined;
  minBedrooms?: number | undefined;
  /** Monthly, in pence. */
  maxRent?: number | undefined;
  limit: number;
  offset: number;
}

/**
 * Area guides name two places in one ('Pontcanna & Canton'), which no address contains as
 * written: search for the part an address carries.
 */
const AREA_SEARCH_TERMS: Record<string, string> = {
  'pontcanna & canton': 'Canton',
  'pontcanna and canton': 'Canton',
};

const wholeNumber = (text: string | null): number | undefined => {
  if (text === null || !/^\s*\d+\s*$/.test(text)) return undefined;
  return Number(text);
};

/** '?area=Roath&minBedrooms=2&maxRent=1,200' (with or without '?') → filters; bad values are ignored. */
export function parseListingSearch(search: string): ListingFilters {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const area = params.get('area')?.trim().slice(0, AREA_MAX) || undefined;
  const bedrooms = wholeNumber(params.get('minBedrooms'));
  const rentText = params.get('maxRent')?.trim() ?? '';
  const rent = rentText ? poundsToPence(rentText) : null;
  const page = wholeNumber(params.get('page'));
  return {
    area,
    minBedrooms: bedrooms !== undefined && bedrooms > 0 && bedrooms <= BEDROOMS_MAX ? bedrooms : undefined,
    maxRent: rent !== null && rent >= 1 ? Math.min(rent, RENT_MAX_PENCE) : undefined,
    page: page !== undefined && page >= 1 ? page : 1,
  };
}

/** Whether anything narrows the search (the page is not needed for that). */
export const hasFilters = (filters: ListingFilters): boolean =>
  filters.area !== undefined || filters.minBedrooms !== undefined || filters.maxRent !== undefined;

/** Pence shown in the rent field: 120000 → '1200', 95050 → '950.50'. */
export const rentFieldValue = (pence: number | undefined): string =>
  pence === undefined ? '' : pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);

/** Filters → the URL's query string without '?' (empty when there is nothing to say). */
export function listingSearchString(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.area) params.set('area', filters.area);
  if (filters.minBedrooms !== undefined) params.set('minBedrooms', String(filters.minBedrooms));
  if (filters.maxRent !== undefined) params.set('maxRent', rentFieldValue(filters.maxRent));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The search term the API gets for what the visitor typed or chose. */
export const areaSearchTerm = (area: string): string => AREA_SEARCH_TERMS[area.toLowerCase()] ?? area;

/** Filters → the API query (only the keys that are set, so equal searches have equal query keys). */
export function toListingsParams(filters: ListingFilters): ListingsParams {
  const params: ListingsParams = {
    limit: LISTINGS_PAGE_SIZE,
    offset: (filters.page - 1) * LISTINGS_PAGE_SIZE,
  };
  if (filters.area) params.area = areaSearchTerm(filters.area);
  if (filters.minBedrooms !== undefined) params.minBedrooms = filters.minBedrooms;
  if (filters.maxRent !== undefined) params.maxRent = filters.maxRent;
  return params;
}

/** The URL's query string → the API query: what the server-side renderer prefetches for /listings. */
export const listingsParamsFromSearch = (search: string): ListingsParams =>
  toListingsParams(parseListingSearch(search));

/** '/listings/12' → 12; anything that is not a listing id → null (the page shows 'no longer available'). */
export function parseListingId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
