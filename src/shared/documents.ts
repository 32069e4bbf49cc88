import { z } from 'zod';
import { isoDate } from './dates';

/** SPEC.md §3's types, plus those WALES.md needs. */
export const DOCUMENT_TYPES = [
  'EICR',
  'GAS',
  'EPC',
  'SMOKE_CO',
  'LEGIONELLA',
  'INSURANCE',
  'WRITTEN_STATEMENT',
  'DEPOSIT_PROTECTION',
  'HMO_LICENCE',
  'RSW_REGISTRATION',
  'RSW_LICENCE',
  'MEES_EXEMPTION',
  'ELECTRICAL_WORK_CONFIRMATION',
  'OTHER',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const documentTypeLabel: Record<DocumentType, string> = {
  EICR: 'Electrical Installation Condition Report',
  GAS: 'Gas Safety Certificate',
  EPC: 'Energy Performance Certificate',
  SMOKE_CO: 'Smoke & Carbon Monoxide Alarm',
  LEGIONELLA: 'Legionella Risk Assessment',
  INSURANCE: 'Buildings Insurance',
  WRITTEN_STATEMENT: 'Written Statement of Occupation Contract',
  DEPOSIT_PROTECTION: 'Deposit Protection Certificate & Prescribed Information',
  HMO_LICENCE: 'HMO Licence',
  RSW_REGISTRATION: 'Rent Smart Wales Registration',
  RSW_LICENCE: 'Rent Smart Wales Licence',
  MEES_EXEMPTION: 'MEES Exemption',
  ELECTRICAL_WORK_CONFIRMATION: 'Electrical Remedial Work Confirmation',
  OTHER: 'Other Document',
};

/** Upload limits: the type is judged from the file's content, not its name. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

const optionalDate = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate(message).nullable());

/** The fields sent beside the file (multipart) on upload, and as JSON on PUT /api/documents/{id}. */
export const DocumentFieldsSchema = z.object({
  title: z
    .string('Title must be at least 2 characters')
    .trim()
    .min(2, 'Title must be at least 2 characters')
    .max(200),
  documentType: z.enum(DOCUMENT_TYPES, 'Please select a document type'),
  issueDate: isoDate('Issue date is required'),
  expiryDate: optionalDate('Expiry date must be a valid date'),
  notes: z
    .string()
    .trim()
    .max(2000)
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** Tenant documents only: whether the tenant sees it in their portal. */
  sharedWithTenant: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()).optional(),
});
export type DocumentFields = z.input<typeof DocumentFieldsSchema>;

export interface DocumentRecord {
  id: number;
  propertyId: number | null;
  tenantId: number | null;
  title: string;
  documentType: DocumentType;
  /** Where the file is served: /api/documents/{id}/file, only to those allowed. */
  fileUrl: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  issueDate: string;
  expiryDate: string | null;
  notes: string | null;
  sharedWithTenant: boolean;
  createdAt: string;
  updatedAt: string;
}

export const EXPIRING_SOON_DAYS = 30;
export type ExpiryBadge = 'Expired' | 'Expiring Soon' | null;

/** SPEC.md §4: Expired before today; Expiring Soon within 30 days. */
export function expiryBadge(expiryDate: string | null, today: string): ExpiryBadge {
  if (!expiryDate) return null;
  if (expiryDate < today) return 'Expired';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + EXPIRING_SOON_DAYS);
  return expiryDate <= soon.toISOString().slice(0, 10) ? 'Expiring Soon' : null;
}
