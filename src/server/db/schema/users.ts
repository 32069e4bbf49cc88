import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '@shared/i18n/locale';
import { MANAGEMENT_MODES, ROLES, USER_STATUSES, USER_TYPES } from '@shared/user-roles';
import { sql } from 'drizzle-orm';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When a temporary password an admin set stops signing in (null: the person chose it). */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    /** The person chose to be texted as well as e-mailed (needs a UK mobile in `phone`). */
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    /** A landlord's management fee in basis points of rent due (1000 = 10%), set by an admin. */
    managementFeeBasisPoints: integer('management_fee_bp').notNull().default(0),
    /**
     * A landlord's arrangement with the agency (WALES.md RSW_LICENCE_LANDLORD): fully managed
     * landlords need only registration and their reminders reach the agency too; let-only
     * landlords do licensable work themselves and need a licence.
     */
    managementMode: text('management_mode', { enum: MANAGEMENT_MODES }).notNull().default('let_only'),
    /** The person's language (CONTRACT.md §9): a tenant's portal, and everyone's e-mails and texts. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    // Case-insensitive uniqueness: "Alice" and "alice" are the same person signing in.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status),
  ],
);

/** Server-side sessions: only a hash of the token is kept, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use links: password reset (30 minutes) and set-your-password invitations. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_tokens_token_hash_idx').on(t.tokenHash),
    index('password_tokens_user_id_idx').on(t.userId),
  ],
);
