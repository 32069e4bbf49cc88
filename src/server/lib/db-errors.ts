import { ErrorCode } from '@shared/errors';
import { AppError, badRequest, conflict } from './app-error';

/**
 * Database refusals that a caller's request caused, as CONTRACT.md §2 answers: a delete that
 * other records still refer to is a 409 saying which, a duplicate a 409, a value the database
 * cannot hold a 400 — never a 500 and never SQL text.
 */
const WHAT_REFERS: Record<string, string> = {
  applications: 'applications',
  communications: 'messages',
  compliance_reminders: 'compliance reminders',
  contractor_certificates: 'contractor certificates',
  document_services: 'records of documents served',
  documents: 'documents',
  inspection_photos: 'inspection photos',
  inspections: 'inspections',
  landlord_documents: 'landlord documents',
  maintenance_photos: 'repair photos',
  maintenance_requests: 'repair requests',
  maintenance_updates: 'repair updates',
  properties: 'properties',
  property_photos: 'photos',
  rent_changes: 'rent changes',
  rent_payments: 'rent payments',
  rent_reminders: 'rent reminders',
  statement_deductions: 'statement deductions',
  statement_lines: 'bank statement lines',
  tenants: 'tenancies',
  website_images: 'website images',
  image_usage: 'website image placements',
};

/** The SQLSTATE of a database error, whether the driver or Drizzle's wrapper carries it. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code =
    typeof e.code === 'string' ? e.code : typeof e.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The answer for a database error the request caused, or null for a fault of ours. */
export function answerForDatabaseError(error: unknown): AppError | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state === '23503' || state === '23001') {
    const detail = String(
      (error as { detail?: string }).detail ?? (error as { cause?: { detail?: string } }).cause?.detail ?? '',
    );
    const table = /referenced from table "(\w+)"/.exec(detail)?.[1];
    const what = table ? (WHAT_REFERS[table] ?? table.replace(/_/g, ' ')) : 'other records';
    return conflict(`This cannot be deleted while ${what} still refer to it. Remove or archive those first.`);
  }
  if (state === '23505') return conflict('That record already exists.');
  // 22xxx data exceptions: a number or date outside what the column holds.
  if (state.startsWith('22')) return badRequest('A value is outside the range this field can hold.');
  return null;
}

/**
 * Node's errors for a connection that could not be made or was cut, and pg's own messages for
 * the same (a pool that cannot connect, a connection ended under a query).
 */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Whether an error means the database is not answering rather than that the request was wrong:
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, restarting), 53300 (too many
 * connections), or a network error from the driver, anywhere in the error's cause chain.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') && code.length === 5) return true;
    if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
    if (CONNECTION_ERRNOS.has(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** The answer while the database is down: 503, a plain message, and when to try again. */
export function serviceUnavailable(): AppError {
  return new AppError(
    ErrorCode.serviceUnavailable,
    'The service is briefly unavailable. Please try again in a moment.',
    { headers: { 'retry-after': '5' } },
  );
}
