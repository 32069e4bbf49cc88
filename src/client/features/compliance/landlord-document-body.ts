import type { LandlordDocumentFormOutput } from './landlord-document-form';

/** The multipart body: the fields first, then the file (as the server reads it). */
export function landlordDocumentBody(
  fields: LandlordDocumentFormOutput,
  file: Blob,
  fileName?: string,
): FormData {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('documentType', fields.documentType);
  body.append('reference', fields.reference ?? '');
  body.append('issueDate', fields.issueDate);
  body.append('expiryDate', fields.expiryDate ?? '');
  body.append('notes', fields.notes ?? '');
  if (fileName) body.append('file', file, fileName);
  else body.append('file', file);
  return body;
}
