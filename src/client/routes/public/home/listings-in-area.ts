import { PAGE_PATHS } from '@shared/routes';

/** The listings page searched for one area. */
export const listingsInArea = (area: string) => `${PAGE_PATHS.listings}?area=${encodeURIComponent(area)}`;
