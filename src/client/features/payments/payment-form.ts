import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import { penceToPoundsInput, poundsToPence } from '@shared/money';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PaymentInputSchema,
  type PaymentStatus,
  type RentPayment,
} from '@shared/payments';

/**
 * Pounds as typed → pence for the shared schema. More than two decimals is kept as a fraction of a
 * penny (12.345 → 1234.5) so the schema answers with its own 'whole pence' message instead of the
 * amount being silently rounded; anything that is not a number becomes undefined ('at least 1p').
 */
export function amountInputToPence(text: string): number | undefined {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '').trim();
  const extra = /^(-?)(\d*)\.(\d{2})(\d+)$/.exec(cleaned);
  if (extra) {
    const [, sign, whole, pennies, rest] = extra as unknown as [string, string, string, string, string];
    const pence = poundsToPence(`${sign}${whole || '0'}.${pennies}`);
    if (pence === null) return undefined;
    if (/^0+$/.test(rest)) return pence;
    const fraction = Number(`0.${rest}`);
    return sign ? pence - fraction : pence + fraction;
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return undefined;
  return poundsToPence(cleaned) ?? undefined;
}

/**
 * What the Record/Edit Payment form holds: text as typed, the amount in pounds. On submit it
 * becomes the API body (amount in pence) checked by the shared PaymentInputSchema, so the messages
 * are the server's own words (SPEC.md §5 Rent payment).
 */
export const PaymentFormSchema = z
  .object({
    amount: z.string(),
    paymentDate: z.string(),
    dueDate: z.string(),
    status: z.union([z.enum(PAYMENT_STATUSES), z.literal('')]),
    paymentMethod: z.union([z.enum(PAYMENT_METHODS), z.literal('')]),
    reference: z.string(),
    notes: z.string(),
  })
  .transform((values, ctx) => {
    const parsed = PaymentInputSchema.safeParse({
      amount: amountInputToPence(values.amount),
      paymentDate: values.paymentDate,
      dueDate: values.dueDate,
      status: values.status || undefined,
      paymentMethod: values.paymentMethod || null,
      reference: values.reference,
      notes: values.notes,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'amount')] });
    }
    return z.NEVER;
  });

export type PaymentFormValues = z.input<typeof PaymentFormSchema>;
export type PaymentFormOutput = z.output<typeof PaymentFormSchema>;

/** The body's fields are the form's fields, so the server's field messages land under the same names. */
export const PAYMENT_FIELDS = [
  'amount',
  'paymentDate',
  'dueDate',
  'status',
  'paymentMethod',
  'reference',
  'notes',
] as const;

/**
 * A new payment: today for both dates (UK time), paid, and the tenancy's rent as the amount when
 * known. An existing one: its values, amount shown in pounds.
 */
export function paymentFormDefaults(
  payment?: RentPayment | null,
  defaultAmountPence?: number | null,
): PaymentFormValues {
  if (payment) {
    return {
      amount: penceToPoundsInput(payment.amount),
      paymentDate: payment.paymentDate,
      dueDate: payment.dueDate,
      status: payment.status,
      paymentMethod: payment.paymentMethod ?? '',
      reference: payment.reference ?? '',
      notes: payment.notes ?? '',
    };
  }
  const today = todayInLondon();
  const status: PaymentStatus = 'paid';
  return {
    amount: defaultAmountPence ? penceToPoundsInput(defaultAmountPence) : '',
    paymentDate: today,
    dueDate: today,
    status,
    paymentMethod: '',
    reference: '',
    notes: '',
  };
}
