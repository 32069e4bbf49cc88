import { stringify } from 'csv-stringify/sync';
import {
  paymentMethodLabel,
  paymentSourceLabel,
  paymentStatusLabel,
  type RentPayment,
} from '@shared/payments';

/**
 * The Finances tab's Export: one row per payment, amounts in pounds with two decimals (a
 * spreadsheet reads them as numbers), dates ISO so they sort. csv-stringify quotes what needs it.
 */
export function paymentsToCsv(payments: RentPayment[]): string {
  const rows = payments.map((p) => [
    p.status === 'paid' ? p.paymentDate : '',
    p.dueDate,
    p.tenantName,
    (p.amount / 100).toFixed(2),
    paymentStatusLabel[p.status],
    p.paymentMethod ? paymentMethodLabel[p.paymentMethod] : '',
    p.reference ?? '',
    paymentSourceLabel[p.externalSource] ?? p.externalSource,
    p.notes ?? '',
  ]);
  return stringify(rows, {
    header: true,
    columns: [
      'Paid on',
      'Due date',
      'Tenant',
      'Amount (GBP)',
      'Status',
      'Method',
      'Reference',
      'Source',
      'Notes',
    ],
    // A cell starting with = + - @ would run as a formula in a spreadsheet: neutralise it.
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
}
