/**
 * Welsh twin of ../home-more.ts: the home page below its first screen. The service cards keep the
 * English anchor ids (the Services page's section ids), so they are written out, not derived from
 * the Welsh titles; the area teasers keep the English area names, which are image and listings keys.
 */
import {
  AlarmSmoke,
  BadgeCheck,
  Building2,
  CalendarCheck,
  ClipboardList,
  FileSignature,
  FileText,
  Flame,
  Leaf,
  PoundSterling,
  Scale,
  UserSearch,
  Wrench,
  Zap,
} from 'lucide-react';
import type { FaqItem } from '@client/components/public/faq';
import type { Testimonial } from '@client/components/public/testimonials';
import { AGENCY } from '../agency';
import type * as En from '../home-more';
import type { AreaTeaser, ComplianceCard, ServiceCard } from '../home-more';
import { PLACE_NAMES_CY, type Translation } from './translation';

export type { AreaTeaser, ComplianceCard, ServiceCard } from '../home-more';

export const LANDLORD_POINTS: readonly string[] = [
  'Dod o hyd i denantiaid, gwirio’u geirdaon a’u helpu i symud i mewn, ar eich rhan',
  'Casglu’r rhent a’i dalu i chi, gyda chyfriflenni misol clir',
  'Cadw golwg ar dystysgrifau nwy, trydan ac EPC a’u hadnewyddu mewn pryd',
  'Diogelu blaendaliadau a rhoi datganiadau ysgrifenedig mewn pryd',
  'Trefnu atgyweiriadau gyda chontractwyr lleol dibynadwy',
];

export const TENANT_POINTS: readonly string[] = [
  'Dim ffioedd gosod: mae’n anghyfreithlon eu codi yng Nghymru',
  'Eich blaendal wedi’i ddiogelu mewn cynllun a gymeradwywyd gan y llywodraeth',
  'Rhowch wybod am waith atgyweirio ar-lein neu dros y ffôn, gyda chymorth mewn argyfwng',
  'Datganiad ysgrifenedig clir o’ch contract meddiannaeth',
  'Tîm lleol sy’n ateb y ffôn',
];

export const SERVICES: readonly ServiceCard[] = [
  {
    Icon: UserSearch,
    title: 'Dod o hyd i denantiaid',
    text: 'Lluniau proffesiynol, hysbysebion ar y prif byrth eiddo, ymweliadau yng nghwmni aelod o’r tîm, a gwiriadau trylwyr o eirdaon a fforddiadwyedd.',
    id: 'tenant-finding',
  },
  {
    Icon: PoundSterling,
    title: 'Casglu rhent',
    text: 'Casglu’r rhent yn brydlon bob mis, mynd ar ôl ôl-ddyledion yn ddi-oed, a chyfriflen glir bob tro y byddwn ni’n eich talu.',
    id: 'rent-collection',
  },
  {
    Icon: ClipboardList,
    title: 'Archwilio eiddo',
    text: 'Rhestrau eiddo manwl ar ddechrau ac ar ddiwedd y denantiaeth, ac archwiliadau rheolaidd gydag adroddiadau a lluniau y gallwch eu darllen yn y porth.',
    id: 'property-inspections',
  },
  {
    Icon: Wrench,
    title: 'Cynnal a chadw',
    text: 'Trefnu atgyweiriadau drwy ein rhwydwaith o grefftwyr lleol rydyn ni wedi’u gwirio, gyda llinell argyfwng ar gyfer problemau brys.',
    id: 'maintenance',
  },
  {
    Icon: Scale,
    title: 'Cydymffurfiaeth gyfreithiol',
    text: 'Contractau meddiannaeth, diogelu blaendaliadau, tystysgrifau diogelwch a hysbysiadau, i gyd wedi’u trin yn gywir dan gyfraith Cymru.',
    id: 'legal-compliance',
  },
  {
    Icon: Building2,
    title: 'Rheoli llawn',
    text: 'Trosglwyddwch bopeth i ni: rydyn ni’n rhedeg y denantiaeth o’r ymweliad cyntaf hyd at yr archwiliad olaf wrth symud allan, fel nad oes rhaid i chi wneud dim.',
    id: 'full-management',
  },
];

export const COMPLIANCE: readonly ComplianceCard[] = [
  {
    Icon: BadgeCheck,
    title: 'Rhentu Doeth Cymru',
    text: 'Rhaid i bob landlord yng Nghymru gofrestru gyda Rhentu Doeth Cymru, ac mae angen trwydded ar unrhyw un sy’n gosod neu’n rheoli cartref. Mae gennym ni drwydded asiant.',
    href: '/landlords#rent-smart-wales',
  },
  {
    Icon: FileSignature,
    title: 'Contractau meddiannaeth (Deddf Rhentu Cartrefi (Cymru))',
    text: 'Contractau meddiannaeth sydd bellach yn lle tenantiaethau. Rhaid i ddeiliad y contract gael datganiad ysgrifenedig o’r contract o fewn 14 diwrnod i symud i mewn.',
    href: '/landlords#occupation-contracts',
  },
  {
    Icon: Flame,
    title: 'Diogelwch nwy',
    text: 'Rhaid i beiriannydd sydd wedi’i gofrestru gyda Gas Safe wirio’r offer nwy bob 12 mis, a rhaid i ddeiliad y contract gael copi o’r cofnod.',
    href: '/landlords#gas-safety',
  },
  {
    Icon: Zap,
    title: 'Diogelwch trydanol (EICR)',
    text: 'Mae angen adroddiad ar gyflwr gosodiad trydanol o leiaf bob pum mlynedd, a rhaid rhoi copi i ddeiliad y contract o fewn 14 diwrnod i symud i mewn.',
    href: '/landlords#electrical-safety',
  },
  {
    Icon: AlarmSmoke,
    title: 'Larymau mwg a CO',
    text: 'Larwm mwg sy’n gweithio, wedi’i bweru gan y prif gyflenwad a’i gysylltu â’r lleill, ar bob llawr, a larwm carbon monocsid ym mhob ystafell lle mae cyfarpar nwy, olew neu danwydd solet.',
    href: '/landlords#smoke-and-co-alarms',
  },
  {
    Icon: Leaf,
    title: 'Perfformiad ynni (EPC)',
    text: 'Tystysgrif perfformiad ynni ddilys cyn hysbysebu’r cartref, gyda sgôr E o leiaf oni bai bod esemptiad wedi’i gofrestru.',
    href: '/landlords#energy-performance',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Fe drosglwyddais i fy nwy fflat yn y Rhath, a dydw i ddim wedi gorfod mynd ar ôl taliad rhent na thystysgrif nwy ers hynny. Mae’r cyfriflenni misol yn glir, ac mae fy nhenantiaid yn dweud wrtha i fod atgyweiriadau’n cael eu gwneud yn gyflym.',
    author: 'Gareth Williams',
    role: 'Landlord, Y Rhath',
    rating: 5,
  },
  {
    quote:
      'Pan symudais i Gaerdydd i ddechrau swydd newydd, gwelais i dair fflat mewn un prynhawn. Esboniodd y tîm fy nghontract meddiannaeth mewn iaith glir, a galla i roi gwybod am unrhyw beth drwy’r porth.',
    author: 'Amira Khan',
    role: 'Tenant, Bae Caerdydd',
    rating: 5,
  },
];

export const LANDLORD_FAQ: readonly FaqItem[] = [
  {
    question: 'Oes angen i mi gofrestru gyda Rhentu Doeth Cymru?',
    answer: [
      'Oes. Rhaid i bob landlord preifat yng Nghymru gofrestru ei hun, a phob eiddo y mae’n ei osod, gyda Rhentu Doeth Cymru, ac mae angen trwydded ar unrhyw un sy’n gwneud gwaith gosod neu reoli. Mae’r ddau’n para pum mlynedd.',
      'Os byddwn ni’n rheoli’ch eiddo’n llawn, mae ein trwydded asiant yn cwmpasu’r gwaith gosod a rheoli, felly dim ond eich cofrestriad eich hun sydd ei angen arnoch chi. Gallwn ni eich helpu i’w gwblhau.',
    ],
  },
  {
    question: 'Pa mor fuan mae’n rhaid diogelu blaendal?',
    answer: [
      'O fewn 30 diwrnod i’w gael. Rhaid rhoi’r blaendal mewn cynllun a gymeradwywyd gan y llywodraeth (y Deposit Protection Service, mydeposits neu’r Tenancy Deposit Scheme), a rhaid rhoi’r wybodaeth ragnodedig i ddeiliad y contract o fewn yr un 30 diwrnod.',
      'Rydyn ni’n diogelu pob blaendal rydyn ni’n ei gymryd ac yn anfon y gwaith papur ar eich rhan. Gall blaendal sydd heb ei ddiogelu mewn pryd hefyd eich atal rhag cyflwyno hysbysiad ‘dim bai’ yn nes ymlaen.',
    ],
  },
  {
    question: 'Pa wiriadau diogelwch sydd eu hangen ar fy eiddo?',
    answer: [
      'Gwiriad diogelwch nwy bob 12 mis, Adroddiad ar Gyflwr Gosodiad Trydanol (EICR) o leiaf bob pum mlynedd, tystysgrif perfformiad ynni ddilys â sgôr E neu well, larwm mwg ar bob llawr sy’n cael ei bweru gan y prif gyflenwad ac wedi’i gysylltu â’r lleill, a larwm carbon monocsid ym mhob ystafell lle mae cyfarpar nwy, olew neu danwydd solet.',
      'Rydyn ni’n cadw golwg ar bob dyddiad adnewyddu ac yn trefnu’r gwiriadau cyn y daw’n amser eu gwneud.',
    ],
  },
  {
    question: 'Faint o rybudd sy’n rhaid i mi ei roi i gael fy eiddo yn ôl?',
    answer: [
      'Dan Ddeddf Rhentu Cartrefi (Cymru), rhaid i hysbysiad ‘dim bai’ ar gontract meddiannaeth safonol cyfnodol roi o leiaf chwe mis o rybudd, ac ni ellir ei roi yn ystod y chwe mis cyntaf ar ôl i ddeiliad y contract symud i mewn.',
      'Nid yw’r hysbysiad yn ddilys os na chafodd y datganiad ysgrifenedig ei roi neu os na chafodd y blaendal ei ddiogelu, er enghraifft. Rydyn ni’n gwirio pob gofyniad cyn cyflwyno hysbysiad, ac yn argymell cael cyngor cyfreithiol os oes anghydfod.',
    ],
  },
];

export const TENANT_FAQ: readonly FaqItem[] = [
  {
    question: 'Sut mae gwneud cais am gartref?',
    answer: [
      'Porwch drwy ein cartrefi i’w gosod, gofynnwch am gael gweld cartref, ac os hoffech chi fwrw ymlaen byddwn ni’n cael geirdaon ac yn gwirio fforddiadwyedd. Efallai y byddwn ni’n gofyn am flaendal cadw o ddim mwy nag wythnos o rent, a fydd yn cael ei ad-dalu o fewn 7 diwrnod i chi lofnodi’ch contract (neu, os ydych chi’n cytuno, yn cael ei roi tuag at eich blaendal neu rent y mis cyntaf).',
      'Dydyn ni byth yn codi ffioedd gosod: maen nhw wedi’u gwahardd yng Nghymru.',
    ],
  },
  {
    question: 'Sut mae fy mlaendal yn cael ei ddiogelu?',
    answer: [
      'Rydyn ni’n rhoi’ch blaendal mewn cynllun diogelu a gymeradwywyd gan y llywodraeth o fewn 30 diwrnod i’w gael, ac yn anfon manylion y cynllun atoch chi. Ar ddiwedd eich contract, caiff ei dalu’n ôl i chi, ac eithrio unrhyw ddidyniadau a gytunwyd wrth i chi symud allan; gall y cynllun ddatrys unrhyw anghydfod am ddim.',
    ],
  },
  {
    question: 'Sut mae rhoi gwybod am waith atgyweirio?',
    answer: [
      `Mewngofnodwch i’r porth tenant i roi gwybod am waith atgyweirio a dilyn ei hynt, neu ffoniwch ni ar ${AGENCY.phone}. Mewn argyfwng, fel nwy yn gollwng, llifogydd neu ddim gwres yn y gaeaf, ffoniwch yr un rhif unrhyw bryd.`,
      'Os ydych chi’n arogli nwy, ffoniwch y Gwasanaeth Argyfwng Nwy Cenedlaethol ar 0800 111 999 yn gyntaf.',
    ],
  },
  {
    question: 'Faint o rybudd mae’n rhaid i fy landlord ei roi i mi?',
    answer: [
      'Ar gontract meddiannaeth safonol cyfnodol, rhaid i landlord sydd am gael y cartref yn ôl heb roi rheswm roi o leiaf chwe mis o rybudd i chi, ac ni all ei roi yn ystod eich chwe mis cyntaf. Dim ond gydag o leiaf ddau fis o rybudd y gall y rhent godi, a dim mwy nag unwaith bob 12 mis.',
      'Os ydych chi am adael contract cyfnodol, mae angen i chi roi o leiaf bedair wythnos o rybudd.',
    ],
  },
];

/** The names stay in English: each is also the area's image key and listings search term. */
export const AREA_TEASERS: readonly AreaTeaser[] = [
  {
    name: 'Cardiff Bay',
    text: 'Fflatiau modern ar lan y dŵr, yn agos at y Senedd, bwytai a Llwybr y Bae.',
  },
  {
    name: 'Roath',
    text: 'Tai teras Fictoraidd, caffis annibynnol a llyn Parc y Rhath, dafliad carreg o ganol y ddinas.',
  },
  {
    name: 'Penarth',
    text: 'Tref glan môr gyda phier Fictoraidd, marina sy’n llawn bywyd a threnau cyflym i Gaerdydd.',
  },
  {
    name: 'Barry',
    text: 'Cartrefi teuluol, traethau Ynys y Barri a glannau sy’n datblygu wrth y dociau.',
  },
];

const coveredPlaces = AGENCY.coverage.map((place) => PLACE_NAMES_CY[place]).join(', ');

export const HOME_SECTIONS: Translation<typeof En.HOME_SECTIONS> = {
  landlords: {
    title: 'Ar gyfer landlordiaid',
    intro:
      'P’un a ydych chi’n gosod un fflat neu bortffolio sy’n tyfu, rydyn ni’n gofalu am eich eiddo, eich tenantiaid a’ch gwaith papur, fel bod eich buddsoddiad yn talu heb i chi orfod poeni.',
  },
  tenants: {
    title: 'Ar gyfer tenantiaid',
    intro:
      'Chwilio am gartref yng Nghaerdydd neu yn Ne Cymru? Rydyn ni’n gosod cartrefi diogel sy’n cael gofal da, ac yn trin y bobl sy’n byw ynddyn nhw’n deg.',
  },
  services: {
    title: 'Ein gwasanaethau',
    intro:
      'Dewiswch un gwasanaeth, neu gadewch i ni reoli popeth. Ein tîm lleol ein hunain sy’n darparu pob un.',
  },
  compliance: {
    title: 'Cydymffurfio â rheolau Llywodraeth Cymru',
    intro:
      'Ers i Ddeddf Rhentu Cartrefi (Cymru) ddod i rym, mae gan landlordiaid yng Nghymru ddyletswyddau cyfreithiol clir. Rydyn ni’n sicrhau bod pob un yn cael ei chyflawni, mewn pryd, ar gyfer pob cartref rydyn ni’n ei reoli.',
  },
  about: {
    title: 'Amdanom ni',
    intro: `Asiantaeth gosod a rheoli eiddo dan berchnogaeth leol yw ${AGENCY.name}. O’n swyddfa yn Ninas Powys, rydyn ni’n gwasanaethu landlordiaid a thenantiaid ar draws ${coveredPlaces} a’r ardaloedd cyfagos.`,
  },
  testimonials: {
    title: 'Beth mae ein cleientiaid yn ei ddweud',
    intro: 'Landlordiaid a thenantiaid yn sôn am sut brofiad yw gweithio gyda ni.',
  },
  faq: {
    title: 'Cwestiynau cyffredin',
    intro: 'Atebion syml am osod a rhentu yng Nghymru. Ddim yn gweld eich cwestiwn? Cysylltwch â ni isod.',
  },
  areas: {
    title: 'Dewch i adnabod ein hardaloedd',
    intro:
      'O lannau Bae Caerdydd i lan y môr yn y Barri, rydyn ni’n adnabod y cymdogaethau lle rydyn ni’n gosod cartrefi.',
  },
  contact: {
    title: 'Cysylltwch â ni',
    intro:
      'Dywedwch wrthym am eich eiddo neu’r cartref rydych chi’n chwilio amdano. Rydyn ni’n ateb pob neges o fewn un diwrnod gwaith.',
  },
};

export const LANDLORD_PORTAL: Translation<typeof En.LANDLORD_PORTAL> = {
  title: 'Eich porth landlord',
  text: 'Popeth am eich eiddo ar osod mewn un lle diogel, ddydd a nos.',
  items: [
    { Icon: PoundSterling, text: 'Y rhent a dderbyniwyd ac a dalwyd i chi, fis wrth fis' },
    { Icon: CalendarCheck, text: 'Tystysgrifau, gyda nodyn atgoffa cyn iddyn nhw ddod i ben' },
    { Icon: FileText, text: 'Contractau, rhestrau eiddo ac adroddiadau i’w lawrlwytho' },
    { Icon: Wrench, text: 'Ceisiadau atgyweirio a’u hynt' },
  ],
};

export const HOMES_TO_LET: Translation<typeof En.HOMES_TO_LET> = {
  title: 'Cartrefi i’w gosod',
  text: 'Gwelwch bob cartref sydd ar gael gennym nawr, gyda lluniau, y rhent, nifer yr ystafelloedd gwely a’r dyddiad y gallwch symud i mewn, yna gwnewch gais ar-lein i’w weld.',
  areasLabel: 'Ardaloedd poblogaidd',
};

export const CALL_TO_ACTION: Translation<typeof En.CALL_TO_ACTION> = {
  title: 'Barod i ddechrau?',
  text: 'Siaradwch â ni am osod eich eiddo, crëwch gyfrif ar gyfer y porth ar-lein, neu dewch o hyd i’ch cartref nesaf.',
};
