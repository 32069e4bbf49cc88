import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import type { TenantPaymentSummary } from '@shared/payments';
import { properties, rentPayments, tenants } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../properties/property-access';
import { readBankDetails } from './bank-details';
import { paymentAnswerColumns, toPayment } from './payment.presenter';
import { statusAsOf } from './payment-status';

/**
 * The signed-in tenant's tenancy: the one named (if it is theirs), else the current one (active
 * or notice given, latest first), else their latest past one. Anyone else's answers 404.
 */
export async function ownTenancy(ctx: AppContext, actor: Actor, tenancyId?: number) {
  if (actor.userType !== 'tenant') throw forbidden('Only tenants have a tenant portal.');
  const [row] = await ctx.db
    .select({ tenant: tenants, propertyTitle: properties.title })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.userId, actor.id), tenancyId ? eq(tenants.id, tenancyId) : undefined))
    .orderBy(
      sql`case when ${tenants.status} = 'past' then 1 else 0 end`,
      desc(tenants.leaseStart),
      desc(tenants.id),
    )
    .limit(1);
  if (!row) throw notFound(tenancyId ? 'Tenancy' : 'Active tenancy');
  return row;
}

export async function listOwnPayments(
  ctx: AppContext,
  actor: Actor,
  query: { tenancyId?: number; limit: number; offset: number },
) {
  const { tenant } = await ownTenancy(ctx, actor, query.tenancyId);
  const today = todayInLondon();
  const rows = await ctx.db
    .select({ ...paymentAnswerColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(rentPayments)
    .where(eq(rentPayments.tenantId, tenant.id))
    .orderBy(desc(rentPayments.dueDate), desc(rentPayments.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    payments: rows.map((r) => toPayment(r, tenant.fullName, today)),
    total: rows[0]?.total ?? 0,
  };
}

export async function ownPaymentSummary(
  ctx: AppContext,
  actor: Actor,
  tenancyId?: number,
): Promise<TenantPaymentSummary> {
  const { tenant, propertyTitle } = await ownTenancy(ctx, actor, tenancyId);
  const today = todayInLondon();
  const status = statusAsOf(today);
  const [sums] = await ctx.db
    .select({
      arrears:
        sql<number>`coalesce(sum(${rentPayments.amount}) filter (where ${status} = 'overdue'), 0)`.mapWith(
          Number,
        ),
      paidLastYear:
        sql<number>`coalesce(sum(${rentPayments.amount}) filter (where ${rentPayments.status} = 'paid' and ${rentPayments.paymentDate} > ${addDays(today, -365)}::date), 0)`.mapWith(
          Number,
        ),
    })
    .from(rentPayments)
    .where(eq(rentPayments.tenantId, tenant.id));
  const [next] = await ctx.db
    .select({ dueDate: rentPayments.dueDate, amount: rentPayments.amount })
    .from(rentPayments)
    .where(
      and(
        eq(rentPayments.tenantId, tenant.id),
        inArray(rentPayments.status, ['pending']),
        sql`${rentPayments.dueDate} >= ${today}::date`,
      ),
    )
    .orderBy(rentPayments.dueDate)
    .limit(1);
  return {
    tenancyId: tenant.id,
    propertyTitle,
    lease: {
      start: tenant.leaseStart,
      end: tenant.fixedTermEnd ?? tenant.leaseEnd,
      contractType: tenant.contractType,
      status: tenant.status,
    },
    rentAmount: tenant.rentAmount,
    paymentReference: tenant.paymentReference,
    nextDue: next ?? null,
    arrears: sums?.arrears ?? 0,
    paidLastYear: sums?.paidLastYear ?? 0,
    bankDetails: await readBankDetails(ctx.db),
  };
}
