import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import { daysOverdue, reminderStepFor } from '@shared/rent-schedule';
import { PAGE_PATHS } from '@shared/routes';
import { CURRENT_TENANT_STATUSES } from '@shared/tenancies';
import { OPEN_PAYMENT_STATUSES } from '@shared/payments';
import type { Db } from '../../db/create-db';
import { properties, rentPayments, rentReminders, tenants, users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { localeOf } from '../../lib/mailer/recipient-locale';
import { enqueueSms } from '../../lib/sms/outbox';
import { smsTexts } from '../notifications/sms/sms-texts';
import { rentReminderEmail } from './payment-emails';

/**
 * The arrears ladder (before the due date, then 1, 7, 14 and 21 days overdue) for every open
 * payment of a tenancy whose reminders are on. Each step is claimed by inserting its row, in
 * the same transaction as the e-mail, so it goes once however many instances run this.
 * A tenant who opted in to texts is also texted each step, in the same transaction.
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
      tenantId: tenants.id,
      tenantUserId: tenants.userId,
      tenantName: tenants.fullName,
      email: tenants.email,
      paymentReference: tenants.paymentReference,
      propertyTitle: properties.title,
      // The tenancy's account's language; English while no account is linked.
      language: users.language,
    })
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .innerJoin(properties, eq(properties.id, rentPayments.propertyId))
    .leftJoin(users, eq(users.id, tenants.userId))
    .where(
      and(
        inArray(rentPayments.status, [...OPEN_PAYMENT_STATUSES]),
        // Nothing older than the last step's window, nothing further ahead than the first.
        gte(rentPayments.dueDate, addDays(today, -28)),
        lte(rentPayments.dueDate, addDays(today, 3)),
        eq(tenants.remindersPaused, false),
        inArray(tenants.status, [...CURRENT_TENANT_STATUSES]),
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
      const reminder = { ...p, daysOverdue: daysOverdue(p.dueDate, today) };
      const portalUrl = `${publicUrl}${PAGE_PATHS.tenantDashboard}`;
      const about = { tenantId: p.tenantId };
      const content = rentReminderEmail(step, reminder, portalUrl, localeOf(p.language));
      await enqueueEmail(tx, p.email, content, `rent_reminder_${step}`, undefined, about);
      await enqueueSms(
        tx,
        p.tenantUserId,
        (locale) => smsTexts.rentReminder(step, reminder, portalUrl, locale),
        `rent_reminder_${step}`,
        about,
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
