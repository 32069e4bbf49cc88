import { ErrorCode } from '@shared/errors';
import type { ImportResult } from '@shared/payments';
import { isApiError } from '@client/app/api-client';

/** The server's words when no file is sent; the dialog says the same before uploading. */
export const NO_STATEMENT_FILE = 'Choose a bank statement file (CSV or OFX) to upload.';

/** What the file input accepts: Revolut Business and most banks export CSV; others OFX or QFX. */
export const STATEMENT_ACCEPT = '.csv,.ofx,.qfx,text/csv';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What an import did, in one sentence per outcome, e.g. '1 payment matched and marked paid. 2 lines
 * need your review. 0 already imported. 1 not rent (money out) skipped.' Zeros are kept so the
 * landlord sees that a re-import found nothing new.
 */
export function importSummary(result: ImportResult): string {
  return [
    `${count(result.matched, 'payment', 'payments')} matched and marked paid.`,
    `${count(result.review, 'line needs', 'lines need')} your review.`,
    `${result.duplicates} already imported.`,
    `${result.skipped} not rent (money out) skipped.`,
  ].join(' ');
}

/** A statement whose columns the server could not tell apart: its header and first rows. */
export interface MappingRequest {
  columns: string[];
  sample: string[][];
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The header and sample rows sent with a 400 mapping_required; null for any other error. */
export function mappingRequest(error: unknown): MappingRequest | null {
  if (!isApiError(error) || error.code !== ErrorCode.mappingRequired) return null;
  const { columns, sample } = error.body;
  if (!isStringArray(columns)) return null;
  const rows = Array.isArray(sample) ? sample.filter(isStringArray) : [];
  return { columns, sample: rows };
}

/** The column-mapping step's choices, by column name ('' = not chosen). Names match the server's fields. */
export interface ColumnMapping {
  dateColumn: string;
  descriptionColumn: string;
  amountColumn: string;
  paidInColumn: string;
  paidOutColumn: string;
}
export type ColumnMappingField = keyof ColumnMapping;
export const COLUMN_MAPPING_FIELDS = [
  'dateColumn',
  'descriptionColumn',
  'amountColumn',
  'paidInColumn',
  'paidOutColumn',
] as const satisfies readonly ColumnMappingField[];

export const emptyColumnMapping = (): ColumnMapping => ({
  dateColumn: '',
  descriptionColumn: '',
  amountColumn: '',
  paidInColumn: '',
  paidOutColumn: '',
});

export const COLUMN_MESSAGES = {
  date: 'Choose the date column',
  // The server's own words for these two.
  description: 'Choose the description column',
  amount: 'Choose the amount or paid-in column',
  amountAndInOut: 'Choose either an amount column or paid in and out columns, not both',
  reused: 'This column is already chosen above',
} as const;

/**
 * Checks the landlord's choices before the file is sent again: a date, a description and either a
 * signed amount column or a paid-in column (paid-out is optional). A signed amount and paid in/out
 * columns are refused together, since the two would disagree about which way money moved, and one
 * column cannot serve two purposes. Returns a message per field; empty when the mapping is fine.
 */
export function validateColumnMapping(mapping: ColumnMapping): Partial<Record<ColumnMappingField, string>> {
  const errors: Partial<Record<ColumnMappingField, string>> = {};
  if (!mapping.dateColumn) errors.dateColumn = COLUMN_MESSAGES.date;
  if (!mapping.descriptionColumn) errors.descriptionColumn = COLUMN_MESSAGES.description;
  if (!mapping.amountColumn && !mapping.paidInColumn) {
    errors.amountColumn = COLUMN_MESSAGES.amount;
  } else if (mapping.amountColumn && (mapping.paidInColumn || mapping.paidOutColumn)) {
    errors.amountColumn = COLUMN_MESSAGES.amountAndInOut;
  }
  if (mapping.paidOutColumn && !mapping.paidInColumn && !mapping.amountColumn) {
    errors.paidInColumn = COLUMN_MESSAGES.amount;
  }
  const seen = new Set<string>();
  for (const field of COLUMN_MAPPING_FIELDS) {
    const column = mapping[field];
    if (!column) continue;
    if (seen.has(column)) errors[field] ??= COLUMN_MESSAGES.reused;
    seen.add(column);
  }
  return errors;
}

/** The chosen columns as multipart fields; unchosen ones are left out. */
export function columnMappingFields(mapping: ColumnMapping): Partial<Record<ColumnMappingField, string>> {
  const fields: Partial<Record<ColumnMappingField, string>> = {};
  for (const field of COLUMN_MAPPING_FIELDS) {
    if (mapping[field]) fields[field] = mapping[field];
  }
  return fields;
}

/**
 * The columns a Select can offer: the server matches by name, so a column without a name cannot be
 * chosen, and a repeated name means its first column.
 */
export const choosableColumns = (columns: readonly string[]): string[] =>
  [...new Set(columns)].filter((c) => c.trim() !== '');
