import { z } from 'zod';
import { isoDate } from './date-schema';
import { addDays } from './dates';

/** A landlord's own contractor directory (CONTRACT.md §3 contractors; issue 6). */
export const CONTRACTOR_TRADES = [
  'gas',
  'electrical',
  'plumbing',
  'heating',
  'general',
  'roofing',
  'locksmith',
  'pest_control',
  'other',
] as const;
export type ContractorTrade = (typeof CONTRACTOR_TRADES)[number];
export const contractorTradeLabel: Record<ContractorTrade, string> = {
  gas: 'Gas engineer',
  electrical: 'Electrician',
  plumbing: 'Plumber',
  heating: 'Heating engineer',
  general: 'General builder / handyman',
  roofing: 'Roofer',
  locksmith: 'Locksmith',
  pest_control: 'Pest control',
  other: 'Other',
};

export const CERTIFICATE_KINDS = ['gas_safe', 'electrical', 'insurance'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const certificateKindLabel: Record<CertificateKind, string> = {
  gas_safe: 'Gas Safe registration',
  electrical: 'Electrical competence (e.g. NICEIC, NAPIT)',
  insurance: 'Public liability insurance',
};

/** Gas work needs Gas Safe (by law); electrical work a competent person scheme; everyone insurance. */
export function requiredCertificates(trade: ContractorTrade): CertificateKind[] {
  if (trade === 'gas' || trade === 'heating') return ['gas_safe', 'insurance'];
  if (trade === 'electrical') return ['electrical', 'insurance'];
  return ['insurance'];
}

export type CertificateState = 'green' | 'amber' | 'red';
export const EXPIRY_WARNING_DAYS = 30;

/** Red: expired (or missing); amber: expires within 30 days; green otherwise. */
export function certificateState(expiresOn: string | null, today: string): CertificateState {
  if (!expiresOn || expiresOn < today) return 'red';
  return expiresOn <= addDays(today, EXPIRY_WARNING_DAYS) ? 'amber' : 'green';
}

export interface ContractorCertificate {
  kind: CertificateKind;
  reference: string | null;
  expiresOn: string;
  state: CertificateState;
}

/**
 * Whether a contractor may be assigned a job today: every certificate their trade needs is on
 * file and in date. The reason is shown to the landlord when not.
 */
export function assignability(
  trade: ContractorTrade,
  certificates: readonly Pick<ContractorCertificate, 'kind' | 'expiresOn'>[],
  today: string,
): { ok: true } | { ok: false; reason: string } {
  for (const kind of requiredCertificates(trade)) {
    const cert = certificates.find((c) => c.kind === kind);
    if (!cert) return { ok: false, reason: `No ${certificateKindLabel[kind]} is on file` };
    if (cert.expiresOn < today)
      return { ok: false, reason: `The ${certificateKindLabel[kind]} expired on ${cert.expiresOn}` };
  }
  return { ok: true };
}

export const ContractorInputSchema = z
  .object({
    name: z
      .string('Name must be at least 2 characters')
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(120),
    trade: z.enum(CONTRACTOR_TRADES, 'Please select a trade'),
    phone: z
      .string()
      .trim()
      .max(30)
      .nullish()
      .transform((v) => v || null),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .email('Please enter a valid email address')
      .max(254)
      .nullish()
      .or(z.literal('').transform(() => null)),
    certificates: z
      .array(
        z
          .object({
            kind: z.enum(CERTIFICATE_KINDS, 'Please select a certificate'),
            reference: z
              .string()
              .trim()
              .max(100)
              .nullish()
              .transform((v) => v || null),
            expiresOn: isoDate('Expiry date is required'),
          })
          .strict(),
      )
      .max(CERTIFICATE_KINDS.length)
      .default([])
      .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, 'Each certificate once'),
  })
  .strict();
export type ContractorInput = z.input<typeof ContractorInputSchema>;

export interface Contractor {
  id: number;
  landlordId: number;
  name: string;
  trade: ContractorTrade;
  phone: string | null;
  email: string | null;
  certificates: ContractorCertificate[];
  /** The worst state among the certificates the trade needs (red when one is missing). */
  state: CertificateState;
  canTakeWork: boolean;
  /** Why not, when canTakeWork is false. */
  blockedReason: string | null;
  createdAt: string;
}
