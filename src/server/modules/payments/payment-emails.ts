import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { ReminderStep } from '@shared/rent-schedule';
import { formatCalendarDay } from '../../lib/mailer/locale-formats';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';

export interface ReminderInput {
  tenantName: string;
  propertyTitle: string;
  amount: number;
  dueDate: string;
  paymentReference: string;
  daysOverdue: number;
}

/**
 * The arrears ladder's words, in the tenant's language: a friendly nudge first, firmer as the
 * days go on, never threatening.
 */
export function rentReminderEmail(
  step: ReminderStep,
  r: ReminderInput,
  portalUrl: string,
  locale: Locale = 'en',
) {
  const o = { locale };
  const amount = formatPence(r.amount, locale);
  const date = formatCalendarDay(r.dueDate, locale);
  const about = { property: r.propertyTitle, amount, date };
  const overdue = { ...about, days: r.daysOverdue };
  const howToPay = m.email_rent_how_to_pay({ reference: r.paymentReference }, o);
  const bodies: Record<ReminderStep, () => { subject: string; paragraphs: string[] }> = {
    due_soon: () => ({
      subject: m.email_rent_due_soon_subject({ amount, date }, o),
      paragraphs: [m.email_rent_due_soon_body(about, o), howToPay],
    }),
    overdue_1: () => ({
      subject: m.email_rent_overdue_1_subject({ amount, date }, o),
      paragraphs: [m.email_rent_overdue_1_body(about, o), howToPay],
    }),
    overdue_7: () => ({
      subject: m.email_rent_overdue_subject({ days: r.daysOverdue, amount }, o),
      paragraphs: [m.email_rent_overdue_body(overdue, o), howToPay, m.email_rent_overdue_7_help({}, o)],
    }),
    overdue_14: () => ({
      subject: m.email_rent_overdue_14_subject({ days: r.daysOverdue }, o),
      paragraphs: [m.email_rent_overdue_body(overdue, o), m.email_rent_overdue_14_ask({}, o), howToPay],
    }),
    overdue_21: () => ({
      subject: m.email_rent_overdue_21_subject({ days: r.daysOverdue }, o),
      paragraphs: [m.email_rent_overdue_21_body(overdue, o), m.email_rent_overdue_21_ask({}, o), howToPay],
    }),
  };
  const { subject, paragraphs } = bodies[step]();
  return renderEmail({
    subject,
    greeting: greetingFor(r.tenantName, locale),
    paragraphs,
    action: { label: m.email_action_open_tenant_portal({}, o), url: portalUrl },
    reason: m.email_rent_reminder_reason({}, o),
    locale,
  });
}
