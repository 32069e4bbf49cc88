import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { AGENCY } from '@shared/agency';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import type { Db } from '../create-db';
import { agencySettings, rentChanges, rentPayments, statementDeductions, tenants, users } from '../schema';
import { runRentSchedule } from '../../modules/payments/rent-schedule.service';

interface Lettings {
  properties: Record<string, number>;
  tenants: Record<string, number>;
}

/**
 * SEED_DEMO only: rent history for demo.landlord's tenancies. The real rent schedule writes the
 * expected rent from each occupation date; then most of it is marked paid as a tenant would pay
 * (by standing order quoting their reference), leaving one tenant in arrears and one part payment,
 * so the Finances tab, arrears, reminders and statements all have something true to show.
 */
export async function seedDemoPayments(db: Db, lettings: Lettings): Promise<number> {
  const today = todayInLondon();
  const current = await db
    .select()
    .from(tenants)
    .where(inArray(tenants.propertyId, Object.values(lettings.properties)));
  for (const tenant of current) {
    // The schedule starts at the record's date: date the demo records from their occupation.
    const from = tenant.occupationDate ?? tenant.leaseStart;
    await db
      .update(tenants)
      .set({ createdAt: new Date(`${from}T09:00:00Z`) })
      .where(eq(tenants.id, tenant.id));
    await db
      .insert(rentChanges)
      .values({ tenantId: tenant.id, amount: tenant.rentAmount, effectiveFrom: tenant.leaseStart });
  }
  await runRentSchedule(db, today);

  const owes = lettings.tenants.cathays2; // Tomos Rees: this month's rent is late
  const partPayer = lettings.tenants.cathays3; // Aisha Khan: paid part of last month
  const due = await db
    .select({ payment: rentPayments, reference: tenants.paymentReference })
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .where(lt(rentPayments.dueDate, today))
    .orderBy(rentPayments.dueDate);
  const lastMonth = addMonths(today, -1);
  for (const { payment, reference } of due) {
    const isLatest = payment.dueDate >= addMonths(today, -1) && payment.dueDate < today;
    if (payment.tenantId === owes && payment.dueDate > addDays(today, -31)) continue;
    if (
      payment.tenantId === partPayer &&
      payment.dueDate >= addMonths(lastMonth, -1) &&
      payment.dueDate < lastMonth
    ) {
      // Part paid: £300 now, the rest still owed.
      await db.insert(rentPayments).values({
        tenantId: payment.tenantId,
        propertyId: payment.propertyId,
        amount: payment.amount - 30_000,
        paymentDate: payment.dueDate,
        dueDate: payment.dueDate,
        status: 'overdue',
        externalSource: 'schedule',
        notes: 'Balance after a part payment of £300.00',
      });
      await db
        .update(rentPayments)
        .set({
          amount: 30_000,
          status: 'paid',
          paymentDate: addDays(payment.dueDate, 2),
          paymentMethod: 'bank_transfer',
          reference,
          externalSource: 'manual',
        })
        .where(eq(rentPayments.id, payment.id));
      continue;
    }
    await db
      .update(rentPayments)
      .set({
        status: 'paid',
        paymentDate:
          isLatest && payment.tenantId === lettings.tenants.ffion
            ? addDays(payment.dueDate, 3)
            : payment.dueDate,
        paymentMethod: 'standing_order',
        reference,
        externalSource: isLatest ? 'bank_statement' : 'manual',
        matchedAutomatically: isLatest,
        notes: null,
      })
      .where(and(eq(rentPayments.id, payment.id), eq(rentPayments.status, payment.status)));
  }

  // The former tenant's year, recorded by hand before the schedule existed.
  const former = current.find((t) => t.id === lettings.tenants.formerPenarth)!;
  const history = Array.from({ length: 12 }, (_, k) => addMonths(former.leaseStart, k)).filter(
    (d) => d <= former.leaseEnd,
  );
  await db.insert(rentPayments).values(
    history.map((dueDate) => ({
      tenantId: former.id,
      propertyId: former.propertyId,
      amount: former.rentAmount,
      paymentDate: dueDate,
      dueDate,
      status: 'paid' as const,
      paymentMethod: 'bank_transfer',
      reference: former.paymentReference,
    })),
  );

  await db
    .update(users)
    .set({ managementFeeBasisPoints: 1000 })
    .where(sql`lower(${users.username}) = 'demo.landlord'`);
  await db.insert(statementDeductions).values({
    propertyId: lettings.properties.penarth!,
    date: addDays(`${lastMonth.slice(0, 7)}-01`, 11),
    description: 'Annual gas safety check (Gas Safe engineer)',
    amount: 7_200,
  });
  // A made-up client account so Make Payment has something to show in the demo.
  await db
    .insert(agencySettings)
    .values({
      key: 'bank_details',
      value: {
        accountName: `${AGENCY.name} Client Account`,
        sortCode: '20-45-77',
        accountNumber: '43129876',
      },
    })
    .onConflictDoNothing();
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(rentPayments);
  return counted?.n ?? 0;
}
