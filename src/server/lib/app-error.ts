import { ErrorCode, statusOf, type ErrorCodeWithStatus } from '@shared/errors';

export interface AppErrorOptions {
  /** Field messages, sent as `errors`. */
  fields?: Record<string, string> | undefined;
  /** Extra headers for the answer, such as Retry-After. */
  headers?: Record<string, string> | undefined;
  /** Extra members of the body, such as the current record on an edit conflict. */
  extra?: Record<string, unknown> | undefined;
}

/**
 * The one error type services throw; the error handler turns it into CONTRACT.md's body. The
 * status is the code's own, from the registry in shared/errors.ts.
 */
export class AppError extends Error {
  public readonly statusCode: number;
  public readonly fields?: Record<string, string> | undefined;
  public readonly headers?: Record<string, string> | undefined;
  public readonly extra?: Record<string, unknown> | undefined;

  constructor(
    public readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.statusCode = statusOf(code);
    this.fields = options.fields;
    this.headers = options.headers;
    this.extra = options.extra;
  }
}

export const badRequest = (
  message: string,
  fields?: Record<string, string>,
  code: ErrorCodeWithStatus<400> = ErrorCode.validation,
) => new AppError(code, message, { fields });
export const unauthenticated = (message = 'You need to sign in to do that.') =>
  new AppError(ErrorCode.unauthenticated, message);
export const forbidden = (
  message = "You don't have permission to do that.",
  code: ErrorCodeWithStatus<403> = ErrorCode.forbidden,
) => new AppError(code, message);
export const notFound = (what = 'Record') => new AppError(ErrorCode.notFound, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.conflict, message, { fields });
export const unsupportedMediaType = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.unsupportedMediaType, message, { fields });
export const payloadTooLarge = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.payloadTooLarge, message, { fields });
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    ErrorCode.rateLimited,
    message ?? `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );

export function describeWait(seconds: number): string {
  if (seconds === 1) return '1 second';
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
