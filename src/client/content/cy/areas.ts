/**
 * Welsh twin of ../areas.ts: the Area Guides page's Cardiff tab. Each area's name stays in English:
 * it is also the area's image key, its fallback art's slug and the listings search term.
 * Street and school names stay as the English gives them, except where a school's Welsh name is the
 * natural form ("Ysgol Uwchradd …").
 */
import type * as En from '../areas';
import type { AreaGuide } from '../areas';

export {
  areaListingsHref,
  type AreaGroup,
  type AreaGroupInfo,
  type AreaGuide,
  type AreaIcon,
} from '../areas';

export const AREA_GROUPS: typeof En.AREA_GROUPS = [
  {
    id: 'cardiff',
    label: 'Caerdydd',
    heading: 'Cymdogaethau Caerdydd',
    intro:
      'O fflatiau ar lan y dŵr yn y Bae i dai teras Fictoraidd ger y parciau, mae’r brifddinas yn cynnig ffyrdd gwahanol iawn o fyw, a’r cyfan o fewn taith fer ar y bws i ganol y ddinas.',
  },
  {
    id: 'south-wales',
    label: 'De Cymru',
    heading: 'Trefi o amgylch Caerdydd',
    intro:
      'Trefi ar yr arfordir a threfi ar drothwy’r cymoedd, gyda chysylltiadau trên da i Gaerdydd, a mwy o le am eich arian yn aml.',
  },
];

export const CARDIFF_AREAS: readonly AreaGuide[] = [
  {
    name: 'Cardiff Bay',
    group: 'cardiff',
    icon: 'anchor',
    tagline: 'Byw ar lan y dŵr ger y Senedd',
    description:
      'Mae’r hen ddociau bellach yn lannau bywiog gyda blociau o fflatiau modern, bwytai a lleoliadau celfyddydol. Mae’n addas i bobl broffesiynol a chyplau sydd eisiau cartref y gallan nhw ei gloi a’i adael yn hawdd, ger y dŵr a chanol y ddinas.',
    highlights: ['Glan y dŵr', 'Fflatiau modern', 'Celfyddydau a diwylliant', 'Bwytai a bariau'],
    propertyTypes:
      'Fflatiau pwrpasol, llawer ohonyn nhw â lle parcio a lifftiau; rhai tai tref o amgylch y marina.',
    averageRent: '1 ystafell wely: £950 i £1,150 y mis; 2 ystafell wely: £1,250 i £1,600 y mis.',
    transport:
      'Mae trên gwennol aml o orsaf Bae Caerdydd i Heol y Frenhines, mae bysiau’n cyrraedd canol y ddinas mewn tua 15 munud, ac mae’r A4232 yn rhoi mynediad cyflym i’r M4.',
    amenities:
      'Mermaid Quay, Canolfan Mileniwm Cymru, y llwybr cerdded a beicio ar hyd y Morglawdd, a’r llawr sglefrio iâ a’r ganolfan dŵr gwyn ym Mhentref Chwaraeon Rhyngwladol.',
    schools:
      'Mae’r ysgolion cynradd yn cynnwys Mount Stuart ac Ysgol Hamadryad (cyfrwng Cymraeg); mae lleoedd mewn ysgolion uwchradd yn dibynnu ar y dalgylch, felly holwch Gyngor Caerdydd.',
  },
  {
    name: 'Roath',
    group: 'cardiff',
    icon: 'trees',
    tagline: 'Parciau, siopau annibynnol a thai cyfnod',
    description:
      'Cymdogaeth gyfeillgar, brysur i’r dwyrain o’r canol, wedi’i hadeiladu o amgylch Parc y Rhath a’i lyn. Mae caffis a siopau annibynnol ar hyd Albany Road, City Road a Wellfield Road, ac mae’r ardal yn boblogaidd gyda phobl broffesiynol ifanc a theuluoedd fel ei gilydd.',
    highlights: ['Parc y Rhath', 'Siopau annibynnol', 'Tai teras Fictoraidd', 'Cymuned gref'],
    propertyTypes:
      'Tai teras Fictoraidd ac Edwardaidd, fflatiau mewn tai wedi’u haddasu, a chartrefi teuluol mwy i gyfeiriad Pen-y-lan.',
    averageRent:
      '1 ystafell wely: £800 i £950 y mis; 2 ystafell wely: £1,000 i £1,250 y mis; tŷ 3 ystafell wely: £1,300 i £1,600 y mis.',
    transport:
      'Bysiau aml i ganol y ddinas, taith gerdded 20 munud i orsaf Heol y Frenhines, a beicio hawdd ar strydoedd tawel.',
    amenities:
      'Parc y Rhath a’i lyn a’i ardd fotaneg, Roath Rec, y farchnad ffermwyr ar ddydd Sadwrn, a dewis eang o fwytai ar City Road.',
    schools:
      'Mae’r ysgolion cynradd poblogaidd yn cynnwys Roath Park a Marlborough; ymhlith y dalgylchoedd uwchradd mae rhai Ysgol Uwchradd Caerdydd ac Ysgol Uwchradd Cathays.',
  },
  {
    name: 'Pontcanna & Canton',
    group: 'cardiff',
    icon: 'coffee',
    tagline: 'Strydoedd deiliog ger parciau’r ddinas',
    description:
      'Mae strydoedd coediog Pontcanna yn ffinio â Chaeau Llandaf a Pharc Bute, ac mae gan Dreganna drws nesaf stryd fawr brysur a bywyd celfyddydol cryf. Mae’r ddwy ardal o fewn pellter cerdded i ganol y ddinas, ac mae galw mawr amdanyn nhw.',
    highlights: ['Ger Parc Bute', 'Diwylliant caffis', 'Tai cyfnod', 'Cerdded i ganol y ddinas'],
    propertyTypes:
      'Tai teras Fictoraidd ac Edwardaidd, fflatiau cain mewn tai cyfnod wedi’u haddasu ym Mhontcanna, a thai teuluol ledled Treganna.',
    averageRent:
      '1 ystafell wely: £850 i £1,000 y mis; 2 ystafell wely: £1,100 i £1,400 y mis; tŷ 3 ystafell wely: £1,450 i £1,850 y mis.',
    transport:
      'Taith gerdded neu daith feicio braf drwy Barc Bute i’r canol, bysiau aml ar hyd Cowbridge Road East, a gorsaf Parc Ninian gerllaw.',
    amenities:
      'Caeau Pontcanna, Caeau Llandaf a Pharc Bute, canolfan gelfyddydau Chapter, a siopau a bwytai Cowbridge Road East a Kings Road.',
    schools:
      'Mae’r ysgolion cynradd yn cynnwys Kitchener, Radnor ac Ysgol Gymraeg Treganna (cyfrwng Cymraeg); mae’r dewisiadau uwchradd yn cynnwys Ysgol Uwchradd Fitzalan ac Ysgol Gyfun Gymraeg Plasmawr (cyfrwng Cymraeg).',
  },
  {
    name: 'Cathays',
    group: 'cardiff',
    icon: 'graduation-cap',
    tagline: 'Ardal myfyrwyr Caerdydd',
    description:
      'Drws nesaf i Brifysgol Caerdydd a’r ganolfan ddinesig, mae Cathays yn gartref i filoedd o fyfyrwyr a phobl broffesiynol ifanc. Mae’r galw am dai a rennir yn gyson bob blwyddyn, a dim ond taith gerdded fer sydd i ganol y ddinas.',
    highlights: ['Llety myfyrwyr', 'Ger y brifysgol', 'Galw mawr', 'Cerdded i ganol y ddinas'],
    propertyTypes:
      'Tai teras sy’n cael eu gosod fel tai a rennir, fflatiau a rhai blociau pwrpasol. Mae angen trwydded HMO (tŷ amlfeddiannaeth) gan Gyngor Caerdydd ar y rhan fwyaf o’r tai a rennir yma.',
    averageRent: 'Ystafell mewn tŷ a rennir: £475 i £625 y mis; fflat 1 ystafell wely: £750 i £900 y mis.',
    transport:
      'Mae trenau o orsaf Cathays i Heol y Frenhines a’r Cymoedd; mae bysiau’n rhedeg ar hyd Crwys Road, ac mae popeth yn y canol o fewn pellter cerdded.',
    amenities:
      'Parc Cathays a’i adeiladau dinesig, Parc Bute, llyfrgell Cathays, a’r siopau a’r siopau bwyd parod ar Crwys Road a Woodville Road.',
    schools: 'Ysgolion cynradd Gladstone ac Allensbank, ac Ysgol Uwchradd Cathays.',
  },
];
