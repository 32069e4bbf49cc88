import { ErrorCode } from '@shared/errors';

/** The one error type services throw; the error handler turns it into CONTRACT.md's body. */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Extra headers for the answer, such as Retry-After. */
    public readonly headers?: Record<string, string>,
    /** Extra members of the body, such as the current record on an edit conflict. */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (
  message: string,
  fields?: Record<string, string>,
  code: string = ErrorCode.validation,
) => new AppError(code, 400, message, fields);
export const unauthenticated = (message = 'You need to sign in to do that.') =>
  new AppError(ErrorCode.unauthenticated, 401, message);
export const forbidden = (
  message = "You don't have permission to do that.",
  code: string = ErrorCode.forbidden,
) => new AppError(code, 403, message);
export const notFound = (what = 'Record') => new AppError(ErrorCode.notFound, 404, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.conflict, 409, message, fields);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    ErrorCode.rateLimited,
    429,
    message ?? `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
