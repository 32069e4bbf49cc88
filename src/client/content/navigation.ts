import { PAGE_PATHS } from '@shared/routes';

/** Header links, in SPEC.md §2 order. */
export const HEADER_LINKS = [
  { href: PAGE_PATHS.home, label: 'Home' },
  { href: PAGE_PATHS.landlords, label: 'Landlords' },
  { href: PAGE_PATHS.tenants, label: 'Tenants' },
  { href: PAGE_PATHS.services, label: 'Services' },
  { href: PAGE_PATHS.areaGuides, label: 'Area Guides' },
  { href: PAGE_PATHS.about, label: 'About' },
  { href: PAGE_PATHS.contact, label: 'Contact' },
] as const;

export const FOOTER_LINKS = [
  { href: PAGE_PATHS.home, label: 'Home' },
  { href: PAGE_PATHS.landlords, label: 'Landlords' },
  { href: PAGE_PATHS.tenants, label: 'Tenants' },
  { href: PAGE_PATHS.services, label: 'Services' },
  { href: PAGE_PATHS.about, label: 'About Us' },
  { href: PAGE_PATHS.contact, label: 'Contact' },
] as const;

export const LEGAL_LINKS = [
  { href: PAGE_PATHS.privacy, label: 'Privacy Policy' },
  { href: PAGE_PATHS.terms, label: 'Terms of Service' },
  { href: PAGE_PATHS.cookies, label: 'Cookie Policy' },
] as const;
