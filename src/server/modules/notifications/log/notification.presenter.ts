import type {
  NotificationDetail,
  NotificationSummary,
  OutboxChannel,
  TenantSentMessage,
} from '@shared/notifications';
import { outbox } from '../../../db/schema';

type OutboxRow = typeof outbox.$inferSelect;

/** What a list reads of each row: everything but the HTML body and the attachments. */
export const listColumns = {
  id: outbox.id,
  channel: outbox.channel,
  recipient: outbox.recipient,
  subject: outbox.subject,
  textBody: outbox.textBody,
  template: outbox.template,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};
export type OutboxListRow = Pick<
  OutboxRow,
  | 'id'
  | 'channel'
  | 'recipient'
  | 'subject'
  | 'textBody'
  | 'template'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
>;

/** How many characters of a text stand for its subject in the log. */
export const SMS_SUMMARY_CHARS = 60;

/**
 * Password and invitation links carry a one-time token. Whoever reads the log (an admin, or a
 * landlord reading what was sent to their tenant) must not be able to use it to take over the
 * account, so the token is hidden in every body shown; the delivered message kept it.
 */
export function hideLinkTokens(body: string): string {
  return body.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/gi, '$1[hidden]');
}

/** An e-mail's subject, or a text's first words (cut at a word where one is near). */
export function summaryOf(row: Pick<OutboxRow, 'channel' | 'subject' | 'textBody'>): string {
  if (row.channel === 'email') return row.subject ?? '(no subject)';
  const flat = row.textBody.replace(/\s+/g, ' ').trim();
  if (flat.length <= SMS_SUMMARY_CHARS) return flat;
  const cut = flat.slice(0, SMS_SUMMARY_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > SMS_SUMMARY_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toNotificationSummary(row: OutboxListRow): NotificationSummary {
  return {
    id: row.id,
    channel: row.channel as OutboxChannel,
    recipient: row.recipient,
    summary: summaryOf(row),
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

export function toNotificationDetail(row: OutboxRow): NotificationDetail {
  return {
    ...toNotificationSummary(row),
    textBody: hideLinkTokens(row.textBody),
    htmlBody: row.htmlBody === null ? null : hideLinkTokens(row.htmlBody),
    // Where the file is kept is the server's business, not the reader's.
    attachments: (row.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
  };
}

/** For the tenancy's landlord: what was sent and how it went, the plain text only. */
export function toTenantSentMessage(row: OutboxListRow): TenantSentMessage {
  return {
    id: row.id,
    channel: row.channel as OutboxChannel,
    recipient: row.recipient,
    summary: summaryOf(row),
    textBody: hideLinkTokens(row.textBody),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}
