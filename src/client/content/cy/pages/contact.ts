/** Welsh twin of content/pages/contact.ts (the Welsh build swaps it in). */
import { AGENCY } from '@client/content/agency';
import type * as En from '../../pages/contact';

export const CONTACT_PAGE: typeof En.CONTACT_PAGE = {
  title: 'Cysylltu â ni',
  intro:
    "Ffoniwch, anfonwch e-bost neu dewch i'n swyddfa yn Ninas Powys. Rydym yn ateb e-byst cyn pen un diwrnod gwaith.",
  phoneHeading: 'Ffôn',
  emergencyNote: 'Defnyddiwch yr un rhif ar gyfer gwaith cynnal a chadw brys.',
  emailHeading: 'E-bost',
  emailNote: 'Rydym yn ateb e-byst cyn pen un diwrnod gwaith.',
  visitHeading: "Dewch i'n swyddfa",
  openInMaps: 'Agor yn Google Maps',
  opensInNewTab: ' (yn agor mewn tab newydd)',
  messageHeading: 'Anfonwch neges atom',
  messageIntro: 'Llenwch y ffurflen a byddwn yn ateb cyn pen un diwrnod gwaith.',
  hoursHeading: "Oriau'r swyddfa",
  mapHeading: 'Dod o hyd i ni',
  mapAlt: `Map o'n swyddfa ar ${AGENCY.address.street}, ${AGENCY.address.town}. Agorwch ef yn Google Maps`,
  mapCaption: `Mae ein swyddfa ar ${AGENCY.address.street}, ${AGENCY.address.town}, ${AGENCY.address.postcode}. Dewiswch y map i gael cyfarwyddiadau.`,
};
