import {
  maintenanceCategoryLabel,
  maintenancePriorityLabel,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@shared/maintenance';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { repairCategoryWords, repairPriorityWords } from '@shared/i18n/value-words';
import { formatClock, formatWeekdayDate } from '../../lib/mailer/locale-formats';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';

export interface PropertyAddress {
  title: string;
  address: string;
  city: string;
  postcode: string;
}

export interface RepairDetails {
  title: string;
  description: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  respondBy: Date;
  accessNotes: string | null;
}

const addressOf = (p: PropertyAddress) => `${p.address}, ${p.city} ${p.postcode}`;

/** A repair's priority and category as the recipient reads them ('Urgent', 'Brys'). */
export const priorityLabel = (priority: MaintenancePriority, locale: Locale) =>
  repairPriorityWords[priority]({}, { locale });
export const categoryLabel = (category: MaintenanceCategory, locale: Locale) =>
  repairCategoryWords[category]({}, { locale });

/**
 * An emergency's target is a moment (24 hours on, London time); the others are a working day.
 * respondByFor stores a working-day target as 23:59:59 UTC on that day, so its day is read in UTC.
 */
export function describeTarget(
  priority: MaintenancePriority,
  respondBy: Date,
  locale: Locale = 'en',
): string {
  return priority === 'emergency'
    ? m.email_repair_target_moment(
        {
          time: formatClock(respondBy, 'Europe/London'),
          day: formatWeekdayDate(respondBy, locale, 'Europe/London'),
        },
        { locale },
      )
    : formatWeekdayDate(respondBy, locale, 'UTC');
}

const priorityLine = (r: RepairDetails, locale: Locale) =>
  m.email_repair_priority_line(
    { priority: priorityLabel(r.priority, locale), target: describeTarget(r.priority, r.respondBy, locale) },
    { locale },
  );

const REPORTED_SUBJECT: Record<
  MaintenancePriority,
  (inputs: { property: string; title: string }, options: { locale: Locale }) => string
> = {
  emergency: m.email_repair_reported_subject_emergency,
  urgent: m.email_repair_reported_subject_urgent,
  routine: m.email_repair_reported_subject_routine,
};

type StatusMessage = (inputs: { title: string; property: string }, options: { locale: Locale }) => string;
const UPDATE_SUBJECT: Record<
  MaintenanceStatus,
  (inputs: { title: string }, options: { locale: Locale }) => string
> = {
  submitted: m.email_repair_update_subject_submitted,
  in_progress: m.email_repair_update_subject_in_progress,
  completed: m.email_repair_update_subject_completed,
  denied: m.email_repair_update_subject_denied,
};
const UPDATE_LEAD: Record<MaintenanceStatus, StatusMessage> = {
  submitted: m.email_repair_update_submitted,
  in_progress: m.email_repair_update_in_progress,
  completed: m.email_repair_update_completed,
  denied: m.email_repair_update_denied,
};

export const maintenanceEmails = {
  /** To the landlord when their tenant reports a repair, in the landlord's language; the FFHH flag leads the subject. */
  reported: (
    input: {
      landlordName: string;
      tenantName: string;
      property: PropertyAddress;
      repair: RepairDetails;
      fitnessMatter: boolean;
      dashboardUrl: string;
    },
    locale: Locale = 'en',
  ) => {
    const { repair, property } = input;
    const subject = REPORTED_SUBJECT[repair.priority](
      { property: property.title, title: repair.title },
      { locale },
    );
    return renderEmail({
      subject: input.fitnessMatter
        ? m.email_repair_reported_subject_fitness({ subject }, { locale })
        : subject,
      greeting: greetingFor(input.landlordName, locale),
      paragraphs: [
        m.email_repair_reported_intro(
          { tenant: input.tenantName, property: property.title, address: addressOf(property) },
          { locale },
        ),
        ...(input.fitnessMatter ? [m.email_repair_reported_fitness({}, { locale })] : []),
        `${repair.title} (${categoryLabel(repair.category, locale)})`,
        repair.description,
        priorityLine(repair, locale),
        ...(repair.accessNotes ? [m.email_repair_access({ notes: repair.accessNotes }, { locale })] : []),
        m.email_repair_reported_next({}, { locale }),
      ],
      action: { label: m.email_action_open_dashboard({}, { locale }), url: input.dashboardUrl },
      reason: m.email_repair_reported_reason({}, { locale }),
      locale,
    });
  },

  /** To the tenant when the status of their request changes, with the landlord's note, in the tenant's language. */
  statusChanged: (
    input: {
      tenantName: string;
      propertyTitle: string;
      title: string;
      status: MaintenanceStatus;
      note: string | null;
      byName: string;
      portalUrl: string;
    },
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: UPDATE_SUBJECT[input.status]({ title: input.title }, { locale }),
      greeting: greetingFor(input.tenantName, locale),
      paragraphs: [
        UPDATE_LEAD[input.status]({ title: input.title, property: input.propertyTitle }, { locale }),
        ...(input.note
          ? [m.email_repair_update_note({ name: input.byName, note: input.note }, { locale })]
          : []),
      ],
      action: { label: m.email_action_open_tenant_portal({}, { locale }), url: input.portalUrl },
      reason: m.email_repair_update_reason({}, { locale }),
      locale,
    }),

  /**
   * To the contractor assigned: where, what, how to get in, and who to call (first name and phone
   * only). In English: a contractor has no account, so no language on record.
   */
  jobAssigned: (input: {
    contractorName: string;
    landlordName: string;
    landlordEmail: string;
    property: PropertyAddress;
    repair: RepairDetails;
    tenantFirstName: string;
    tenantPhone: string | null;
    photoCount: number;
  }) => {
    const { repair, property } = input;
    const tenantLine = input.tenantPhone
      ? `Tenant: ${input.tenantFirstName}, ${input.tenantPhone}. Please call to arrange a time.`
      : `Tenant: ${input.tenantFirstName}. No phone number is on file; please arrange access through ${input.landlordName}.`;
    return renderEmail({
      subject: `${maintenancePriorityLabel[repair.priority]} job: ${repair.title} at ${property.address}, ${property.postcode}`,
      greeting: `Hello ${input.contractorName},`,
      paragraphs: [
        `${input.landlordName} has asked you to attend a repair at ${addressOf(property)}.`,
        `${repair.title} (${maintenanceCategoryLabel[repair.category]})`,
        `What the tenant reported: ${repair.description}`,
        priorityLine(repair, 'en'),
        repair.accessNotes ? `Access: ${repair.accessNotes}` : 'The tenant left no access notes.',
        tenantLine,
        ...(input.photoCount
          ? [
              `The tenant's ${input.photoCount === 1 ? 'photo is' : `${input.photoCount} photos are`} attached.`,
            ]
          : []),
        `Please confirm with ${input.landlordName} (${input.landlordEmail}) when you have booked the visit, and send your invoice to them.`,
      ],
      reason: `You receive this e-mail because ${input.landlordName} lists you as a contractor with us.`,
    });
  },
};
