import {
  maintenanceCategoryLabel,
  maintenancePriorityLabel,
  maintenanceStatusLabel,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@shared/maintenance';
import { renderEmail } from '../../lib/mailer/templates';

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

const dayParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const londonDay = dayParts('Europe/London');
/** respondByFor stores a working-day target as 23:59:59 UTC on that day, so its day is read in UTC. */
const utcDay = dayParts('UTC');
const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Friday 3 July 2026', assembled from parts: ICU versions differ on the comma after the weekday. */
function formatDay(format: Intl.DateTimeFormat, date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** An emergency's target is a moment (24 hours on, London time); the others are a working day. */
export function describeTarget(priority: MaintenancePriority, respondBy: Date): string {
  return priority === 'emergency'
    ? `${londonTime.format(respondBy)} on ${formatDay(londonDay, respondBy)}`
    : formatDay(utcDay, respondBy);
}

const priorityLine = (r: RepairDetails) =>
  `Priority: ${maintenancePriorityLabel[r.priority]}. The target is ${describeTarget(r.priority, r.respondBy)}.`;

export const maintenanceEmails = {
  /** To the landlord when their tenant reports a repair; the FFHH flag leads the subject. */
  reported: (input: {
    landlordName: string;
    tenantName: string;
    property: PropertyAddress;
    repair: RepairDetails;
    fitnessMatter: boolean;
    dashboardUrl: string;
  }) => {
    const { repair, property } = input;
    const flag = input.fitnessMatter ? 'Fitness for habitation: ' : '';
    return renderEmail({
      subject: `${flag}${maintenancePriorityLabel[repair.priority]} repair reported at ${property.title}: ${repair.title}`,
      greeting: `Hello ${input.landlordName},`,
      paragraphs: [
        `${input.tenantName} has reported a repair at ${property.title}, ${addressOf(property)}.`,
        ...(input.fitnessMatter
          ? [
              'The tenant says this makes the home unsafe or unfit to live in. Under the Renting Homes (Wales) Act 2016 the home must be fit for human habitation: rent is not payable for any time it is unfit, and your right to give notice is restricted while a matter like this is outstanding. Please treat it as urgent.',
            ]
          : []),
        `${repair.title} (${maintenanceCategoryLabel[repair.category]})`,
        repair.description,
        priorityLine(repair),
        ...(repair.accessNotes ? [`Access: ${repair.accessNotes}`] : []),
        'You can assign a contractor and update the tenant from your dashboard.',
      ],
      action: { label: 'Open your dashboard', url: input.dashboardUrl },
      reason:
        'You receive this e-mail because a tenant of your property reported a repair through our portal.',
    });
  },

  /** To the tenant when the status of their request changes, with the landlord's note. */
  statusChanged: (input: {
    tenantName: string;
    propertyTitle: string;
    title: string;
    status: MaintenanceStatus;
    note: string | null;
    byName: string;
    portalUrl: string;
  }) => {
    const what = `your repair request "${input.title}" at ${input.propertyTitle}`;
    const lead: Record<MaintenanceStatus, string> = {
      submitted: `We have moved ${what} back to Submitted.`,
      in_progress: `Work has started on ${what}.`,
      completed: `${capitalise(what)} has been marked as completed. If the problem is not fixed, please tell us through your tenant portal.`,
      denied: `${capitalise(what)} has been declined. If you disagree or the problem gets worse, please contact us.`,
    };
    return renderEmail({
      subject: `Repair update: ${input.title} is ${maintenanceStatusLabel[input.status].toLowerCase()}`,
      greeting: `Hello ${input.tenantName},`,
      paragraphs: [lead[input.status], ...(input.note ? [`Note from ${input.byName}: ${input.note}`] : [])],
      action: { label: 'Open your tenant portal', url: input.portalUrl },
      reason: 'You receive this e-mail because you reported this repair through our tenant portal.',
    });
  },

  /** To the contractor assigned: where, what, how to get in, and who to call (first name and phone only). */
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
        priorityLine(repair),
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

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
