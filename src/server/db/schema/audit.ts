import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 17, CONTRACT.md §7): one row per sign-in or failure, record created,
 * changed or deleted, document served, setting changed, export or erasure. Row changes are
 * written by the database itself (`audit_row_change()`, drizzle/0005_audit_events.sql) in the
 * same transaction as the change; events that change no row are written by lib/audit.ts.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. No foreign key to users, so a
 * deleted account's history stays.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it; null for the system (jobs) or someone not signed in. */
    actorId: integer('actor_id'),
    /** `create`, `update`, `delete`, `role_change`, `settings_change`, `sign_in`, … (src/shared/audit.ts). */
    action: text('action').notNull(),
    /** The table (`properties`) or kind of thing (`documents`) the event is about. */
    targetType: text('target_type'),
    /** Its id as text: settings tables are keyed by name. */
    targetId: text('target_id'),
    /** The client's address (TRUST_PROXY decides whether X-Forwarded-For counts). */
    ip: text('ip'),
    /** What changed (`{changes: {column: {from, to}}}`), never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The writing transaction, so several changes of one row in one request become one row. */
    txId: bigint('tx_id', { mode: 'number' }),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_action_idx').on(t.action, t.at),
  ],
);
