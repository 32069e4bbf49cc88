import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES, LANDLORD_DOCUMENT_TYPES, SERVICE_METHODS } from '@shared/documents';
import { EPC_BANDS } from '@shared/properties';
import { properties } from './properties';
import { tenants } from './tenancies';
import { users } from './users';

/**
 * SPEC.md's property_documents and tenant_documents in one table, so one id space serves
 * /api/documents/{id}: a property document has no tenantId; a tenant document has both.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull().default('OTHER'),
    /** Where the storage layer keeps the file; never sent to clients. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    notes: text('notes'),
    sharedWithTenant: boolean('shared_with_tenant').notNull().default(false),
    /** An EPC's band: the minimum energy standard is judged from the certificate itself. */
    epcBand: text('epc_band', { enum: EPC_BANDS }),
    /** Licence or registration number. */
    reference: text('reference'),
    /** An HMO licence's occupant limit. */
    maxOccupants: integer('max_occupants'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_property_id_idx').on(t.propertyId),
    index('documents_tenant_id_idx').on(t.tenantId),
    check('documents_size_positive', sql`${t.fileSize} > 0`),
  ],
);

/**
 * A copy of a document given to a contract-holder: sent by the product (by null, method email)
 * or recorded by the landlord. Kept as evidence; never deleted with the tenancy.
 */
export const documentServices = pgTable(
  'document_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    method: text('method', { enum: SERVICE_METHODS }).notNull(),
    /** Who recorded it; null when the product served it itself. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_services_tenant_id_idx').on(t.tenantId),
    // The product serves a document to a contract-holder once, however many instances try.
    uniqueIndex('document_services_auto_idx')
      .on(t.documentId, t.tenantId)
      .where(sql`${t.byUserId} is null`),
  ],
);

/** A landlord's own documents: Rent Smart Wales registration and licence (CONTRACT.md §6). */
export const landlordDocuments = pgTable(
  'landlord_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    documentType: text('document_type', { enum: LANDLORD_DOCUMENT_TYPES }).notNull(),
    title: text('title').notNull(),
    reference: text('reference'),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landlord_documents_landlord_id_idx').on(t.landlordId)],
);
