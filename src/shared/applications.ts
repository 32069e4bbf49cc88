import { z } from 'zod';
import { isoDate } from './date-schema';
import { addDays, addMonths, todayInLondon } from './dates';
import { formatPence } from './money';
import { jsonInt } from './numbers';
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from './application-options';

export * from './application-options';

// Applications to rent a listed home and their holding deposits (CONTRACT.md §8; WALES.md
// HOLDING_DEPOSIT, the Renting Homes (Fees etc.) (Wales) Act 2019, Schedule 2).

/**
 * Where an application is: received (new), then shortlisted, referencing, approved; rejected from
 * any open step; `let` once it became the tenancy (POST /api/applications/{id}/tenancy).
 */
export const APPLICATION_STATUSES = [
  'new',
  'shortlisted',
  'referencing',
  'approved',
  'rejected',
  'let',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What PATCH /api/applications/{id} may set: `let` comes only from making the tenancy. */
export const APPLICATION_STATUS_CHANGES = ['shortlisted', 'referencing', 'approved', 'rejected'] as const;
export type ApplicationStatusChange = (typeof APPLICATION_STATUS_CHANGES)[number];
export const OPEN_APPLICATION_STATUSES = [
  'new',
  'shortlisted',
  'referencing',
  'approved',
] as const satisfies readonly ApplicationStatus[];
export const applicationStatusLabel: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  referencing: 'Referencing',
  approved: 'Approved',
  rejected: 'Rejected',
  let: 'Tenancy created',
};

/** The order of the open steps: an application moves forward (a step may be skipped), never back. */
const STEP: Record<ApplicationStatus, number> = {
  new: 0,
  shortlisted: 1,
  referencing: 2,
  approved: 3,
  rejected: 9,
  let: 9,
};

/** Null when the move is allowed, else why not (a 409's message). */
export function statusChangeProblem(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (from === to) return null;
  if (from === 'rejected' || from === 'let')
    return `This application is ${applicationStatusLabel[from].toLowerCase()} and can no longer change.`;
  if (to === 'rejected') return null;
  if (STEP[to] < STEP[from])
    return `An application that is ${applicationStatusLabel[from].toLowerCase()} cannot go back to ${applicationStatusLabel[to].toLowerCase()}.`;
  return null;
}

export const STATUS_NOT_SETTABLE =
  'An application can be moved to shortlisted, referencing, approved or rejected; a tenancy is made with its own call';
export const REJECTION_REASON_REQUIRED = 'Please give a reason for rejecting the application';
export const APPLICATION_THANK_YOU =
  'Thank you. We have your application and have e-mailed you a copy. We will be in touch within two working days.';

const FULL_NAME_MESSAGE = 'Full name must be at least 2 characters';
const EMAIL_MESSAGE = 'Please enter a valid email address';
const PHONE_MESSAGE = 'Please enter a phone number we can reach you on';
const INCOME_MESSAGE = 'Annual income must be a whole number of pence, 0 or more';
const HOUSEHOLD_MESSAGE = 'Household size must be a whole number from 1 to 20';
const MOVE_IN_MESSAGE = 'Please enter the date you would like to move in';
const MOVE_IN_PAST = 'The move-in date cannot be in the past';
const MOVE_IN_FAR = 'The move-in date must be within a year';

/** POST /api/listings/{id}/applications (public): money in pence. */
export const ApplicationInputSchema = z
  .object({
    fullName: z
      .string(FULL_NAME_MESSAGE)
      .trim()
      .min(2, FULL_NAME_MESSAGE)
      .max(120, 'Full name must be at most 120 characters'),
    email: z.string(EMAIL_MESSAGE).trim().toLowerCase().email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE),
    phone: z
      .string(PHONE_MESSAGE)
      .trim()
      .min(6, PHONE_MESSAGE)
      .max(30, 'Phone number must be at most 30 characters')
      .regex(/^[+\d][\d\s()-]*$/, PHONE_MESSAGE),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES, 'Please select your employment status'),
    annualIncome: jsonInt(INCOME_MESSAGE).min(0, INCOME_MESSAGE),
    householdSize: jsonInt(HOUSEHOLD_MESSAGE).min(1, HOUSEHOLD_MESSAGE).max(20, HOUSEHOLD_MESSAGE),
    moveInDate: isoDate(MOVE_IN_MESSAGE)
      .refine((v) => v >= todayInLondon(), MOVE_IN_PAST)
      .refine((v) => v <= addMonths(todayInLondon(), 12), MOVE_IN_FAR),
    hasGuarantor: z.boolean('Please say whether you have a guarantor'),
    message: z
      .string('Message must be text')
      .trim()
      .max(5000, 'Message must be at most 5000 characters')
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type ApplicationInput = z.input<typeof ApplicationInputSchema>;

/** PATCH /api/applications/{id}: a step on, and the landlord's notes (the reason, when rejecting). */
export const ApplicationChangeSchema = z
  .object({
    // Any status, so the record as read goes back whole; only APPLICATION_STATUS_CHANGES may differ.
    status: z.enum(APPLICATION_STATUSES, 'Please select a status').optional(),
    notes: z
      .string('Notes must be text')
      .trim()
      .max(5000, 'Notes must be at most 5000 characters')
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .strict();
export type ApplicationChangeInput = z.input<typeof ApplicationChangeSchema>;

const AMOUNT_MESSAGE = 'Amount must be a whole number of pence, at least 1';
const optionalDate = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), isoDate(message).optional());

/**
 * POST /api/applications/{id}/holding-deposit/information: the specified information the
 * applicant must have before paying (WALES.md HOLDING_DEPOSIT_INFO), e-mailed and recorded.
 */
export const HoldingDepositInformationSchema = z
  .object({
    amount: jsonInt(AMOUNT_MESSAGE).min(1, AMOUNT_MESSAGE),
    /** Agreed in writing with the applicant; otherwise 15 days beginning with the day it is paid. */
    deadlineForAgreement: optionalDate('Deadline for agreement must be a valid date'),
  })
  .strict();
export type HoldingDepositInformationInput = z.input<typeof HoldingDepositInformationSchema>;

/** POST /api/applications/{id}/holding-deposit: the deposit received. */
export const HoldingDepositSchema = z
  .object({
    amount: jsonInt(AMOUNT_MESSAGE).min(1, AMOUNT_MESSAGE),
    receivedOn: isoDate('Received date must be a valid date').refine(
      (v) => v <= todayInLondon(),
      'The received date cannot be in the future',
    ),
    deadlineForAgreement: optionalDate('Deadline for agreement must be a valid date'),
  })
  .strict();
export type HoldingDepositInput = z.input<typeof HoldingDepositSchema>;

/** POST /api/applications/{id}/holding-deposit/repayment: paid back to the applicant. */
export const HoldingDepositRepaymentSchema = z
  .object({
    repaidOn: isoDate('Repaid date must be a valid date').refine(
      (v) => v <= todayInLondon(),
      'The repaid date cannot be in the future',
    ),
  })
  .strict();
export type HoldingDepositRepaymentInput = z.input<typeof HoldingDepositRepaymentSchema>;

/** What becomes of a held holding deposit when the tenancy is made (with the applicant's consent). */
export const HOLDING_DEPOSIT_USES = ['deposit', 'first_rent', 'repay'] as const;
export type HoldingDepositUse = (typeof HOLDING_DEPOSIT_USES)[number];
export const holdingDepositUseLabel: Record<HoldingDepositUse, string> = {
  deposit: 'Put toward the deposit',
  first_rent: "Put toward the first month's rent",
  repay: 'Repay to the applicant',
};

/**
 * POST /api/applications/{id}/tenancy: everything but the start has a default — the rent is the
 * listing's, the lease runs a year from the move-in date the applicant asked for.
 */
export const ApplicationTenancySchema = z
  .object({
    leaseStart: optionalDate('Lease start date must be a valid date'),
    leaseEnd: optionalDate('Lease end date must be a valid date'),
    rentAmount: jsonInt('Rent amount must be greater than 0')
      .min(1, 'Rent amount must be greater than 0')
      .max(100_000_000, 'Rent amount must be at most £1,000,000.00')
      .optional(),
    deposit: jsonInt('Deposit must be 0 or more').min(0, 'Deposit must be 0 or more').nullish(),
    contractType: z.enum(['periodic', 'fixed_term'], 'Please select a contract type').optional(),
    fixedTermEnd: optionalDate('Fixed-term end must be a valid date'),
    holdingDepositUse: z
      .enum(HOLDING_DEPOSIT_USES, 'Please say what happens to the holding deposit')
      .optional(),
  })
  .strict();
export type ApplicationTenancyInput = z.input<typeof ApplicationTenancySchema>;

/** One week's rent, the most a holding deposit may be: monthly × 12 ÷ 52, rounded down (pence). */
export const holdingDepositCap = (monthlyRent: number): number => Math.floor((monthlyRent * 12) / 52);

export const formatHoldingDepositCapMessage = (cap: number) =>
  `A holding deposit cannot be more than one week's rent (${formatPence(cap)})`;

/** The annual income that makes the rent affordable on its own: 30 times the monthly rent. */
export const INCOME_MULTIPLE = 30;

export interface Affordability {
  monthlyRent: number;
  /** 30 × the monthly rent. */
  incomeNeeded: number;
  meetsIncome: boolean;
  hasGuarantor: boolean;
  /** Income at least 30 × rent, or a guarantor. */
  affordable: boolean;
}

export function affordabilityOf(
  annualIncome: number,
  monthlyRent: number,
  hasGuarantor: boolean,
): Affordability {
  const incomeNeeded = monthlyRent * INCOME_MULTIPLE;
  const meetsIncome = annualIncome >= incomeNeeded;
  return { monthlyRent, incomeNeeded, meetsIncome, hasGuarantor, affordable: meetsIncome || hasGuarantor };
}

/** The deadline for agreement: the 15th day beginning with the day the deposit is received. */
export const defaultDeadlineForAgreement = (receivedOn: string): string => addDays(receivedOn, 14);
/** "Within 7 days beginning with" day X ends on X + 6 (CONTRACT.md §6 date arithmetic). */
export const sevenDaysFrom = (day: string): string => addDays(day, 6);
/** The landlord is reminded this many days before the repayment date. */
export const HOLDING_DEPOSIT_REMINDER_DAYS = 2;

export const HOLDING_DEPOSIT_OUTCOMES = ['held', 'repaid', 'toward_deposit', 'toward_rent'] as const;
export type HoldingDepositOutcome = (typeof HOLDING_DEPOSIT_OUTCOMES)[number];
export const holdingDepositOutcomeLabel: Record<HoldingDepositOutcome, string> = {
  held: 'Held',
  repaid: 'Repaid',
  toward_deposit: 'Put toward the deposit',
  toward_rent: "Put toward the first month's rent",
};

export interface HoldingDeposit {
  /** One week's rent: the most that may be taken. */
  maximum: number;
  /** What the applicant was told before paying (null: not sent yet). */
  informationSentAt: string | null;
  informationAmount: number | null;
  /** What was received, and when (null: not received yet). */
  amount: number | null;
  receivedOn: string | null;
  deadlineForAgreement: string | null;
  /** When it must be repaid (or put toward the deposit or rent) by; null once settled or not held. */
  repayBy: string | null;
  outcome: HoldingDepositOutcome | null;
  settledOn: string | null;
  /** The information was not sent through us before the deposit was received. */
  informationLate: boolean;
}

/** An application as the landlord (and the agency) sees it. */
export interface Application {
  id: number;
  propertyId: number;
  propertyTitle: string;
  fullName: string;
  email: string;
  phone: string;
  employmentStatus: EmploymentStatus;
  /** Pence a year. */
  annualIncome: number;
  householdSize: number;
  moveInDate: string;
  hasGuarantor: boolean;
  message: string | null;
  status: ApplicationStatus;
  /** The landlord's notes; on a rejection, the reason the applicant was given. */
  notes: string | null;
  rejectionReason: string | null;
  statusChangedAt: string;
  affordability: Affordability;
  holdingDeposit: HoldingDeposit;
  /** The tenancy it became. */
  tenantId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The answer of POST /api/applications/{id}/tenancy. */
export interface ApplicationTenancyAnswer {
  application: Application;
  tenantId: number;
  account: 'invitation_sent' | 'invited' | 'unchanged';
  /** Other applicants told the home is taken. */
  othersTold: number;
  message: string;
}
