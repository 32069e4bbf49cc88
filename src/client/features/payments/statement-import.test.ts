import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import { ApiError } from '@client/app/api-client';
import {
  COLUMN_MESSAGES,
  choosableColumns,
  columnMappingFields,
  emptyColumnMapping,
  importSummary,
  mappingRequest,
  validateColumnMapping,
  type ColumnMapping,
} from './statement-import';
import { apiErrorFrom as uploadError } from '@client/app/api-client';

const mapping = (overrides: Partial<ColumnMapping> = {}): ColumnMapping => ({
  ...emptyColumnMapping(),
  dateColumn: 'Posted',
  descriptionColumn: 'Details',
  amountColumn: 'Amount',
  ...overrides,
});

describe('the import summary', () => {
  it('says what happened to every line, keeping zeros', () => {
    expect(importSummary({ matched: 1, review: 2, duplicates: 0, skipped: 1 })).toBe(
      '1 payment matched and marked paid. 2 lines need your review. 0 already imported. 1 not rent (money out) skipped.',
    );
  });

  it('uses the singular and plural for payments and lines', () => {
    expect(importSummary({ matched: 3, review: 1, duplicates: 4, skipped: 0 })).toBe(
      '3 payments matched and marked paid. 1 line needs your review. 4 already imported. 0 not rent (money out) skipped.',
    );
    expect(importSummary({ matched: 0, review: 0, duplicates: 0, skipped: 0 })).toMatch(
      /^0 payments matched and marked paid\. 0 lines need your review\./,
    );
  });
});

describe('a mapping_required answer', () => {
  const answer = {
    message:
      'We could not tell which columns hold the date, the description and the amount. Please choose them.',
    code: 'mapping_required',
    columns: ['Posted', 'Details', 'Money In', 'Money Out'],
    sample: [['06/11/2026', 'REF R7K3F9QX', '10.00', '']],
  };

  it('gives the columns and sample rows from the upload error body', () => {
    expect(mappingRequest(uploadError(400, JSON.stringify(answer)))).toEqual({
      columns: answer.columns,
      sample: answer.sample,
    });
  });

  it('drops sample rows that are not lists of text, and is null without columns', () => {
    const odd = { ...answer, sample: [['a', 'b'], 'not a row', [1, 2]] };
    expect(mappingRequest(uploadError(400, JSON.stringify(odd)))?.sample).toEqual([['a', 'b']]);
    expect(mappingRequest(uploadError(400, JSON.stringify({ ...answer, columns: 'Date' })))).toBeNull();
  });

  it('is null for other errors', () => {
    expect(
      mappingRequest(uploadError(400, JSON.stringify({ ...answer, code: ErrorCode.unreadableStatement }))),
    ).toBeNull();
    expect(mappingRequest(new ApiError(400, ErrorCode.mappingRequired, 'x'))).toBeNull();
    expect(mappingRequest(new Error('x'))).toBeNull();
  });
});

describe('the column mapping', () => {
  it('accepts a date, a description and a signed amount', () => {
    expect(validateColumnMapping(mapping())).toEqual({});
  });

  it('accepts paid in with or without paid out instead of an amount', () => {
    expect(validateColumnMapping(mapping({ amountColumn: '', paidInColumn: 'Money In' }))).toEqual({});
    expect(
      validateColumnMapping(
        mapping({ amountColumn: '', paidInColumn: 'Money In', paidOutColumn: 'Money Out' }),
      ),
    ).toEqual({});
  });

  it('needs the date and the description', () => {
    expect(validateColumnMapping(mapping({ dateColumn: '', descriptionColumn: '' }))).toEqual({
      dateColumn: COLUMN_MESSAGES.date,
      descriptionColumn: 'Choose the description column',
    });
  });

  it('needs an amount or a paid-in column, with the server words', () => {
    expect(validateColumnMapping(mapping({ amountColumn: '' }))).toEqual({
      amountColumn: 'Choose the amount or paid-in column',
    });
    expect(validateColumnMapping(mapping({ amountColumn: '', paidOutColumn: 'Money Out' }))).toEqual({
      amountColumn: 'Choose the amount or paid-in column',
      paidInColumn: 'Choose the amount or paid-in column',
    });
  });

  it('refuses a signed amount together with paid in or out columns', () => {
    expect(validateColumnMapping(mapping({ paidInColumn: 'Money In' })).amountColumn).toBe(
      COLUMN_MESSAGES.amountAndInOut,
    );
    expect(validateColumnMapping(mapping({ paidOutColumn: 'Money Out' })).amountColumn).toBe(
      COLUMN_MESSAGES.amountAndInOut,
    );
  });

  it('refuses one column for two purposes, on the later choice', () => {
    expect(validateColumnMapping(mapping({ descriptionColumn: 'Posted' }))).toEqual({
      descriptionColumn: COLUMN_MESSAGES.reused,
    });
  });

  it('sends only the chosen columns, under the server field names', () => {
    expect(columnMappingFields(mapping({ amountColumn: '', paidInColumn: 'Money In' }))).toEqual({
      dateColumn: 'Posted',
      descriptionColumn: 'Details',
      paidInColumn: 'Money In',
    });
  });

  it('offers each named column once', () => {
    expect(choosableColumns(['Date', '', ' ', 'Amount', 'Date'])).toEqual(['Date', 'Amount']);
  });
});
