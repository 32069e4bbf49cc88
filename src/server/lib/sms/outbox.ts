import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locale';
import { formatUkMobile } from '@shared/notifications';
import type { Db } from '../../db/create-db';
import { outbox, users } from '../../db/schema';

/** Two SMS segments at most: longer texts are cut (and marked) so a message never costs more. */
export const MAX_SMS_CHARS = 320;

/**
 * Who a text goes to:
 * - a user id: only when that person opted in (users.smsOptIn) and has a UK mobile on the
 *   account (users.phone); null or undefined (no account) sends nothing;
 * - `{ phone }`: a number that is not an account's (a landlord's contractor, for the job they
 *   are given); sent when it is a UK mobile.
 */
export type SmsRecipient = number | null | undefined | { phone: string | null | undefined };

/** Whitespace runs become one space; longer than MAX_SMS_CHARS is cut with "..." (GSM characters only). */
export function clampSmsBody(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_SMS_CHARS ? flat : `${flat.slice(0, MAX_SMS_CHARS - 3).trimEnd()}...`;
}

/** The number to text and the language to write in: the account's, or English for a bare number. */
async function numberFor(
  db: Pick<Db, 'select'>,
  to: SmsRecipient,
): Promise<{ number: string | null; locale: Locale }> {
  if (to === null || to === undefined) return { number: null, locale: 'en' };
  if (typeof to === 'object') return { number: to.phone ? formatUkMobile(to.phone) : null, locale: 'en' };
  const [person] = await db
    .select({ phone: users.phone, smsOptIn: users.smsOptIn, language: users.language })
    .from(users)
    .where(eq(users.id, to));
  if (!person?.smsOptIn || !person.phone) return { number: null, locale: 'en' };
  return { number: formatUkMobile(person.phone), locale: person.language };
}

/**
 * Queues a text in the outbox, in the caller's transaction (beside the e-mail it goes with), or
 * does nothing when the person has not opted in. It is queued even while SMS is not configured:
 * the SMS sender waits, as the e-mail sender does, and sends it once Twilio is set up.
 * Resolves to whether a text was queued.
 */
export async function enqueueSms(
  db: Pick<Db, 'insert' | 'select'>,
  to: SmsRecipient,
  /** The text, or a function writing it in the recipient's language (looked up with their number). */
  body: string | ((locale: Locale) => string),
  /** What kind of message (maintenance_status, rent_reminder_overdue_7, …), for the log. */
  template: string,
  /** The tenancy a text to a tenant is about: the landlord sees it in its Communications. */
  options?: { tenantId?: number | undefined },
): Promise<boolean> {
  const { number: recipient, locale } = await numberFor(db, to);
  if (!recipient) return false;
  const text = clampSmsBody(typeof body === 'function' ? body(locale) : body);
  if (!text) return false;
  await db.insert(outbox).values({
    ...(options?.tenantId ? { tenantId: options.tenantId } : {}),
    channel: 'sms',
    recipient,
    subject: null,
    textBody: text,
    htmlBody: null,
    template,
  });
  return true;
}
