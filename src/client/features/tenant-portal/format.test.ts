import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

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
