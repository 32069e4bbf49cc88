import { parse } from 'csv-parse/sync';
import { mappedColumns, recogniseColumns, type StatementColumns } from './csv-columns';
import type { ColumnMapping, ParsedLine, ParseResult } from './parse-statement';
import { parseStatementAmount } from './statement-amounts';
import { parseStatementDate } from './statement-dates';
import { StatementError } from './statement-error';

const NOT_A_STATEMENT = 'This file is not a bank statement we can read (CSV or OFX).';
/** Banks put the account name, balance and dates above the header; Nationwide uses four such lines. */
const HEADER_SEARCH_ROWS = 15;
const SAMPLE_ROWS = 5;

interface Row {
  cells: string[];
  /** 1-based line in the file, for messages the landlord can find in a text editor. */
  line: number;
}

/** A CSV statement: our known bank layouts, the landlord's column mapping, or a request for one. */
export function parseCsv(text: string, mapping?: ColumnMapping): ParseResult {
  const rows = readRows(text);
  const layout = findLayout(rows);
  const dataRows = rows.slice(layout.dataStart);
  if (mapping) {
    const columns = mappedColumns(layout.columns, mapping);
    return { kind: 'parsed', format: 'csv', lines: toLines(dataRows, columns, layout.columns.length) };
  }
  if (!layout.recognised) {
    const sample = dataRows
      .slice(0, SAMPLE_ROWS)
      .map((row) => layout.columns.map((_, i) => row.cells[i] ?? ''));
    return { kind: 'needs_mapping', columns: layout.columns, sample };
  }
  const format = layout.recognised.isRevolut ? 'revolut' : 'csv';
  return { kind: 'parsed', format, lines: toLines(dataRows, layout.recognised, layout.columns.length) };
}

function readRows(text: string): Row[] {
  // One line ending makes csv-parse's line numbers exact; Mac-style \r files occur in old exports.
  const normalised = text.replace(/\r\n?/g, '\n');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(normalised, {
      delimiter: sniffDelimiter(normalised),
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records; // csv-parse's types do not follow the `info` option.
  } catch {
    throw new StatementError(NOT_A_STATEMENT);
  }
  return records
    .filter(({ record }) => record.some((cell) => cell !== ''))
    .map(({ record, info }) => ({
      cells: record,
      // info.lines is where the record ends; a quoted description may span lines.
      line: info.lines - record.join('').split('\n').length + 1,
    }));
}

/**
 * Comma, semicolon or tab: the one that splits the opening lines into the same number of cells most
 * often (preamble lines differ), and on a tie the one giving more cells, since "950,00" in a semicolon
 * file has one comma but the row has more semicolons.
 */
function sniffDelimiter(text: string): string {
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, HEADER_SEARCH_ROWS);
  let best = { delimiter: ',', rows: 0, cells: 0 };
  for (const delimiter of [',', ';', '\t']) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter)).filter((n) => n > 0);
    const cells = mode(counts);
    const rows = counts.filter((n) => n === cells).length;
    if (rows > best.rows || (rows === best.rows && cells > best.cells)) best = { delimiter, rows, cells };
  }
  return best.delimiter;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/** The most frequent value; the larger on a tie; 0 for none. */
function mode(values: number[]): number {
  const tally = new Map<number, number>();
  for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [value, count] of tally) {
    if (count > bestCount || (count === bestCount && value > best)) [best, bestCount] = [value, count];
  }
  return best;
}

interface Layout {
  /** Column names as shown to the landlord for mapping; "Column 1".. when the file has no header. */
  columns: string[];
  dataStart: number;
  recognised: StatementColumns | null;
}

function findLayout(rows: Row[]): Layout {
  const opening = rows.slice(0, HEADER_SEARCH_ROWS);
  for (const [index, row] of opening.entries()) {
    const recognised = recogniseColumns(row.cells);
    if (recognised) return { columns: columnNames(row.cells), dataStart: index + 1, recognised };
  }
  // Unknown layout: the table is the rows of the most common width; preamble lines are narrower.
  const width = mode(rows.slice(0, 50).map((row) => row.cells.length));
  if (width < 2) throw new StatementError(NOT_A_STATEMENT);
  const first = opening.findIndex((row) => row.cells.length === width);
  const start = first < 0 ? 0 : first;
  // No header at all (HSBC): the first row already holds a date.
  const isData = rows[start]!.cells.some((cell) => parseStatementDate(cell) !== null);
  if (isData) {
    const columns = Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
    return { columns, dataStart: start, recognised: null };
  }
  return { columns: columnNames(rows[start]!.cells), dataStart: start + 1, recognised: null };
}

/** Names the landlord can choose between: blanks get a number, repeats a suffix, so each is unique. */
function columnNames(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((cell, i) => {
    const name = cell.trim() || `Column ${i + 1}`;
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    return times === 1 ? name : `${name} (${times})`;
  });
}

function toLines(rows: Row[], columns: StatementColumns, width: number): ParsedLine[] {
  const lines: ParsedLine[] = [];
  for (const { cells, line } of rows) {
    const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());
    // Pending, declined and reverted Revolut rows are not money that arrived.
    if (columns.state !== undefined && cell(columns.state).toUpperCase() !== 'COMPLETED') continue;
    const dateText = cell(columns.date) || cell(columns.fallbackDate);
    const amountCells = [columns.amount, columns.paidIn, columns.paidOut].map(cell);
    if (dateText === '' && amountCells.every((text) => text === '')) continue;
    const date = parseStatementDate(dateText);
    if (date === null) {
      // A short row without a date is a note under the table ("Closing balance"), not a transaction.
      if (cells.length < width) continue;
      throw new StatementError(
        dateText === ''
          ? `Line ${line}: the date is missing.`
          : `Line ${line}: the date "${dateText}" is not a date we can read.`,
      );
    }
    lines.push({
      date,
      description: describe(columns.description.map(cell)),
      amount: readAmount(columns, cell, line),
      ...(cell(columns.externalId) ? { externalId: cell(columns.externalId) } : {}),
    });
  }
  return lines;
}

function readAmount(columns: StatementColumns, cell: (index?: number) => string, line: number): number {
  const read = (index: number | undefined) => {
    const text = cell(index);
    const pence = parseStatementAmount(text);
    if (pence === null)
      throw new StatementError(`Line ${line}: the amount "${text}" is not an amount we can read.`);
    return pence;
  };
  if (columns.amount !== undefined) return read(columns.amount);
  // Some banks sign the paid-out column and some do not: the column already says the direction.
  return Math.abs(read(columns.paidIn)) - Math.abs(read(columns.paidOut));
}

/** Payer, description and reference in one text; Revolut often repeats the same words in two columns. */
function describe(parts: string[]): string {
  const unique = [...new Set(parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  return unique.join(' ');
}
