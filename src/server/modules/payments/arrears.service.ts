import { and, eq, inArray, sql } from 'drizzle-orm';
import { todayInLondon } from '@shared/dates';
import { OPEN_PAYMENT_STATUSES, type ArrearsReport } from '@shared/payments';
import { properties, rentPayments, tenants } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { loadOwnedTenant, ownedPropertiesWhere, type Actor } from '../properties/property-access';
import { toTenant } from '../tenancies/tenancy.presenter';
import { statusAsOf } from './payment-status';

/** Overdue rent per tenancy and in total, across the landlord's properties (every landlord's, for an admin). */
export async function arrearsReport(ctx: AppContext, actor: Actor): Promise<ArrearsReport> {
  const today = todayInLondon();
  const rows = await ctx.db
    .select({
      tenantId: tenants.id,
      tenantName: tenants.fullName,
      propertyId: properties.id,
      propertyTitle: properties.title,
      arrears: sql<number>`sum(${rentPayments.amount})`.mapWith(Number),
      oldestDueDate: sql<string>`min(${rentPayments.dueDate})::text`,
      remindersPaused: tenants.remindersPaused,
    })
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .innerJoin(properties, eq(properties.id, rentPayments.propertyId))
    .where(
      and(
        ownedPropertiesWhere(actor, { includeArchived: true }),
        // Implied by the next line, and said so that the open payments' index by home
        // (rent_payments_open_property_idx) serves it: a landlord's paid years are never read.
        inArray(rentPayments.status, [...OPEN_PAYMENT_STATUSES]),
        sql`${statusAsOf(today)} = 'overdue'`,
      ),
    )
    .groupBy(tenants.id, properties.id)
    .orderBy(sql`min(${rentPayments.dueDate})`, tenants.id);
  return { total: rows.reduce((sum, r) => sum + r.arrears, 0), tenancies: rows };
}

/** Pauses or resumes a tenancy's arrears reminders (a payment plan, a dispute being resolved). */
export async function setRemindersPaused(ctx: AppContext, actor: Actor, tenantId: number, paused: boolean) {
  await loadOwnedTenant(ctx.db, actor, tenantId);
  const [row] = await ctx.db
    .update(tenants)
    .set({ remindersPaused: paused })
    .where(eq(tenants.id, tenantId))
    .returning();
  return toTenant(row!);
}
