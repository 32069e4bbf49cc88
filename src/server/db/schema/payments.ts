import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { tenants } from './tenancies';

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
    status: text('status', { enum: ['paid', 'pending', 'overdue'] }).notNull(),
    paymentMethod: text('payment_method'),
    reference: text('reference'),
    notes: text('notes'),
    externalReference: text('external_reference'),
    externalSource: text('external_source').notNull().default('manual'),
    externalData: jsonb('external_data'),
    matchedAutomatically: boolean('matched_automatically').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rent_payments_tenant_id_idx').on(t.tenantId),
    index('rent_payments_property_id_idx').on(t.propertyId),
  ],
);
