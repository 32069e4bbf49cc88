/** The words of one listing's page (/listings/{id}): the page, its facts and its photo gallery. */
export interface ListingDetailPageCopy {
  backLink: string;
  /** "2 bedrooms to let in Cardiff, CF23". */
  subtitle: (bedrooms: string, area: string) => string;
  requestViewing: string;
  applyForHome: string;
  keyFactsHeading: string;
  aboutHeading: string;
  addressNote: string;
  applyIntro: string;
  viewingIntro: string;
  /** Around the phone number, which the page shows as a link. */
  talkBeforePhone: string;
  talkAfterPhone: string;
  unavailableTitle: string;
  unavailableText: string;
  seeProperties: string;
  tellUsWhatYouWant: string;
  propertyToLet: string;
  loading: string;
  loadError: string;
  tryAgain: string;
}

export const LISTING_DETAIL_PAGE: ListingDetailPageCopy = {
  backLink: 'All properties to let',
  subtitle: (bedrooms, area) => `${bedrooms} to let in ${area}`,
  requestViewing: 'Request a viewing',
  applyForHome: 'Apply for this home',
  keyFactsHeading: 'Key facts',
  aboutHeading: 'About this property',
  addressNote: 'We give the full address when we arrange your viewing.',
  applyIntro:
    'Seen it and want it? Tell us about your household and we will pass your application to the landlord. Most applicants have a yearly income of at least 30 times the monthly rent, or a guarantor.',
  viewingIntro: 'Tell us how to reach you and when suits you, and we will arrange a time to show you round.',
  talkBeforePhone: 'Rather talk to us? Call ',
  talkAfterPhone: ' and mention this property.',
  unavailableTitle: 'This property is no longer available',
  unavailableText: 'It may have been let already or taken off the market. New homes come on every week.',
  seeProperties: 'See the properties to let now',
  tellUsWhatYouWant: 'Tell us what you are looking for',
  propertyToLet: 'Property to let',
  loading: 'Loading the property…',
  loadError: 'We could not load this property. Please try again.',
  tryAgain: 'Try again',
};

export interface ListingFactsCopy {
  rent: string;
  perMonth: string;
  bedrooms: string;
  studio: string;
  bathrooms: string;
  epcRating: string;
  availableFrom: string;
  area: string;
}

export const LISTING_FACTS: ListingFactsCopy = {
  rent: 'Rent',
  perMonth: 'per month',
  bedrooms: 'Bedrooms',
  studio: 'Studio',
  bathrooms: 'Bathrooms',
  epcRating: 'EPC rating',
  availableFrom: 'Available from',
  area: 'Area',
};

export interface ListingGalleryCopy {
  label: string;
  previous: string;
  next: string;
  /** The caption under the photo shown: "Photo 1 of 5". */
  photoOf: (number: number, total: number) => string;
  thumbnailsLabel: string;
  /** A thumbnail's name: "Show photo 2 of 5: The kitchen". */
  showPhoto: (number: number, total: number, alt: string) => string;
}

export const LISTING_GALLERY: ListingGalleryCopy = {
  label: 'Photos',
  previous: 'Previous photo',
  next: 'Next photo',
  photoOf: (number, total) => `Photo ${number} of ${total}`,
  thumbnailsLabel: 'All photos',
  showPhoto: (number, total, alt) => `Show photo ${number} of ${total}: ${alt}`,
};
