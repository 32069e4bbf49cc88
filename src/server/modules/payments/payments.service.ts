import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { todayInLondon } from '@shared/dates';
import { ErrorCode } from '@shared/errors';
import type {
  PaymentFilter,
  PaymentInputSchema,
  PaymentSummary,
  PaymentUpdateSchema,
} from '@shared/payments';
import type { z } from 'zod';
import { OPEN_PAYMENT_STATUSES } from '@shared/payments';
import { preparedQuery } from '../../db/prepared';
import { properties, rentPayments, tenants } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { onceFor, type IdempotencyClaim } from '../../lib/idempotency';
import {
  assertCanManageProperties,
  loadOwnedProperty,
  loadOwnedTenant,
  ownedPropertiesWhere,
  type Actor,
} from '../properties/property-access';
import { paymentAnswerColumns, toPayment } from './payment.presenter';
import { statusAsOf, statusFilter } from './payment-status';
import { settleExpected } from './settlement';

type PaymentData = z.output<typeof PaymentInputSchema>;
type PaymentUpdateData = z.output<typeof PaymentUpdateSchema>;
interface Page {
  limit: number;
  offset: number;
}

const paymentColumns = { payment: rentPayments, tenantName: tenants.fullName };
/** What a list of a property's payments needs: the answer's columns and the tenant's name. */
const paymentListColumns = { ...paymentAnswerColumns, tenantName: tenants.fullName };

export async function listPropertyPayments(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: Page & { status: PaymentFilter },
) {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const today = todayInLondon();
  // The count rides on the page's own query; only a page past the end needs its own count.
  const rows = await paymentsPageQuery(ctx.db, query.status).execute({
    propertyId,
    today,
    limit: query.limit,
    offset: query.offset,
  });
  const counted =
    rows.length || query.offset === 0
      ? { n: rows[0]?.total ?? 0 }
      : (
          await ctx.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(rentPayments)
            .where(and(eq(rentPayments.propertyId, propertyId), statusFilter(query.status, today)))
        )[0];
  return { payments: rows.map((r) => toPayment(r, r.tenantName, today)), total: counted?.n ?? 0 };
}

/** A page of a property's payments with the filter's total (built once per filter, db/prepared.ts). */
const paymentsPageQuery = preparedQuery('payments_page', (db, status: PaymentFilter, name) =>
  db
    .select({ ...paymentListColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .where(
      and(
        eq(rentPayments.propertyId, sql.placeholder('propertyId')),
        statusFilter(status, sql.placeholder('today')),
      ),
    )
    .orderBy(desc(rentPayments.dueDate), desc(rentPayments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/** The Finances tab's three cards from one aggregate query, and the 12-month chart from a second. */
export async function summarisePropertyPayments(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
): Promise<PaymentSummary> {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const today = todayInLondon();
  const monthStart = `${today.slice(0, 7)}-01`;
  const firstMonth = shiftMonth(monthStart, -11);
  const pence = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
  const [cards] = await ctx.db
    .select({
      currentMonthPaid: pence(
        sql`sum(${rentPayments.amount}) filter (where ${rentPayments.status} = 'paid' and ${rentPayments.paymentDate} >= ${monthStart}::date and ${rentPayments.paymentDate} < (${monthStart}::date + interval '1 month'))`,
      ),
      upcoming: pence(sql`sum(${rentPayments.amount}) filter (where ${statusAsOf(today)} = 'pending')`),
      overdue: pence(sql`sum(${rentPayments.amount}) filter (where ${statusAsOf(today)} = 'overdue')`),
    })
    .from(rentPayments)
    .where(eq(rentPayments.propertyId, propertyId));
  const monthly = (await ctx.db.execute(sql`
    select month, sum(due)::bigint as due, sum(received)::bigint as received from (
      select to_char(${rentPayments.dueDate}, 'YYYY-MM') as month, ${rentPayments.amount} as due, 0 as received
        from ${rentPayments} where ${rentPayments.propertyId} = ${propertyId} and ${rentPayments.dueDate} >= ${firstMonth}::date
          and ${rentPayments.dueDate} < (${monthStart}::date + interval '1 month')
      union all
      select to_char(${rentPayments.paymentDate}, 'YYYY-MM'), 0, ${rentPayments.amount}
        from ${rentPayments} where ${rentPayments.propertyId} = ${propertyId} and ${rentPayments.status} = 'paid'
          and ${rentPayments.paymentDate} >= ${firstMonth}::date and ${rentPayments.paymentDate} < (${monthStart}::date + interval '1 month')
    ) m group by month`)) as unknown as { rows: { month: string; due: string; received: string }[] };
  const byMonth = new Map(monthly.rows.map((r) => [r.month, r]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = shiftMonth(firstMonth, i).slice(0, 7);
    const row = byMonth.get(month);
    return { month, due: Number(row?.due ?? 0), received: Number(row?.received ?? 0) };
  });
  return { ...cards!, months };
}

function shiftMonth(firstOfMonth: string, months: number): string {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

export async function listTenantPayments(ctx: AppContext, actor: Actor, tenantId: number, page: Page) {
  const tenant = await loadOwnedTenant(ctx.db, actor, tenantId);
  const today = todayInLondon();
  const rows = await ctx.db
    .select({ ...paymentAnswerColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(rentPayments)
    .where(eq(rentPayments.tenantId, tenantId))
    .orderBy(desc(rentPayments.dueDate), desc(rentPayments.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    payments: rows.map((r) => toPayment(r, tenant.fullName, today)),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Records money received or expected for a tenancy. A paid payment for a due date that has
 * open expected rent settles that rent (SPEC's Record Payment on top of the rent schedule), so
 * the landlord never sees the same month both paid and overdue.
 */
export async function recordPayment(
  ctx: AppContext,
  actor: Actor,
  tenantId: number,
  input: PaymentData,
  idempotency: Omit<IdempotencyClaim, 'userId'> | null,
) {
  const tenant = await loadOwnedTenant(ctx.db, actor, tenantId);
  const today = todayInLondon();
  return ctx.db.transaction(async (tx) =>
    onceFor(tx, idempotency && { ...idempotency, userId: actor.id }, async () => {
      const [open] =
        input.status === 'paid'
          ? await tx
              .select()
              .from(rentPayments)
              .where(
                and(
                  eq(rentPayments.tenantId, tenantId),
                  eq(rentPayments.dueDate, input.dueDate),
                  inArray(rentPayments.status, [...OPEN_PAYMENT_STATUSES]),
                ),
              )
              .orderBy(rentPayments.id)
              .limit(1)
              .for('update')
          : [];
      const row = open
        ? await settleExpected(tx, open, {
            ...input,
            paymentMethod: input.paymentMethod ?? null,
            externalSource: 'manual',
          })
        : (
            await tx
              .insert(rentPayments)
              .values({
                ...input,
                paymentMethod: input.paymentMethod ?? null,
                tenantId,
                propertyId: tenant.propertyId,
                externalSource: 'manual',
              })
              .returning()
          )[0]!;
      return { statusCode: 201, body: toPayment(row, tenant.fullName, today) };
    }),
  );
}

/** A payment the actor may reach: on one of their properties (any, for an admin). */
async function loadOwnedPayment(ctx: AppContext, actor: Actor, id: number) {
  assertCanManageProperties(actor);
  const [row] = await ctx.db
    .select(paymentColumns)
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .innerJoin(properties, eq(properties.id, rentPayments.propertyId))
    .where(and(eq(rentPayments.id, id), ownedPropertiesWhere(actor, { includeArchived: true })))
    .limit(1);
  if (!row) throw notFound('Payment');
  return row;
}

/** One payment as the property's and the tenancy's lists answer it; another landlord's is not found. */
export async function getPayment(ctx: AppContext, actor: Actor, id: number) {
  const row = await loadOwnedPayment(ctx, actor, id);
  return toPayment(row.payment, row.tenantName, todayInLondon());
}

export const EDIT_CONFLICT_MESSAGE =
  'Someone else changed this payment while you were editing it. The latest details are shown; check them and save again.';

/** Edits a payment; naming the version read makes a concurrent edit a 409 with the current values, never a silent overwrite. */
export async function updatePayment(ctx: AppContext, actor: Actor, id: number, input: PaymentUpdateData) {
  const current = await loadOwnedPayment(ctx, actor, id);
  const today = todayInLondon();
  const { version, ...fields } = input;
  const [updated] = await ctx.db
    .update(rentPayments)
    .set({
      ...fields,
      paymentMethod: fields.paymentMethod ?? null,
      version: sql`${rentPayments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(eq(rentPayments.id, id), version === undefined ? undefined : eq(rentPayments.version, version)),
    )
    .returning();
  if (!updated) {
    const latest = await loadOwnedPayment(ctx, actor, id);
    throw new AppError(ErrorCode.editConflict, EDIT_CONFLICT_MESSAGE, {
      extra: { current: toPayment(latest.payment, latest.tenantName, today) },
    });
  }
  return toPayment(updated, current.tenantName, today);
}

/** Every payment of a property matching the filter, for the CSV export (oldest first, as a ledger reads). */
export async function paymentsForExport(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  filter: PaymentFilter,
) {
  const property = await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const today = todayInLondon();
  const rows = await ctx.db
    .select(paymentListColumns)
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .where(and(eq(rentPayments.propertyId, propertyId), statusFilter(filter, today)))
    .orderBy(rentPayments.dueDate, rentPayments.id);
  return { property, payments: rows.map((r) => toPayment(r, r.tenantName, today)) };
}
