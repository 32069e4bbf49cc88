import type { QueryClient } from '@tanstack/react-query';
import { PAGE_PATHS, PAGE_PATTERNS } from '@shared/routes';
import { AREA_TEASERS } from '@client/content/home';
import { NOT_FOUND_META, PUBLIC_PAGE_META, type PageMeta } from '@client/content/page-meta';
import { activeImageQuery } from '@client/features/images/api';
import { AREA_NAMES } from '@client/features/images/fallbacks';
import { listingQuery, listingsQuery, listingsParamsFromSearch } from '@client/features/listings/api';

export interface RouteData {
  status: number;
  /** The route as registered (the listing page's is /listings/:id). */
  pattern: string;
  meta: PageMeta;
  /** An image for link previews (Open Graph), when the page has one of its own. */
  shareImage?: string;
}

const LISTING_PATH = /^\/listings\/(\d+)$/;

/**
 * What a public page shows from the server, fetched before it is rendered with the same query
 * options the page uses, so the HTML carries it (the hero's URL, the listings) and the browser
 * does not ask again.
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  path: string,
  search: string,
): Promise<RouteData> {
  const listingMatch = LISTING_PATH.exec(path);
  if (listingMatch) {
    // A listing that is gone renders 'no longer available' and answers 404.
    const listing = await queryClient.fetchQuery(listingQuery(Number(listingMatch[1])));
    if (!listing) {
      return {
        status: 404,
        pattern: PAGE_PATTERNS.listing,
        meta: { title: 'This property is no longer available', description: NOT_FOUND_META.description },
      };
    }
    const cover = listing.photos.find((photo) => photo.isCover) ?? listing.photos[0];
    return {
      status: 200,
      pattern: PAGE_PATTERNS.listing,
      meta: {
        title: `${listing.title}, ${listing.area}`,
        description: listing.description.slice(0, 160) || PUBLIC_PAGE_META[PAGE_PATHS.listings]!.description,
      },
      ...(cover ? { shareImage: cover.url } : {}),
    };
  }

  const meta = PUBLIC_PAGE_META[path];
  if (!meta) return { status: 404, pattern: path, meta: NOT_FOUND_META };

  if (path === PAGE_PATHS.home) {
    // prefetchQuery never throws: an image lookup that fails leaves the fallback art in place.
    await Promise.all([
      queryClient.prefetchQuery(activeImageQuery('hero')),
      ...AREA_TEASERS.map((area) => queryClient.prefetchQuery(activeImageQuery('area_guide', area.name))),
    ]);
    const hero = queryClient.getQueryData(activeImageQuery('hero').queryKey);
    return { status: 200, pattern: path, meta, ...(hero ? { shareImage: hero.url } : {}) };
  }
  if (path === PAGE_PATHS.areaGuides) {
    await Promise.all(
      AREA_NAMES.map((area) => queryClient.prefetchQuery(activeImageQuery('area_guide', area))),
    );
  }
  if (path === PAGE_PATHS.listings) {
    await queryClient.prefetchQuery(listingsQuery(listingsParamsFromSearch(search)));
  }
  return { status: 200, pattern: path, meta };
}
