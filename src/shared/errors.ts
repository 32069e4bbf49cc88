/**
 * Every error the API answers with: its machine-readable `code` (CONTRACT.md §2's body) and the
 * HTTP status that goes with it. The server builds an error from a code and looks its status up
 * here; the client switches on `code`. A code thrown anywhere must be in this list (typecheck
 * fails otherwise).
 */
export const Errors = {
  validation: { code: 'validation_error', status: 400 },
  /** Fastify's own 4xx that none of the codes below names (406, 408…): its own status is kept. */
  request: { code: 'request_error', status: 400 },
  /** The reset or invitation link is unknown, used or expired. */
  invalidToken: { code: 'invalid_token', status: 400 },
  /** A statement whose columns could not be told apart; the body carries `columns` and `sample`. */
  mappingRequired: { code: 'mapping_required', status: 400 },
  unreadableStatement: { code: 'unreadable_statement', status: 400 },
  /** Connecting with the SMTP settings failed; the message says why, `errors` names the field. */
  smtpCheckFailed: { code: 'smtp_check_failed', status: 400 },
  /** Twilio refused the SID, token or number the admin typed. */
  smsCredentialsRefused: { code: 'sms_credentials_refused', status: 400 },
  /** The Twilio account is suspended or closed, so it cannot send. */
  smsAccountInactive: { code: 'sms_account_inactive', status: 400 },

  unauthenticated: { code: 'unauthenticated', status: 401 },
  invalidCredentials: { code: 'invalid_credentials', status: 401 },
  /** The password was right and the account has two-step sign-in: send `totpCode` too. */
  totpRequired: { code: 'totp_required', status: 401 },
  /** The two-step code of a login is wrong or already used (it counts as a failed login). */
  totpInvalid: { code: 'totp_invalid', status: 401 },

  forbidden: { code: 'forbidden', status: 403 },
  pendingApproval: { code: 'pending_approval', status: 403 },
  accountRejected: { code: 'account_rejected', status: 403 },
  passwordChangeRequired: { code: 'password_change_required', status: 403 },
  /** A temporary password an admin set was not changed in time; a reset link is the way back in. */
  passwordExpired: { code: 'password_expired', status: 403 },
  /** A plain admin acting on a super_admin's account, or granting or removing that role. */
  superAdminRequired: { code: 'super_admin_required', status: 403 },
  /** REQUIRE_ADMIN_TOTP=1 and this admin has not set up two-step sign-in yet. */
  totpEnrolmentRequired: { code: 'totp_enrolment_required', status: 403 },
  /** A state-changing call authenticated by cookie from another site (CONTRACT.md §2). */
  badOrigin: { code: 'bad_origin', status: 403 },

  notFound: { code: 'not_found', status: 404 },

  conflict: { code: 'conflict', status: 409 },
  /** Someone else changed the record since it was read; the body carries `current`. */
  editConflict: { code: 'edit_conflict', status: 409 },
  /** An Idempotency-Key reused for another call, or its first request still running. */
  idempotencyConflict: { code: 'idempotency_conflict', status: 409 },
  /** A Welsh letting rule stops this (CONTRACT.md §6); `errors` is keyed by rule id. */
  complianceBlocked: { code: 'compliance_blocked', status: 409 },
  /** A test e-mail asked for before anything was configured. */
  emailNotConfigured: { code: 'email_not_configured', status: 409 },
  /** A test text asked for before anything was configured. */
  smsNotConfigured: { code: 'sms_not_configured', status: 409 },

  /** A tenancy invitation already answered, withdrawn or expired (its link worked once, for a time). */
  invitationGone: { code: 'invitation_gone', status: 410 },

  payloadTooLarge: { code: 'payload_too_large', status: 413 },
  unsupportedMediaType: { code: 'unsupported_media_type', status: 415 },
  rateLimited: { code: 'rate_limited', status: 429 },

  internal: { code: 'internal_error', status: 500 },
  /** The mail server did not take the test e-mail. */
  smtpSendFailed: { code: 'smtp_send_failed', status: 502 },
  /** Twilio could not be reached or failed on its side. */
  smsProviderError: { code: 'sms_provider_error', status: 502 },
  /** The database is not answering (a restart, a failover): nothing was changed; try again shortly. */
  serviceUnavailable: { code: 'service_unavailable', status: 503 },
  /** The disk (or store) for uploads is full: the file and its record were not saved. */
  insufficientStorage: { code: 'insufficient_storage', status: 507 },
} as const satisfies Record<string, { code: string; status: number }>;

type Registry = typeof Errors;
export type ErrorName = keyof Registry;
/** A code the API sends. */
export type ErrorCode = Registry[ErrorName]['code'];
/** The codes that go with one status, e.g. `ErrorCodeWithStatus<403>`. */
export type ErrorCodeWithStatus<S extends number> = {
  [N in ErrorName]: Registry[N]['status'] extends S ? Registry[N]['code'] : never;
}[ErrorName];

/** The codes by name: `ErrorCode.notFound` is 'not_found'. */
export const ErrorCode = Object.fromEntries(
  Object.entries(Errors).map(([name, { code }]) => [name, code]),
) as { readonly [N in ErrorName]: Registry[N]['code'] };

const statusByCode: ReadonlyMap<string, number> = new Map(
  Object.values(Errors).map(({ code, status }) => [code, status]),
);

/** The HTTP status of a code. */
export const statusOf = (code: ErrorCode): number => statusByCode.get(code)!;

/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  code?: string;
  errors?: Record<string, string>;
}
