/** Welsh twin of ../home.ts: the home page's first screen. */
import { ClipboardCheck, KeyRound, ShieldCheck } from 'lucide-react';
import { AGENCY } from '../agency';
import type * as En from '../home';
import type { IconCard } from '../home';
import type { Translation } from './translation';

export { toAnchorId, type IconCard } from '../home';

export const REASONS: readonly IconCard[] = [
  {
    Icon: ShieldCheck,
    title: 'Arbenigwyr ar gydymffurfio yng Nghymru',
    text: 'Rydyn ni’n sicrhau bod pob cartref rydyn ni’n ei osod yn cydymffurfio â Deddf Rhentu Cartrefi (Cymru), Rhentu Doeth Cymru a’r rheolau ar dystysgrifau diogelwch, ac yn cadw golwg ar bob dyddiad adnewyddu ar eich rhan.',
  },
  {
    Icon: ClipboardCheck,
    title: 'Rheoli cyflawn',
    text: 'O ddod o hyd i denantiaid a gwirio’u geirdaon i gasglu rhent, archwiliadau ac atgyweiriadau, gallwn ni ofalu am gymaint neu gyn lleied ag sydd ei angen arnoch chi.',
  },
  {
    Icon: KeyRound,
    title: 'Mynediad i borth digidol',
    text: 'Mae landlordiaid a thenantiaid yn mewngofnodi i borth diogel ar-lein i weld taliadau, dogfennau, tystysgrifau a cheisiadau atgyweirio unrhyw bryd.',
  },
];

export const HERO: Translation<typeof En.HERO> = {
  eyebrow: 'Gosod a rheoli eiddo · Caerdydd a De Cymru',
  title: 'Symleiddio rheoli eiddo yng Nghaerdydd',
  lead: `Asiantaeth gosod dan berchnogaeth leol yn Ninas Powys yw ${AGENCY.name}. Rydyn ni’n dod o hyd i denantiaid da, yn cadw cartrefi’n ddiogel ac yn unol â chyfraith Cymru, ac yn gofalu am landlordiaid a thenantiaid fel ei gilydd.`,
  points: [
    'Asiant trwyddedig Rhentu Doeth Cymru',
    'Blaendaliadau wedi’u diogelu mewn cynlluniau cymeradwy',
    'Swyddfa leol, tîm lleol',
  ],
};

export const WHY_CHOOSE_US: Translation<typeof En.WHY_CHOOSE_US> = {
  title: 'Pam ein dewis ni',
  intro:
    'Mae gan osod cartref yng Nghymru ei reolau ei hun. Rydyn ni’n eu hadnabod, ac yn ysgwyddo’r gwaith drosoch chi.',
};
