import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import { DeductionInputSchema } from '@shared/deductions';
import { amountInputToPence } from './payment-form';

/**
 * The form holds text as typed, the amount in pounds; on submit it becomes the API body (pence)
 * checked by the shared schema, so the messages are the server's own words.
 */
export const DeductionFormSchema = z
  .object({ date: z.string(), description: z.string(), amount: z.string() })
  .transform((values, ctx) => {
    const parsed = DeductionInputSchema.safeParse({
      date: values.date,
      description: values.description,
      amount: amountInputToPence(values.amount),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'amount')] });
    return z.NEVER;
  });
export type DeductionFormValues = z.input<typeof DeductionFormSchema>;
export type DeductionFormOutput = z.output<typeof DeductionFormSchema>;
export const DEDUCTION_FIELDS = ['date', 'description', 'amount'] as const;

/** A new deduction: today, nothing else yet. */
export const emptyDeductionForm = (): DeductionFormValues => ({
  date: todayInLondon(),
  description: '',
  amount: '',
});
