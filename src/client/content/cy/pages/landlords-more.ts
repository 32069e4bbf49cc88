/** Welsh twin of content/pages/landlords-more.ts (the Welsh build swaps it in). */
import { AGENCY } from '@client/content/agency';
import type * as En from '../../pages/landlords-more';

export const LANDLORDS_MORE_PAGE: typeof En.LANDLORDS_MORE_PAGE = {
  services: {
    heading: 'Ein gwasanaethau i landlordiaid',
    intro:
      'Dewiswch y gwasanaethau sydd eu hangen arnoch, neu trosglwyddwch bopeth i ni gyda rheolaeth lawn.',
    seeAll: 'Gweld pob gwasanaeth yn fanwl',
  },
  rules: {
    heading: "Rheolau gosod Cymru, wedi'u hesbonio",
    intro:
      "Mae gan Gymru ei chyfraith gosod ei hun. Dyma beth mae'r prif ddyletswyddau'n ei olygu'n ymarferol, y terfynau amser sy'n bwysig, a'r hyn rydym yn ei wneud am bob un. Crynodeb mewn iaith glir yw hwn, nid cyngor cyfreithiol.",
    navLabel: 'Rheolau gosod Cymru',
    lawRequires: "Beth mae'r gyfraith yn ei ofyn",
    howWeHandle: "Sut rydym ni'n delio â hyn",
    rulesChange:
      "Mae'r rheolau'n newid o bryd i'w gilydd. Rydym yn cadw'n gyfredol fel nad oes rhaid i chi, ac ar gyfer sefyllfa benodol byddwn bob amser yn argymell gwirio gyda chyfreithiwr.",
  },
  callToAction: {
    heading: "Gosodwch eich eiddo'n hyderus",
    text: `Dywedwch wrthym am eich eiddo a byddwn yn esbonio sut y byddem yn ei osod a'i reoli, a faint y gallai ei ennill. Ffoniwch ${AGENCY.phone} neu anfonwch neges atom.`,
    talkToUs: 'Siarad â ni am eich eiddo',
    exploreServices: 'Gweld ein gwasanaethau',
  },
};
