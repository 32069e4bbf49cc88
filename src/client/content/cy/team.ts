/** Welsh twin of ../team.ts: names stay, roles and descriptions are in Welsh. */
import type { TeamMember } from '../team';

export type { TeamMember } from '../team';

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Siân Morgan',
    role: 'Rheolwr Gyfarwyddwr',
    text: 'Mae’n arwain yr asiantaeth ac yn gofalu am bortffolios ein cleientiaid sy’n landlordiaid.',
  },
  {
    name: 'Rhys Evans',
    role: 'Rheolwr Gosod',
    text: 'Mae’n trefnu ymweliadau, y gwaith o wirio geirdaon a chontractau meddiannaeth newydd.',
  },
  {
    name: 'Catrin Hughes',
    role: 'Rheolwr Eiddo',
    text: 'Mae’n sicrhau bod archwiliadau, tystysgrifau diogelwch ac adnewyddiadau yn digwydd mewn pryd.',
  },
  {
    name: 'Owen Price',
    role: 'Cydlynydd Cynnal a Chadw',
    text: 'Mae’n trefnu atgyweiriadau gyda’n contractwyr lleol dibynadwy.',
  },
];
