/**
 * Welsh twin of ../structured-data.ts. The English has no prose (no description): its strings are
 * URLs, the agency's name and address (kept as they are), and schema.org day names, which are
 * vocabulary values, not words to translate. Only the towns served are named in Welsh.
 */
import { AGENCY } from '../agency';
import type * as En from '../structured-data';
import { agencyStructuredData as englishStructuredData } from '../structured-data';
import { PLACE_NAMES_CY } from './translation';

/** "y Barri" in running text is "Y Barri" as a name on its own. */
const standalone = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

export const agencyStructuredData: typeof En.agencyStructuredData = (origin) => ({
  ...englishStructuredData(origin),
  areaServed: AGENCY.coverage.map((place) => ({ '@type': 'City', name: standalone(PLACE_NAMES_CY[place]) })),
});
