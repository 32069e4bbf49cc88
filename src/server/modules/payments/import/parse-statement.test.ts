import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { csv, errorOf, linesOf } from './statement-test-helpers';

describe('parseStatement: files we refuse', () => {
  it('names the line and the text of a date it cannot read', () => {
    const file = csv(
      'Date,Description,Amount',
      ...Array.from({ length: 5 }, () => '01/11/2026,OK,1.00'),
      '32/13/2026,BAD,1.00',
    );
    expect(errorOf(() => parseStatement(file, 'x.csv')).message).toBe(
      'Line 7: the date "32/13/2026" is not a date we can read.',
    );
  });

  it('names the line of an amount it cannot read', () => {
    const file = csv('Date,Description,Amount', '01/11/2026,OK,1.00', '02/11/2026,BAD,12.3.4');
    expect(errorOf(() => parseStatement(file, 'x.csv')).message).toBe(
      'Line 3: the amount "12.3.4" is not an amount we can read.',
    );
  });

  it('refuses empty files', () => {
    expect(errorOf(() => parseStatement(Buffer.alloc(0), 'x.csv')).message).toBe('This file is empty.');
    expect(errorOf(() => parseStatement(Buffer.from('\n \r\n'), 'x.csv')).message).toBe(
      'This file is empty.',
    );
  });

  it('refuses more than 10,000 lines', () => {
    const rows = Array.from({ length: 10_001 }, () => '01/11/2026,X,1.00');
    expect(errorOf(() => parseStatement(csv('Date,Description,Amount', ...rows), 'x.csv')).message).toMatch(
      /more than 10,000 lines/,
    );
    // The header and 9,999 rows make exactly 10,000 lines: still fine.
    expect(linesOf(parseStatement(csv('Date,Description,Amount', ...rows.slice(2)), 'x.csv'))).toHaveLength(
      9_999,
    );
  });

  it('refuses PDFs and spreadsheets with a hint, and text that is not a table', () => {
    expect(errorOf(() => parseStatement(Buffer.from('%PDF-1.7\n...'), 'nov.pdf')).message).toBe(
      'nov.pdf is a PDF. Please download your statement from online banking as CSV or OFX instead.',
    );
    expect(
      errorOf(() => parseStatement(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'nov.xlsx')).message,
    ).toMatch(/is a spreadsheet/);
    expect(
      errorOf(() => parseStatement(Buffer.from('Dear landlord\nthe rent is late\n'), 'x.txt')).message,
    ).toBe('This file is not a bank statement we can read (CSV or OFX).');
  });
});
