/** Machine-readable error codes sent in the `code` field of every error body (CONTRACT.md §2). */
export const ErrorCode = {
  validation: 'validation_error',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  invalidCredentials: 'invalid_credentials',
  pendingApproval: 'pending_approval',
  accountRejected: 'account_rejected',
  passwordChangeRequired: 'password_change_required',
  invalidToken: 'invalid_token',
  badOrigin: 'bad_origin',
  internal: 'internal_error',
  /** Someone else changed the record since it was read; the body carries `current`. */
  editConflict: 'edit_conflict',
  /** An Idempotency-Key reused for another call, or its first request still running. */
  idempotencyConflict: 'idempotency_conflict',
  /** A statement whose columns could not be told apart; the body carries `columns` and `sample`. */
  mappingRequired: 'mapping_required',
  unreadableStatement: 'unreadable_statement',
  /** A Welsh letting rule stops this (CONTRACT.md §6); `errors` is keyed by rule id. */
  complianceBlocked: 'compliance_blocked',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  code?: string;
  errors?: Record<string, string>;
}
