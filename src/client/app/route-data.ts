import type { Listing } from '@shared/listings';
import { PAGE_PATHS, PAGE_PATTERNS } from '@shared/routes';
import { AREA_TEASERS } from '@client/content/home-more';
import { NOT_FOUND_META, PUBLIC_PAGE_META, type PageMeta } from '@client/content/page-meta';
import { LISTING_DETAIL_PAGE } from '@client/content/pages/listing-detail';
import { activeImageKey, fetchActiveImage } from '@client/features/images/api';
import { AREA_NAMES } from '@client/features/images/fallbacks';
import {
  fetchListing,
  fetchListings,
  listingKey,
  listingsKey,
  listingsParamsFromSearch,
} from '@client/features/listings/api';
import type { ActiveImage, ImageUsageType } from '@shared/images';
import type { DataStore } from './data-store';

export interface RouteData {
  status: number;
  /** The route as registered (the listing page's is /listings/:id). */
  pattern: string;
  meta: PageMeta;
  /** An image for link previews (Open Graph), when the page has one of its own. */
  shareImage?: string;
}

const LISTING_PATH = /^\/listings\/(\d+)$/;

/** Loads an image slot into the store; a lookup that fails leaves the fallback art in place. */
async function loadImage(store: DataStore, usageType: ImageUsageType, usageContext?: string) {
  const key = activeImageKey(usageType, usageContext);
  await store.load(key, (signal) => fetchActiveImage(usageType, usageContext, signal));
  const entry = store.get(key);
  return entry.status === 'success' ? (entry.data as ActiveImage | null) : null;
}

/**
 * What a public page shows from the server, loaded into the store under the keys and with the
 * loaders the page uses, so the HTML carries it (the hero's URL, the listings) and the browser
 * does not ask again.
 */
export async function prefetchRouteData(store: DataStore, path: string, search: string): Promise<RouteData> {
  const listingMatch = LISTING_PATH.exec(path);
  if (listingMatch) {
    // A listing that is gone renders 'no longer available' and answers 404; one that cannot be
    // read fails the page, as the browser would show it differently.
    const id = Number(listingMatch[1]);
    await store.load(listingKey(id), (signal) => fetchListing(id, signal));
    const entry = store.get(listingKey(id));
    if (entry.status === 'error') throw entry.error;
    const listing = entry.status === 'success' ? (entry.data as Listing | null) : null;
    if (!listing) {
      return {
        status: 404,
        pattern: PAGE_PATTERNS.listing,
        meta: { title: LISTING_DETAIL_PAGE.unavailableTitle, description: NOT_FOUND_META.description },
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
    const [hero] = await Promise.all([
      loadImage(store, 'hero'),
      ...AREA_TEASERS.map((area) => loadImage(store, 'area_guide', area.name)),
    ]);
    return { status: 200, pattern: path, meta, ...(hero ? { shareImage: hero.url } : {}) };
  }
  if (path === PAGE_PATHS.areaGuides) {
    await Promise.all(AREA_NAMES.map((area) => loadImage(store, 'area_guide', area)));
  }
  if (path === PAGE_PATHS.listings) {
    const params = listingsParamsFromSearch(search);
    await store.load(listingsKey(params), (signal) => fetchListings(params, signal));
  }
  return { status: 200, pattern: path, meta };
}
