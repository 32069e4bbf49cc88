import type { PaymentMethod, PaymentSource, PaymentStatus, RentPayment } from '@shared/payments';
import { effectiveStatus } from '@shared/rent-schedule';
import { isoString, isoTimestamp } from '../../db/iso-timestamp';
import { rentPayments } from '../../db/schema';

/**
 * The columns an answer is made of, to select instead of the whole row where many rows are listed
 * (issue #19): the import's raw data (jsonb) and the schedule period are never sent, a flat select
 * costs Drizzle about half as much to map as a nested one, and the times come formatted.
 */
export const paymentAnswerColumns = {
  id: rentPayments.id,
  tenantId: rentPayments.tenantId,
  propertyId: rentPayments.propertyId,
  amount: rentPayments.amount,
  paymentDate: rentPayments.paymentDate,
  dueDate: rentPayments.dueDate,
  status: rentPayments.status,
  paymentMethod: rentPayments.paymentMethod,
  reference: rentPayments.reference,
  notes: rentPayments.notes,
  externalReference: rentPayments.externalReference,
  externalSource: rentPayments.externalSource,
  matchedAutomatically: rentPayments.matchedAutomatically,
  createdAt: isoTimestamp(rentPayments.createdAt),
  updatedAt: isoTimestamp(rentPayments.updatedAt),
  version: rentPayments.version,
};

type PaymentRow = Omit<
  Pick<typeof rentPayments.$inferSelect, keyof typeof paymentAnswerColumns>,
  'createdAt' | 'updatedAt'
> & { createdAt: Date | string; updatedAt: Date | string };

/** Row → answer. The status is as of today, so a payment past its due date shows overdue everywhere. */
export function toPayment(row: PaymentRow, tenantName: string, today: string): RentPayment {
  return {
    id: row.id,
    tenantId: row.tenantId,
    tenantName,
    propertyId: row.propertyId,
    amount: row.amount,
    paymentDate: row.paymentDate,
    dueDate: row.dueDate,
    status: effectiveStatus(row.status as PaymentStatus, row.dueDate, today),
    paymentMethod: row.paymentMethod as PaymentMethod | null,
    reference: row.reference,
    notes: row.notes,
    externalReference: row.externalReference,
    externalSource: row.externalSource as PaymentSource,
    matchedAutomatically: row.matchedAutomatically,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    version: row.version,
  };
}
