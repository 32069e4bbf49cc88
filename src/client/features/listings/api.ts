import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Listing } from '@shared/listings';
import type { ViewingRequestInput } from '@shared/contact';
import type { MessageAnswer } from '@shared/auth';
import { api, isApiError } from '@client/app/api-client';
import type { ListingsParams } from './search';

export { listingsParamsFromSearch, parseListingId } from './search';
export type { ListingsParams } from './search';

export const listingKeys = {
  all: ['listings'] as const,
  list: (params: ListingsParams) => [...listingKeys.all, 'list', params] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
};

/**
 * GET /api/listings?area&minBedrooms&maxRent(pence)&limit&offset → the page of listings and the
 * full count (X-Total-Count). The server-side renderer prefetches this with the same options.
 */
export const listingsQuery = (params: ListingsParams) =>
  queryOptions({
    queryKey: listingKeys.list(params),
    queryFn: ({ signal }) =>
      api.list<Listing>('/api/listings', {
        query: {
          area: params.area,
          minBedrooms: params.minBedrooms,
          maxRent: params.maxRent,
          limit: params.limit,
          offset: params.offset,
        },
        signal,
      }),
  });

/**
 * GET /api/listings/{id}. A listing that does not exist or is no longer listed is data (null), not
 * an error: the page renders 'no longer available' from it on the server and in the browser alike,
 * and the server-side renderer can answer 404 by looking at it.
 */
export const listingQuery = (id: number) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: async ({ signal }): Promise<Listing | null> => {
      try {
        return await api.get<Listing>(`/api/listings/${id}`, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The listings page: the previous results stay on screen while a new search loads. */
export function useListings(params: ListingsParams) {
  return useQuery({ ...listingsQuery(params), placeholderData: keepPreviousData });
}

/** One listing; id null (not a listing id) asks nothing. */
export function useListing(id: number | null) {
  return useQuery({ ...listingQuery(id ?? 0), enabled: id !== null });
}

/** POST /api/listings/{id}/viewings → 201 { message }. */
export function useRequestViewing(id: number) {
  return useMutation({
    mutationFn: (input: ViewingRequestInput) =>
      api.post<MessageAnswer>(`/api/listings/${id}/viewings`, input),
  });
}
