import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { EPC_BANDS, LICENSING_AREAS, PROPERTY_STATUSES, type CombustionRoom } from '@shared/properties';
import { sql } from 'drizzle-orm';
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
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('vacant'),
    /** Derived on every write from smokeAlarmStoreys and combustionRooms (SPEC.md's two checkboxes). */
    hasSmokeAlarms: boolean('has_smoke_alarms').notNull().default(false),
    hasCOAlarms: boolean('has_co_alarms').notNull().default(false),
    /** Storeys with a working, mains-powered, interlinked smoke alarm (WALES.md SMOKE_ALARMS). */
    smokeAlarmStoreys: integer('smoke_alarm_storeys').notNull().default(0),
    // What the Welsh rules and the public listings need (WALES.md 'Data model gaps').
    storeys: integer('storeys'),
    hasGasSupply: boolean('has_gas_supply').notNull().default(false),
    /** Rooms with a gas, oil or solid-fuel appliance: each needs a CO alarm. */
    combustionRooms: jsonb('combustion_rooms')
      .$type<CombustionRoom[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Cardiff's additional HMO licensing area, when the postcode cannot tell (null: not asked yet). */
    licensingArea: text('licensing_area', { enum: LICENSING_AREAS }),
    epcBand: text('epc_band', { enum: EPC_BANDS }),
    hmoOccupants: integer('hmo_occupants'),
    hmoHouseholds: integer('hmo_households'),
    isListed: boolean('is_listed').notNull().default(false),
    listingDescription: text('listing_description'),
    /** Set instead of deleting a property with history: hidden from lists, kept for the records. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('properties_landlord_id_idx').on(t.landlordId)],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Where the storage layer keeps the file; never sent to clients. */
    storageKey: text('storage_key').notNull(),
    fileType: text('file_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    altText: text('alt_text').notNull().default(''),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_photos_property_id_idx').on(t.propertyId)],
);
