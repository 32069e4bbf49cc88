import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@shared/notifications';

/**
 * Every e-mail and SMS the product sends. Written in the same transaction as the change that
 * causes it, and delivered by the outbox sender, so nothing is lost when the process stops.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files kept in storage and attached when sent (a monthly statement's PDF). */
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; storageKey: string }[]>(),
    /**
     * The tenancy a message to a tenant is about, so the landlord sees it in that tenant's
     * Communications as an outbound entry. No foreign key: the log outlives a removed tenancy.
     */
    tenantId: integer('tenant_id'),
    /** What kind of message this is (password_reset, account_approved, …), for the log. */
    template: text('template').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row is someone's until then; after it, another sender may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient),
    index('outbox_tenant_id_idx').on(t.tenantId),
    // The notification log's pages, newest first, filtered by status or channel (issue #19).
    index('outbox_status_id_idx').on(t.status, t.id),
    index('outbox_channel_id_idx').on(t.channel, t.id),
  ],
);

/**
 * How the outbox's row count per channel and status changed, one row per change of each kind a
 * statement made, appended by statement triggers on outbox (drizzle/0012_outbox_tallies.sql): the
 * notification log's total is a sum over these, not a count of every message ever sent (issue
 * #19). Append-only, so writers never wait on each other; the retention job folds them together.
 */
export const outboxTallies = pgTable('outbox_tallies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').notNull(),
  status: text('status').notNull(),
  n: integer('n').notNull(),
});

/** Fixed-window counters for throttles, shared by every instance through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per (account, client address): after a few, each further try waits longer
 * (src/server/modules/auth/login-throttle.ts). Per pair, so nobody can lock another person out.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** `user:<id>` for an account, `name:<lowercased name>` for a name no account has. */
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    /** Tries taken and still being checked: the pair is held until their outcome is known. */
    inFlight: integer('in_flight').notNull().default(0),
    /** No try before this; null while the first free tries last. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** The count is forgotten after this (a day after the last try). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.address] })],
);

/**
 * Answers to writes sent with an Idempotency-Key: the same key from the same user gets the same
 * answer and the write happens once. Kept for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** Method and path: a key reused for a different call is refused. */
    scope: text('scope').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Agency-wide settings an admin keeps (the client account tenants pay rent into). */
export const agencySettings = pgTable('agency_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The version of what the public pages and lookups show (listed homes, their photos, the site's
 * images). A deferred trigger on those tables bumps it as a changing transaction commits, so the
 * new version and the new rows become visible together; every instance polls it and drops its
 * cached public answers when it moves (lib/public-cache.ts). One row (id 1), written by the
 * trigger on the first change: until then the version is 0.
 */
export const publicVersion = pgTable('public_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
