import { z } from 'zod';
import { isoDate } from './date-schema';
import { EPC_BANDS, type EpcBand } from './properties';

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
  'NOTICE',
  'RENT_NOTICE',
  'INSPECTION',
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
  NOTICE: 'Notice to the Contract-Holder (e.g. RHW16)',
  RENT_NOTICE: 'Notice of Rent Variation (RHW12)',
  INSPECTION: 'Inspection Report',
  OTHER: 'Other Document',
};

/** Where each kind of document belongs (CONTRACT.md §6): the landlord's own, a tenancy's, or the property's. */
export const LANDLORD_DOCUMENT_TYPES = ['RSW_REGISTRATION', 'RSW_LICENCE'] as const;
export type LandlordDocumentType = (typeof LANDLORD_DOCUMENT_TYPES)[number];
export const TENANCY_DOCUMENT_TYPES: readonly DocumentType[] = [
  'WRITTEN_STATEMENT',
  'DEPOSIT_PROTECTION',
  'NOTICE',
  'RENT_NOTICE',
  'OTHER',
];
export const PROPERTY_DOCUMENT_TYPES: readonly DocumentType[] = DOCUMENT_TYPES.filter(
  (t) =>
    !(LANDLORD_DOCUMENT_TYPES as readonly string[]).includes(t) &&
    !['WRITTEN_STATEMENT', 'DEPOSIT_PROTECTION', 'NOTICE', 'RENT_NOTICE'].includes(t),
);
/** Certificates every contract-holder is given a copy of, and may download from their portal. */
export const SERVED_DOCUMENT_TYPES: readonly DocumentType[] = [
  'GAS',
  'EICR',
  'EPC',
  'ELECTRICAL_WORK_CONFIRMATION',
];

/** Upload limits live with every other upload's, in uploads.ts. */
export { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_BYTES } from './uploads';

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
  /** An EPC's band (A to G): the minimum energy standard is judged from it. */
  epcBand: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(EPC_BANDS, 'EPC band must be A to G').nullable(),
    )
    .optional(),
  /** A registration, licence or certificate number (Rent Smart Wales, HMO licence). */
  reference: z
    .string()
    .trim()
    .max(100, 'Reference must be at most 100 characters')
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** An HMO licence's limit on occupants. */
  maxOccupants: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number('Maximum occupants must be a whole number')
        .int('Maximum occupants must be a whole number')
        .min(1, 'Maximum occupants must be at least 1')
        .max(500)
        .nullable(),
    )
    .optional(),
});
export type DocumentFields = z.input<typeof DocumentFieldsSchema>;

export const EPC_BAND_REQUIRED = 'Choose the band on the certificate (A to G)';

/**
 * What a document of its type must carry beyond the schema: an EPC its band, because the minimum
 * energy standard (and so whether the home may be let or listed) is judged from it. Field → message.
 */
export function documentFactErrors(
  fields: Pick<z.output<typeof DocumentFieldsSchema>, 'documentType' | 'epcBand'>,
): Record<string, string> {
  return fields.documentType === 'EPC' && !fields.epcBand ? { epcBand: EPC_BAND_REQUIRED } : {};
}

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
  epcBand: EpcBand | null;
  reference: string | null;
  maxOccupants: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A copy of a document given to a contract-holder (GET /api/documents/{id}/services). */
export const SERVICE_METHODS = ['email', 'post', 'in_person'] as const;
export type ServiceMethod = (typeof SERVICE_METHODS)[number];
export const serviceMethodLabel: Record<ServiceMethod, string> = {
  email: 'E-mail',
  post: 'Post',
  in_person: 'In person',
};
export interface DocumentService {
  tenantId: number;
  servedAt: string;
  method: ServiceMethod;
  /** Who recorded it: a person's name, or null when the product sent it. */
  by: string | null;
}
export const RecordServiceSchema = z
  .object({
    tenantId: z
      .number('Choose the contract-holder')
      .int('Choose the contract-holder')
      .positive('Choose the contract-holder'),
    method: z.enum(SERVICE_METHODS, 'Method must be post, in person or e-mail'),
    servedAt: isoDate('Served on must be a valid date'),
  })
  .strict();

/** A landlord's own document (Rent Smart Wales registration or licence), GET/POST /api/landlord/documents. */
export interface LandlordDocument {
  id: number;
  landlordId: number;
  documentType: LandlordDocumentType;
  title: string;
  reference: string | null;
  issueDate: string;
  expiryDate: string | null;
  notes: string | null;
  fileUrl: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  createdAt: string;
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
