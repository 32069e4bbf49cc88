import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { csv, errorOf, fixture, linesOf } from './statement-test-helpers';

describe('parseStatement: bank CSV layouts', () => {
  it('reads a Revolut Business export: completed rows only, completed date, description + reference + payer', () => {
    const result = parseStatement(fixture('revolut-business.csv'), 'revolut-business.csv');
    expect(result).toMatchObject({ kind: 'parsed', format: 'revolut' });
    expect(linesOf(result)).toEqual([
      {
        date: '2026-11-01',
        description: 'Money added from RHIANNON DAVIES R7K3F9QX RHIANNON DAVIES',
        amount: 95000,
        externalId: '6543a1b2-7c1d-a9e8-b3f4-0e2d9c8b7a61',
      },
      {
        date: '2026-11-03',
        description: 'B&Q Cardiff',
        amount: -4250,
        externalId: '6543a1b2-7c1d-a9e8-b3f4-0e2d9c8b7a63',
      },
      {
        date: '2026-11-05',
        description: 'Money added from GARETH JONES Rent, flat 2 - p4m8-xq2z GARETH JONES',
        amount: 87500,
        externalId: '6543a1b2-7c1d-a9e8-b3f4-0e2d9c8b7a64',
      },
    ]);
  });

  it('reads a Revolut personal export and skips reverted rows', () => {
    const result = parseStatement(
      csv(
        'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance',
        'TRANSFER,Current,2026-11-01 08:12:03,2026-11-01 08:12:05,From RHIANNON DAVIES,950.00,0.00,GBP,COMPLETED,1950.00',
        'CARD_PAYMENT,Current,2026-11-02 10:00:00,,Tesco,-10.00,0.00,GBP,REVERTED,',
      ),
      'account-statement.csv',
    );
    expect(result).toEqual({
      kind: 'parsed',
      format: 'revolut',
      lines: [{ date: '2026-11-01', description: 'From RHIANNON DAVIES', amount: 95000 }],
    });
  });

  it('reads Barclays (signed Amount, reference in Memo, CRLF)', () => {
    const result = parseStatement(fixture('barclays.csv'), 'data.csv');
    expect(result).toMatchObject({ kind: 'parsed', format: 'csv' });
    expect(linesOf(result)).toEqual([
      { date: '2026-11-01', description: 'R DAVIES R7K3F9QX BGC', amount: 95000 },
      { date: '2026-11-03', description: 'B&Q 1234 CARDIFF ON 02 NOV BCC', amount: -4250 },
      { date: '2026-11-05', description: 'G JONES RENT P4M8XQ2Z FT', amount: 87500 },
    ]);
  });

  it('reads Lloyds/Halifax debit and credit columns', () => {
    const lines = linesOf(
      parseStatement(
        csv(
          'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance',
          "01/11/2026,FPI,'30-96-34,12345678,R DAVIES R7K3F9QX,,950.00,1950.00",
          "02/11/2026,DEB,'30-96-34,12345678,BRITISH GAS,65.20,,1884.80",
        ),
        'lloyds.csv',
      ),
    );
    expect(lines).toEqual([
      { date: '2026-11-01', description: 'R DAVIES R7K3F9QX', amount: 95000 },
      { date: '2026-11-02', description: 'BRITISH GAS', amount: -6520 },
    ]);
  });

  it('reads NatWest (Value column, spaces after commas)', () => {
    const lines = linesOf(
      parseStatement(
        csv(
          'Date, Type, Description, Value, Balance, Account Name, Account Number',
          "01 Nov 2026, BAC, \"'R DAVIES , R7K3F9QX , FP 01/11/26 1032\", 950.00, 1950.00, 'LETTINGS, '560036-12345678",
        ),
        'natwest.csv',
      ),
    );
    expect(lines).toEqual([
      { date: '2026-11-01', description: "'R DAVIES , R7K3F9QX , FP 01/11/26 1032", amount: 95000 },
    ]);
  });

  it('reads Nationwide: preamble lines, £ amounts, Windows-1252 pound signs', () => {
    const text = [
      '"Account Name:","FlexDirect ****12345"',
      '"Account Balance:","£2,184.56"',
      '"Available Balance: ","£2,184.56"',
      '',
      '"Date","Transaction type","Description","Paid out","Paid in","Balance"',
      '"01 Nov 2026","Transfer from","R DAVIES R7K3F9QX","","£950.00","£2,184.56"',
      '"02 Nov 2026","Direct debit","CARDIFF COUNCIL","£1,234.50","","£950.06"',
    ].join('\r\n');
    const expected = [
      { date: '2026-11-01', description: 'R DAVIES R7K3F9QX', amount: 95000 },
      { date: '2026-11-02', description: 'CARDIFF COUNCIL', amount: -123450 },
    ];
    expect(linesOf(parseStatement(Buffer.from(text, 'utf8'), 'Statement.csv'))).toEqual(expected);
    expect(linesOf(parseStatement(Buffer.from(text, 'latin1'), 'Statement.csv'))).toEqual(expected);
  });

  it('reads Monzo: Transaction ID as the external id, name and description joined', () => {
    const lines = linesOf(
      parseStatement(
        csv(
          'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In',
          'tx_0000AbCdEf123,01/11/2026,09:14:02,Faster payment,Rhiannon Davies,,Income,950.00,GBP,950.00,GBP,,,,R7K3F9QX,,,950.00',
        ),
        'MonzoDataExport.csv',
      ),
    );
    expect(lines).toEqual([
      {
        date: '2026-11-01',
        description: 'Rhiannon Davies R7K3F9QX',
        amount: 95000,
        externalId: 'tx_0000AbCdEf123',
      },
    ]);
  });

  it('reads Starling (Amount (GBP), counter party and reference)', () => {
    const lines = linesOf(
      parseStatement(
        csv(
          'Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes',
          '01/11/2026,Rhiannon Davies,R7K3F9QX,FASTER PAYMENT,950.00,1950.00,INCOME,',
          '02/11/2026,Screwfix,SCREWFIX CARDIFF,CARD,-18.99,1931.01,HOME,',
        ),
        'StarlingStatement.csv',
      ),
    );
    expect(lines).toEqual([
      { date: '2026-11-01', description: 'Rhiannon Davies R7K3F9QX', amount: 95000 },
      { date: '2026-11-02', description: 'Screwfix SCREWFIX CARDIFF', amount: -1899 },
    ]);
  });

  it('strips a UTF-8 byte-order mark so the first header is still "Date"', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const body = csv('Date,Description,Amount', '01/11/2026,R7K3F9QX,950.00');
    expect(linesOf(parseStatement(Buffer.concat([bom, body]), 'hsbc.csv'))).toEqual([
      { date: '2026-11-01', description: 'R7K3F9QX', amount: 95000 },
    ]);
  });

  it('sniffs a semicolon delimiter, with decimal commas', () => {
    const lines = linesOf(
      parseStatement(
        csv('Date;Description;Money in;Money out;Balance', '01/11/2026;R DAVIES R7K3F9QX;950,00;;1.950,00'),
        'export.csv',
      ),
    );
    expect(lines).toEqual([{ date: '2026-11-01', description: 'R DAVIES R7K3F9QX', amount: 95000 }]);
  });

  it("prefers Revolut's Europe/London dates to its UTC ones when the export has both", () => {
    const lines = linesOf(
      parseStatement(
        csv(
          'Date started (UTC),Date completed (UTC),Date started (Europe/London),Date completed (Europe/London),ID,Type,State,Description,Reference,Payer,Amount,Balance',
          '2026-10-31 23:30:00,2026-10-31 23:30:05,2026-11-01 00:30:00,2026-11-01 00:30:05,a1,TRANSFER,COMPLETED,Money added from R DAVIES,R7K3F9QX,R DAVIES,950.00,950.00',
        ),
        'revolut.csv',
      ),
    );
    expect(lines).toEqual([
      {
        date: '2026-11-01',
        description: 'Money added from R DAVIES R7K3F9QX R DAVIES',
        amount: 95000,
        externalId: 'a1',
      },
    ]);
  });

  it('reads UTF-16 files and ignores a short note row under the table', () => {
    const text =
      '\ufeffDate,Description,Money in,Money out,Balance\n01/11/2026,R7K3F9QX,950.00,,950.00\nClosing balance,950.00\n';
    expect(linesOf(parseStatement(Buffer.from(text, 'utf16le'), 'santander.csv'))).toEqual([
      { date: '2026-11-01', description: 'R7K3F9QX', amount: 95000 },
    ]);
  });

  it('reads tab-separated files', () => {
    const lines = linesOf(
      parseStatement(csv('Date\tDescription\tAmount', '01/11/2026\tR7K3F9QX\t950.00'), 'x.txt'),
    );
    expect(lines).toEqual([{ date: '2026-11-01', description: 'R7K3F9QX', amount: 95000 }]);
  });
});

describe('parseStatement: layouts we do not know', () => {
  const unknown = csv(
    'When,Who,In/Out,Running total',
    '01/11/2026,R DAVIES R7K3F9QX,950.00,1950.00',
    '02/11/2026,SHOP,-5.00,1945.00',
  );

  it('asks for a column mapping, then reads the file with it', () => {
    expect(parseStatement(unknown, 'odd.csv')).toEqual({
      kind: 'needs_mapping',
      columns: ['When', 'Who', 'In/Out', 'Running total'],
      sample: [
        ['01/11/2026', 'R DAVIES R7K3F9QX', '950.00', '1950.00'],
        ['02/11/2026', 'SHOP', '-5.00', '1945.00'],
      ],
    });
    const mapped = parseStatement(unknown, 'odd.csv', { date: 'When', description: 'Who', amount: 'In/Out' });
    expect(mapped).toEqual({
      kind: 'parsed',
      format: 'csv',
      lines: [
        { date: '2026-11-01', description: 'R DAVIES R7K3F9QX', amount: 95000 },
        { date: '2026-11-02', description: 'SHOP', amount: -500 },
      ],
    });
  });

  it('names the columns "Column 1".. when the first row is data (HSBC has no header)', () => {
    const hsbc = csv('01/11/2026,R DAVIES R7K3F9QX,950.00', '02/11/2026,TESCO STORES,-12.40');
    const result = parseStatement(hsbc, 'TransactionHistory.csv');
    expect(result).toMatchObject({ kind: 'needs_mapping', columns: ['Column 1', 'Column 2', 'Column 3'] });
    expect(result.kind === 'needs_mapping' && result.sample).toHaveLength(2);
    const mapped = parseStatement(hsbc, 'TransactionHistory.csv', {
      date: 'Column 1',
      description: 'Column 2',
      amount: 'Column 3',
    });
    expect(linesOf(mapped)).toEqual([
      { date: '2026-11-01', description: 'R DAVIES R7K3F9QX', amount: 95000 },
      { date: '2026-11-02', description: 'TESCO STORES', amount: -1240 },
    ]);
  });

  it('reads paid-in and paid-out columns from a mapping and limits the sample to 5 rows', () => {
    const rows = Array.from(
      { length: 7 },
      (_, i) => `0${i + 1}/11/2026,ROW ${i + 1},${i === 0 ? '' : '1.00'},2.00`,
    );
    const file = csv('Day,Text,Out,In', ...rows);
    const needs = parseStatement(file, 'x.csv');
    expect(needs.kind === 'needs_mapping' && needs.sample).toHaveLength(5);
    const lines = linesOf(
      parseStatement(file, 'x.csv', { date: 'Day', description: 'Text', paidIn: 'In', paidOut: 'Out' }),
    );
    expect(lines.map((line) => line.amount)).toEqual([200, 100, 100, 100, 100, 100, 100]);
  });

  it('refuses a mapping naming a column the file does not have', () => {
    expect(
      errorOf(() =>
        parseStatement(unknown, 'odd.csv', { date: 'Date', description: 'Who', amount: 'In/Out' }),
      ).message,
    ).toBe('This file has no column called "Date".');
  });
});
