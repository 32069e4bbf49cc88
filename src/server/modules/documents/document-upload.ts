import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { DocumentFieldsSchema, documentFactErrors } from '@shared/documents';
import { DOCUMENT_MIME_TYPES, FILE_TOO_LARGE, type DocumentMimeType } from '@shared/uploads';
import { badRequest, unsupportedMediaType } from '../../lib/app-error';
import { readMultipartUpload, type MultipartUpload } from '../../lib/multipart-upload';
import { activeContentProblem, imageTooLargeMessage, oversizedImage } from '../../lib/upload-safety';

/** The upload and PUT body: only these fields; landlordId, propertyId, tenantId, id and the file's details are never taken from a caller. */
export const DocumentFieldsInput = DocumentFieldsSchema.strict();
export type DocumentFieldsOutput = z.output<typeof DocumentFieldsInput>;

/**
 * The PUT body is JSON, not a form: a count is a JSON integer there (CONTRACT.md §5), so
 * `"16"`, which a form field rightly sends as text, is refused rather than read as 16.
 */
export const DocumentUpdateInput = DocumentFieldsSchema.extend({
  maxOccupants: z
    .number('Maximum occupants must be a whole number')
    .int('Maximum occupants must be a whole number')
    .min(1, 'Maximum occupants must be at least 1')
    .max(500)
    .nullable()
    .optional(),
}).strict();

export const MAX_FILE_NAME_LENGTH = 200;
export const UNSUPPORTED_FILE_MESSAGE = 'Only PDF, JPEG, PNG or WebP files can be uploaded.';
export const FILE_REQUIRED_MESSAGE = 'Please select a file';

export type RawUpload = MultipartUpload;

export interface CheckedUpload {
  fields: DocumentFieldsOutput;
  file: { data: Buffer; fileName: string; mimeType: string };
}

/** Reads a document upload: form fields plus one part named `file`, at most 10 MB. */
export const readDocumentUpload = (request: FastifyRequest): Promise<RawUpload> =>
  readMultipartUpload(request, {
    fileField: 'file',
    what: 'document',
    tooLargeMessage: FILE_TOO_LARGE,
    fieldsSchema: DocumentFieldsInput,
  });

/** Validates the fields and the file together, so the form can show every message at once; then judges the file by its content. */
export async function checkUpload(upload: RawUpload): Promise<CheckedUpload> {
  const errors: Record<string, string> = {};
  const parsed = DocumentFieldsInput.safeParse(upload.fields);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  else Object.assign(errors, documentFactErrors(parsed.data));
  if (!upload.file) errors.file ??= FILE_REQUIRED_MESSAGE;
  else if (upload.file.data.length === 0) errors.file ??= 'The selected file is empty.';
  const first = Object.values(errors)[0];
  if (first || !parsed.success || !upload.file) throw badRequest(first ?? 'Invalid input', errors);

  const mimeType = await detectDocumentType(upload.file.data);
  if (!mimeType) {
    throw unsupportedMediaType(UNSUPPORTED_FILE_MESSAGE, { file: UNSUPPORTED_FILE_MESSAGE });
  }
  // Kept and served as uploaded, so a document must not also be a web page, a script or a bomb.
  const problem = activeContentProblem(upload.file.data, mimeType);
  if (problem) throw badRequest(problem, { file: problem });
  const oversized = mimeType === 'application/pdf' ? null : await oversizedImage(upload.file.data);
  if (oversized) {
    const message = imageTooLargeMessage(oversized.width, oversized.height);
    throw badRequest(message, { file: message });
  }
  return {
    fields: parsed.data,
    file: { data: upload.file.data, fileName: sanitiseFileName(upload.file.fileName), mimeType },
  };
}

/** Field messages keyed as the error handler keys them; a field that may not be set is named. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= `${key} cannot be set`;
      continue;
    }
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The MIME type judged from the bytes (never the name or the declared type), or null when it is not one we accept. */
export async function detectDocumentType(data: Buffer): Promise<DocumentMimeType | null> {
  const found = await fileTypeFromBuffer(data);
  const mime = found?.mime as string | undefined;
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(mime ?? '') ? (mime as DocumentMimeType) : null;
}

// C0 and C1 controls, and the bidirectional overrides that can disguise an extension ("cod.exe" shown as "exe.doc").
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The original name as the user knows it, made safe to store and show: no folders, no control characters, at most 200 characters. */
export function sanitiseFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base.replace(UNSAFE_NAME_CHARS, '').replace(/\s+/g, ' ').trim();
  if (name === '.' || name === '..') name = '';
  if (!name) return 'document';
  const chars = [...name]; // code points, so an emoji is never cut in half
  if (chars.length <= MAX_FILE_NAME_LENGTH) return name;
  // Keep a short extension so the download still opens with the right program.
  const dot = chars.lastIndexOf('.');
  const ext = dot > 0 && chars.length - dot <= 10 ? chars.slice(dot) : [];
  return (
    chars
      .slice(0, MAX_FILE_NAME_LENGTH - ext.length)
      .join('')
      .trimEnd() + ext.join('')
  );
}

/**
 * Content-Disposition with the name in two forms: an ASCII fallback in filename= and the exact name
 * in RFC 5987's filename*=UTF-8''…, so quotes, semicolons and non-ASCII names cannot break the header.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
