import type { z } from 'zod';
import type { BankDetails, BankDetailsSchema } from '@shared/payments';

/** What the form holds: text as typed. BankDetailsSchema itself checks and normalises it. */
export type BankDetailsFormValues = z.input<typeof BankDetailsSchema>;

/** The body's fields are the form's fields, so the server's field messages land under the same names. */
export const BANK_DETAILS_FIELDS = ['accountName', 'sortCode', 'accountNumber'] as const;

/** The saved details, or empty fields when the agency has not entered any yet. */
export function bankDetailsFormDefaults(details: BankDetails | null): BankDetailsFormValues {
  return {
    accountName: details?.accountName ?? '',
    sortCode: details?.sortCode ?? '',
    accountNumber: details?.accountNumber ?? '',
  };
}
