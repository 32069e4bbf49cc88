import { AGENCY } from '@shared/agency';
import { documentTypeLabel, type DocumentType } from '@shared/documents';
import type { ComplianceItem } from '@shared/compliance';
import { renderEmail } from '../../lib/mailer/templates';

/** "14 March 2026" for a YYYY-MM-DD day. */
const day = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export interface ReminderLine {
  propertyTitle: string | null;
  item: ComplianceItem;
  step: string;
}

const describe = ({ propertyTitle, item }: ReminderLine) =>
  `${propertyTitle ? `${propertyTitle}: ` : ''}${item.title}${item.tenantName ? ` (${item.tenantName})` : ''}${
    item.dueDate ? `, due ${day(item.dueDate)}` : ''
  }. ${item.message}`;

export const complianceEmails = {
  /** A certificate served to a contract-holder (GAS_COPY, EICR_COPY, EPC). */
  documentServed: (
    name: string,
    doc: { documentType: DocumentType; issueDate: string },
    propertyTitle: string,
    portalUrl: string,
  ) =>
    renderEmail({
      subject: `Your copy of the ${documentTypeLabel[doc.documentType]} for ${propertyTitle}`,
      greeting: `Hello ${name},`,
      paragraphs: [
        `Your landlord must give you a copy of the ${documentTypeLabel[doc.documentType]} for your home, dated ${day(doc.issueDate)}.`,
        'It is in your tenant portal under Documents, where you can read and download it at any time.',
      ],
      action: { label: 'View your documents', url: portalUrl },
      reason: 'You receive this e-mail because you are a contract-holder of this home.',
    }),

  /**
   * One e-mail per landlord per run: what needs action now, and, once a week, what is coming up in
   * the next months and what is still overdue.
   */
  summary: (
    name: string,
    lines: { now: ReminderLine[]; comingUp: ReminderLine[]; stillOverdue: ReminderLine[] },
    dashboardUrl: string,
    forAgency = false,
  ) => {
    const overdueNow = lines.now.filter((l) => l.step === 'overdue').length;
    const subject = lines.now.length
      ? overdueNow
        ? `Action needed: ${plural(lines.now.length, 'compliance item')} for your lets`
        : `Due soon: ${plural(lines.now.length, 'compliance deadline')} for your lets`
      : `Weekly compliance round-up: ${[
          lines.stillOverdue.length ? `${lines.stillOverdue.length} overdue` : '',
          lines.comingUp.length ? `${lines.comingUp.length} coming up` : '',
        ]
          .filter(Boolean)
          .join(', ')}`;
    const section = (
      title: string,
      list: ReminderLine[],
      prefix = (l: ReminderLine) => (l.step === 'overdue' ? 'OVERDUE: ' : ''),
    ) => (list.length ? [title, ...list.map((l) => `• ${prefix(l)}${describe(l)}`)] : []);
    return renderEmail({
      subject,
      greeting: forAgency ? `Managed landlord ${name}:` : `Hello ${name},`,
      paragraphs: [
        ...section('Needs your attention now:', lines.now),
        ...section('Still overdue:', lines.stillOverdue, () => ''),
        ...section('Coming up (renew or book in good time):', lines.comingUp, () => ''),
      ],
      action: { label: 'Open your compliance overview', url: dashboardUrl },
      reason: forAgency
        ? 'The agency receives this because it fully manages this landlord.'
        : 'You receive this because you are the landlord of these homes: urgent steps at once, everything else in one round-up a week.',
    });
  },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const complianceTexts = {
  reminders: (count: number, overdue: number, url: string) =>
    overdue
      ? `${AGENCY.name}: ${overdue} compliance ${overdue === 1 ? 'item is' : 'items are'} overdue${count > overdue ? ` and ${count - overdue} due soon` : ''}. Details: ${url}`
      : `${AGENCY.name}: ${count} compliance ${count === 1 ? 'deadline is' : 'deadlines are'} coming up. Details: ${url}`,
};
