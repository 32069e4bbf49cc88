/**
 * The home page's copy for its first screen (SPEC.md §2 Home); the rest is in home-more.ts.
 * Welsh facts follow /work/shared/WALES.md (Renting Homes (Wales) Act 2016, Rent Smart Wales,
 * safety regulations). The agency's own facts (phone, address, hours) stay in agency.ts.
 */
import { ClipboardCheck, KeyRound, ShieldCheck, type LucideIcon } from 'lucide-react';
import { AGENCY } from './agency';

/** "Tenant Finding" -> "tenant-finding": the anchor id rule for service cards (SPEC.md §2). */
export const toAnchorId = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface IconCard {
  Icon: LucideIcon;
  title: string;
  text: string;
}

export const REASONS: readonly IconCard[] = [
  {
    Icon: ShieldCheck,
    title: 'Welsh compliance experts',
    text: 'We keep every let in line with the Renting Homes (Wales) Act, Rent Smart Wales and the safety certificate rules, and we track every renewal date for you.',
  },
  {
    Icon: ClipboardCheck,
    title: 'Complete management',
    text: 'From finding and referencing tenants to rent collection, inspections and repairs, we can look after as much or as little as you need.',
  },
  {
    Icon: KeyRound,
    title: 'Digital portal access',
    text: 'Landlords and tenants sign in to a secure online portal to see payments, documents, certificates and repair requests at any time.',
  },
];

/** The first screen: who we are, the two audiences, and three reasons to trust us. */
export const HERO = {
  eyebrow: 'Letting and property management · Cardiff and South Wales',
  title: 'Simplifying Property Management in Cardiff',
  lead: `${AGENCY.name} is a locally owned letting agency in Dinas Powys. We find good tenants, keep homes safe and compliant with Welsh law, and look after landlords and tenants alike.`,
  points: [
    'Rent Smart Wales licensed agent',
    'Deposits protected in approved schemes',
    'Local office, local team',
  ],
} as const;

export const WHY_CHOOSE_US = {
  title: 'Why choose us',
  intro: 'Letting a home in Wales has its own rules. We know them, and we take the work off your hands.',
} as const;
