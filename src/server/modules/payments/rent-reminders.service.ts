import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import { daysOverdue, reminderStepFor } from '@shared/rent-schedule';
import type { Db } from '../../db/create-db';
import { properties, rentPayments, rentReminders, tenants } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { rentReminderEmail } from './payment-emails';

/**
 * The arrears ladder (before the due date, then 1, 7, 14 and 21 days overdue) for every open
 * payment of a tenancy whose reminders are on. Each step is claimed by inserting its row, in
 * the same transaction as the e-mail, so it goes once however many instances run this.
 * SMS joins when the SMS settings arrive (issue #7); the outbox already has the channel.
 */
export async function sendRentReminders(
  db: Db,
  publicUrl: string,
  today: string = todayInLondon(),
): Promise<number> {
  const open = await db
    .select({
      paymentId: rentPayments.id,
      amount: rentPayments.amount,
      dueDate: rentPayments.dueDate,
      tenantName: tenants.fullName,
      email: tenants.email,
      paymentReference: tenants.paymentReference,
      propertyTitle: properties.title,
    })
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .innerJoin(properties, eq(properties.id, rentPayments.propertyId))
    .where(
      and(
        inArray(rentPayments.status, ['pending', 'overdue']),
        // Nothing older than the last step's window, nothing further ahead than the first.
        gte(rentPayments.dueDate, addDays(today, -28)),
        lte(rentPayments.dueDate, addDays(today, 3)),
        eq(tenants.remindersPaused, false),
        inArray(tenants.status, ['active', 'notice_given']),
        ne(tenants.tenantType, 'guarantor'),
      ),
    );
  let sent = 0;
  for (const p of open) {
    const step = reminderStepFor(p.dueDate, today);
    if (!step) continue;
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(rentReminders)
        .values({ paymentId: p.paymentId, step })
        .onConflictDoNothing()
        .returning({ step: rentReminders.step });
      if (!claimed) return false;
      const content = rentReminderEmail(
        step,
        { ...p, daysOverdue: daysOverdue(p.dueDate, today) },
        `${publicUrl}/tenant-dashboard`,
      );
      await enqueueEmail(tx, p.email, content, `rent_reminder_${step}`);
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
