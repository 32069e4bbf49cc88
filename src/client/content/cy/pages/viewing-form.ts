/** Welsh twin of content/pages/viewing-form.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/viewing-form';

export const VIEWING_FORM: typeof En.VIEWING_FORM = {
  name: 'Enw',
  email: 'E-bost',
  phone: 'Ffôn',
  preferredTimes: "Amseroedd sy'n gyfleus",
  preferredTimesHint: "Er enghraifft, gyda'r nos yn ystod yr wythnos neu fore Sadwrn.",
  message: 'Neges',
  sending: "Wrthi'n anfon...",
  submit: 'Gofyn am gael gweld y cartref',
  fallbackError: 'Roedd problem wrth anfon eich cais. Rhowch gynnig arall arni.',
  goneError:
    "Mae'n ddrwg gennym, mae'r eiddo hwn newydd gael ei dynnu oddi ar y farchnad, felly nid oedd modd i ni anfon eich cais.",
  thankYou: 'Diolch!',
  received: (listingTitle) =>
    `Mae eich cais i weld ${listingTitle} wedi dod i law. Bydd ein tîm gosod yn cysylltu â chi drwy e-bost neu dros y ffôn, fel arfer cyn pen un diwrnod gwaith. Os yw'n fater brys, ffoniwch ni ar `,
  receivedAfterPhone: '.',
  seeMore: 'Gweld rhagor o eiddo',
};
