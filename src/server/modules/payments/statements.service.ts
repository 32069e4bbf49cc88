import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { isAdmin } from '@shared/users';
import { buildStatement, type PropertyMonth, type Statement } from '@shared/statement';
import { paymentMethodLabel, type PaymentMethod } from '@shared/payments';
import type { Db } from '../../db/create-db';
import { properties, rentPayments, statementDeductions, tenants, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { assertCanManageProperties, type Actor } from '../properties/property-access';
import type { Receipt } from './pdf/receipt-pdf';

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

/** What a statement needs of its landlord: who they are and the agency's fee. */
export const statementLandlordColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  feeBasisPoints: users.managementFeeBasisPoints,
};

/** Whose statement: a landlord's own; an admin names the landlord. */
export async function statementLandlord(db: Db, actor: Actor, landlordId: number | undefined) {
  assertCanManageProperties(actor);
  const id = isAdmin(actor) ? landlordId : actor.id;
  if (!id)
    throw badRequest('Choose the landlord whose statement you want', { landlordId: 'Choose a landlord' });
  if (!isAdmin(actor) && landlordId !== undefined && landlordId !== actor.id) throw notFound('Landlord');
  const [landlord] = await db
    .select(statementLandlordColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'landlord')));
  if (!landlord) throw notFound('Landlord');
  return landlord;
}

/**
 * One landlord's month: per property, rent due (by due date), rent received (by payment date),
 * the agency's deductions; the fee and net come from the shared, tested sums. Archived
 * properties appear only in months where something happened.
 */
export async function landlordStatement(
  db: Db,
  landlord: { id: number; fullName: string; feeBasisPoints: number },
  month: string,
): Promise<Statement> {
  const start = `${month}-01`;
  const end = nextMonth(month);
  const rows = (await db.execute(sql`
    select p.id, p.title, p.address || ', ' || p.city || ' ' || p.postcode as address, p.archived_at is not null as archived,
      coalesce((select sum(${rentPayments.amount}) from ${rentPayments} where ${rentPayments.propertyId} = p.id
        and ${rentPayments.dueDate} >= ${start}::date and ${rentPayments.dueDate} < ${end}::date), 0)::bigint as due,
      coalesce((select sum(${rentPayments.amount}) from ${rentPayments} where ${rentPayments.propertyId} = p.id and ${rentPayments.status} = 'paid'
        and ${rentPayments.paymentDate} >= ${start}::date and ${rentPayments.paymentDate} < ${end}::date), 0)::bigint as received
    from ${properties} p where p.landlord_id = ${landlord.id} order by p.title, p.id`)) as unknown as {
    rows: { id: number; title: string; address: string; archived: boolean; due: string; received: string }[];
  };
  const deductions = rows.rows.length
    ? await db
        .select()
        .from(statementDeductions)
        .where(
          and(
            inArray(
              statementDeductions.propertyId,
              rows.rows.map((r) => r.id),
            ),
            gte(statementDeductions.date, start),
            lt(statementDeductions.date, end),
          ),
        )
        .orderBy(statementDeductions.date, statementDeductions.id)
    : [];
  const months: PropertyMonth[] = rows.rows
    .map((r) => ({
      propertyId: r.id,
      title: r.title,
      address: r.address,
      rentDue: Number(r.due),
      rentReceived: Number(r.received),
      deductions: deductions
        .filter((d) => d.propertyId === r.id)
        .map((d) => ({ description: d.description, amount: d.amount })),
      archived: r.archived,
    }))
    .filter((p) => !p.archived || p.rentDue || p.rentReceived || p.deductions.length)
    .map(({ archived: _archived, ...p }) => p);
  return buildStatement({
    month,
    landlordName: landlord.fullName,
    feeBasisPoints: landlord.feeBasisPoints,
    properties: months,
  });
}

export const RECEIPT_ONLY_WHEN_PAID = 'A receipt is available once this payment has been paid.';

/** What a receipt shows. Reached by the property's landlord, an admin, or the tenant who paid. */
export async function receiptFor(ctx: AppContext, actor: Actor, paymentId: number): Promise<Receipt> {
  const [row] = await ctx.db
    .select({
      payment: rentPayments,
      tenantName: tenants.fullName,
      tenantUserId: tenants.userId,
      title: properties.title,
      address: sql<string>`${properties.address} || ', ' || ${properties.city} || ' ' || ${properties.postcode}`,
      landlordId: properties.landlordId,
      landlordName: users.fullName,
    })
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .innerJoin(properties, eq(properties.id, rentPayments.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(
      and(
        eq(rentPayments.id, paymentId),
        isAdmin(actor)
          ? undefined
          : actor.userType === 'tenant'
            ? eq(tenants.userId, actor.id)
            : eq(properties.landlordId, actor.id),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Payment');
  if (row.payment.status !== 'paid') throw conflict(RECEIPT_ONLY_WHEN_PAID);
  const method = row.payment.paymentMethod as PaymentMethod | null;
  return {
    receiptNumber: `RC-${String(row.payment.id).padStart(6, '0')}`,
    tenantName: row.tenantName,
    propertyTitle: row.title,
    propertyAddress: row.address,
    amount: row.payment.amount,
    paymentDate: row.payment.paymentDate,
    dueDate: row.payment.dueDate,
    paymentMethod: method ? (paymentMethodLabel[method] ?? method) : null,
    reference: row.payment.reference,
    landlordName: row.landlordName,
  };
}
