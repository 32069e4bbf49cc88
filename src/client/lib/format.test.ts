import { describe, expect, it } from 'vitest';
import { formatLondonDateTime, formatLondonDay, formatLongDate, formatShortDate, isIsoDate } from './format';

describe('formatLongDate', () => {
  it('writes a calendar day the en-GB way, without shifting it across time zones', () => {
    expect(formatLongDate('2026-12-01')).toBe('1 December 2026');
    expect(formatLongDate('2026-03-29')).toBe('29 March 2026');
    expect(formatLongDate('2026-10-25T00:30:00.000Z')).toBe('25 October 2026');
  });

  it('gives empty text for nothing or not a date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});

describe('formatLondonDateTime', () => {
  it('writes an instant as the time in the UK, summer and winter', () => {
    expect(formatLondonDateTime('2026-07-03T13:05:00.000Z')).toBe('3 July 2026, 14:05');
    expect(formatLondonDateTime('2026-12-03T09:00:00.000Z')).toBe('3 December 2026, 09:00');
    expect(formatLondonDateTime(null)).toBe('');
    expect(formatLondonDateTime('later')).toBe('');
  });
});

describe('formatLondonDay', () => {
  it('keeps a calendar day and gives an instant the day it was in the UK', () => {
    expect(formatLondonDay('2026-12-01')).toBe('1 December 2026');
    expect(formatLondonDay('2026-06-30T23:30:00.000Z')).toBe('1 July 2026');
    expect(formatLondonDay('2026-12-31T23:30:00.000Z')).toBe('31 December 2026');
    expect(formatLondonDay(undefined)).toBe('');
    expect(formatLondonDay('soon')).toBe('');
  });
});

describe('formatShortDate', () => {
  it('writes a calendar day with the month short', () => {
    expect(formatShortDate('2026-03-14')).toBe('14 Mar 2026');
    expect(formatShortDate('2027-01-01')).toBe('1 Jan 2027');
  });

  it('gives empty text for nothing, an impossible day or another format', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate('2026-02-30')).toBe('');
    expect(formatShortDate('14/03/2026')).toBe('');
  });
});

describe('isIsoDate', () => {
  it('accepts only whole, real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});
