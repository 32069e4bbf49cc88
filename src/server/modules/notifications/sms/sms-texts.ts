import {
  maintenancePriorityLabel,
  maintenanceStatusLabel,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@shared/maintenance';
import { formatPence } from '@shared/money';
import type { ReminderStep } from '@shared/rent-schedule';
import { AGENCY } from '@shared/agency';
import { MAX_SMS_CHARS } from '../../../lib/sms/outbox';
import { describeTarget } from '../../maintenance/maintenance-emails';
import { formatLongDate } from '../../payments/pdf/format-date';

/**
 * The texts that go with some e-mails, for people who opted in: short (two SMS segments at most),
 * plain GSM characters (no curly quotes or ellipsis, which would halve a segment), the agency's
 * name first, and a link to where the details are.
 */

/** `before` + `elastic` + `after`, the elastic part cut (with "...") so the whole fits. */
function fit(before: string, elastic: string, after = ''): string {
  const room = MAX_SMS_CHARS - before.length - after.length;
  const flat = elastic.replace(/\s+/g, ' ').trim();
  const middle = flat.length <= room ? flat : room > 3 ? `${flat.slice(0, room - 3).trimEnd()}...` : '';
  return `${before}${middle}${after}`;
}

const name = AGENCY.name;

export const smsTexts = {
  /** To the tenant when their repair's status changes (with the e-mail maintenance_status). */
  repairStatus: (input: {
    title: string;
    propertyTitle: string;
    status: MaintenanceStatus;
    note: string | null;
    byName: string;
    portalUrl: string;
  }) => {
    const head = `${name}: your repair "${input.title}" at ${input.propertyTitle} is now ${maintenanceStatusLabel[input.status]}.`;
    const tail = ` Details: ${input.portalUrl}`;
    return input.note ? fit(`${head} ${input.byName}: `, input.note, tail) : fit('', head, tail);
  },

  /** To the landlord when an emergency or a fitness-for-habitation matter is reported. */
  repairReported: (input: {
    tenantName: string;
    propertyTitle: string;
    title: string;
    priority: MaintenancePriority;
    respondBy: Date;
    fitnessMatter: boolean;
    dashboardUrl: string;
  }) => {
    const kind = `${maintenancePriorityLabel[input.priority]} repair${input.fitnessMatter ? ' (fitness for habitation)' : ''}`;
    return fit(
      `${name}: ${kind} reported by ${input.tenantName} at ${input.propertyTitle}: `,
      `"${input.title}".`,
      ` Target: ${describeTarget(input.priority, input.respondBy)}. ${input.dashboardUrl}`,
    );
  },

  /** To a contractor with no e-mail address, when a landlord gives them a job. */
  contractorJob: (input: {
    landlordName: string;
    landlordPhone: string | null;
    address: string;
    title: string;
    priority: MaintenancePriority;
    tenantFirstName: string;
    tenantPhone: string | null;
    accessNotes: string | null;
  }) => {
    const tenant = input.tenantPhone ? ` Tenant ${input.tenantFirstName}, ${input.tenantPhone}.` : '';
    const contact = ` Landlord: ${input.landlordName}${input.landlordPhone ? `, ${input.landlordPhone}` : ''}.`;
    return fit(
      `${name}: ${maintenancePriorityLabel[input.priority]} job at ${input.address}: `,
      `"${input.title}".${input.accessNotes ? ` Access: ${input.accessNotes}` : ''}`,
      `${tenant}${contact}`,
    );
  },

  /** To the tenant with each step of the arrears ladder (with the e-mail rent_reminder_{step}). */
  rentReminder: (
    step: ReminderStep,
    r: {
      propertyTitle: string;
      amount: number;
      dueDate: string;
      paymentReference: string;
      daysOverdue: number;
    },
    portalUrl: string,
  ) => {
    const amount = formatPence(r.amount);
    const due = formatLongDate(r.dueDate);
    const lead: Record<ReminderStep, string> = {
      due_soon: `your rent of ${amount} for ${r.propertyTitle} is due on ${due}.`,
      overdue_1: `we have not yet received your rent of ${amount} for ${r.propertyTitle}, due on ${due}. If you have just paid, thank you.`,
      overdue_7: `your rent of ${amount} for ${r.propertyTitle}, due on ${due}, is ${r.daysOverdue} days overdue. If you are struggling, please contact us.`,
      overdue_14: `your rent of ${amount} for ${r.propertyTitle}, due on ${due}, is ${r.daysOverdue} days overdue. Please pay or contact us today.`,
      overdue_21: `your rent of ${amount} for ${r.propertyTitle}, due on ${due}, is ${r.daysOverdue} days overdue. Please pay or contact us within 7 days.`,
    };
    return fit(`${name}: `, lead[step], ` Quote ${r.paymentReference} when you pay. ${portalUrl}`);
  },
};
