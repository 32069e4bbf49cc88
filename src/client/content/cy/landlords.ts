/** Welsh twin of ../landlords.ts: the landlords page's first screens. */
import { BadgeCheck, KeyRound, MapPin, PoundSterling, Search, ShieldCheck, Wrench } from 'lucide-react';
import { AGENCY } from '../agency';
import type { IconCard } from '../home';
import type * as En from '../landlords';

export const LANDLORDS_INTRO: typeof En.LANDLORDS_INTRO = `P’un a ydych chi’n gosod un fflat neu bortffolio, mae ${AGENCY.name} yn dod o hyd i ddeiliaid contract da, yn casglu’r rhent, yn gofalu am yr eiddo ac yn sicrhau eich bod yn cadw at gyfraith Cymru, fel nad oes rhaid i chi wneud hynny.`;

export const BENEFITS: readonly IconCard[] = [
  {
    Icon: MapPin,
    title: 'Tîm lleol, annibynnol',
    text: 'Rydyn ni wedi’n lleoli yn Ninas Powys, ac rydyn ni’n adnabod y strydoedd, yr ysgolion a’r rhenti ar draws Caerdydd a Bro Morgannwg.',
  },
  {
    Icon: ShieldCheck,
    title: 'Ymdrin â rheolau Cymru ar eich rhan',
    text: 'Contractau meddiannaeth, Rhentu Doeth Cymru, gwiriadau diogelwch a blaendaliadau: rydyn ni’n cadw golwg ar bob terfyn amser ac yn cadw’r gwaith papur mewn trefn.',
  },
  {
    Icon: Search,
    title: 'Deiliaid contract wedi’u dewis yn ofalus',
    text: 'Mae ein proses drylwyr o wirio geirdaon yn cwmpasu hunaniaeth, incwm a fforddiadwyedd, a landlordiaid blaenorol, cyn i ni argymell unrhyw un i chi.',
  },
  {
    Icon: PoundSterling,
    title: 'Casglu’r rhent ac adrodd arno',
    text: 'Rydyn ni’n casglu’r rhent, yn mynd ar ôl unrhyw ôl-ddyledion yn gynnar ac yn gwrtais, ac yn anfon cyfriflen fisol glir atoch chi.',
  },
  {
    Icon: Wrench,
    title: 'Contractwyr lleol dibynadwy',
    text: 'Peirianwyr Gas Safe, trydanwyr cymwysedig a chrefftwyr dibynadwy, gyda dyfynbrisiau i chi eu cymeradwyo cyn gwneud gwaith mwy.',
  },
  {
    Icon: KeyRound,
    title: 'Eich eiddo ar-lein, unrhyw bryd',
    text: 'Mae porth diogel yn dangos eich eiddo, eich taliadau rhent, eich dogfennau a’n negeseuon ni pryd bynnag y byddwch chi am edrych.',
  },
  {
    Icon: BadgeCheck,
    title: 'Ffioedd sy’n hawdd eu deall',
    text: 'Mae ein ffi reoli yn ganran syml o’r rhent misol, wedi’i chytuno’n ysgrifenedig cyn i ni ddechrau. Dim byd annisgwyl.',
  },
];
