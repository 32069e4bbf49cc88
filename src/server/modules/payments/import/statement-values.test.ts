import { describe, expect, it } from 'vitest';
import { parseStatementAmount } from './statement-amounts';
import { parseOfxDate, parseStatementDate } from './statement-dates';

describe('parseStatementDate', () => {
  it.each([
    ['01/11/2026', '2026-11-01'],
    ['1/11/2026', '2026-11-01'],
    ['03/04/2026', '2026-04-03'], // day first, always
    ['01/11/26', '2026-11-01'],
    ['01-11-2026', '2026-11-01'],
    ['01.11.2026', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2026-11-01 23:59:59', '2026-11-01'],
    ['2026-11-01T08:15:00Z', '2026-11-01'],
    ['01/11/2026 14:05', '2026-11-01'],
    ['01 Nov 2026', '2026-11-01'],
    ['1 Nov 2026', '2026-11-01'],
    ['01-Nov-2026', '2026-11-01'],
    ['1 November 2026', '2026-11-01'],
    ['29 Feb 2028', '2028-02-29'],
    [' 05/12/2026 ', '2026-12-05'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseStatementDate(text)).toBe(iso);
  });

  it.each([
    '32/13/2026',
    '31/02/2026',
    '29 Feb 2027',
    '01 Nox 2026',
    '2026/11',
    '',
    'Date',
    '950.00',
    '01/11/2026 later',
  ])('refuses %j', (text) => {
    expect(parseStatementDate(text)).toBeNull();
  });
});

describe('parseOfxDate', () => {
  it.each([
    ['20261101', '2026-11-01'],
    ['20261101120000', '2026-11-01'],
    ['20261101120000.000', '2026-11-01'],
    ['20261101235959.000[-5:EST]', '2026-11-01'],
    ['20261101000000[0:GMT]', '2026-11-01'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseOfxDate(text)).toBe(iso);
  });

  it.each(['2026110', '20261341', '2026-11-01', ''])('refuses %j', (text) => {
    expect(parseOfxDate(text)).toBeNull();
  });
});

describe('parseStatementAmount', () => {
  it.each([
    ['950.00', 95000],
    ['950', 95000],
    ['1,234.56', 123456],
    ['£1,234.56', 123456],
    ['-12.00', -1200],
    ['+12.00', 1200],
    ['(12.00)', -1200],
    ['-£12.00', -1200],
    ['£-12.00', -1200],
    ['12.00 DR', -1200],
    ['12.00 CR', 1200],
    ['GBP 7.5', 750],
    ['.99', 99],
    ['950.0000', 95000],
    ['1.234,56', 123456],
    ['950,5', 95050],
    ['−3.10', -310], // Unicode minus sign
    ['', 0],
    ['  ', 0],
    ['0.00', 0],
  ])('reads %j as %i pence', (text, pence) => {
    expect(parseStatementAmount(text)).toBe(pence);
  });

  it.each(['abc', '12.345', '1e3', '0x10', '--12', '12-', '£', 'Infinity', '1,23,4.00'])(
    'refuses %j',
    (text) => {
      expect(parseStatementAmount(text)).toBeNull();
    },
  );
});
