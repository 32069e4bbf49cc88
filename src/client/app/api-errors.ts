/**
 * The errors every API call can throw, apart from the code that makes the calls (api-client.ts), so
 * a public page can show an error without loading the client before it fetches anything.
 */
import type { ErrorBody } from '@shared/errors';
import { ErrorCode } from '@shared/errors';

/** Code used when the request never got an answer (offline, server down, aborted). */
export const NETWORK_ERROR = 'network_error';

/**
 * Every failed call throws this. Callers switch on `code` (shared ErrorCode values, or
 * NETWORK_ERROR), never on the message text. `fields` holds per-field messages for forms.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The whole error body, for answers that carry more (an edit conflict's `current` record). */
  readonly body: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }

  /** True when the server sent a message meant for people (any answered request with a message). */
  get hasServerMessage(): boolean {
    return this.status > 0 && this.message.length > 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message when it sent one, else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.hasServerMessage ? error.message : fallback;
}

const codeForStatus = (status: number): string => {
  switch (status) {
    case 400:
      return ErrorCode.validation;
    case 401:
      return ErrorCode.unauthenticated;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.payloadTooLarge;
    case 415:
      return ErrorCode.unsupportedMediaType;
    case 429:
      return ErrorCode.rateLimited;
    default:
      return ErrorCode.internal;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body could not be read; fall back to the status below.
  }
  return apiErrorFrom(response.status, text);
}

/** A failed answer's status and body text as an ApiError (fetch, and XMLHttpRequest uploads). */
export function apiErrorFrom(status: number, text: string): ApiError {
  let body: Partial<ErrorBody> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (isRecord(parsed)) body = parsed as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy page, say): keep the text only if it is short and plain.
    if (text && text.length < 200 && !text.trimStart().startsWith('<')) body = { message: text };
  }
  const fields: Record<string, string> = {};
  if (isRecord(body.errors)) {
    for (const [key, value] of Object.entries(body.errors)) {
      if (typeof value === 'string') fields[key] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fields[key] = value[0];
    }
  }
  const code = typeof body.code === 'string' && body.code ? body.code : codeForStatus(status);
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError(status, code, message, fields, body as Record<string, unknown>);
}
