import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTRACT_TYPES, DEPOSIT_SCHEMES, TENANT_STATUSES, TENANT_TYPES } from '@shared/tenancies';
import { newPaymentReference } from '../../lib/payment-reference';
import { properties } from './properties';
import { users } from './users';

/** A tenant of a property (SPEC.md §3 "tenants"): one person's place in one tenancy. */
export const tenants = pgTable(
  'tenants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    leaseStart: date('lease_start', { mode: 'string' }).notNull(),
    leaseEnd: date('lease_end', { mode: 'string' }).notNull(),
    /** Monthly rent in pence. */
    rentAmount: integer('rent_amount').notNull(),
    /** Deposit in pence. */
    deposit: integer('deposit'),
    depositScheme: text('deposit_scheme', { enum: DEPOSIT_SCHEMES }),
    depositSchemeRef: text('deposit_scheme_ref'),
    depositPaidDate: date('deposit_paid_date', { mode: 'string' }),
    /** Renting Homes (Wales): the occupation date starts the 14-day written statement clock. */
    occupationDate: date('occupation_date', { mode: 'string' }),
    contractType: text('contract_type', { enum: CONTRACT_TYPES }).notNull().default('periodic'),
    fixedTermEnd: date('fixed_term_end', { mode: 'string' }),
    /** The last rent increase before the product kept the rent history (RHW12's 12 months count from it). */
    lastRentIncreaseOn: date('last_rent_increase_on', { mode: 'string' }),
    status: text('status', { enum: TENANT_STATUSES }).notNull().default('active'),
    tenantType: text('tenant_type', { enum: TENANT_TYPES }).notNull().default('tenant'),
    /** What the tenant quotes on a bank transfer, so a statement line finds its tenancy (R + 7 characters). */
    paymentReference: text('payment_reference').notNull().$defaultFn(newPaymentReference),
    /** The landlord pauses arrears reminders, e.g. while a payment plan runs. */
    remindersPaused: boolean('reminders_paused').notNull().default(false),
    /**
     * When the retention purge removed the tenancy's personal data, six years after it ended
     * (retention/tenancy-purge.service.ts); its money records stay until their own period ends.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenants_user_id_idx').on(t.userId),
    index('tenants_property_id_idx').on(t.propertyId),
    uniqueIndex('tenants_payment_reference_idx').on(t.paymentReference),
  ],
);

/**
 * The tenancy's rent over time: the rent for a due date is the latest change effective on or
 * before it, so a change never reaches rent that was already due.
 */
export const rentChanges = pgTable(
  'rent_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Monthly rent in pence. */
    amount: integer('amount').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rent_changes_tenant_id_idx').on(t.tenantId, t.effectiveFrom)],
);

export const TENANCY_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;

/**
 * A landlord's invitation for an existing account to join a tenancy (issue #17). The tenancy
 * stays unlinked (tenants.userId null) until the account's owner, signed in, accepts. The link's
 * token is stored only as its hash, works once and expires; a newer invitation for the same
 * tenancy revokes the older ones.
 */
export const tenancyInvitations = pgTable(
  'tenancy_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The account the e-mail belonged to when invited; only it may answer. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address invited (lower case): an account whose e-mail has changed since may not answer. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: TENANCY_INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenancy_invitations_token_hash_idx').on(t.tokenHash),
    index('tenancy_invitations_tenant_id_idx').on(t.tenantId, t.createdAt),
    index('tenancy_invitations_user_id_idx').on(t.userId, t.status),
  ],
);
