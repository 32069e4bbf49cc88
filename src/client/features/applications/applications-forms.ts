/**
 * The landlord's application forms as the API wants them: the forms hold text (money in pounds,
 * empty dates), the API pence and absent fields. The checks are the shared schemas'.
 */
import type { z } from 'zod';
import {
  ApplicationChangeSchema,
  ApplicationTenancySchema,
  HoldingDepositInformationSchema,
  HoldingDepositRepaymentSchema,
  HoldingDepositSchema,
  REJECTION_REASON_REQUIRED,
} from '@shared/applications';
import { poundsToPence } from '@shared/money';
import type { FormSchema } from '@client/lib/use-public-form';

export const POUNDS_MESSAGE = 'Please enter an amount in pounds, for example 219.23';

type Values = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** '' → undefined (not sent); pounds → pence; anything else as typed, for the schema to refuse. */
const pounds = (v: unknown) => {
  const t = text(v);
  if (t === '') return undefined;
  return poundsToPence(t) ?? t;
};
const optional = (v: unknown) => text(v) || undefined;

/** A shared schema checked against what `toInput` makes of the form; money fields say "pounds". */
function adapt<S extends z.ZodType>(
  schema: S,
  toInput: (values: Values) => Values,
  moneyFields: string[] = [],
  extra?: (input: Values) => { path: string; message: string } | null,
): FormSchema<z.output<S>> {
  return {
    safeParse(values: unknown) {
      const input = toInput(values as Values);
      const result = schema.safeParse(input);
      const more = extra?.(input);
      if (result.success && !more) return { success: true, data: result.data };
      const issues = (result.success ? [] : result.error.issues).map((issue) =>
        moneyFields.includes(String(issue.path[0])) && typeof input[String(issue.path[0])] === 'string'
          ? { ...issue, message: POUNDS_MESSAGE }
          : issue,
      );
      if (more) issues.push({ path: [more.path], message: more.message } as (typeof issues)[number]);
      return { success: false, error: { issues } };
    },
  };
}

export const NOTES_FIELDS = ['notes'] as const;
/** Notes only (an empty box clears them). */
export const notesFormSchema = adapt(ApplicationChangeSchema, (v) => ({ notes: text(v.notes) }));
/** Rejected, with the reason the applicant is sent. */
export const rejectFormSchema = adapt(
  ApplicationChangeSchema,
  (v) => ({ status: 'rejected', notes: text(v.notes) }),
  [],
  (input) => (input.notes ? null : { path: 'notes', message: REJECTION_REASON_REQUIRED }),
);

export const INFORMATION_FIELDS = ['amount', 'deadlineForAgreement'] as const;
export const informationFormSchema = adapt(
  HoldingDepositInformationSchema,
  (v) => ({ amount: pounds(v.amount), deadlineForAgreement: optional(v.deadlineForAgreement) }),
  ['amount'],
);

export const RECEIPT_FIELDS = ['amount', 'receivedOn', 'deadlineForAgreement'] as const;
export const receiptFormSchema = adapt(
  HoldingDepositSchema,
  (v) => ({
    amount: pounds(v.amount),
    receivedOn: text(v.receivedOn),
    deadlineForAgreement: optional(v.deadlineForAgreement),
  }),
  ['amount'],
);

export const REPAYMENT_FIELDS = ['repaidOn'] as const;
export const repaymentFormSchema = adapt(HoldingDepositRepaymentSchema, (v) => ({
  repaidOn: text(v.repaidOn),
}));

export const TENANCY_FIELDS = [
  'leaseStart',
  'contractType',
  'fixedTermEnd',
  'rentAmount',
  'deposit',
  'holdingDepositUse',
] as const;
export const tenancyFormSchema = adapt(
  ApplicationTenancySchema,
  (v) => ({
    leaseStart: optional(v.leaseStart),
    contractType: optional(v.contractType),
    fixedTermEnd: text(v.contractType) === 'fixed_term' ? optional(v.fixedTermEnd) : undefined,
    rentAmount: pounds(v.rentAmount),
    deposit: pounds(v.deposit) ?? null,
    holdingDepositUse: optional(v.holdingDepositUse),
  }),
  ['rentAmount', 'deposit'],
);
