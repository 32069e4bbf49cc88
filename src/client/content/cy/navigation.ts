/** Welsh twin of ../navigation.ts. The paths stay English: the Welsh build adds the /cy prefix. */
import { PAGE_PATHS } from '@shared/routes';
import type * as En from '../navigation';
import type { Translation } from './translation';

export const HEADER_LINKS: Translation<typeof En.HEADER_LINKS> = [
  { href: PAGE_PATHS.home, label: 'Hafan' },
  { href: PAGE_PATHS.landlords, label: 'Landlordiaid' },
  { href: PAGE_PATHS.tenants, label: 'Tenantiaid' },
  { href: PAGE_PATHS.services, label: 'Gwasanaethau' },
  { href: PAGE_PATHS.areaGuides, label: 'Canllawiau ardal' },
  { href: PAGE_PATHS.about, label: 'Amdanom ni' },
  { href: PAGE_PATHS.contact, label: 'Cysylltu' },
];

export const FOOTER_LINKS: Translation<typeof En.FOOTER_LINKS> = [
  { href: PAGE_PATHS.home, label: 'Hafan' },
  { href: PAGE_PATHS.landlords, label: 'Landlordiaid' },
  { href: PAGE_PATHS.tenants, label: 'Tenantiaid' },
  { href: PAGE_PATHS.services, label: 'Gwasanaethau' },
  { href: PAGE_PATHS.about, label: 'Amdanom ni' },
  { href: PAGE_PATHS.contact, label: 'Cysylltu' },
];

export const LEGAL_LINKS: Translation<typeof En.LEGAL_LINKS> = [
  { href: PAGE_PATHS.privacy, label: 'Polisi preifatrwydd' },
  { href: PAGE_PATHS.terms, label: 'Telerau gwasanaeth' },
  { href: PAGE_PATHS.cookies, label: 'Polisi cwcis' },
];
