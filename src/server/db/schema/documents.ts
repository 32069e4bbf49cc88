import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { tenants } from './tenancies';

export const DOCUMENT_TYPES = ['EICR', 'GAS', 'EPC', 'SMOKE_CO', 'LEGIONELLA', 'INSURANCE', 'OTHER'] as const;

const documentColumns = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull().default('OTHER'),
  fileUrl: text('file_url').notNull(),
  fileSize: integer('file_size'),
  fileType: text('file_type'),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const propertyDocuments = pgTable(
  'property_documents',
  {
    ...documentColumns,
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
  },
  (t) => [index('property_documents_property_id_idx').on(t.propertyId)],
);

export const tenantDocuments = pgTable(
  'tenant_documents',
  {
    ...documentColumns,
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
  },
  (t) => [index('tenant_documents_tenant_id_idx').on(t.tenantId)],
);
