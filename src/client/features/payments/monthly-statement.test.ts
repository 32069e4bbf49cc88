import { describe, expect, it } from 'vitest';
import { todayInLondon } from '@shared/dates';
import { isStatementMonth, monthOf, previousMonth, statementPdfUrl } from './monthly-statement';

describe('the monthly statement', () => {
  it('defaults to the month before today, across a year end and from a long month', () => {
    expect(previousMonth('2026-01-15')).toBe('2025-12');
    expect(previousMonth('2026-03-31')).toBe('2026-02');
    expect(previousMonth()).toBe(previousMonth(todayInLondon()));
    expect(previousMonth()).not.toBe(monthOf(todayInLondon()));
  });

  it('accepts only a real YYYY-MM', () => {
    expect(isStatementMonth('2026-11')).toBe(true);
    for (const month of ['', '2026-13', '2026-00', '2026-1', 'November 2026']) {
      expect(isStatementMonth(month)).toBe(false);
    }
  });

  it('downloads the chosen month', () => {
    expect(statementPdfUrl('2026-11')).toBe('/api/landlord/statements?month=2026-11');
  });
});
