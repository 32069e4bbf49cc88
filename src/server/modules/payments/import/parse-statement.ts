import { parseCsv } from './parse-csv';
import { countOfxTransactions, looksLikeOfx, parseOfx } from './parse-ofx';
import { StatementError } from './statement-error';

export { StatementError } from './statement-error';

/** One statement line. Amount in pence: money in positive, money out negative. */
export interface ParsedLine {
  date: string;
  description: string;
  amount: number;
  /** OFX FITID, or the bank's own transaction id (Revolut, Monzo): stable across exports. */
  externalId?: string;
}

/** The landlord's choice of columns for a layout we do not know, by the names in `columns`. */
export interface ColumnMapping {
  date: string;
  description: string;
  amount?: string;
  paidIn?: string;
  paidOut?: string;
}

export type ParseResult =
  | { kind: 'parsed'; format: 'revolut' | 'csv' | 'ofx'; lines: ParsedLine[] }
  | { kind: 'needs_mapping'; columns: string[]; sample: string[][] };

/** A month's statement is tens of lines and a year's a few thousand; more is not a statement upload. */
export const MAX_STATEMENT_LINES = 10_000;
const NOT_A_STATEMENT = 'This file is not a bank statement we can read (CSV or OFX).';

/**
 * Reads a bank statement upload. The format is told by the content, not the file name: banks name
 * OFX files .qfx, .ofx or .txt and CSV files .csv or .txt. The name only improves the message for
 * files that are plainly something else.
 */
export function parseStatement(content: Buffer, filename: string, mapping?: ColumnMapping): ParseResult {
  refuseOtherFiles(content, filename);
  const text = decode(content);
  if (text.trim() === '') throw new StatementError('This file is empty.');

  if (looksLikeOfx(text)) {
    // OFX puts every field on a line of its own, so its limit counts transactions, not lines.
    if (countOfxTransactions(text) > MAX_STATEMENT_LINES) throw tooLong();
    return { kind: 'parsed', format: 'ofx', lines: parseOfx(text) };
  }
  if (/^\s*<(!doctype|html|\?xml)/i.test(text)) throw new StatementError(NOT_A_STATEMENT);
  const lineCount = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
  if (lineCount > MAX_STATEMENT_LINES) throw tooLong();
  return parseCsv(text, mapping);
}

const tooLong = () =>
  new StatementError(
    'This statement has more than 10,000 lines. Please download a shorter period, such as one month or one quarter.',
  );

/** PDFs and spreadsheets are what landlords most often try first; tell them what to download instead. */
function refuseOtherFiles(content: Buffer, filename: string): void {
  const starts = (bytes: number[]) => bytes.every((byte, i) => content[i] === byte);
  const isPdf = starts([0x25, 0x50, 0x44, 0x46]); // %PDF
  const isSpreadsheet = starts([0x50, 0x4b, 0x03, 0x04]) || starts([0xd0, 0xcf, 0x11, 0xe0]); // xlsx zip, old xls
  if (isPdf || isSpreadsheet) {
    const kind = isPdf ? 'a PDF' : 'a spreadsheet';
    throw new StatementError(
      `${filename || 'This file'} is ${kind}. Please download your statement from online banking as CSV or OFX instead.`,
    );
  }
  // A NUL byte never occurs in a text statement (UTF-16 files, which have them, are decoded below).
  const isUtf16 = starts([0xff, 0xfe]) || starts([0xfe, 0xff]);
  if (!isUtf16 && content.subarray(0, 8192).includes(0)) throw new StatementError(NOT_A_STATEMENT);
}

/**
 * Text from bytes. Most exports are UTF-8, some with a byte-order mark; Nationwide and older OFX
 * files are Windows-1252, where "£" is the single byte 0xA3 and is not valid UTF-8.
 */
function decode(content: Buffer): string {
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content);
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content);
  try {
    // TextDecoder drops a UTF-8 byte-order mark itself (ignoreBOM defaults to false).
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}
