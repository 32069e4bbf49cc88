/** Welsh twin of content/pages/listing-detail.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/listing-detail';

export const LISTING_DETAIL_PAGE: typeof En.LISTING_DETAIL_PAGE = {
  backLink: 'Pob eiddo ar osod',
  // "yn ardal" leaves the listing's own area name unmutated.
  subtitle: (bedrooms, area) => `${bedrooms}, ar osod yn ardal ${area}`,
  requestViewing: 'Gofyn am gael gweld y cartref',
  applyForHome: 'Gwneud cais am y cartref hwn',
  keyFactsHeading: 'Ffeithiau allweddol',
  aboutHeading: 'Am yr eiddo hwn',
  addressNote: "Byddwn yn rhoi'r cyfeiriad llawn pan fyddwn yn trefnu i chi weld y cartref.",
  applyIntro:
    "Wedi'i weld, ac am ei gael? Dywedwch wrthym am eich aelwyd a byddwn yn anfon eich cais ymlaen at y landlord. Mae gan y rhan fwyaf o ymgeiswyr incwm blynyddol o 30 gwaith y rhent misol o leiaf, neu warantwr.",
  viewingIntro:
    "Dywedwch wrthym sut i gysylltu â chi a pha bryd sy'n gyfleus, a byddwn yn trefnu amser i ddangos y cartref i chi.",
  talkBeforePhone: "Byddai'n well gennych siarad â ni? Ffoniwch ",
  talkAfterPhone: ' a soniwch am yr eiddo hwn.',
  unavailableTitle: "Nid yw'r eiddo hwn ar gael mwyach",
  unavailableText:
    "Efallai ei fod wedi'i osod yn barod neu wedi'i dynnu oddi ar y farchnad. Mae cartrefi newydd yn dod ar y farchnad bob wythnos.",
  seeProperties: 'Gweld yr eiddo sydd ar osod nawr',
  tellUsWhatYouWant: 'Dywedwch wrthym beth rydych yn chwilio amdano',
  propertyToLet: 'Eiddo ar osod',
  loading: "Wrthi'n llwytho'r eiddo…",
  loadError: "Nid oedd modd i ni lwytho'r eiddo hwn. Rhowch gynnig arall arni.",
  tryAgain: 'Rhoi cynnig arall arni',
};

export const LISTING_FACTS: typeof En.LISTING_FACTS = {
  rent: 'Rhent',
  perMonth: 'y mis',
  bedrooms: 'Ystafelloedd gwely',
  studio: 'Stiwdio',
  bathrooms: 'Ystafelloedd ymolchi',
  epcRating: 'Sgôr EPC',
  availableFrom: 'Ar gael o',
  area: 'Ardal',
};

export const LISTING_GALLERY: typeof En.LISTING_GALLERY = {
  label: 'Lluniau',
  previous: 'Llun blaenorol',
  next: 'Llun nesaf',
  photoOf: (number, total) => `Llun ${number} o ${total}`,
  thumbnailsLabel: 'Pob llun',
  showPhoto: (number, total, alt) => `Dangos llun ${number} o ${total}: ${alt}`,
};
