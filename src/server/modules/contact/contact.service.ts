import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@shared/i18n/locale';
import {
  CONTACT_THANK_YOU,
  inquiryTypeLabel,
  type ContactInputSchema,
  type InboxMessage,
  type MessageKind,
} from '@shared/contact';
import { PAGE_PATHS } from '@shared/routes';
import { contactMessages, properties, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { websiteEmails } from '../../lib/mailer/templates';
import { hitRateLimit } from '../../lib/rate-limit';
import { toInboxMessage } from './message.presenter';

export type ContactInput = z.output<typeof ContactInputSchema>;

/** Where the agency reads its messages; the link in its e-mails. */
export const inboxUrl = (ctx: AppContext) => `${ctx.config.publicUrl}${PAGE_PATHS.adminDashboard}`;

/**
 * A message from the contact form: throttled per address and per e-mail address (the
 * acknowledgement must not become a way to flood someone's inbox), then stored with its two
 * e-mails queued in the same transaction. The sender's acknowledgement is in the language of the
 * page they wrote from; the agency's copy is English.
 */
export async function submitContactMessage(
  ctx: AppContext,
  input: ContactInput,
  ip: string,
  locale: Locale = 'en',
): Promise<{ message: string }> {
  const { rateLimits } = ctx.config;
  await hitRateLimit(ctx.db, `contact:ip:${ip}`, rateLimits.contactPerAddress);
  await hitRateLimit(ctx.db, `contact:email:${input.email.toLowerCase()}`, rateLimits.contactPerEmail);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      kind: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone,
      inquiryType: input.inquiryType,
      message: input.message,
    });
    const mail = { ...input, inquiryLabel: inquiryTypeLabel[input.inquiryType] };
    await enqueueEmail(
      tx,
      ctx.config.agencyEmail,
      websiteEmails.newContactMessage(mail, inboxUrl(ctx)),
      'contact-message',
    );
    await enqueueEmail(
      tx,
      input.email,
      websiteEmails.contactAcknowledgement(input.name, locale),
      'contact-acknowledgement',
    );
  });
  ctx.kickOutbox();
  return { message: CONTACT_THANK_YOU };
}

export interface ListMessagesQuery {
  kind?: MessageKind | undefined;
  handled?: boolean | undefined;
  limit: number;
  offset: number;
}

const handler = users;

function selectMessages(ctx: AppContext) {
  return ctx.db
    .select({ message: contactMessages, propertyTitle: properties.title, handledByName: handler.fullName })
    .from(contactMessages)
    .leftJoin(properties, eq(properties.id, contactMessages.propertyId))
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));
}

/** The admin inbox, newest first. */
export async function listMessages(
  ctx: AppContext,
  query: ListMessagesQuery,
): Promise<{ messages: InboxMessage[]; total: number }> {
  const where = and(
    query.kind ? eq(contactMessages.kind, query.kind) : undefined,
    query.handled === undefined
      ? undefined
      : query.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt),
  );
  const [rows, [counted]] = await Promise.all([
    selectMessages(ctx)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return {
    messages: rows.map((r) => toInboxMessage(r.message, r.propertyTitle, r.handledByName)),
    total: counted?.n ?? 0,
  };
}

/** One message as the inbox lists it. */
export async function getMessage(ctx: AppContext, id: number): Promise<InboxMessage> {
  const [row] = await selectMessages(ctx).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Message');
  return toInboxMessage(row.message, row.propertyTitle, row.handledByName);
}

/**
 * Marks a message handled by this admin now, or clears that. Marking one that is already handled
 * keeps who handled it and when (a message sent back as read changes nothing).
 */
export async function setMessageHandled(
  ctx: AppContext,
  adminId: number,
  id: number,
  handled: boolean,
): Promise<InboxMessage> {
  const [updated] = await ctx.db
    .update(contactMessages)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledBy: sql`case when ${contactMessages.handledAt} is null then ${adminId}::int else ${contactMessages.handledBy} end`,
          }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!updated) throw notFound('Message');
  return getMessage(ctx, id);
}
