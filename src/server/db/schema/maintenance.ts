import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CERTIFICATE_KINDS, CONTRACTOR_TRADES } from '@shared/contractors';
import {
  MAINTENANCE_ACTOR_ROLES,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
} from '@shared/maintenance';
import { properties } from './properties';
import { tenants } from './tenancies';
import { users } from './users';

/** A landlord's own contractors (a directory per landlord). */
export const contractors = pgTable(
  'contractors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trade: text('trade', { enum: CONTRACTOR_TRADES }).notNull(),
    phone: text('phone'),
    email: text('email'),
    /** Removed from the directory but kept for the jobs it did. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contractors_landlord_id_idx').on(t.landlordId)],
);

/** Gas Safe registration, electrical competence, insurance: one of each kind per contractor. */
export const contractorCertificates = pgTable(
  'contractor_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    reference: text('reference'),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('contractor_certificates_kind_idx').on(t.contractorId, t.kind)],
);

/** A tenant's repair request (SPEC.md §3 Maintenance request) and the landlord's side of it. */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: MAINTENANCE_CATEGORIES }).notNull(),
    priority: text('priority', { enum: MAINTENANCE_PRIORITIES }).notNull(),
    status: text('status', { enum: MAINTENANCE_STATUSES }).notNull().default('submitted'),
    accessNotes: text('access_notes'),
    fitnessMatter: boolean('fitness_matter').notNull().default(false),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    /** Pence. */
    cost: integer('cost'),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_requests_tenant_id_idx').on(t.tenantId),
    index('maintenance_requests_property_id_idx').on(t.propertyId, t.status),
  ],
);

/** The history of a request: each status change and note, in order; the tenant sees it all. */
export const maintenanceUpdates = pgTable(
  'maintenance_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MAINTENANCE_STATUSES }),
    note: text('note'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    byRole: text('by_role', { enum: MAINTENANCE_ACTOR_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_updates_request_id_idx').on(t.requestId)],
);

/** Up to five photos per request, kept through the storage layer (re-encoded, no metadata). */
export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileType: text('file_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_photos_request_id_idx').on(t.requestId)],
);
