import type { AuditEvent } from '@shared/audit';

/** What a record kind is called on screen; a table not named here reads as its words. */
const TARGET_LABELS: Record<string, string> = {
  users: 'Account',
  properties: 'Property',
  property_photos: 'Property photo',
  tenants: 'Tenancy',
  rent_changes: 'Rent change',
  rent_payments: 'Rent payment',
  communications: 'Communication',
  documents: 'Document',
  document_services: 'Document served to tenant',
  landlord_documents: 'Landlord document',
  contractors: 'Contractor',
  contractor_certificates: 'Contractor certificate',
  maintenance_requests: 'Repair request',
  maintenance_updates: 'Repair update',
  maintenance_photos: 'Repair photo',
  statement_imports: 'Bank statement import',
  statement_lines: 'Bank statement line',
  statement_deductions: 'Statement deduction',
  contact_messages: 'Contact message',
  website_images: 'Website image',
  image_usage: 'Image use',
  agency_settings: 'Agency setting',
  messaging_settings: 'Messaging setting',
};

const FAILURE_REASONS: Record<string, string> = {
  invalid_credentials: 'wrong username or password',
  pending_approval: 'account waiting for approval',
  account_rejected: 'account rejected',
  rate_limited: 'too many attempts',
  totp_required: 'second-factor code needed',
};

/** Fields that name a record well enough to recognise it in a list, best first. */
const NAMING_FIELDS = [
  'title',
  'full_name',
  'name',
  'file_name',
  'subject',
  'username',
  'email',
  'key',
  'channel',
];

const words = (name: string) => name.replace(/_/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Property 12", "Agency setting bank_details", or "—" for an event about nothing in particular. */
export function targetLabel(event: Pick<AuditEvent, 'targetType' | 'targetId'>): string {
  if (!event.targetType) return '—';
  const kind = TARGET_LABELS[event.targetType] ?? capitalised(words(event.targetType));
  return event.targetId === null ? kind : `${kind} ${event.targetId}`;
}

/** A value as a short piece of text: strings quoted, long ones cut. */
export function shortValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  const text = typeof value === 'string' ? `“${value}”` : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One line on what happened, from the event's details: what changed, what was tried, which file. */
export function summariseAudit(event: Pick<AuditEvent, 'action' | 'details'>): string {
  const details = event.details;
  if (event.action === 'sign_in_failed') {
    const reason = String(details.reason ?? '');
    return `Tried “${String(details.username ?? '')}”: ${FAILURE_REASONS[reason] ?? words(reason)}`;
  }
  if (isRecord(details.changes)) {
    const parts = Object.entries(details.changes).map(([column, change]) =>
      isRecord(change) && change.redacted
        ? `${words(column)} changed`
        : `${words(column)}: ${shortValue(isRecord(change) ? change.from : undefined)} → ${shortValue(isRecord(change) ? change.to : undefined)}`,
    );
    const shown = parts.slice(0, 3).join('; ');
    return parts.length > 3 ? `${shown}; and ${parts.length - 3} more` : shown;
  }
  if (isRecord(details.values)) {
    const values = details.values;
    const naming = NAMING_FIELDS.find((field) => typeof values[field] === 'string' && values[field]);
    return naming ? `${capitalised(words(naming))} ${shortValue(values[naming])}` : '';
  }
  if (typeof details.fileName === 'string') return details.fileName;
  if (details.document === 'statement') return `Monthly statement ${String(details.month ?? '')}`.trim();
  if (details.document === 'receipt') return `Receipt ${String(details.receiptNumber ?? '')}`.trim();
  if (typeof details.file === 'string') return details.file;
  return '';
}
