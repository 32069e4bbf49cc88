import { INTL_LOCALE, type Locale } from '@shared/i18n/locale';
import { monthLabel } from '@shared/statement';

/**
 * Dates and times as e-mails and texts print them, in the recipient's language (CONTRACT.md §9):
 * '1 November 2026' or '1 Tachwedd 2026'. English reads exactly as it always has.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
    formats.set(key, format);
  }
  return format;
}

/** A YYYY-MM-DD day → '1 November 2026' / '1 Tachwedd 2026' (a calendar day: read in UTC). */
export function formatCalendarDay(date: string, locale: Locale): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) {
    throw new RangeError(`Date must be YYYY-MM-DD (got ${date})`);
  }
  return formatFor(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    parsed,
  );
}

/**
 * 'Friday 3 July 2026' / 'dydd Gwener 3 Gorffennaf 2026' in the given time zone, assembled from
 * parts: ICU versions differ on the comma after the weekday. Welsh writes the weekday's "dydd" in
 * lower case inside a sentence (ICU gives "Dydd Gwener").
 */
export function formatWeekdayDate(at: Date, locale: Locale, timeZone: string): string {
  const parts = formatFor(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = locale === 'cy' ? part('weekday').replace(/^Dydd /, 'dydd ') : part('weekday');
  return `${weekday} ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * 'Friday' / 'dydd Gwener' in the given time zone. Said of when something happens, Welsh mutates
 * the "dydd" ('Byddwn yn ymweld ddydd Gwener'): `adverbial` gives that form.
 */
export function formatWeekday(at: Date, locale: Locale, timeZone: string, adverbial = false): string {
  const weekday = formatFor(locale, { timeZone, weekday: 'long' }).format(at);
  if (locale !== 'cy') return weekday;
  return weekday.replace(/^Dydd /i, adverbial ? 'ddydd ' : 'dydd ');
}

/** '10:30', on the 24-hour clock, in the given time zone (the same in both languages). */
export function formatClock(at: Date, timeZone: string): string {
  const parts = formatFor('en', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

/** '2026-11' → 'November 2026' / 'Tachwedd 2026'. */
export function formatMonth(month: string, locale: Locale): string {
  const label = monthLabel(month); // validates the month, and is the English wording
  if (locale === 'en') return label;
  return formatFor(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
