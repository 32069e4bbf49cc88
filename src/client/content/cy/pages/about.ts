/** Welsh twin of content/pages/about.ts (the Welsh build swaps it in). */
import { AGENCY } from '@client/content/agency';
import type * as En from '../../pages/about';

export const ABOUT_PAGE: typeof En.ABOUT_PAGE = {
  title: 'Amdanom ni',
  intro: `Mae ${AGENCY.name} yn asiantaeth gosod a rheoli eiddo dan berchnogaeth leol. O'n swyddfa yn Ninas Powys rydym yn gofalu am landlordiaid a deiliaid contract ledled Caerdydd a De Cymru.`,
  storyHeading: 'Pwy ydym ni',
  storyParagraphs: [
    "Rydym yn dîm bach, annibynnol sy'n byw ac yn gweithio yn yr ardal rydym yn ei gwasanaethu. Credwn fod gosod yn gweithio orau pan fydd landlordiaid yn cael gwybod beth sy'n digwydd, deiliaid contract yn cael eu trin yn deg, a chartrefi'n ddiogel ac yn cael gofal da.",
    'Mae gan gyfraith gosod Cymru ei rheolau ei hun, o gontractau meddiannaeth i drwyddedu Rhentu Doeth Cymru. Rydym yn eu hadnabod yn dda ac yn eu cynnwys ym mhopeth a wnawn, ac mae ein porth diogel yn golygu nad oes rhaid i neb aros am alwad ffôn i weld sut mae pethau.',
  ],
  officeHeading: 'Ein swyddfa',
  // The places of AGENCY.coverage, in Welsh and joined as Welsh joins them ("a Chasnewydd").
  coverage:
    "Rydym yn gwasanaethu Caerdydd, Penarth, y Barri, Caerffili a Chasnewydd, a'r ardaloedd o'u cwmpas.",
  teamHeading: "Dewch i gwrdd â'r tîm",
  valuesHeading: 'Ein gwerthoedd',
  values: {
    integrity: {
      title: 'Uniondeb',
      text: "Atebion gonest, ffioedd clir wedi'u cytuno'n ysgrifenedig, ac arian cleientiaid yn cael ei gadw'n ddiogel ac ar wahân.",
    },
    excellence: {
      title: 'Rhagoriaeth',
      text: "Gwaith gofalus ar bob tenantiaeth, pob tystysgrif mewn pryd, a phob atgyweiriad wedi'i gwblhau.",
    },
    community: {
      title: 'Cymuned',
      text: "Tîm lleol yn gwasanaethu pobl leol, gan gefnogi'r trefi a'r cymdogaethau lle rydym yn gosod cartrefi.",
    },
    innovation: {
      title: 'Arloesi',
      text: "Porth diogel ar-lein, fel y gall landlordiaid a deiliaid contract weld yr hyn sy'n bwysig iddynt unrhyw bryd.",
    },
  },
  ctaHeading: 'Dewch i siarad â ni',
  ctaText: `Ffoniwch ${AGENCY.phone}, anfonwch neges atom, neu galwch heibio i'n swyddfa yn Ninas Powys.`,
  getInTouch: 'Cysylltwch â ni',
  ourServices: 'Ein gwasanaethau',
};
