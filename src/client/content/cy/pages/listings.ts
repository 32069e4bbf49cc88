/**
 * Welsh twin of content/pages/listings.ts (the Welsh build swaps it in). "Eiddo" stays the same in
 * the plural and after any number; nouns after a numeral stay singular ("3 ystafell wely").
 */
import type * as En from '../../pages/listings';

export const LISTINGS_PAGE: typeof En.LISTINGS_PAGE = {
  title: "Dod o hyd i'ch cartref newydd",
  // The places of AGENCY.coverage, in Welsh.
  intro:
    "Cartrefi ar osod yng Nghaerdydd, Penarth, y Barri, Caerffili a Chasnewydd a'r ardaloedd cyfagos. Chwiliwch yn ôl ardal, nifer yr ystafelloedd gwely a rhent, yna gofynnwch i ni am gael gweld cartref. Methu gweld y lle iawn? ",
  introLink: 'Dywedwch wrthym beth sydd ei angen arnoch',
  introAfterLink: '.',
};

export const LISTING_SEARCH: typeof En.LISTING_SEARCH = {
  formLabel: 'Chwilio am eiddo ar osod',
  areaLabel: 'Ardal neu god post',
  // The area is matched against the listings' own (English) area names, so the example stays "Roath".
  areaPlaceholder: 'Er enghraifft Roath neu CF64',
  minBedroomsLabel: 'Isafswm ystafelloedd gwely',
  anyBedrooms: 'Unrhyw nifer',
  maxRentLabel: 'Uchafswm rhent (£ y mis)',
  noMaximum: 'Dim uchafswm',
  search: 'Chwilio',
  browseByArea: 'Pori yn ôl ardal',
  clearFilters: "Clirio'r hidlyddion",
};

export const LISTING_RESULTS: typeof En.LISTING_RESULTS = {
  heading: 'Eiddo ar osod',
  loading: "Wrthi'n llwytho eiddo…",
  loadFailed: "Nid oedd modd llwytho'r eiddo",
  countToLet: (total) => `${total} eiddo ar osod`,
  countMatching: (total) => `Mae ${total} eiddo'n cyfateb i'ch chwiliad`,
  noneMatching: "Nid oes unrhyw eiddo'n cyfateb i'ch chwiliad",
  noneToLet: 'Nid oes eiddo ar osod ar hyn o bryd',
  loadError: "Nid oedd modd i ni lwytho'r eiddo. Rhowch gynnig arall arni.",
  tryAgain: 'Rhoi cynnig arall arni',
  resultsLabel: "Canlyniadau'r chwiliad",
  pagerLabel: 'Tudalennau canlyniadau',
  pagerNoun: ['eiddo', 'eiddo'],
  pastLastPage: "Mae'r dudalen hon y tu hwnt i'r canlyniad olaf. ",
  firstPageLink: "Mynd i'r dudalen gyntaf",
  emptyTextFiltered:
    'Rhowch gynnig ar ardal arall, llai o ystafelloedd gwely neu rent uwch. Mae cartrefi newydd yn dod ar y farchnad bob wythnos, felly dywedwch wrthym beth rydych yn chwilio amdano a byddwn yn rhoi gwybod i chi.',
  emptyText:
    'Mae cartrefi newydd yn dod ar y farchnad bob wythnos. Dywedwch wrthym beth rydych yn chwilio amdano a byddwn yn rhoi gwybod i chi.',
  clearFilters: "Clirio'r hidlyddion",
  tellUsWhatYouNeed: 'Dywedwch wrthym beth sydd ei angen arnoch',
};

export const LISTING_CARD: typeof En.LISTING_CARD = {
  perMonth: 'y mis',
  keyFactsLabel: 'Ffeithiau allweddol',
  epcBand: (band) => `Sgôr EPC ${band}`,
};

export const LISTING_WORDS: typeof En.LISTING_WORDS = {
  studio: 'Stiwdio',
  bedrooms: (count) => `${count} ystafell wely`,
  bathrooms: (count) => `${count} ystafell ymolchi`,
  availableFrom: (date) => `Ar gael o ${date}`,
  availableNow: 'Ar gael nawr',
  now: 'Nawr',
  photoAlt: (title, number) => `${title}, llun ${number}`,
};
