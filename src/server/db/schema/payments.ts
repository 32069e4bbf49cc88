import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, STATEMENT_LINE_STATUSES } from '@shared/payments';
import { properties } from './properties';
import { tenants } from './tenancies';
import { users } from './users';

export const rentPayments = pgTable(
  'rent_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    /** Pence. */
    amount: integer('amount').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    paymentMethod: text('payment_method'),
    reference: text('reference'),
    notes: text('notes'),
    externalReference: text('external_reference'),
    externalSource: text('external_source').notNull().default('manual'),
    externalData: jsonb('external_data'),
    matchedAutomatically: boolean('matched_automatically').notNull().default(false),
    /**
     * The due date the rent schedule made this row for; the unique index lets any number of
     * schedulers insert the same month and only one row appear.
     */
    schedulePeriod: date('schedule_period', { mode: 'string' }),
    /** Optimistic concurrency: an edit names the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rent_payments_tenant_id_idx').on(t.tenantId, t.dueDate),
    index('rent_payments_property_id_idx').on(t.propertyId, t.dueDate),
    index('rent_payments_open_idx')
      .on(t.status, t.dueDate)
      .where(sql`${t.status} <> 'paid'`),
    // A landlord's arrears: the open payments of their homes, without their paid history (#19).
    index('rent_payments_open_property_idx')
      .on(t.propertyId, t.dueDate)
      .where(sql`${t.status} in ('pending', 'overdue')`),
    uniqueIndex('rent_payments_schedule_idx')
      .on(t.tenantId, t.schedulePeriod)
      .where(sql`${t.schedulePeriod} is not null`),
  ],
);

/** One uploaded bank statement (SPEC 'Sync with Revolut' made real). */
export const statementImports = pgTable('statement_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  format: text('format').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  matched: integer('matched').notNull().default(0),
  review: integer('review').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each credit line of a statement, kept once per property by its fingerprint (re-imports change nothing). */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** Pence, money in. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: STATEMENT_LINE_STATUSES }).notNull(),
    paymentId: integer('payment_id').references(() => rentPayments.id, { onDelete: 'set null' }),
    /** Open payments the matcher thought likely, best first. */
    suggestions: jsonb('suggestions').$type<number[]>().notNull().default([]),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_lines_fingerprint_idx').on(t.propertyId, t.fingerprint),
    index('statement_lines_review_idx').on(t.propertyId, t.status),
  ],
);

/**
 * Arrears reminders sent: one row per payment and step of the ladder, so each is sent once even
 * when several instances run the job.
 */
export const rentReminders = pgTable(
  'rent_reminders',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => rentPayments.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.step] })],
);

/** Agency charges taken from a landlord's rent besides the fee (e.g. a repair paid on their behalf). */
export const statementDeductions = pgTable(
  'statement_deductions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** Pence. */
    amount: integer('amount').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('statement_deductions_property_idx').on(t.propertyId, t.date)],
);

/** Monthly statements e-mailed: one row per landlord and month, claimed before sending. */
export const statementRuns = pgTable(
  'statement_runs',
  {
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.month] })],
);
