import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/errors';
import {
  IMAGE_FILE_REQUIRED,
  IMAGE_NAME_MAX,
  ImageUploadFieldsSchema,
  MAX_IMAGE_BYTES,
  type ImageCategory,
} from '@shared/images';
import { AppError, badRequest } from '../../lib/app-error';
import { fieldErrors, sanitiseFileName } from '../documents/document-upload';

const MAX_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));
export const IMAGE_TOO_LARGE = `The image is too large. Images can be at most ${MAX_MB} MB.`;

export interface ImageUploadInput {
  name: string;
  description: string | null;
  category: ImageCategory;
  tags: string[];
  data: Buffer;
}

/**
 * Reads POST /api/admin/images/upload: the file in a part named `image`, beside name, description,
 * category and tags. The size limit is the multipart plugin's (app.ts, 10 MB): over it is a 413
 * before anything is stored. Fields and file are checked together so the form shows every message.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUploadInput> {
  if (!request.isMultipart()) {
    throw new AppError(
      ErrorCode.unsupportedMediaType,
      415,
      'Send the image as multipart/form-data, with the file in a field named "image".',
    );
  }
  const fields: Record<string, unknown> = {};
  let file: { data: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || file) {
          // Not ours: read it to the end so the next part can arrive, and keep nothing.
          for await (const chunk of part.file) void chunk;
          continue;
        }
        file = { data: await part.toBuffer(), fileName: part.filename };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }

  const errors: Record<string, string> = {};
  const parsed = ImageUploadFieldsSchema.strict().safeParse(fields);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  if (!file || file.data.length === 0) errors.image ??= IMAGE_FILE_REQUIRED;
  const first = Object.values(errors)[0];
  if (first || !parsed.success || !file) throw badRequest(first ?? 'Invalid input', errors);

  return {
    name: parsed.data.name ?? nameFromFile(file.fileName),
    description: parsed.data.description,
    category: parsed.data.category,
    tags: parsed.data.tags,
    data: file.data,
  };
}

/** SPEC.md §5: the name defaults to the file name (here without its extension). */
export function nameFromFile(fileName: string | undefined): string {
  const safe = sanitiseFileName(fileName);
  const dot = safe.lastIndexOf('.');
  const base = (dot > 0 ? safe.slice(0, dot) : safe).trim();
  return [...(base || 'image')].slice(0, IMAGE_NAME_MAX).join('').trimEnd();
}

function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(ErrorCode.payloadTooLarge, 413, IMAGE_TOO_LARGE, { image: IMAGE_TOO_LARGE });
  }
  if (code === 'FST_FILES_LIMIT')
    return new AppError(ErrorCode.payloadTooLarge, 413, 'Upload one image at a time.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(ErrorCode.payloadTooLarge, 413, 'The upload has too many fields.');
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return error;
  // Malformed multipart (busboy's own errors carry no status): the caller's fault, never a 500.
  return badRequest('The upload could not be read. Please try again.');
}
