import { z } from 'zod';
import { MAX_INT } from './numbers';
import { isoDate } from './date-schema';

export const TENANT_STATUSES = ['active', 'past', 'notice_given'] as const;
export const TENANT_TYPES = ['tenant', 'lead_tenant', 'guarantor'] as const;
export const CONTRACT_TYPES = ['periodic', 'fixed_term'] as const;
export const DEPOSIT_SCHEMES = ['DPS', 'MYDEPOSITS', 'TDS'] as const;
/** A tenancy that is still running: the home is occupied and rent falls due. */
export const CURRENT_TENANT_STATUSES = ['active', 'notice_given'] as const satisfies readonly TenantStatus[];
export type TenantStatus = (typeof TENANT_STATUSES)[number];
export type TenantType = (typeof TENANT_TYPES)[number];
export type ContractType = (typeof CONTRACT_TYPES)[number];
export type DepositScheme = (typeof DEPOSIT_SCHEMES)[number];

export const tenantStatusLabel: Record<TenantStatus, string> = {
  active: 'Active',
  past: 'Past',
  notice_given: 'Notice Given',
};
export const tenantTypeLabel: Record<TenantType, string> = {
  tenant: 'Tenant',
  lead_tenant: 'Lead Tenant',
  guarantor: 'Guarantor',
};
export const contractTypeLabel: Record<ContractType, string> = {
  periodic: 'Periodic',
  fixed_term: 'Fixed term',
};
export const depositSchemeLabel: Record<DepositScheme, string> = {
  DPS: 'Deposit Protection Service',
  MYDEPOSITS: 'mydeposits',
  TDS: 'Tenancy Deposit Scheme',
};

const optionalPence = z
  .number('Deposit must be 0 or more')
  .int('Deposit must be in whole pence')
  .min(0, 'Deposit must be 0 or more')
  .max(MAX_INT, 'Deposit must be at most £21,474,836.47')
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const optionalDate = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate(message).nullable());

/**
 * The body of POST /api/properties/{id}/tenants and PUT /api/tenants/{id}: money in pence.
 * propertyId comes from the path (or the existing record), never from the body.
 */
export const TenantInputSchema = z
  .object({
    fullName: z
      .string('Full name must be at least 2 characters')
      .trim()
      .min(2, 'Full name must be at least 2 characters')
      .max(120),
    email: z
      .string('Please enter a valid email address')
      .trim()
      .toLowerCase()
      .email('Please enter a valid email address')
      .max(254),
    phone: z
      .string()
      .trim()
      .max(30)
      .nullable()
      .optional()
      .transform((v) => v || null),
    leaseStart: isoDate('Lease start date is required'),
    leaseEnd: isoDate('Lease end date is required'),
    rentAmount: z
      .number('Rent amount must be greater than 0')
      .int('Rent amount must be in whole pence')
      .min(1, 'Rent amount must be greater than 0')
      .max(100_000_000),
    deposit: optionalPence,
    depositScheme: z.preprocess(
      (v) => (v === '' ? null : v),
      z.enum(DEPOSIT_SCHEMES, 'Please select a deposit scheme').nullable().optional(),
    ),
    depositSchemeRef: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((v) => v || null),
    depositPaidDate: optionalDate('Deposit paid date must be a valid date'),
    status: z.enum(TENANT_STATUSES, 'Please select a status').default('active'),
    tenantType: z.enum(TENANT_TYPES, 'Please select a tenant type').default('tenant'),
    occupationDate: optionalDate('Occupation date must be a valid date'),
    contractType: z.enum(CONTRACT_TYPES, 'Please select a contract type').default('periodic'),
    fixedTermEnd: optionalDate('Fixed-term end must be a valid date'),
    /** When a changed rent starts (default today): rent already due never changes. */
    rentEffectiveFrom: optionalDate('The date the new rent starts must be a valid date').optional(),
    /** The last rent increase before its history was kept here: RHW12's 12 months count from it. */
    lastRentIncreaseOn: optionalDate('Last rent increase must be a valid date').optional(),
    /** Arrears reminders to this tenant are paused (e.g. during a payment plan). */
    remindersPaused: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.leaseEnd >= v.leaseStart, {
    message: 'Lease end must be on or after the lease start',
    path: ['leaseEnd'],
  })
  .refine((v) => v.contractType !== 'fixed_term' || !!v.fixedTermEnd, {
    message: 'A fixed-term contract needs its end date',
    path: ['fixedTermEnd'],
  });
export type TenantInput = z.input<typeof TenantInputSchema>;

export interface Tenant {
  id: number;
  userId: number | null;
  propertyId: number;
  fullName: string;
  email: string;
  phone: string | null;
  leaseStart: string;
  leaseEnd: string;
  rentAmount: number;
  deposit: number | null;
  depositScheme: DepositScheme | null;
  depositSchemeRef: string | null;
  depositPaidDate: string | null;
  status: TenantStatus;
  tenantType: TenantType;
  occupationDate: string | null;
  contractType: ContractType;
  fixedTermEnd: string | null;
  lastRentIncreaseOn: string | null;
  /** Quoted on bank transfers so statement lines find this tenancy. */
  paymentReference: string;
  remindersPaused: boolean;
  createdAt: string;
  /**
   * While the tenancy is not linked to an account: the latest invitation sent to the existing
   * account with its e-mail (issue #17), so the landlord sees it pending, declined or expired and
   * can resend. Null when linked or when no such invitation was sent.
   */
  invitation: TenancyInvitationState | null;
}

/** How long a tenancy invitation's link works. */
export const TENANCY_INVITATION_DAYS = 14;

export const TENANCY_INVITATION_STATES = ['pending', 'declined', 'expired'] as const;
export type TenancyInvitationStatus = (typeof TENANCY_INVITATION_STATES)[number];
export interface TenancyInvitationState {
  status: TenancyInvitationStatus;
  /** The address the invitation was sent to. */
  email: string;
  sentAt: string;
  expiresAt: string;
  respondedAt: string | null;
}

export const tenancyInvitationLabel: Record<TenancyInvitationStatus, string> = {
  pending: 'Invitation pending',
  declined: 'Invitation declined',
  expired: 'Invitation expired',
};
