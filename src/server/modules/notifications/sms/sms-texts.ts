import {
  maintenancePriorityLabel,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@shared/maintenance';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { ReminderStep } from '@shared/rent-schedule';
import { AGENCY } from '@shared/agency';
import { formatCalendarDay } from '../../../lib/mailer/locale-formats';
import { MAX_SMS_CHARS } from '../../../lib/sms/outbox';
import { describeTarget } from '../../maintenance/maintenance-emails';

/**
 * The texts that go with some e-mails, for people who opted in: short (two SMS segments at most),
 * plain GSM characters (no curly quotes or ellipsis, which would halve a segment; the Welsh avoids
 * circumflexes for the same reason), the agency's name first, and a link to where the details are.
 * In the recipient's language, like the e-mail they go with.
 */

/** `before` + `elastic` + `after`, the elastic part cut (with "...") so the whole fits. */
function fit(before: string, elastic: string, after = ''): string {
  const room = MAX_SMS_CHARS - before.length - after.length;
  const flat = elastic.replace(/\s+/g, ' ').trim();
  const middle = flat.length <= room ? flat : room > 3 ? `${flat.slice(0, room - 3).trimEnd()}...` : '';
  return `${before}${middle}${after}`;
}

const name = AGENCY.name;

type StatusText = (
  inputs: { agency: string; title: string; property: string },
  options: { locale: Locale },
) => string;
const REPAIR_STATUS: Record<MaintenanceStatus, StatusText> = {
  submitted: m.sms_repair_status_submitted,
  in_progress: m.sms_repair_status_in_progress,
  completed: m.sms_repair_status_completed,
  denied: m.sms_repair_status_denied,
};
const REPAIR_KIND: Record<
  MaintenancePriority,
  (inputs: Record<string, never>, options: { locale: Locale }) => string
> = {
  emergency: m.sms_repair_kind_emergency,
  urgent: m.sms_repair_kind_urgent,
  routine: m.sms_repair_kind_routine,
};
type RentText = (
  inputs: { amount: string; property: string; date: string; days: number },
  options: { locale: Locale },
) => string;
const RENT: Record<ReminderStep, RentText> = {
  due_soon: m.sms_rent_due_soon,
  overdue_1: m.sms_rent_overdue_1,
  overdue_7: m.sms_rent_overdue_7,
  overdue_14: m.sms_rent_overdue_14,
  overdue_21: m.sms_rent_overdue_21,
};

export const smsTexts = {
  /** To the tenant when their repair's status changes (with the e-mail maintenance_status). */
  repairStatus: (
    input: {
      title: string;
      propertyTitle: string;
      status: MaintenanceStatus;
      note: string | null;
      byName: string;
      portalUrl: string;
    },
    locale: Locale = 'en',
  ) => {
    const head = REPAIR_STATUS[input.status](
      { agency: name, title: input.title, property: input.propertyTitle },
      { locale },
    );
    const tail = ` ${m.sms_details({ url: input.portalUrl }, { locale })}`;
    return input.note ? fit(`${head} ${input.byName}: `, input.note, tail) : fit('', head, tail);
  },

  /** To the landlord when an emergency or a fitness-for-habitation matter is reported. */
  repairReported: (
    input: {
      tenantName: string;
      propertyTitle: string;
      title: string;
      priority: MaintenancePriority;
      respondBy: Date;
      fitnessMatter: boolean;
      dashboardUrl: string;
    },
    locale: Locale = 'en',
  ) => {
    const o = { locale };
    const priority = REPAIR_KIND[input.priority]({}, o);
    const kind = input.fitnessMatter ? m.sms_repair_kind_fitness({ kind: priority }, o) : priority;
    const target = describeTarget(input.priority, input.respondBy, locale);
    return fit(
      `${m.sms_repair_reported({ agency: name, kind, tenant: input.tenantName, property: input.propertyTitle }, o)}: `,
      `"${input.title}".`,
      ` ${m.sms_repair_target({ target }, o)} ${input.dashboardUrl}`,
    );
  },

  /** To a contractor with no e-mail address, when a landlord gives them a job (no account: English). */
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
    locale: Locale = 'en',
  ) => {
    const o = { locale };
    const lead = RENT[step](
      {
        amount: formatPence(r.amount, locale),
        property: r.propertyTitle,
        date: formatCalendarDay(r.dueDate, locale),
        days: r.daysOverdue,
      },
      o,
    );
    return fit(`${name}: `, lead, ` ${m.sms_rent_quote({ reference: r.paymentReference }, o)} ${portalUrl}`);
  },
};
