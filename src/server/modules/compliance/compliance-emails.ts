import { documentTypeLabel, type DocumentType } from '@shared/documents';
import type { ComplianceItem } from '@shared/compliance';
import { renderEmail } from '../../lib/mailer/templates';

/** "14 March 2026" for a YYYY-MM-DD day. */
const day = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

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

  /** The steps reached today, one e-mail per landlord per run. */
  reminders: (name: string, lines: ReminderLine[], dashboardUrl: string, forAgency = false) =>
    renderEmail({
      subject:
        lines.some((l) => l.step === 'overdue')
          ? `Action needed: ${lines.length} compliance ${lines.length === 1 ? 'item' : 'items'} for your lets`
          : `Coming up: ${lines.length} compliance ${lines.length === 1 ? 'deadline' : 'deadlines'} for your lets`,
      greeting: forAgency ? `Managed landlord ${name}:` : `Hello ${name},`,
      paragraphs: [
        'These Welsh letting duties need attention:',
        ...lines.map((l) => `• ${l.step === 'overdue' ? 'OVERDUE: ' : ''}${describe(l)}`),
      ],
      action: { label: 'Open your compliance overview', url: dashboardUrl },
      reason: forAgency
        ? 'The agency receives this because it fully manages this landlord.'
        : 'You receive this because you are the landlord of these homes. We remind you at set steps before each deadline.',
    }),

  /** The weekly summary of everything still overdue, instead of an e-mail per item. */
  weeklyDigest: (name: string, lines: ReminderLine[], dashboardUrl: string, forAgency = false) =>
    renderEmail({
      subject: `Weekly compliance summary: ${lines.length} overdue ${lines.length === 1 ? 'item' : 'items'}`,
      greeting: forAgency ? `Managed landlord ${name}:` : `Hello ${name},`,
      paragraphs: ['These duties are still overdue:', ...lines.map((l) => `• ${describe(l)}`)],
      action: { label: 'Open your compliance overview', url: dashboardUrl },
      reason: forAgency
        ? 'The agency receives this because it fully manages this landlord.'
        : 'You receive this summary once a week while anything is overdue.',
    }),
};

export const complianceTexts = {
  reminders: (count: number, overdue: number, url: string) =>
    overdue
      ? `Vale & City Lettings: ${overdue} compliance ${overdue === 1 ? 'item is' : 'items are'} overdue${count > overdue ? ` and ${count - overdue} due soon` : ''}. Details: ${url}`
      : `Vale & City Lettings: ${count} compliance ${count === 1 ? 'deadline is' : 'deadlines are'} coming up. Details: ${url}`,
};
