import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import { DOCUMENT_TYPES, DocumentFieldsSchema, type DocumentRecord } from '@shared/documents';

/** The document form's fields (the file is held apart); checked with the shared schema's messages. */
export const DocumentFormSchema = z
  .object({
    title: z.string(),
    documentType: z.union([z.enum(DOCUMENT_TYPES), z.literal('')]),
    issueDate: z.string(),
    expiryDate: z.string(),
    notes: z.string(),
    sharedWithTenant: z.boolean(),
  })
  .transform((values, ctx) => {
    const parsed = DocumentFieldsSchema.safeParse({
      title: values.title,
      documentType: values.documentType || undefined,
      issueDate: values.issueDate,
      expiryDate: values.expiryDate,
      notes: values.notes,
      sharedWithTenant: values.sharedWithTenant,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'title')] });
    }
    return z.NEVER;
  });

export type DocumentFormValues = z.input<typeof DocumentFormSchema>;
export type DocumentFormOutput = z.output<typeof DocumentFormSchema>;
export const DOCUMENT_FIELDS = [
  'title',
  'documentType',
  'issueDate',
  'expiryDate',
  'notes',
  'sharedWithTenant',
] as const;

/** SPEC.md §9: type OTHER and issue date today by default. */
export function documentFormDefaults(doc?: DocumentRecord | null): DocumentFormValues {
  return {
    title: doc?.title ?? '',
    documentType: doc?.documentType ?? 'OTHER',
    issueDate: doc?.issueDate ?? todayInLondon(),
    expiryDate: doc?.expiryDate ?? '',
    notes: doc?.notes ?? '',
    sharedWithTenant: doc?.sharedWithTenant ?? false,
  };
}

export const ACCEPTED_FILE_TYPES = '.pdf,.jpg,.jpeg,.png,.webp';
