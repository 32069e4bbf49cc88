import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    description: text('description').notNull(),
    bedroomCount: integer('bedroom_count').notNull(),
    bathroomCount: integer('bathroom_count').notNull(),
    /** Monthly rent in pence. */
    price: integer('price').notNull(),
    squareFeet: integer('square_feet'),
    availableFrom: date('available_from', { mode: 'string' }),
    status: text('status', { enum: ['vacant', 'occupied', 'under_offer'] })
      .notNull()
      .default('vacant'),
    hasSmokeAlarms: boolean('has_smoke_alarms').notNull().default(false),
    hasCOAlarms: boolean('has_co_alarms').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('properties_landlord_id_idx').on(t.landlordId)],
);
