/**
 * The errors every API call can throw, apart from the code that makes the calls (api-client.ts), so
 * a public page can show an error without loading the client before it fetches anything.
 */
import type { ErrorCode } from '@shared/errors';

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

/**
 * The call failed with one of these codes. Callers branch on the code, never on the HTTP status.
 * The codes are typed against ErrorCode without importing its table, which public pages need not
 * carry: a misspelt code fails typecheck.
 */
export function hasErrorCode(
  error: unknown,
  ...codes: ReadonlyArray<ErrorCode | typeof NETWORK_ERROR>
): error is ApiError {
  return isApiError(error) && (codes as readonly string[]).includes(error.code);
}

/** The server's message when it sent one, else the fallback text. */
// The server words its messages in English; they are shown in the page's language where they are
// displayed (FieldError, FormAlert, the toaster: lib/localise-message.ts), so the Welsh lookup never
// rides in this module, which every page loads.
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.hasServerMessage ? error.message : fallback;
}
