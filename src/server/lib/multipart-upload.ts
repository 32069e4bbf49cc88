import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@shared/uploads';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './app-error';
import { bodyShapeOf } from './body-shape';
import { findControlCharacters } from './control-characters';

export interface MultipartUpload {
  fields: Record<string, unknown>;
  file: { data: Buffer; fileName: string } | null;
}

export interface MultipartOptions {
  /** The part that carries the file, e.g. 'file' or 'image'. */
  fileField: string;
  /** What is uploaded, for messages: 'document', 'photo', 'image'. */
  what: string;
  /** The 413 message for a file over the multipart plugin's size limit (acceptUploads). */
  tooLargeMessage: string;
  /** The text fields' schema, to tell long text (line breaks allowed) from single lines. */
  fieldsSchema?: unknown;
}

/**
 * Lets the calling route plugin's routes take multipart bodies: one file per upload, at most
 * 10 MB (a larger one is refused with 413), 20 fields. Only the plugins with an upload route call
 * it: the multipart plugin's hooks (two async ones, and a listener on every response) then run on
 * their requests alone, and any other route answers a multipart body 415 like any body it does not
 * take.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
}

/**
 * Reads a multipart upload: the form fields and one file part. Every upload goes through here, so
 * a wrong content type is a 415, a file over the size limit a 413 with CONTRACT.md's body (before
 * anything is stored), and malformed multipart a 400 — never a 500.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(
      `Send the ${options.what} as multipart/form-data, with the file in a field named "${options.fileField}".`,
    );
  }
  const fields: Record<string, unknown> = {};
  let file: MultipartUpload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || file) {
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
    throw uploadError(error, options);
  }
  // The same rule as every JSON body (plugins/input-tolerance.ts): no control characters.
  const bad = findControlCharacters(fields, {
    where: 'body',
    isLongText: bodyShapeOf(options.fieldsSchema)?.isLongText,
  });
  if (Object.keys(bad).length) throw badRequest(Object.values(bad)[0]!, bad);
  return { fields, file };
}

function uploadError(error: unknown, options: MultipartOptions): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return payloadTooLarge(options.tooLargeMessage, { [options.fileField]: options.tooLargeMessage });
  }
  if (code === 'FST_FILES_LIMIT') {
    return payloadTooLarge(`Upload one ${options.what} at a time.`);
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return payloadTooLarge('The upload has too many fields.');
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return error;
  // Malformed multipart (busboy's own errors carry no status): the caller's fault, never a 500.
  return badRequest('The upload could not be read. Please try again.');
}
