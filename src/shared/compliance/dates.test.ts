import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  earlier,
  firstDayAfter,
  lastDayStartingWith,
  later,
  periodEnd,
  yearsBeginningWith,
} from './dates';
import { depositDue, writtenStatementDue } from './tenancy';

describe('lastDayStartingWith (WALES.md: X counts as day 1, so the last day is X + N − 1)', () => {
  it('gives the written statement 14 days starting with the occupation date: occupation + 13', () => {
    expect(lastDayStartingWith('2026-03-01', 14)).toBe('2026-03-14');
    expect(writtenStatementDue({ occupationDate: '2026-03-01' })).toBe('2026-03-14');
  });

  it('gives the deposit 30 days starting with the payment day: payment + 29', () => {
    expect(lastDayStartingWith('2026-03-01', 30)).toBe('2026-03-30');
    expect(depositDue('2026-03-01')).toBe('2026-03-30');
  });

  it('crosses month and year ends', () => {
    expect(writtenStatementDue({ occupationDate: '2025-12-25' })).toBe('2026-01-07');
    expect(depositDue('2024-02-15')).toBe('2024-03-15'); // 2024 is a leap year
    expect(depositDue('2025-02-15')).toBe('2025-03-16');
  });

  it('makes a one-day period end on its first day', () => {
    expect(lastDayStartingWith('2026-05-10', 1)).toBe('2026-05-10');
  });
});

describe('periodEnd and yearsBeginningWith (the period ends the day before the corresponding date)', () => {
  it('ends 5 years beginning with an inspection the day before its fifth anniversary', () => {
    expect(yearsBeginningWith('2025-03-15', 5)).toBe('2030-03-14');
    expect(periodEnd('2025-03-15', 12)).toBe('2026-03-14');
  });

  it('ends a month beginning with 31 January on the last day of February', () => {
    expect(periodEnd('2025-01-31', 1)).toBe('2025-02-28');
    expect(periodEnd('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('ends a month beginning with 15 January on 14 February', () => {
    expect(periodEnd('2026-01-15', 1)).toBe('2026-02-14');
  });

  it('ends 5 years beginning with 29 February 2024 on 28 February 2029', () => {
    expect(yearsBeginningWith('2024-02-29', 5)).toBe('2029-02-28');
  });

  it('ends 12 months from 29 February 2024 on 28 February 2025', () => {
    expect(periodEnd('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('keeps a leap day when the anniversary falls in a leap year', () => {
    // 2024-03-01's fourth anniversary is 2028-03-01, so the period ends on the leap day before it.
    expect(yearsBeginningWith('2024-03-01', 4)).toBe('2028-02-29');
  });
});

describe('firstDayAfter (when a bar of N months starting with X lifts)', () => {
  it('is the corresponding date for an ordinary day', () => {
    expect(firstDayAfter('2025-09-01', 6)).toBe('2026-03-01');
    expect(firstDayAfter('2025-10-20', 6)).toBe('2026-04-20');
  });

  it('is the day after the month-end period when the month is shorter', () => {
    // Six months starting with 31 August (or 30 August) end on 28 February.
    expect(firstDayAfter('2025-08-31', 6)).toBe('2026-03-01');
    expect(firstDayAfter('2025-08-30', 6)).toBe('2026-03-01');
    expect(firstDayAfter('2025-08-29', 6)).toBe('2026-03-01');
    expect(firstDayAfter('2025-08-28', 6)).toBe('2026-02-28');
  });
});

describe('earlier, later and daysBetween', () => {
  it('pick a date and ignore a missing one', () => {
    expect(earlier('2026-01-01', '2025-12-31')).toBe('2025-12-31');
    expect(earlier(null, '2025-12-31')).toBe('2025-12-31');
    expect(earlier('2026-01-01', undefined)).toBe('2026-01-01');
    expect(earlier(null, null)).toBeNull();
    expect(later('2026-01-01', '2025-12-31')).toBe('2026-01-01');
    expect(later(undefined, '2025-12-31')).toBe('2025-12-31');
  });

  it('counts whole days, negative backwards, across a clock change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // British Summer Time starts 29 March
    expect(daysBetween('2026-01-15', '2026-01-01')).toBe(-14);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});
