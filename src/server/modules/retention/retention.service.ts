import { and, eq, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/create-db';
import {
  applications,
  contactMessages,
  idempotencyKeys,
  loginThrottles,
  outbox,
  passwordTokens,
  properties,
  rateLimits,
  sessions,
  users,
  websiteImages,
} from '../../db/schema';

/** The periods the Privacy Policy promises (src/client/content/legal/privacy.ts, 'How long we keep it'). */
export const RETENTION = {
  /** Enquiries and viewing requests: 12 months after the last contact. */
  enquiryMonths: 12,
  /** Registrations an administrator rejected: deleted within 3 months. */
  rejectedRegistrationMonths: 3,
  /**
   * Copies of sent (or failed) e-mails and texts not about a tenancy: 12 months. Those about a
   * tenancy are part of its communications log and kept with it.
   */
  sentMessageMonths: 12,
  /** Applications that did not go ahead: 6 months after the decision (one with a holding deposit is a money record, kept). */
  unsuccessfulApplicationMonths: 6,
} as const;

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

export interface PurgeCounts {
  /** Finished rate-limit windows and forgotten sign-in throttles. */
  rateLimits: number;
  sessions: number;
  passwordLinks: number;
  enquiries: number;
  rejectedRegistrations: number;
  idempotencyKeys: number;
  sentMessages: number;
  applications: number;
}

/**
 * Deletes what we no longer need and promised not to keep: finished rate-limit windows (counts
 * against an address or e-mail), ended sessions, used or expired password links, old enquiries and
 * viewing requests, unsuccessful applications, rejected registrations, and old copies of messages sent not about a tenancy. Idempotent: safe to run from several instances.
 */
export async function purgeExpiredData(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const enquiryCutoff = monthsBefore(now, RETENTION.enquiryMonths);
  const rejectedCutoff = monthsBefore(now, RETENTION.rejectedRegistrationMonths);

  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  // Failed sign-ins of an (account, address) pair are forgotten a day after its last try.
  const throttles = await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.expiresAt, now))
    .returning({ key: loginThrottles.accountKey });
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const links = await db
    .delete(passwordTokens)
    .where(or(lt(passwordTokens.expiresAt, now), isNotNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  const enquiries = await db
    .delete(contactMessages)
    .where(
      and(
        lt(contactMessages.createdAt, enquiryCutoff),
        or(isNull(contactMessages.handledAt), lt(contactMessages.handledAt, enquiryCutoff)),
      ),
    )
    .returning({ id: contactMessages.id });
  const rejected = await db
    .delete(users)
    .where(
      and(
        eq(users.status, 'rejected'),
        lt(users.createdAt, rejectedCutoff),
        // Never someone whose records we must keep.
        notExists(db.select().from(properties).where(eq(properties.landlordId, users.id))),
        notExists(db.select().from(websiteImages).where(eq(websiteImages.uploadedBy, users.id))),
      ),
    )
    .returning({ id: users.id });
  // A client retries within minutes; a day covers any sensible retry.
  const messages = await db
    .delete(outbox)
    .where(
      and(
        isNull(outbox.tenantId),
        inArray(outbox.status, ['sent', 'failed']),
        lt(outbox.createdAt, monthsBefore(now, RETENTION.sentMessageMonths)),
      ),
    )
    .returning({ id: outbox.id });
  const unsuccessful = await db
    .delete(applications)
    .where(
      and(
        eq(applications.status, 'rejected'),
        lt(applications.statusChangedAt, monthsBefore(now, RETENTION.unsuccessfulApplicationMonths)),
        isNull(applications.holdingDepositAmount),
      ),
    )
    .returning({ id: applications.id });
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ key: idempotencyKeys.key });

  return {
    rateLimits: limits.length + throttles.length,
    sessions: ended.length,
    passwordLinks: links.length,
    enquiries: enquiries.length,
    rejectedRegistrations: rejected.length,
    idempotencyKeys: keys.length,
    sentMessages: messages.length,
    applications: unsuccessful.length,
  };
}
