import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorBody } from '@shared/errors';
import { AppError } from '../lib/app-error';
import { answerForDatabaseError, isDatabaseUnavailable, serviceUnavailable } from '../lib/db-errors';
import { isStorageFull } from '../lib/storage';

/**
 * The one place errors become answers: AppError, Zod validation and Fastify's own 4xx get
 * CONTRACT.md's body; anything else is logged and answered as a generic 500 with no detail.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...body(error.message, error.code, error.fields), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const at = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        // An unknown field is named by itself, not by the object that holds it.
        const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : null;
        if (unknownKeys) {
          for (const key of unknownKeys)
            fields[at ? `${at}.${key}` : key] ??= `${key} is not a field of this request`;
          continue;
        }
        fields[at || 'body'] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid input';
      return reply.status(400).send(body(first, ErrorCode.validation, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return reply.status(status).send(body(messageForStatus(status, error), code));
    }
    const fromDatabase = answerForDatabaseError(error);
    if (fromDatabase)
      return reply.status(fromDatabase.statusCode).send(body(fromDatabase.message, fromDatabase.code));
    // The database down (a restart, a failover) is not a fault of the request: 503, try again.
    if (isDatabaseUnavailable(error)) {
      const down = serviceUnavailable();
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      void reply.headers(down.headers ?? {});
      return reply.status(down.statusCode).send(body(down.message, down.code));
    }
    // Uploads' disk full: the request was fine and nothing was saved (the record's transaction rolled
    // back with the write). 507 says so; the log line is for whoever must make room.
    if (isStorageFull(error)) {
      request.log.error({ code: (error as { code?: unknown }).code }, 'file storage is full');
      return reply
        .status(507)
        .send(
          body(
            'There is no room to store the file just now, so nothing was saved. Please try again later.',
            ErrorCode.insufficientStorage,
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('Something went wrong on our side. Please try again.', ErrorCode.internal));
  });
});

function body(message: string, code?: string, errors?: Record<string, string>): ErrorBody {
  return { message, ...(code ? { code } : {}), ...(errors && Object.keys(errors).length ? { errors } : {}) };
}

function codeForStatus(status: number): ErrorCode {
  if (status === 413) return ErrorCode.payloadTooLarge;
  if (status === 415) return ErrorCode.unsupportedMediaType;
  if (status === 429) return ErrorCode.rateLimited;
  if (status === 404) return ErrorCode.notFound;
  if (status === 401) return ErrorCode.unauthenticated;
  if (status === 403) return ErrorCode.forbidden;
  return status === 400 ? ErrorCode.validation : ErrorCode.request;
}

/** Fastify's own messages can name internals; keep ours plain. */
function messageForStatus(status: number, error: FastifyError): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'That type of content is not accepted here.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError)
    return 'The request body is not valid JSON.';
  return error.message || 'The request could not be handled.';
}
