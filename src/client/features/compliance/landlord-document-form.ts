import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import {
  DocumentFieldsSchema,
  LANDLORD_DOCUMENT_TYPES,
  documentTypeLabel,
  type LandlordDocumentType,
} from '@shared/documents';

export const LANDLORD_TYPE_MESSAGE = 'Choose Rent Smart Wales registration or licence';

/**
 * The Your documents form (Rent Smart Wales registration or licence), checked with the shared
 * document schema so the messages are the server's own. A title left empty becomes the type's name.
 */
export const LandlordDocumentFormSchema = z
  .object({
    documentType: z.union([z.enum(LANDLORD_DOCUMENT_TYPES), z.literal('')]),
    title: z.string(),
    reference: z.string(),
    issueDate: z.string(),
    expiryDate: z.string(),
    notes: z.string(),
  })
  .transform((values, ctx) => {
    if (!values.documentType) {
      ctx.addIssue({ code: 'custom', message: LANDLORD_TYPE_MESSAGE, path: ['documentType'] });
      return z.NEVER;
    }
    const parsed = DocumentFieldsSchema.safeParse({
      title: values.title.trim() || documentTypeLabel[values.documentType],
      documentType: values.documentType,
      reference: values.reference,
      issueDate: values.issueDate,
      expiryDate: values.expiryDate,
      notes: values.notes,
    });
    if (parsed.success) {
      return { ...parsed.data, documentType: values.documentType };
    }
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'title')] });
    }
    return z.NEVER;
  });

export type LandlordDocumentFormValues = z.input<typeof LandlordDocumentFormSchema>;
export type LandlordDocumentFormOutput = z.output<typeof LandlordDocumentFormSchema>;
export const LANDLORD_DOCUMENT_FIELDS = [
  'documentType',
  'title',
  'reference',
  'issueDate',
  'expiryDate',
  'notes',
] as const;

export function landlordDocumentFormDefaults(
  documentType: LandlordDocumentType = 'RSW_REGISTRATION',
): LandlordDocumentFormValues {
  return { documentType, title: '', reference: '', issueDate: todayInLondon(), expiryDate: '', notes: '' };
}
