import type { FastifyRequest } from 'fastify';
import {
  IMAGE_FILE_REQUIRED,
  IMAGE_NAME_MAX,
  ImageUploadFieldsSchema,
  type ImageCategory,
} from '@shared/images';
import { IMAGE_TOO_LARGE } from '@shared/uploads';
import { badRequest } from '../../lib/app-error';
import { readMultipartUpload } from '../../lib/multipart-upload';
import { fieldErrors, sanitiseFileName } from '../documents/document-upload';

export interface ImageUploadInput {
  name: string;
  description: string | null;
  category: ImageCategory;
  tags: string[];
  data: Buffer;
}

/**
 * Reads POST /api/admin/images/upload: the file in a part named `image`, beside name, description,
 * category and tags. The size limit is the multipart plugin's (acceptUploads, 10 MB): over it is a 413
 * before anything is stored. Fields and file are checked together so the form shows every message.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUploadInput> {
  const { fields, file } = await readMultipartUpload(request, {
    fileField: 'image',
    what: 'image',
    tooLargeMessage: IMAGE_TOO_LARGE,
    fieldsSchema: ImageUploadFieldsSchema,
  });

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
