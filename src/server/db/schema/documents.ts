import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@shared/documents';
import { properties } from './properties';
import { tenants } from './tenancies';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_property_id_idx').on(t.propertyId),
    index('documents_tenant_id_idx').on(t.tenantId),
    check('documents_size_positive', sql`${t.fileSize} > 0`),
  ],
);
