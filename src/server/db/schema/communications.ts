import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { COMMUNICATION_TYPES, DIRECTIONS } from '@shared/communications';
import { properties } from './properties';
import { tenants } from './tenancies';
import { users } from './users';

export const communications = pgTable(
  'communications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Who logged it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    communicationType: text('communication_type', {
      enum: COMMUNICATION_TYPES,
    }).notNull(),
    direction: text('direction', { enum: DIRECTIONS }).notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    attachmentUrl: text('attachment_url'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('communications_tenant_id_idx').on(t.tenantId),
    index('communications_property_id_idx').on(t.propertyId),
    index('communications_user_id_idx').on(t.userId),
  ],
);
