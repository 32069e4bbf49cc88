import { poundsToPence } from '@shared/money';

// Pounds with thousands commas ("1,234.56") or, from banks that export the continental way,
// thousands dots and a decimal comma ("1.234,56"). A comma followed by one or two final digits can
// only be a decimal comma, so the two never need a guess. Extra decimal zeros ("950.0000") are fine.
const POINT_DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2})0*)?$/;
const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/;

/**
 * A statement amount in pence, or null when the text is not an amount of money. Handles "£1,234.56",
 * "-12.00", "+12.00", "-£12.00", "(12.00)" (accountants' negative), "12.00 DR" / "12.00 CR" and
 * "GBP 12.00". A blank cell is 0: banks leave the paid-in cell empty on a payment out.
 */
export function parseStatementAmount(text: string): number | null {
  let value = text.replace(/\s+/g, '').replace(/\u2212/g, '-');
  if (value === '' || value === '-') return 0;
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    negative = true;
    value = bracketed[1]!;
  }
  const suffix = /^(.*?)(CR|DR)$/i.exec(value);
  if (suffix) {
    negative = negative || suffix[2]!.toUpperCase() === 'DR';
    value = suffix[1]!;
  }
  // The sign may stand before or after the currency: "-£12.00" and "£-12.00" both occur.
  value = value.replace(/^(GBP|£)/i, '').replace(/(GBP|£)$/i, '');
  const sign = /^[+-]/.exec(value);
  if (sign) {
    negative = negative !== (sign[0] === '-');
    value = value.slice(1).replace(/^(GBP|£)/i, '');
  }
  const pence = toPence(value);
  if (pence === null) return null;
  return negative && pence !== 0 ? -pence : pence;
}

function toPence(unsigned: string): number | null {
  const point = POINT_DECIMAL.exec(unsigned);
  if (point && (point[1] !== '' || point[2] !== undefined)) {
    return poundsToPence(`${point[1] || '0'}.${point[2] ?? '0'}`);
  }
  const comma = COMMA_DECIMAL.exec(unsigned);
  if (comma) return poundsToPence(`${comma[1]!.replace(/\./g, '')}.${comma[2]}`);
  return null;
}
