import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import { dueDatesBetween, rentOn, SCHEDULE_HORIZON_DAYS, type RentChange } from '@shared/rent-schedule';
import { CURRENT_TENANT_STATUSES } from '@shared/tenancies';
import type { Db } from '../../db/create-db';
import { rentChanges, rentPayments, tenants } from '../../db/schema';

const BATCH = 500;

/**
 * Writes each active tenancy's expected rent as pending payments up to SCHEDULE_HORIZON_DAYS
 * ahead. Idempotent and safe with several instances: the unique (tenant, schedule period) index
 * lets only one insert of a month succeed. A schedule starts at the tenancy's record, never
 * back-filling months before it was added (the landlord records those by hand).
 */
export async function runRentSchedule(
  db: Db,
  today: string = todayInLondon(),
  only?: { tenantId: number },
): Promise<number> {
  const horizon = addDays(today, SCHEDULE_HORIZON_DAYS);
  let created = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({
        id: tenants.id,
        propertyId: tenants.propertyId,
        anchor: sql<string>`coalesce(${tenants.occupationDate}, ${tenants.leaseStart})::text`,
        createdOn: sql<string>`(${tenants.createdAt} at time zone 'Europe/London')::date::text`,
        leaseEnd: tenants.leaseEnd,
        status: tenants.status,
        rentAmount: tenants.rentAmount,
        // Spelled out: inside a one-table select Drizzle drops the table names, which would bind
        // both sides of this correlation to the subquery's own table.
        lastPeriod: sql<
          string | null
        >`(select max(rp.schedule_period)::text from rent_payments rp where rp.tenant_id = "tenants"."id")`,
      })
      .from(tenants)
      .where(
        and(
          inArray(tenants.status, [...CURRENT_TENANT_STATUSES]),
          ne(tenants.tenantType, 'guarantor'),
          sql`${tenants.id} > ${afterId}`,
          only ? eq(tenants.id, only.tenantId) : undefined,
        ),
      )
      .orderBy(tenants.id)
      .limit(BATCH);
    if (!batch.length) break;
    afterId = batch[batch.length - 1]!.id;

    const changes = await db
      .select({
        tenantId: rentChanges.tenantId,
        amount: rentChanges.amount,
        effectiveFrom: rentChanges.effectiveFrom,
      })
      .from(rentChanges)
      .where(
        inArray(
          rentChanges.tenantId,
          batch.map((t) => t.id),
        ),
      );
    const changesOf = new Map<number, RentChange[]>();
    for (const c of changes) changesOf.set(c.tenantId, [...(changesOf.get(c.tenantId) ?? []), c]);

    const rows = batch.flatMap((t) => {
      const from = [t.anchor, t.createdOn, t.lastPeriod ? addDays(t.lastPeriod, 1) : ''].sort().at(-1)!;
      // Notice given: rent runs to the end of the contract; an active periodic contract runs on.
      const to = t.status === 'notice_given' && t.leaseEnd < horizon ? t.leaseEnd : horizon;
      return dueDatesBetween(t.anchor, from, to).map((due) => ({
        tenantId: t.id,
        propertyId: t.propertyId,
        amount: rentOn(changesOf.get(t.id) ?? [], due) ?? t.rentAmount,
        paymentDate: due,
        dueDate: due,
        status: due < today ? ('overdue' as const) : ('pending' as const),
        externalSource: 'schedule',
        schedulePeriod: due,
      }));
    });
    for (let i = 0; i < rows.length; i += BATCH) {
      const inserted = await db
        .insert(rentPayments)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing()
        .returning({ id: rentPayments.id });
      created += inserted.length;
    }
  }
  return created;
}

/** Pending rent past its due date becomes overdue (reads already treat it so; this keeps the rows true). */
export async function markOverdue(db: Db, today: string = todayInLondon()): Promise<number> {
  const changed = await db
    .update(rentPayments)
    .set({ status: 'overdue' })
    .where(and(eq(rentPayments.status, 'pending'), lt(rentPayments.dueDate, today)))
    .returning({ id: rentPayments.id });
  return changed.length;
}
