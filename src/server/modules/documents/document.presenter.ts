import type { DocumentRecord } from '@shared/documents';
import type { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;

/** Where a document's file is served; only GET /api/documents/{id}/file ever sends the bytes. */
export const documentFileUrl = (id: number) => `/api/documents/${id}/file`;

/** The only way a document row leaves the server: the storage key never does. */
export function presentDocument(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    propertyId: row.propertyId,
    tenantId: row.tenantId,
    title: row.title,
    documentType: row.documentType,
    fileUrl: documentFileUrl(row.id),
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    notes: row.notes,
    sharedWithTenant: row.sharedWithTenant,
    epcBand: row.epcBand,
    reference: row.reference,
    maxOccupants: row.maxOccupants,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
