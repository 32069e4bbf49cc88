import { inspectionTypeLabel, NOTICE_HOURS, type InspectionType } from '@shared/inspections';
import { renderEmail } from '../../lib/mailer/templates';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Friday 3 July 2026 at 10:00' (London time), assembled from parts: ICU versions differ on commas. */
export function formatVisit(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    londonParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')}`;
}

interface About {
  tenantName: string;
  propertyTitle: string;
  propertyAddress: string;
  type: InspectionType;
  scheduledAt: Date;
  portalUrl: string;
}

const what = (type: InspectionType) => `${inspectionTypeLabel[type].toLowerCase()} inspection`;
const REASON = 'You receive this e-mail because you are the contract-holder of this home.';

export const inspectionEmails = {
  /** The notice of a visit (WALES.md ACCESS_NOTICE): at least 24 hours unless the tenant agreed to less. */
  scheduled: (input: About & { tenantAgreed: boolean }) =>
    renderEmail({
      subject: `Notice of ${what(input.type)}: ${input.propertyTitle}, ${formatVisit(input.scheduledAt)}`,
      greeting: `Hello ${input.tenantName},`,
      paragraphs: [
        `We will carry out a ${what(input.type)} at ${input.propertyAddress} on ${formatVisit(input.scheduledAt)}.`,
        input.tenantAgreed
          ? 'This is the time you agreed with us.'
          : `Under the Renting Homes (Wales) Act 2016 we give you at least ${NOTICE_HOURS} hours' notice of a visit. If the time does not suit you, please contact us and we will find another.`,
        'We will look at each room, read the meters and test the smoke and carbon monoxide alarms. You are welcome to be there. The report will be in your tenant portal afterwards.',
      ],
      action: { label: 'Open your tenant portal', url: input.portalUrl },
      reason: REASON,
    }),

  cancelled: (input: About) =>
    renderEmail({
      subject: `Cancelled: ${what(input.type)} on ${formatVisit(input.scheduledAt)}`,
      greeting: `Hello ${input.tenantName},`,
      paragraphs: [
        `The ${what(input.type)} at ${input.propertyAddress} on ${formatVisit(input.scheduledAt)} is cancelled. We will not visit then.`,
      ],
      action: { label: 'Open your tenant portal', url: input.portalUrl },
      reason: REASON,
    }),

  /** The report is ready; a check-in inventory asks the tenant to check it while memories are fresh. */
  completed: (input: About) =>
    renderEmail({
      subject: `Your ${what(input.type)} report for ${input.propertyTitle}`,
      greeting: `Hello ${input.tenantName},`,
      paragraphs: [
        `The report of the ${what(input.type)} at ${input.propertyAddress} is in your tenant portal, with its photos, under Inspections.`,
        ...(input.type === 'check_in'
          ? [
              'Please read it and tell us within 7 days if anything is missing or described wrongly: it is what the home is compared with when you leave.',
            ]
          : []),
        ...(input.type === 'check_out'
          ? ['It sits beside your check-in report, item by item. We will be in touch about your deposit.']
          : []),
      ],
      action: { label: 'Open your tenant portal', url: input.portalUrl },
      reason: REASON,
    }),
};
