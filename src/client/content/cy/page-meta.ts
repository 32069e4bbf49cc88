/**
 * Welsh twin of ../page-meta.ts: the Welsh pages' titles and meta descriptions, keyed by the same
 * (English) paths.
 */
import { PAGE_PATHS } from '@shared/routes';
import type { PageMeta } from '../page-meta';

export type { PageMeta } from '../page-meta';

export const PUBLIC_PAGE_META: Record<string, PageMeta> = {
  [PAGE_PATHS.home]: {
    title: 'Gosod a rheoli eiddo yng Nghaerdydd',
    description:
      'Gosod a rheoli eiddo i landlordiaid a thenantiaid yng Nghaerdydd, y Fro a’r De: dod o hyd i denantiaid, casglu rhent, archwiliadau, atgyweiriadau a chydymffurfio â rheolau Cymru.',
  },
  [PAGE_PATHS.landlords]: {
    title: 'Gwasanaethau i landlordiaid',
    description:
      'Gosodwch eich eiddo gydag asiantaeth o Gaerdydd sy’n deall rheolau Cymru: Rhentu Doeth Cymru, contractau meddiannaeth, diogelwch nwy, trydan a larymau, EPC a rheoli llawn.',
  },
  [PAGE_PATHS.tenants]: {
    title: 'Gwasanaethau i denantiaid',
    description:
      'Rhentu yng Nghaerdydd a De Cymru: canllawiau ar gontractau meddiannaeth, blaendaliadau, atgyweiriadau, rhent a symud, a chartrefi i’w gosod gan asiantaeth leol.',
  },
  [PAGE_PATHS.services]: {
    title: 'Ein gwasanaethau',
    description:
      'Dod o hyd i denantiaid, casglu rhent, archwiliadau eiddo, cynnal a chadw, cydymffurfiaeth gyfreithiol a rheoli llawn i landlordiaid yng Nghaerdydd a De Cymru.',
  },
  [PAGE_PATHS.about]: {
    title: 'Amdanom ni',
    description:
      'Asiantaeth gosod a rheoli eiddo dan berchnogaeth leol yn Ninas Powys, sy’n gwasanaethu landlordiaid a thenantiaid ledled Caerdydd a De Cymru.',
  },
  [PAGE_PATHS.contact]: {
    title: 'Cysylltu â ni',
    description:
      'Ffoniwch, anfonwch e-bost neu dewch i’n swyddfa yn Ninas Powys. Rydyn ni’n ateb e-byst o fewn diwrnod gwaith; mae’r un rhif ffôn ar gyfer atgyweiriadau brys.',
  },
  [PAGE_PATHS.areaGuides]: {
    title: 'Canllawiau ardal',
    description:
      'Ble i rentu yn y De: Bae Caerdydd, y Rhath, Pontcanna a Threganna, Cathays, Penarth, y Barri, Caerffili a Chasnewydd — rhenti, teithio, ysgolion ac amwynderau.',
  },
  [PAGE_PATHS.listings]: {
    title: 'Dod o hyd i’ch cartref newydd',
    description:
      'Cartrefi i’w gosod yng Nghaerdydd a De Cymru: chwiliwch yn ôl ardal, nifer yr ystafelloedd gwely a’r rhent, a threfnwch ar-lein i weld cartref.',
  },
  [PAGE_PATHS.privacy]: {
    title: 'Polisi preifatrwydd',
    description:
      'Pa ddata personol sydd gennym amdanoch chi, pam, am ba hyd, a’ch hawliau dan GDPR y DU (Rheoliad Cyffredinol y DU ar Ddiogelu Data).',
  },
  [PAGE_PATHS.terms]: {
    title: 'Telerau gwasanaeth',
    description: 'Y telerau ar gyfer defnyddio ein gwefan, y porth landlord a’r porth tenant.',
  },
  [PAGE_PATHS.cookies]: {
    title: 'Polisi cwcis',
    description:
      'Yr unig gwci rydyn ni’n ei osod yw’r un sy’n eich cadw wedi mewngofnodi. Dim cwcis tracio, dim cwcis hysbysebu.',
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Heb ddod o hyd i’r dudalen',
  description: 'Mae’n ddrwg gennym, nid oedd modd i ni ddod o hyd i’r dudalen roeddech chi’n chwilio amdani.',
};
