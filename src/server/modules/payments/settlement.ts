import { eq, sql } from 'drizzle-orm';
import { formatPence } from '@shared/money';
import type { PaymentMethod, PaymentSource } from '@shared/payments';
import type { Db } from '../../db/create-db';
import { rentPayments } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PaymentRow = typeof rentPayments.$inferSelect;

export interface Receipt {
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod | null;
  reference: string | null;
  notes: string | null;
  externalSource: PaymentSource;
  externalReference?: string | null;
  externalData?: unknown;
  matchedAutomatically?: boolean;
}

/**
 * Money received against an expected payment. The expected row becomes paid; a part payment
 * splits it, leaving the rest open with the same due date; money beyond it is kept as its own
 * paid row. Either way rent due stays what it was and every penny received is recorded once.
 */
export async function settleExpected(tx: Tx, open: PaymentRow, receipt: Receipt): Promise<PaymentRow> {
  const paidPart = Math.min(receipt.amount, open.amount);
  const [settled] = await tx
    .update(rentPayments)
    .set({
      amount: paidPart,
      status: 'paid',
      paymentDate: receipt.paymentDate,
      paymentMethod: receipt.paymentMethod,
      reference: receipt.reference ?? open.reference,
      notes: receipt.notes ?? open.notes,
      externalSource: receipt.externalSource,
      externalReference: receipt.externalReference ?? null,
      externalData: receipt.externalData ?? null,
      matchedAutomatically: receipt.matchedAutomatically ?? false,
      version: sql`${rentPayments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(rentPayments.id, open.id))
    .returning();
  if (receipt.amount < open.amount) {
    await tx.insert(rentPayments).values({
      tenantId: open.tenantId,
      propertyId: open.propertyId,
      amount: open.amount - receipt.amount,
      paymentDate: open.dueDate,
      dueDate: open.dueDate,
      status: open.status === 'paid' ? 'pending' : open.status,
      externalSource: open.externalSource === 'schedule' ? 'schedule' : 'manual',
      notes: `Balance after a part payment of ${formatPence(receipt.amount)} on ${receipt.paymentDate}`,
    });
  } else if (receipt.amount > open.amount) {
    await tx.insert(rentPayments).values({
      tenantId: open.tenantId,
      propertyId: open.propertyId,
      amount: receipt.amount - open.amount,
      paymentDate: receipt.paymentDate,
      dueDate: open.dueDate,
      status: 'paid',
      paymentMethod: receipt.paymentMethod,
      reference: receipt.reference,
      externalSource: receipt.externalSource,
      externalReference: receipt.externalReference ?? null,
      notes: `Paid beyond the ${formatPence(open.amount)} due on ${open.dueDate}`,
    });
  }
  return settled!;
}
