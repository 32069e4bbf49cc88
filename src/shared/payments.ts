import { z } from 'zod';
import { isoDate } from './date-schema';

/** Rent payments (SPEC.md §3 rent_payments, §5 Rent payment; CONTRACT.md §3 rent). Money in pence. */
export const PAYMENT_STATUSES = ['paid', 'pending', 'overdue'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'revolut', 'cash', 'card', 'standing_order'] as const;
/** Where a row came from: typed in, made by the rent schedule, or matched from a bank statement. */
export const PAYMENT_SOURCES = ['manual', 'schedule', 'bank_statement', 'revolut'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
/** Rent still owed: what reminders, arrears and a bank statement's matching look at. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'overdue'] as const satisfies readonly PaymentStatus[];
/** A bank statement line: matched to a payment, waiting for a person, or set aside. */
export const STATEMENT_LINE_STATUSES = ['matched', 'review', 'ignored'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
export const PAYMENT_FILTERS = ['all', ...PAYMENT_STATUSES] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const paymentStatusLabel: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
};
export const paymentMethodLabel: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  revolut: 'Revolut',
  cash: 'Cash',
  card: 'Card',
  standing_order: 'Standing order',
};
export const paymentSourceLabel: Record<PaymentSource, string> = {
  manual: 'Manual',
  schedule: 'Rent schedule',
  bank_statement: 'Bank statement',
  revolut: 'Revolut',
};

export const AMOUNT_MESSAGE = 'Amount must be at least 1p';
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

/**
 * The body of POST /api/tenants/{id}/payments and PUT /api/payments/{id}. Amount is whole pence:
 * 0, negatives, fractions of a penny and text are refused with the field's message.
 */
export const PaymentInputSchema = z
  .object({
    amount: z
      .number(AMOUNT_MESSAGE)
      .int('Amount must be in whole pence')
      .min(1, AMOUNT_MESSAGE)
      .max(100_000_000, 'Amount is too large'),
    paymentDate: isoDate('Payment date is required'),
    dueDate: isoDate('Due date is required'),
    status: z.enum(PAYMENT_STATUSES, 'Please select a status'),
    paymentMethod: z.preprocess(
      (v) => (v === '' ? null : v),
      z.enum(PAYMENT_METHODS, 'Please select a payment method').nullable().optional(),
    ),
    reference: optionalText(100),
    notes: optionalText(1000),
  })
  .strict();
export type PaymentInput = z.input<typeof PaymentInputSchema>;

/** PUT adds the version the editor started from: a stale one answers 409 with the current values. */
export const PaymentUpdateSchema = PaymentInputSchema.extend({
  version: z.number().int().min(1).optional(),
}).strict();
export type PaymentUpdate = z.input<typeof PaymentUpdateSchema>;

export interface RentPayment {
  id: number;
  tenantId: number;
  tenantName: string;
  propertyId: number;
  amount: number;
  paymentDate: string;
  dueDate: string;
  /** As of today in Europe/London: a pending payment past its due date answers overdue. */
  status: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  reference: string | null;
  notes: string | null;
  externalReference: string | null;
  externalSource: PaymentSource;
  matchedAutomatically: boolean;
  createdAt: string;
  updatedAt: string;
  /** Goes up by one on each change; PUT sends the version it read. */
  version: number;
}

/** GET /api/properties/{id}/payments/summary: the Finances tab's cards, arrears and chart. */
export interface PaymentSummary {
  /** Paid this calendar month (by payment date). */
  currentMonthPaid: number;
  /** Pending, not yet due. */
  upcoming: number;
  overdue: number;
  /** Twelve months ending with this one, oldest first: rent due (by due date) and received (by payment date). */
  months: { month: string; due: number; received: number }[];
}

/** One tenancy's arrears (GET /api/landlord/arrears). */
export interface TenancyArrears {
  tenantId: number;
  tenantName: string;
  propertyId: number;
  propertyTitle: string;
  arrears: number;
  oldestDueDate: string;
  remindersPaused: boolean;
}
export interface ArrearsReport {
  total: number;
  tenancies: TenancyArrears[];
}

/** A bank statement line that needs a person (GET /api/properties/{id}/payments/review). */
export interface StatementLine {
  id: number;
  date: string;
  description: string;
  amount: number;
  status: StatementLineStatus;
  /** Open payments it could belong to, best first. */
  suggestions: { paymentId: number; tenantName: string; dueDate: string; amount: number }[];
}

/** What an import did (POST /api/properties/{id}/payments/import). */
export interface ImportResult {
  matched: number;
  review: number;
  duplicates: number;
  /** Debits and zero lines: not rent. */
  skipped: number;
}

export const StatementMonthSchema = z
  .string('Choose a month')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month');

/** The agency's client account that tenants pay rent into (an admin keeps it; tenants see it under Make Payment). */
export const BankDetailsSchema = z
  .object({
    accountName: z
      .string('Account name must be at least 2 characters')
      .trim()
      .min(2, 'Account name must be at least 2 characters')
      .max(70),
    sortCode: z
      .string('Sort code must be 6 digits, like 12-34-56')
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Sort code must be 6 digits, like 12-34-56'))
      .transform((v) => `${v.slice(0, 2)}-${v.slice(2, 4)}-${v.slice(4)}`),
    accountNumber: z
      .string('Account number must be 8 digits')
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{8}$/, 'Account number must be 8 digits')),
  })
  .strict();
export type BankDetails = z.output<typeof BankDetailsSchema>;

/** GET /api/tenant/payments/summary: what the tenant's Payments tab shows above the history. */
export interface TenantPaymentSummary {
  tenancyId: number;
  propertyTitle: string;
  /** The lease term card: start and end, and the contract type under Renting Homes (Wales). */
  lease: {
    start: string;
    end: string;
    contractType: 'periodic' | 'fixed_term';
    status: 'active' | 'past' | 'notice_given';
  };
  rentAmount: number;
  paymentReference: string;
  nextDue: { dueDate: string; amount: number } | null;
  /** Overdue, unpaid. */
  arrears: number;
  /** Paid in the last 12 months. */
  paidLastYear: number;
  /** Null until the agency has entered its account details. */
  bankDetails: BankDetails | null;
}

/** PATCH /api/admin/users/{id}/fee: a percentage with up to two decimals, stored as basis points. */
export const ManagementFeeSchema = z
  .object({
    managementFeePercent: z
      .number('Management fee must be between 0 and 100')
      .min(0, 'Management fee must be between 0 and 100')
      .max(100, 'Management fee must be between 0 and 100')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most two decimal places'),
  })
  .strict();
