import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  INSPECTION_STATUSES,
  INSPECTION_TYPES,
  type AlarmTest,
  type InspectionRoom,
  type MeterReadings,
} from '@shared/inspections';
import { properties } from './properties';
import { tenants } from './tenancies';
import { users } from './users';

/**
 * A check-in, periodic or check-out inspection of a property (CONTRACT.md §8). The checklist
 * (rooms and items, meters, alarm tests) is one JSON document edited as a whole under `version`.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    /** The tenancy told and shown; the record of the home stays if the tenancy is deleted or purged. */
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    type: text('type', { enum: INSPECTION_TYPES }).notNull(),
    status: text('status', { enum: INSPECTION_STATUSES }).notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    tenantAgreed: boolean('tenant_agreed').notNull().default(false),
    noticeGivenAt: timestamp('notice_given_at', { withTimezone: true }),
    rooms: jsonb('rooms').$type<InspectionRoom[]>().notNull().default([]),
    meterReadings: jsonb('meter_readings')
      .$type<MeterReadings>()
      .notNull()
      .default({ electricity: null, gas: null, water: null }),
    alarms: jsonb('alarms').$type<AlarmTest[]>().notNull().default([]),
    notes: text('notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedByName: text('completed_by_name'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspections_property_id_idx').on(t.propertyId, t.scheduledAt),
    index('inspections_tenant_id_idx').on(t.tenantId),
  ],
);

/** Photos taken during an inspection, each of a room (and an item in it), re-encoded without metadata. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    item: text('item'),
    caption: text('caption'),
    storageKey: text('storage_key').notNull(),
    fileType: text('file_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inspection_photos_inspection_id_idx').on(t.inspectionId)],
);
