/** Welsh twin of content/pages/area-guides.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/area-guides';

export const AREA_GUIDES_PAGE: typeof En.AREA_GUIDES_PAGE = {
  title: 'Canllawiau ardal',
  intro:
    "Yn ystyried gosod neu rentu yn Ne Cymru? Mae ein canllawiau lleol yn disgrifio pob cymdogaeth rydym yn ei hadnabod yn dda: y cartrefi, rhenti arferol, trafnidiaeth, pethau i'w gwneud ac ysgolion cyfagos.",
  getInTouch: 'Cysylltwch â ni',
  ourServices: 'Ein gwasanaethau',
  whereWeWork: 'Ble rydym yn gweithio:',
  // The places of AGENCY.coverage, in Welsh.
  coverage: "Caerdydd, Penarth, y Barri, Caerffili, Casnewydd a'r ardaloedd cyfagos.",
  tabsLabel: 'Canllawiau ardal fesul rhanbarth',
  rentsNote:
    "Rhenti gofyn arferol ar ddechrau 2026 yw'r rhain, ac maent yn newid gyda'r farchnad; mae pob cyngor yn pennu dalgylchoedd ei ysgolion ei hun, felly gwiriwch cyn ymrwymo. Gofynnwch i ni am ffigurau cyfredol ar gyfer stryd benodol.",
  adviceHeading: "Ddim yn siŵr pa ardal sy'n addas i chi?",
  adviceText:
    "P'un a ydych yn dewis ble i rentu neu ble i fuddsoddi, gall ein tîm eich tywys drwy'r rhenti, y galw a naws pob cymdogaeth.",
  personalAdvice: 'Cael cyngor personol am ardal',
  localExperts: "Cysylltu â'n harbenigwyr lleol",
  card: {
    propertyTypes: 'Mathau o eiddo',
    averageRent: 'Rhent cyfartalog',
    transport: 'Trafnidiaeth',
    amenities: 'Cyfleusterau',
    schools: 'Ysgolion',
    viewProperties: 'Gweld yr eiddo',
    // "yn ardal …" keeps the place name as it is (no mutation after "ardal").
    inArea: (area) => ` yn ardal ${area}`,
    highlights: (area) => `Uchafbwyntiau ${area}`,
  },
};
