import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per reminder step sent: the claim that makes each step of a rule's ladder go once,
 * however many instances run the job. A renewed certificate has a new due date, so a new ladder.
 */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Rule, subject and subject id (see shared/compliance itemKey). */
    itemKey: text('item_key').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** `d60`, `d30`, … or `overdue`. */
    step: text('step').notNull(),
    /** The day (Europe/London) the job that sent it ran for: a step already overdue yesterday goes in the digest. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKey, t.dueDate, t.step] }),
    index('compliance_reminders_landlord_idx').on(t.landlordId),
  ],
);

/** The weekly digest of open items, claimed per landlord and week (the Monday it starts). */
export const complianceDigests = pgTable(
  'compliance_digests',
  {
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.weekOf] })],
);
