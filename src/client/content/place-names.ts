/**
 * How a place's name reads on the page. Area names are also data (a listing's area, the listings
 * filter, an image slot), so they stay English there; this gives the name shown. English shows
 * them as they are; the Welsh build's twin (content/cy/place-names.ts) names them in Welsh.
 */
export const PLACE_NAMES: Readonly<Record<string, string>> = {};
