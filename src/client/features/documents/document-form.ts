import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import {
  DOCUMENT_TYPES,
  DocumentFieldsSchema,
  LANDLORD_DOCUMENT_TYPES,
  type DocumentRecord,
  type DocumentType,
} from '@shared/documents';
import { EPC_BANDS } from '@shared/properties';

/** The document form's fields (the file is held apart); checked with the shared schema's messages. */
export const DocumentFormSchema = z
  .object({
    title: z.string(),
    documentType: z.union([z.enum(DOCUMENT_TYPES), z.literal('')]),
    issueDate: z.string(),
    expiryDate: z.string(),
    notes: z.string(),
    sharedWithTenant: z.boolean(),
    epcBand: z.union([z.enum(EPC_BANDS), z.literal('')]),
    reference: z.string(),
    maxOccupants: z.string(),
  })
  .transform((values, ctx) => {
    const isEpc = values.documentType === 'EPC';
    const isHmoLicence = values.documentType === 'HMO_LICENCE';
    // The minimum energy standard is judged from an EPC's band, so an EPC is not saved without one.
    if (isEpc && !values.epcBand) {
      ctx.addIssue({ code: 'custom', message: EPC_BAND_REQUIRED, path: ['epcBand'] });
    }
    const parsed = DocumentFieldsSchema.safeParse({
      title: values.title,
      documentType: values.documentType || undefined,
      issueDate: values.issueDate,
      expiryDate: values.expiryDate,
      notes: values.notes,
      sharedWithTenant: values.sharedWithTenant,
      // Only the type's own facts are sent (the server keeps a band only on an EPC, a limit only on a licence).
      epcBand: isEpc ? values.epcBand : null,
      reference: values.reference,
      maxOccupants: isHmoLicence ? values.maxOccupants.trim() : null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'title')] });
    }
    return z.NEVER;
  });

export const EPC_BAND_REQUIRED = 'Choose the band on the certificate (A to G)';

export type DocumentFormValues = z.input<typeof DocumentFormSchema>;
export type DocumentFormOutput = z.output<typeof DocumentFormSchema>;
export const DOCUMENT_FIELDS = [
  'title',
  'documentType',
  'issueDate',
  'expiryDate',
  'notes',
  'sharedWithTenant',
  'epcBand',
  'reference',
  'maxOccupants',
] as const;

/**
 * The types offered: Rent Smart Wales registration and licence are the landlord's own documents
 * (added under Your documents on the dashboard), so they are not offered here. A document already
 * saved with one of them keeps it in the list, so editing it does not silently change its type.
 */
export function documentTypeOptions(current?: DocumentType | null): DocumentType[] {
  const hidden = LANDLORD_DOCUMENT_TYPES as readonly DocumentType[];
  return DOCUMENT_TYPES.filter((type) => !hidden.includes(type) || type === current);
}

/** SPEC.md §9: type OTHER (or the type asked for) and issue date today by default. */
export function documentFormDefaults(
  doc?: DocumentRecord | null,
  defaultDocumentType?: DocumentType,
): DocumentFormValues {
  return {
    title: doc?.title ?? '',
    documentType: doc?.documentType ?? defaultDocumentType ?? 'OTHER',
    issueDate: doc?.issueDate ?? todayInLondon(),
    expiryDate: doc?.expiryDate ?? '',
    notes: doc?.notes ?? '',
    sharedWithTenant: doc?.sharedWithTenant ?? false,
    epcBand: doc?.epcBand ?? '',
    reference: doc?.reference ?? '',
    maxOccupants:
      doc?.maxOccupants === null || doc?.maxOccupants === undefined ? '' : String(doc.maxOccupants),
  };
}
