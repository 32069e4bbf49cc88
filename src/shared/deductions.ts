import { z } from 'zod';
import { isoDate } from './date-schema';
import { AMOUNT_MESSAGE } from './payments';

/**
 * Agency deductions: a cost the agency paid on the landlord's behalf (a repair, a certificate),
 * taken from the rent in that month's statement. Amount in whole pence, never negative.
 */
export const DESCRIPTION_MESSAGE = 'Description must be at least 2 characters';

/** The body of POST /api/properties/{id}/deductions (admins only). */
export const DeductionInputSchema = z
  .object({
    date: isoDate('Date is required'),
    description: z
      .string(DESCRIPTION_MESSAGE)
      .trim()
      .min(2, DESCRIPTION_MESSAGE)
      .max(200, 'Description must be at most 200 characters'),
    amount: z
      .number(AMOUNT_MESSAGE)
      .int('Amount must be in whole pence')
      .min(1, AMOUNT_MESSAGE)
      .max(100_000_000, 'Amount is too large'),
  })
  .strict();
export type DeductionInput = z.input<typeof DeductionInputSchema>;

export interface Deduction {
  id: number;
  propertyId: number;
  /** YYYY-MM-DD: the statement month it falls in. */
  date: string;
  description: string;
  amount: number;
  createdAt: string;
}
