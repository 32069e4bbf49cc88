import { formatPence } from '@shared/money';
import type { ReminderStep } from '@shared/rent-schedule';
import { renderEmail } from '../../lib/mailer/templates';
import { formatLongDate } from './pdf/format-date';

export interface ReminderInput {
  tenantName: string;
  propertyTitle: string;
  amount: number;
  dueDate: string;
  paymentReference: string;
  daysOverdue: number;
}

const REASON =
  'You receive this e-mail because you rent this home through us. Your landlord can pause reminders while a payment plan is agreed.';

/** The arrears ladder's words: a friendly nudge first, firmer as the days go on, never threatening. */
export function rentReminderEmail(step: ReminderStep, r: ReminderInput, portalUrl: string) {
  const amount = formatPence(r.amount);
  const due = formatLongDate(r.dueDate);
  const howToPay = `Please pay by bank transfer quoting your reference ${r.paymentReference}, so we can match your payment straight away. Your tenant portal shows the account details.`;
  const bodies: Record<ReminderStep, { subject: string; paragraphs: string[] }> = {
    due_soon: {
      subject: `Your rent of ${amount} is due on ${due}`,
      paragraphs: [
        `This is a reminder that your rent for ${r.propertyTitle} of ${amount} is due on ${due}.`,
        howToPay,
      ],
    },
    overdue_1: {
      subject: `Your rent of ${amount} was due on ${due}`,
      paragraphs: [
        `We have not yet received your rent for ${r.propertyTitle} of ${amount}, which was due on ${due}. If you have paid in the last day, thank you, and please ignore this message.`,
        howToPay,
      ],
    },
    overdue_7: {
      subject: `Rent ${r.daysOverdue} days overdue: ${amount}`,
      paragraphs: [
        `Your rent for ${r.propertyTitle} of ${amount}, due on ${due}, is now ${r.daysOverdue} days overdue.`,
        howToPay,
        'If you are having difficulty paying, please get in touch with us: we can talk about a payment plan.',
      ],
    },
    overdue_14: {
      subject: `Rent ${r.daysOverdue} days overdue: please contact us`,
      paragraphs: [
        `Your rent for ${r.propertyTitle} of ${amount}, due on ${due}, is now ${r.daysOverdue} days overdue.`,
        'Please pay as soon as you can, or contact us today so we can agree a plan with your landlord.',
        howToPay,
      ],
    },
    overdue_21: {
      subject: `Rent ${r.daysOverdue} days overdue: action needed`,
      paragraphs: [
        `Your rent for ${r.propertyTitle} of ${amount}, due on ${due}, is now ${r.daysOverdue} days overdue and remains unpaid.`,
        'Please pay the full amount or contact us within the next 7 days. Free, independent advice on rent arrears is available from Shelter Cymru (sheltercymru.org.uk) and Citizens Advice Cymru.',
        howToPay,
      ],
    },
  };
  const { subject, paragraphs } = bodies[step];
  return renderEmail({
    subject,
    greeting: `Hello ${r.tenantName},`,
    paragraphs,
    action: { label: 'Open your tenant portal', url: portalUrl },
    reason: REASON,
  });
}
