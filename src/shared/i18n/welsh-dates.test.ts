import { describe, expect, it } from 'vitest';
import { formatWelshDate } from './welsh-dates';

describe('formatWelshDate', () => {
  const bst = new Date('2026-06-30T23:30:00Z'); // 1 July 2026, 00:30 in the UK
  it('names the day and month in Welsh, in the time zone asked for', () => {
    expect(formatWelshDate(bst, { timeZone: 'Europe/London' })).toBe('1 Gorffennaf 2026');
    expect(formatWelshDate(bst, { timeZone: 'UTC' })).toBe('30 Mehefin 2026');
    expect(formatWelshDate(bst, { timeZone: 'Europe/London', style: 'short' })).toBe('1 Gorff 2026');
    expect(formatWelshDate(bst, { timeZone: 'Europe/London', weekday: true })).toBe(
      'dydd Mercher 1 Gorffennaf 2026',
    );
    expect(formatWelshDate(bst, { timeZone: 'Europe/London', time: true })).toBe('1 Gorffennaf 2026, 00:30');
    expect(formatWelshDate(bst, { timeZone: 'UTC', style: 'month' })).toBe('Mehefin 2026');
    expect(formatWelshDate(new Date('2026-12-01T00:00:00Z'), { timeZone: 'UTC', style: 'month-short' })).toBe(
      'Rhag',
    );
  });

  it('agrees with Node’s own Welsh locale data for every month (the names are the CLDR ones)', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15));
      const icu = new Intl.DateTimeFormat('cy-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatWelshDate(date, { timeZone: 'UTC' })).toBe(icu.format(date));
    }
  });
});
