import { describe, expect, it } from 'vitest';
import {
  fingerprintLines,
  matchLines,
  MATCH_WINDOW,
  normaliseReference,
  type OpenPayment,
} from './match-lines';
import { parseStatement, type ParsedLine } from './parse-statement';

const rhiannonNov: OpenPayment = {
  id: 11,
  tenantId: 1,
  tenantName: 'Rhiannon Davies',
  amount: 95000,
  dueDate: '2026-11-01',
  paymentReference: 'R7K3F9QX',
};
const rhiannonDec: OpenPayment = { ...rhiannonNov, id: 12, dueDate: '2026-12-01' };
const gareth: OpenPayment = {
  id: 21,
  tenantId: 2,
  tenantName: 'Gareth Jones',
  amount: 87500,
  dueDate: '2026-11-03',
  paymentReference: 'P4M8XQ2Z',
};

const credit = (date: string, amount: number, description: string): ParsedLine => ({
  date,
  amount,
  description,
});

describe('normaliseReference', () => {
  it('keeps upper-case letters and digits only', () => {
    expect(normaliseReference(' r7k3-f9qx / Rent ')).toBe('R7K3F9QXRENT');
  });
});

describe('matchLines', () => {
  it('matches a credit with the reference, the exact amount and a date near the due date', () => {
    expect(matchLines([credit('2026-11-01', 95000, 'R DAVIES R7K3F9QX BGC')], [gareth, rhiannonNov])).toEqual(
      [{ kind: 'matched', paymentId: 11 }],
    );
  });

  it('finds the reference however the tenant typed it', () => {
    const lines = [
      credit('2026-11-02', 95000, 'rent r7k3 f9qx'),
      credit('2026-11-03', 87500, 'G JONES p4m8-xq2z'),
    ];
    expect(matchLines(lines, [rhiannonNov, gareth])).toEqual([
      { kind: 'matched', paymentId: 11 },
      { kind: 'matched', paymentId: 21 },
    ]);
  });

  it('matches on the edges of the window and not a day beyond them', () => {
    const early = `2026-10-${32 - MATCH_WINDOW.daysBefore}`; // 10 days before 1 Nov
    expect(early).toBe('2026-10-22');
    const ref = 'R7K3F9QX';
    expect(matchLines([credit('2026-10-22', 95000, ref)], [rhiannonNov])).toEqual([
      { kind: 'matched', paymentId: 11 },
    ]);
    expect(matchLines([credit('2026-11-21', 95000, ref)], [rhiannonNov])).toEqual([
      { kind: 'matched', paymentId: 11 },
    ]);
    expect(matchLines([credit('2026-10-21', 95000, ref)], [rhiannonNov])).toEqual([
      { kind: 'review', suggestions: [11] },
    ]);
    expect(matchLines([credit('2026-11-22', 95000, ref)], [rhiannonNov])).toEqual([
      { kind: 'review', suggestions: [11] },
    ]);
  });

  it('takes the earliest due date when several payments fit, each payment once', () => {
    // Paid on 21 Nov: the last day of November's window and the first of December's.
    const lines = [credit('2026-11-21', 95000, 'R7K3F9QX'), credit('2026-11-21', 95000, 'R7K3F9QX')];
    expect(matchLines(lines, [rhiannonDec, rhiannonNov])).toEqual([
      { kind: 'matched', paymentId: 11 },
      { kind: 'matched', paymentId: 12 },
    ]);
  });

  it('sends a wrong amount with the right reference to review, suggesting that payment first', () => {
    expect(matchLines([credit('2026-11-01', 96000, 'R7K3F9QX')], [gareth, rhiannonNov])).toEqual([
      { kind: 'review', suggestions: [11] },
    ]);
  });

  it('sends a part payment to review suggesting the payment it may belong to', () => {
    const decisions = matchLines(
      [credit('2026-11-02', 50000, 'R DAVIES')],
      [rhiannonNov, gareth, rhiannonDec],
    );
    // No reference, no equal amount: nearest due date first; all are at least the line's amount.
    expect(decisions).toEqual([{ kind: 'review', suggestions: [11, 21, 12] }]);
  });

  it('ranks suggestions by reference, then equal amount, then nearest due date, at most five', () => {
    const many: OpenPayment[] = Array.from({ length: 8 }, (_, i) => ({
      ...gareth,
      id: 100 + i,
      tenantId: 100 + i,
      amount: 90000,
      dueDate: `2026-11-${String(1 + i * 3).padStart(2, '0')}`,
      paymentReference: `ZZZZZZ${i}${i}`,
    }));
    const small: OpenPayment = { ...gareth, id: 200, amount: 10000, dueDate: '2026-11-10' };
    const sameAmount: OpenPayment = { ...gareth, id: 300, amount: 87500, dueDate: '2026-12-25' };
    const sameRef: OpenPayment = {
      ...gareth,
      id: 400,
      amount: 10000,
      dueDate: '2027-03-01',
      paymentReference: 'Q9Q9Q9Q9',
    };
    const decisions = matchLines(
      [credit('2026-11-10', 87500, 'FROM Q9Q9 Q9Q9')],
      [...many, small, sameAmount, sameRef],
    );
    // 200 is smaller than the line and has another reference: never suggested.
    expect(decisions).toEqual([{ kind: 'review', suggestions: [400, 300, 103, 102, 104] }]);
  });

  it('skips debits and zero lines', () => {
    const lines = [credit('2026-11-01', -95000, 'R7K3F9QX'), credit('2026-11-01', 0, 'R7K3F9QX')];
    expect(matchLines(lines, [rhiannonNov])).toEqual([{ kind: 'skipped' }, { kind: 'skipped' }]);
  });

  it('matches one of two identical lines and sends the other to review, without offering the settled payment', () => {
    const line = credit('2026-11-01', 95000, 'R7K3F9QX');
    expect(matchLines([line, { ...line }], [rhiannonNov])).toEqual([
      { kind: 'matched', paymentId: 11 },
      { kind: 'review', suggestions: [] },
    ]);
  });

  it('ignores a reference too short to be told apart from ordinary words', () => {
    const shortRef: OpenPayment = { ...rhiannonNov, paymentReference: 'AB' };
    expect(matchLines([credit('2026-11-01', 95000, 'TAB RENT')], [shortRef])).toEqual([
      { kind: 'review', suggestions: [11] },
    ]);
  });

  it('matches the lines of a parsed statement end to end', () => {
    const parsed = parseStatement(
      Buffer.from(
        'Date,Description,Amount\n01/11/2026,R DAVIES R7K3F9QX,950.00\n02/11/2026,TESCO,-12.00\n04/11/2026,G JONES RENT,875.00\n',
      ),
      'hsbc.csv',
    );
    if (parsed.kind !== 'parsed') throw new Error('expected parsed lines');
    expect(matchLines(parsed.lines, [rhiannonNov, gareth])).toEqual([
      { kind: 'matched', paymentId: 11 },
      { kind: 'skipped' },
      // Rhiannon's payment is settled by the first line, so only Gareth's is offered.
      { kind: 'review', suggestions: [21] },
    ]);
  });
});

describe('fingerprintLines', () => {
  const file = Buffer.from(
    [
      'Date,Description,Amount',
      '01/11/2026,R DAVIES R7K3F9QX,950.00',
      '01/11/2026,R DAVIES R7K3F9QX,950.00',
      '02/11/2026,TESCO,-12.00',
    ].join('\n'),
  );
  const linesOf = () => {
    const parsed = parseStatement(file, 'x.csv');
    if (parsed.kind !== 'parsed') throw new Error('expected parsed lines');
    return parsed.lines;
  };

  it('gives the same fingerprints when the same statement is parsed twice', () => {
    const first = fingerprintLines(linesOf());
    expect(first).toHaveLength(3);
    expect(first.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(fingerprintLines(linesOf())).toEqual(first);
  });

  it('keeps two identical lines in one file as two fingerprints', () => {
    const [a, b, c] = fingerprintLines(linesOf());
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('recognises the same line in a longer statement, whatever its spacing or case', () => {
    const [single] = fingerprintLines([credit('2026-11-01', 95000, 'r davies r7k3-f9qx')]);
    expect(fingerprintLines(linesOf())[0]).toBe(single);
  });

  it('uses the bank id when there is one, so a changed description is still the same line', () => {
    const line = { ...credit('2026-11-01', 95000, 'R7K3F9QX'), externalId: 'FIT-1' };
    const [a] = fingerprintLines([line]);
    const [b] = fingerprintLines([{ ...line, description: 'RENT R7K3F9QX' }]);
    const [other] = fingerprintLines([{ ...line, externalId: 'FIT-2' }]);
    expect(a).toBe(b);
    expect(a).not.toBe(other);
  });
});
