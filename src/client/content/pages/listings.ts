/**
 * The words of the homes-to-let search (/listings): the page, its search form, the results and
 * their cards, and the short facts (bedrooms, availability) that the listing page shows as well.
 */
import { AGENCY } from '@client/content/agency';

const COVERAGE = `${AGENCY.coverage.slice(0, -1).join(', ')} and ${AGENCY.coverage.at(-1)}`;

export interface ListingsPageCopy {
  title: string;
  /** Before the link to the contact page (ends with a space). */
  intro: string;
  introLink: string;
  introAfterLink: string;
}

export const LISTINGS_PAGE: ListingsPageCopy = {
  title: 'Find Your New Home',
  intro: `Homes to let in ${COVERAGE} and the surrounding areas. Search by area, bedrooms and rent, then ask us for a viewing. Can't see the right place? `,
  introLink: 'Tell us what you need',
  introAfterLink: '.',
};

export interface ListingSearchCopy {
  formLabel: string;
  areaLabel: string;
  areaPlaceholder: string;
  minBedroomsLabel: string;
  anyBedrooms: string;
  maxRentLabel: string;
  noMaximum: string;
  search: string;
  browseByArea: string;
  clearFilters: string;
}

export const LISTING_SEARCH: ListingSearchCopy = {
  formLabel: 'Search properties to let',
  areaLabel: 'Area or postcode',
  areaPlaceholder: 'For example Roath or CF64',
  minBedroomsLabel: 'Minimum bedrooms',
  anyBedrooms: 'Any',
  maxRentLabel: 'Maximum rent (£ per month)',
  noMaximum: 'No maximum',
  search: 'Search',
  browseByArea: 'Browse by area',
  clearFilters: 'Clear filters',
};

export interface ListingResultsCopy {
  heading: string;
  loading: string;
  loadFailed: string;
  /** The live count when nothing is filtered (total > 0). */
  countToLet: (total: number) => string;
  /** The live count of a filtered search (total > 0). */
  countMatching: (total: number) => string;
  noneMatching: string;
  noneToLet: string;
  loadError: string;
  tryAgain: string;
  resultsLabel: string;
  pagerLabel: string;
  /** The pager's "Showing 1–12 of 30 …": singular, plural. */
  pagerNoun: readonly [string, string];
  /** Before the link to the first page (ends with a space). */
  pastLastPage: string;
  firstPageLink: string;
  emptyTextFiltered: string;
  emptyText: string;
  clearFilters: string;
  tellUsWhatYouNeed: string;
}

const properties = (total: number): string => `${total} ${total === 1 ? 'property' : 'properties'}`;

export const LISTING_RESULTS: ListingResultsCopy = {
  heading: 'Properties to let',
  loading: 'Loading properties…',
  loadFailed: 'The properties could not be loaded',
  countToLet: (total) => `${properties(total)} to let`,
  countMatching: (total) => `${properties(total)} ${total === 1 ? 'matches' : 'match'} your search`,
  noneMatching: 'No properties match your search',
  noneToLet: 'No properties to let right now',
  loadError: 'We could not load the properties. Please try again.',
  tryAgain: 'Try again',
  resultsLabel: 'Search results',
  pagerLabel: 'Result pages',
  pagerNoun: ['property', 'properties'],
  pastLastPage: 'This page is past the last result. ',
  firstPageLink: 'Go to the first page',
  emptyTextFiltered:
    'Try another area, fewer bedrooms or a higher rent. New homes come on every week, so tell us what you are looking for and we will let you know.',
  emptyText: 'New homes come on every week. Tell us what you are looking for and we will let you know.',
  clearFilters: 'Clear filters',
  tellUsWhatYouNeed: 'Tell us what you need',
};

export interface ListingCardCopy {
  perMonth: string;
  keyFactsLabel: string;
  epcBand: (band: string) => string;
}

export const LISTING_CARD: ListingCardCopy = {
  perMonth: 'per month',
  keyFactsLabel: 'Key facts',
  epcBand: (band) => `EPC ${band}`,
};

/** The short facts features/listings/format.ts builds (dates and money are formatted there). */
export interface ListingWordsCopy {
  studio: string;
  bedrooms: (count: number) => string;
  bathrooms: (count: number) => string;
  availableFrom: (date: string) => string;
  availableNow: string;
  /** "Available from" a listing with no date. */
  now: string;
  /** A photo's alt text when the landlord gave none. */
  photoAlt: (title: string, number: number) => string;
}

export const LISTING_WORDS: ListingWordsCopy = {
  studio: 'Studio',
  bedrooms: (count) => `${count} ${count === 1 ? 'bedroom' : 'bedrooms'}`,
  bathrooms: (count) => `${count} ${count === 1 ? 'bathroom' : 'bathrooms'}`,
  availableFrom: (date) => `Available from ${date}`,
  availableNow: 'Available now',
  now: 'Now',
  photoAlt: (title, number) => `${title}, photo ${number}`,
};
