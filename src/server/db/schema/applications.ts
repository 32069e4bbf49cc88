import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, EMPLOYMENT_STATUSES, HOLDING_DEPOSIT_OUTCOMES } from '@shared/applications';
import { properties } from './properties';
import { tenants } from './tenancies';

/**
 * An application to rent a listed home (CONTRACT.md §8), with its holding deposit (WALES.md
 * HOLDING_DEPOSIT: at most one per application; the columns stay null until each step happens).
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    employmentStatus: text('employment_status', { enum: EMPLOYMENT_STATUSES }).notNull(),
    /** Pence a year. */
    annualIncome: integer('annual_income').notNull(),
    householdSize: integer('household_size').notNull(),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    hasGuarantor: boolean('has_guarantor').notNull(),
    message: text('message'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The tenancy it became. */
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** Pence: what the specified information told the applicant they would pay. */
    holdingDepositInfoAmount: integer('holding_deposit_info_amount'),
    holdingDepositInfoSentAt: timestamp('holding_deposit_info_sent_at', { withTimezone: true }),
    /** Pence received. */
    holdingDepositAmount: integer('holding_deposit_amount'),
    holdingDepositReceivedOn: date('holding_deposit_received_on', { mode: 'string' }),
    holdingDepositDeadline: date('holding_deposit_deadline', { mode: 'string' }),
    /** When it must be repaid or put toward the deposit or rent by; null when not held. */
    holdingDepositRepayBy: date('holding_deposit_repay_by', { mode: 'string' }),
    holdingDepositOutcome: text('holding_deposit_outcome', { enum: HOLDING_DEPOSIT_OUTCOMES }),
    holdingDepositSettledOn: date('holding_deposit_settled_on', { mode: 'string' }),
    /** The repayment date the landlord was last reminded of: a new date earns a new reminder, once. */
    holdingDepositRemindedFor: date('holding_deposit_reminded_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_property_id_idx').on(t.propertyId, t.createdAt),
    index('applications_repay_by_idx').on(t.holdingDepositRepayBy),
  ],
);
