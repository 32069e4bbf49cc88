/**
 * Dates as banks write them in statements. UK banks write the day first, so 03/04/2026 is always
 * 3 April: guessing the order from the values would read the same file differently month to month.
 */

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** "nov", "november" and "sept" → month number; anything else is not a month. */
const MONTHS = new Map<string, number>([
  ...MONTH_NAMES.flatMap((name, i): [string, number][] => [
    [name, i + 1],
    [name.slice(0, 3), i + 1],
  ]),
  ['sept', 9],
]);

// A time after the date is ignored: rent is matched by day, and Revolut's UTC times would otherwise
// need a time-zone guess that cannot move a payment out of a 30-day matching window anyway.
const TIME = String.raw`(?:[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|UTC|GMT|[+-]\d{2}:?\d{2})?)?`;
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})${TIME}$`);
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[/-](\d{1,2})[/-](\d{1,2})${TIME}$`);
const MONTH_NAME = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]{3,9})\.?,?[ -](\d{4}|\d{2})${TIME}$`,
);
const OFX_DATE = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?\s*(?:\[[^\]]*\])?$/;

/** "01/11/2026", "1-11-26", "2026-11-01 12:00:00", "01 Nov 2026", "1-Nov-2026" → "2026-11-01"; null when not a date. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim();
  let match = DAY_FIRST.exec(value);
  if (match) return isoDay(fullYear(match[3]!), Number(match[2]), Number(match[1]));
  match = YEAR_FIRST.exec(value);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = MONTH_NAME.exec(value);
  if (match) {
    const month = MONTHS.get(match[2]!.toLowerCase());
    return month ? isoDay(fullYear(match[3]!), month, Number(match[1])) : null;
  }
  return null;
}

/** OFX DTPOSTED "20261101", "20261101120000", "20261101120000.000[0:GMT]" → "2026-11-01". */
export function parseOfxDate(text: string): string | null {
  // The bank's own calendar day is kept: shifting by the [offset] would move a payment to another day.
  const match = OFX_DATE.exec(text.trim());
  return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Two-digit years are this century's: statements are about recent rent. */
function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** YYYY-MM-DD, or null when the day does not exist (31/02, 32/13). */
function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
