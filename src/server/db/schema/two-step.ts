import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's TOTP second factor (CONTRACT.md §7). One row per user: set-up writes a pending secret
 * (enabledAt null), enabling confirms it. The secret is sealed with APP_SECRET (lib/secret-box.ts).
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The newest 30-second time step a code was accepted for: that code and older ones are spent. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, kept only as a keyed hash (HMAC under APP_SECRET). */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Also serves look-ups by user: user_id leads the index.
  (t) => [uniqueIndex('totp_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);
