import { PLACE_NAMES } from '@client/content/place-names';

/** A place's name as the page shows it, in the build's language (its English name is the data). */
export const placeName = (name: string): string => PLACE_NAMES[name] ?? name;
