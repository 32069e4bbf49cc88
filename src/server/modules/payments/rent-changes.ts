import { and, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db';
import { rentChanges, rentPayments } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A new rent from `effectiveFrom`: kept in the tenancy's history, and expected rent the schedule
 * already wrote for later due dates is repriced — but never rent already due (on or before
 * today) or already paid.
 */
export async function recordRentChange(
  tx: Tx,
  tenantId: number,
  amount: number,
  effectiveFrom: string,
  today: string,
) {
  await tx.insert(rentChanges).values({ tenantId, amount, effectiveFrom });
  await tx
    .update(rentPayments)
    .set({ amount, version: sql`${rentPayments.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(rentPayments.tenantId, tenantId),
        isNotNull(rentPayments.schedulePeriod),
        eq(rentPayments.externalSource, 'schedule'),
        eq(rentPayments.status, 'pending'),
        gte(rentPayments.dueDate, effectiveFrom),
        gt(rentPayments.dueDate, today),
      ),
    );
}
