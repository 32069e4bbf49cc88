/**
 * The home page's copy below its first screen (SPEC.md §2 Home): loaded when a person scrolls to it.
 * Welsh facts follow /work/shared/WALES.md (Renting Homes (Wales) Act 2016, Rent Smart Wales,
 * safety regulations). The agency's own facts (phone, address, hours) stay in agency.ts.
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
  type LucideIcon,
} from 'lucide-react';
import type { FaqItem } from '@client/components/public/faq';
import type { Testimonial } from '@client/components/public/testimonials';
import { AGENCY } from './agency';
import { toAnchorId, type IconCard } from './home';

export const LANDLORD_POINTS: readonly string[] = [
  'Tenants found, referenced and moved in for you',
  'Rent collected and paid out with clear monthly statements',
  'Gas, electrical and EPC renewals tracked before they fall due',
  'Deposits protected and written statements issued on time',
  'Repairs handled by trusted local contractors',
];

export const TENANT_POINTS: readonly string[] = [
  'No letting fees: charging them is against the law in Wales',
  'Your deposit protected in a government-approved scheme',
  'Report repairs online or by phone, with emergency cover',
  'A clear written statement of your occupation contract',
  'A local team that answers the phone',
];

export interface ServiceCard extends IconCard {
  /** Anchor id on this page and on /services. */
  id: string;
}

const service = (Icon: LucideIcon, title: string, text: string): ServiceCard => ({
  Icon,
  title,
  text,
  id: toAnchorId(title),
});

export const SERVICES: readonly ServiceCard[] = [
  service(
    UserSearch,
    'Tenant Finding',
    'Professional photos, listings on the major portals, accompanied viewings, and thorough referencing and affordability checks.',
  ),
  service(
    PoundSterling,
    'Rent Collection',
    'Rent collected on time every month, arrears chased promptly, and a clear statement each time we pay you.',
  ),
  service(
    ClipboardList,
    'Property Inspections',
    'Detailed check-in and check-out inventories, and regular inspections with photo reports you can read in the portal.',
  ),
  service(
    Wrench,
    'Maintenance',
    'Repairs arranged through our network of vetted local tradespeople, with an emergency line for urgent problems.',
  ),
  service(
    Scale,
    'Legal Compliance',
    'Occupation contracts, deposit protection, safety certificates and notices handled correctly under Welsh law.',
  ),
  service(
    Building2,
    'Full Management',
    'Hand everything over: we run the tenancy from the first viewing to the final check-out, so you don’t have to.',
  ),
];

export interface ComplianceCard extends IconCard {
  /** The section of the Landlords page that explains this duty. */
  href: string;
}

export const COMPLIANCE: readonly ComplianceCard[] = [
  {
    Icon: BadgeCheck,
    title: 'Rent Smart Wales',
    text: 'Every landlord in Wales must register with Rent Smart Wales, and anyone letting or managing a home needs a licence. We hold an agent licence.',
    href: '/landlords#rent-smart-wales',
  },
  {
    Icon: FileSignature,
    title: 'Occupation contracts (Renting Homes (Wales) Act)',
    text: 'Tenancies are now occupation contracts. A written statement of the contract must reach the contract-holder within 14 days of moving in.',
    href: '/landlords#occupation-contracts',
  },
  {
    Icon: Flame,
    title: 'Gas safety',
    text: 'A Gas Safe registered engineer must check gas appliances every 12 months, and the contract-holder must get a copy of the record.',
    href: '/landlords#gas-safety',
  },
  {
    Icon: Zap,
    title: 'Electrical safety (EICR)',
    text: 'An electrical installation condition report is needed at least every five years, with a copy to the contract-holder within 14 days of moving in.',
    href: '/landlords#electrical-safety',
  },
  {
    Icon: AlarmSmoke,
    title: 'Smoke and CO alarms',
    text: 'A working, mains-powered, interlinked smoke alarm on every storey, and a carbon monoxide alarm in every room with a gas, oil or solid-fuel appliance.',
    href: '/landlords#smoke-and-co-alarms',
  },
  {
    Icon: Leaf,
    title: 'Energy performance (EPC)',
    text: 'A valid energy performance certificate before the home is advertised, with a rating of at least E unless an exemption is registered.',
    href: '/landlords#energy-performance',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I handed over my two flats in Roath and haven’t had to chase a rent payment or a gas certificate since. The monthly statements are clear, and my tenants tell me repairs are sorted quickly.',
    author: 'Gareth Williams',
    role: 'Landlord, Roath',
    rating: 5,
  },
  {
    quote:
      'Moving to Cardiff for a new job, I saw three flats in one afternoon. The team explained my occupation contract in plain English, and I can report anything through the portal.',
    author: 'Amira Khan',
    role: 'Tenant, Cardiff Bay',
    rating: 5,
  },
];

export const LANDLORD_FAQ: readonly FaqItem[] = [
  {
    question: 'Do I need to register with Rent Smart Wales?',
    answer: [
      'Yes. Every private landlord in Wales must register themselves and each property they let with Rent Smart Wales, and anyone who does letting or management work needs a licence. Both last five years.',
      'If we fully manage your property, our agent licence covers the letting and management work, so you only need your own registration. We can help you complete it.',
    ],
  },
  {
    question: 'How quickly must a deposit be protected?',
    answer: [
      'Within 30 days of receiving it. The deposit must be placed in a government-approved scheme (the Deposit Protection Service, mydeposits or the Tenancy Deposit Scheme), and the contract-holder must be given the prescribed information in the same 30 days.',
      'We protect every deposit we take and send the paperwork for you. A deposit that is not protected in time can also stop you from serving a no-fault notice later.',
    ],
  },
  {
    question: 'Which safety checks does my property need?',
    answer: [
      'A gas safety check every 12 months, an electrical installation condition report (EICR) at least every five years, a valid energy performance certificate rated E or better, a mains-powered, interlinked smoke alarm on every storey, and a carbon monoxide alarm in each room with a gas, oil or solid-fuel appliance.',
      'We track each renewal date and book the checks before they fall due.',
    ],
  },
  {
    question: 'How much notice must I give to get my property back?',
    answer: [
      'Under the Renting Homes (Wales) Act, a no-fault notice on a periodic standard occupation contract must give at least six months’ notice, and it cannot be given in the first six months after the contract-holder moved in.',
      'The notice is not valid if, for example, the written statement was not provided or the deposit was not protected. We check every requirement before a notice is served, and recommend legal advice where a case is disputed.',
    ],
  },
];

export const TENANT_FAQ: readonly FaqItem[] = [
  {
    question: 'How do I apply for a home?',
    answer: [
      'Browse our homes to let, request a viewing, and if you would like to go ahead we will take references and check affordability. We may ask for a holding deposit of no more than one week’s rent, which is repaid within 7 days of signing your contract (or, if you agree, put towards your deposit or first month’s rent).',
      'We never charge letting fees: they are banned in Wales.',
    ],
  },
  {
    question: 'How is my deposit protected?',
    answer: [
      'We place your deposit in a government-approved protection scheme within 30 days of receiving it and send you the scheme’s details. At the end of your contract it is returned to you, less any deductions agreed at check-out; the scheme can resolve any dispute for free.',
    ],
  },
  {
    question: 'How do I report a repair?',
    answer: [
      `Sign in to the tenant portal to report a repair and follow its progress, or call us on ${AGENCY.phone}. For emergencies, such as a gas leak, flooding or no heating in winter, call the same number at any time.`,
      'If you smell gas, call the National Gas Emergency Service on 0800 111 999 first.',
    ],
  },
  {
    question: 'How much notice does my landlord have to give me?',
    answer: [
      'On a periodic standard occupation contract, a landlord who wants the home back without giving a reason must give you at least six months’ notice, and cannot give it in your first six months. Rent can only go up with at least two months’ notice, and no more than once every 12 months.',
      'If you want to leave a periodic contract, you need to give at least four weeks’ notice.',
    ],
  },
];

export interface AreaTeaser {
  name: string;
  text: string;
}

/** Four of the eight areas on the Area guides page. */
export const AREA_TEASERS: readonly AreaTeaser[] = [
  {
    name: 'Cardiff Bay',
    text: 'Modern waterside apartments close to the Senedd, restaurants and the Bay Trail.',
  },
  {
    name: 'Roath',
    text: 'Victorian terraces, independent cafés and Roath Park lake, a short hop from the city centre.',
  },
  {
    name: 'Penarth',
    text: 'A seaside town with a Victorian pier, a busy marina and quick trains into Cardiff.',
  },
  {
    name: 'Barry',
    text: 'Family homes, the beaches of Barry Island and a growing waterfront at the docks.',
  },
];

/** Each section's heading and introduction, in page order. */
export const HOME_SECTIONS = {
  landlords: {
    title: 'For landlords',
    intro:
      'Whether you let a single flat or a growing portfolio, we look after your property, your tenants and your paperwork, so your investment works without the worry.',
  },
  tenants: {
    title: 'For tenants',
    intro:
      'Looking for a home in Cardiff or South Wales? We let well-kept, safe homes and treat the people who live in them fairly.',
  },
  services: {
    title: 'Our services',
    intro: 'Choose a single service or let us manage everything. Each one is run by our own local team.',
  },
  compliance: {
    title: 'Welsh Government compliance',
    intro:
      'Since the Renting Homes (Wales) Act came into force, landlords in Wales have clear legal duties. We make sure each one is met, on time, for every home we manage.',
  },
  about: {
    title: 'About us',
    intro: `${AGENCY.name} is a locally owned letting and property management agency. From our office in Dinas Powys we serve landlords and tenants across ${AGENCY.coverage.join(', ')} and the surrounding areas.`,
  },
  testimonials: {
    title: 'What our clients say',
    intro: 'Landlords and tenants on what it is like to work with us.',
  },
  faq: {
    title: 'Frequently asked questions',
    intro:
      'Straight answers about letting and renting in Wales. Can’t see your question? Get in touch below.',
  },
  areas: {
    title: 'Explore our areas',
    intro:
      'From the waterfront at Cardiff Bay to the seaside at Barry, we know the neighbourhoods we let in.',
  },
  contact: {
    title: 'Get in touch',
    intro:
      'Tell us about your property or the home you are looking for. We reply to every message within one business day.',
  },
} as const;

/** What the landlord portal shows, beside the For landlords points. */
export const LANDLORD_PORTAL = {
  title: 'Your landlord portal',
  text: 'Everything about your lets in one secure place, day or night.',
  items: [
    { Icon: PoundSterling, text: 'Rent received and paid out, month by month' },
    { Icon: CalendarCheck, text: 'Certificates with reminders before they expire' },
    { Icon: FileText, text: 'Contracts, inventories and reports to download' },
    { Icon: Wrench, text: 'Repair requests and their progress' },
  ],
} as const;

/** The homes-to-let card beside the For tenants points. */
export const HOMES_TO_LET = {
  title: 'Homes to let',
  text: 'See every home we have available now, with photos, rent, bedrooms and the date you can move in, then ask for a viewing online.',
  areasLabel: 'Popular areas',
} as const;

/** The closing call to action. */
export const CALL_TO_ACTION = {
  title: 'Ready to get started?',
  text: 'Talk to us about letting your property, create an account for the online portal, or find your next home.',
} as const;
