import type { PaymentMethod, PaymentSource, PaymentStatus, RentPayment } from '@shared/payments';
import { effectiveStatus } from '@shared/rent-schedule';
import type { rentPayments } from '../../db/schema';

type PaymentRow = typeof rentPayments.$inferSelect;

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
