import { PAGE_PATHS } from '@shared/routes';

export interface PageMeta {
  /** The page's own title; the site name is added after it. */
  title: string;
  description: string;
}

/**
 * Title and description of every public page: the server writes them into the rendered HTML
 * (title, meta description, Open Graph) and the page sets the same title in the browser.
 */
export const PUBLIC_PAGE_META: Record<string, PageMeta> = {
  [PAGE_PATHS.home]: {
    title: 'Letting and Property Management in Cardiff',
    description:
      'Letting and property management for landlords and tenants in Cardiff, the Vale of Glamorgan and South Wales: tenant finding, rent collection, inspections, repairs and Welsh compliance.',
  },
  [PAGE_PATHS.landlords]: {
    title: 'Landlord Services',
    description:
      'Let your property with a Cardiff agency that knows the Welsh rules: Rent Smart Wales, occupation contracts, gas, electrical and alarm safety, EPCs, and full management.',
  },
  [PAGE_PATHS.tenants]: {
    title: 'Tenant Services',
    description:
      'Renting in Cardiff and South Wales: guides to occupation contracts, deposits, repairs, rent and moving, and homes to let from a local agency.',
  },
  [PAGE_PATHS.services]: {
    title: 'Our Services',
    description:
      'Tenant finding, rent collection, property inspections, maintenance, legal compliance and full management for landlords in Cardiff and South Wales.',
  },
  [PAGE_PATHS.about]: {
    title: 'About Us',
    description:
      'A locally owned letting and property management agency in Dinas Powys, serving landlords and tenants across Cardiff and South Wales.',
  },
  [PAGE_PATHS.contact]: {
    title: 'Contact Us',
    description:
      'Call, e-mail or visit our Dinas Powys office. We reply to e-mails within one business day; emergency repairs use the same phone line.',
  },
  [PAGE_PATHS.areaGuides]: {
    title: 'Area Guides',
    description:
      'Where to rent in Cardiff and South Wales: Cardiff Bay, Roath, Pontcanna and Canton, Cathays, Penarth, Barry, Caerphilly and Newport — rents, transport, schools and amenities.',
  },
  [PAGE_PATHS.listings]: {
    title: 'Find Your New Home',
    description:
      'Homes to let in Cardiff and South Wales: search by area, bedrooms and rent, and book a viewing online.',
  },
  [PAGE_PATHS.privacy]: {
    title: 'Privacy Policy',
    description: 'What personal data we hold, why, for how long, and your rights under UK GDPR.',
  },
  [PAGE_PATHS.terms]: {
    title: 'Terms of Service',
    description: 'The terms for using our website and the landlord and tenant portals.',
  },
  [PAGE_PATHS.cookies]: {
    title: 'Cookie Policy',
    description: 'The only cookie we set is the one that keeps you signed in. No tracking, no advertising.',
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: "Sorry, we couldn't find the page you were looking for.",
};
