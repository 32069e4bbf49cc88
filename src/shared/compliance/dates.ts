import { addDays, addMonths, dayNumber } from '../dates';

/**
 * WALES.md's date arithmetic, on YYYY-MM-DD strings (Europe/London calendar days).
 *
 * "Within N days starting with day X" counts X as day 1: the last compliant day is X + N − 1.
 */
export const lastDayStartingWith = (day: string, days: number): string => addDays(day, days - 1);

/**
 * "N months (or years) beginning with X" ends the day before the corresponding date N months on.
 * Where that month has no corresponding day (29 February, 31st), the period ends on the month's
 * last day (the corresponding-date rule), so 5 years beginning with 2024-02-29 ends 2029-02-28.
 */
export function periodEnd(start: string, months: number): string {
  const corresponding = addMonths(start, months);
  const sameDay = corresponding.slice(8) === start.slice(8);
  return sameDay ? addDays(corresponding, -1) : corresponding;
}

export const yearsBeginningWith = (start: string, years: number): string => periodEnd(start, years * 12);

/**
 * The first day after "N months starting with X": when a bar of that length lifts (s.175, Sch 9A
 * para 2). Usually the corresponding date, but the day after a month-end period: 1 March, not
 * 28 February, after six months starting with 31 August.
 */
export const firstDayAfter = (start: string, months: number): string => addDays(periodEnd(start, months), 1);

/** The earlier of two dates, ignoring a missing one. */
export function earlier(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a < b ? a : b;
}

export function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export { addDays, addMonths };
