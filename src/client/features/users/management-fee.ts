import { z } from 'zod';
import { addMonths, todayInLondon } from '@shared/dates';
import { ManagementFeeSchema, StatementMonthSchema } from '@shared/payments';
import { formatFeePercent } from '@shared/statement';
import { buildUrl } from '@client/app/api-client';

/**
 * A landlord's fee as the table shows it: 10 → '10%', 12.5 → '12.5%', 0 → '0%' (an unset fee is
 * 0%, and saying so is more honest than 'Not set'). Goes through basis points so a float such as
 * 8.750000001 never reaches the screen.
 */
export function formatManagementFee(percent: number): string {
  return formatFeePercent(Math.round(percent * 100));
}

/**
 * The fee as typed → a number for the shared schema. Accepts '10', '12.5', '.5', '10%' and a
 * decimal comma ('12,5', as some phone keyboards type it). Anything else is undefined, which the
 * schema answers with 'Management fee must be between 0 and 100'. Extra decimals are kept so the
 * schema can refuse them with its own message rather than the fee being silently rounded.
 */
export function feeInputToPercent(text: string): number | undefined {
  let cleaned = text.trim().replace(/%$/, '').trim();
  if (/^-?\d*,\d+$/.test(cleaned)) cleaned = cleaned.replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** The Set fee form: text as typed; on submit the body of PATCH /api/admin/users/{id}/fee. */
export const ManagementFeeFormSchema = z
  .object({ managementFeePercent: z.string() })
  .transform((values, ctx) => {
    const parsed = ManagementFeeSchema.safeParse({
      managementFeePercent: feeInputToPercent(values.managementFeePercent),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['managementFeePercent'] });
    }
    return z.NEVER;
  });
export type ManagementFeeFormValues = z.input<typeof ManagementFeeFormSchema>;
export type ManagementFeeFormOutput = z.output<typeof ManagementFeeFormSchema>;
export const MANAGEMENT_FEE_FIELDS = ['managementFeePercent'] as const;

export function managementFeeFormDefaults(percent: number | null): ManagementFeeFormValues {
  return { managementFeePercent: percent === null ? '' : String(percent) };
}

/** 'YYYY-MM' of the month before today in Europe/London: the statement an agency usually wants. */
export function lastMonth(today: string = todayInLondon()): string {
  return addMonths(today, -1).slice(0, 7);
}

/** 'YYYY-MM' of today in Europe/London (the latest month worth a statement). */
export function thisMonth(today: string = todayInLondon()): string {
  return today.slice(0, 7);
}

export const isStatementMonth = (month: string): boolean => StatementMonthSchema.safeParse(month).success;

/** The landlord's statement PDF for a month; an admin must name the landlord. */
export function statementUrl(landlordId: number, month: string): string {
  return buildUrl('/api/landlord/statements', { month, landlordId });
}
