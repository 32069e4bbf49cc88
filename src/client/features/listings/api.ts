/**
 * The public listing calls. Public pages import this, so it uses the site's data store rather than
 * TanStack Query (ADR 0012): the server renders from the same keys and loaders.
 */
import type { Listing } from '@shared/listings';
import type { ViewingRequestInput } from '@shared/contact';
import type { MessageAnswer } from '@shared/auth';
import { loadApi } from '@client/app/lazy-api';
import { PAGE_LANGUAGE } from '@client/app/locale';
import { useStoredData } from '@client/app/data-store';
import type { ListingsParams } from './search';

export { listingsParamsFromSearch, parseListingId } from './search';
export type { ListingsParams } from './search';

export const listingsKey = (params: ListingsParams) =>
  `listings:list:${JSON.stringify([params.area, params.minBedrooms, params.maxRent, params.limit, params.offset])}`;
export const listingKey = (id: number) => `listings:detail:${id}`;

/**
 * GET /api/listings?area&minBedrooms&maxRent(pence)&limit&offset → the page of listings and the
 * full count (X-Total-Count).
 */
export const fetchListings = async (params: ListingsParams, signal?: AbortSignal) =>
  (await loadApi()).api.list<Listing>('/api/listings', {
    query: {
      area: params.area,
      minBedrooms: params.minBedrooms,
      maxRent: params.maxRent,
      limit: params.limit,
      offset: params.offset,
    },
    ...(signal ? { signal } : {}),
  });

/**
 * GET /api/listings/{id}. A listing that does not exist or is no longer listed is data (null), not
 * an error: the page renders 'no longer available' from it on the server and in the browser alike,
 * and the server-side renderer can answer 404 by looking at it.
 */
export async function fetchListing(id: number, signal?: AbortSignal): Promise<Listing | null> {
  const { api, hasErrorCode } = await loadApi();
  try {
    return await api.get<Listing>(`/api/listings/${id}`, signal ? { signal } : {});
  } catch (error) {
    if (hasErrorCode(error, 'not_found')) return null;
    throw error;
  }
}

/** The listings page: the previous results stay on screen while a new search loads. */
export function useListings(params: ListingsParams) {
  return useStoredData(listingsKey(params), (signal) => fetchListings(params, signal), {
    keepPrevious: true,
  });
}

/** One listing; id null (not a listing id) is null straight away. */
export function useListing(id: number | null) {
  return useStoredData(listingKey(id ?? 0), (signal) =>
    id === null ? Promise.resolve(null) : fetchListing(id, signal),
  );
}

/** POST /api/listings/{id}/viewings → 201 { message }; the visitor's acknowledgement is in the page's language. */
export const requestViewing = async (id: number, input: ViewingRequestInput) =>
  (await loadApi()).api.post<MessageAnswer>(`/api/listings/${id}/viewings`, input, {
    headers: PAGE_LANGUAGE,
  });
