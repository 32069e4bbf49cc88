import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS } from '@shared/notifications';
import { users } from './users';

/**
 * What an admin configured for sending: one row per channel. The non-secret part is plain JSON
 * (host, port, secure, user / accountSid, phoneNumber); the SMTP password or Twilio auth token is
 * kept only as `secretCiphertext`, sealed with a key derived from APP_SECRET (lib/secret-box.ts),
 * so the stored bytes never contain the secret.
 */
export const messagingSettings = pgTable('messaging_settings', {
  channel: text('channel', { enum: OUTBOX_CHANNELS }).primaryKey(),
  settings: jsonb('settings').$type<Record<string, string | number | boolean>>().notNull(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
