import { describe, expect, it } from 'vitest';
import { respondByFor } from '@shared/maintenance';
import { formatPence } from '@shared/money';
import { describeTarget } from '../../modules/maintenance/maintenance-emails';
import { formatVisit } from '../../modules/inspections/inspection-emails';
import {
  formatCalendarDay,
  formatClock,
  formatMonth,
  formatWeekday,
  formatWeekdayDate,
} from './locale-formats';

describe('dates, times and money in the recipient’s language', () => {
  it('writes a calendar day in each language, read in UTC', () => {
    expect(formatCalendarDay('2026-07-03', 'en')).toBe('3 July 2026');
    expect(formatCalendarDay('2026-07-03', 'cy')).toBe('3 Gorffennaf 2026');
    expect(formatCalendarDay('2026-02-01', 'cy')).toBe('1 Chwefror 2026');
    expect(() => formatCalendarDay('3 July', 'cy')).toThrow(RangeError);
  });

  it('writes a weekday with "dydd" in lower case inside a Welsh sentence, and no comma in either', () => {
    const friday = new Date('2026-07-03T09:00:00Z');
    expect(formatWeekdayDate(friday, 'en', 'Europe/London')).toBe('Friday 3 July 2026');
    expect(formatWeekdayDate(friday, 'cy', 'Europe/London')).toBe('dydd Gwener 3 Gorffennaf 2026');
    expect(formatWeekdayDate(new Date('2026-12-21T23:59:59Z'), 'cy', 'UTC')).toBe(
      'dydd Llun 21 Rhagfyr 2026',
    );
  });

  it('names a weekday, mutating Welsh "dydd" when it says when something happens', () => {
    // 23:30 UTC on a Monday in summer is already Tuesday in London.
    const late = new Date('2026-07-06T23:30:00Z');
    expect(formatWeekday(late, 'en', 'Europe/London')).toBe('Tuesday');
    expect(formatWeekday(late, 'en', 'Europe/London', true)).toBe('Tuesday');
    expect(formatWeekday(late, 'cy', 'Europe/London')).toBe('dydd Mawrth');
    expect(formatWeekday(late, 'cy', 'Europe/London', true)).toBe('ddydd Mawrth');
    expect(formatWeekday(late, 'cy', 'UTC')).toBe('dydd Llun');
  });

  it('keeps the 24-hour clock in London time', () => {
    expect(formatClock(new Date('2026-07-03T09:05:00Z'), 'Europe/London')).toBe('10:05');
    expect(formatClock(new Date('2026-12-03T09:05:00Z'), 'Europe/London')).toBe('09:05');
  });

  it('names a month in each language, English as before', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'cy')).toBe('Tachwedd 2026');
    expect(() => formatMonth('2026-13', 'cy')).toThrow(RangeError);
  });

  it('formats money the same way in both languages, English as before', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(123456, 'en')).toBe('£1,234.56');
    expect(formatPence(123456, 'cy')).toBe('£1,234.56');
    expect(formatPence(-500, 'cy')).toBe('-£5.00');
  });

  it('gives a repair’s target and a visit in Welsh', () => {
    const urgent = respondByFor('urgent', new Date('2026-06-26T09:00:00Z'), '2026-06-26');
    expect(describeTarget('urgent', urgent, 'cy')).toBe('dydd Gwener 3 Gorffennaf 2026');
    const emergency = respondByFor('emergency', new Date('2026-06-26T09:30:00Z'), '2026-06-26');
    expect(describeTarget('emergency', emergency, 'cy')).toBe('10:30, dydd Sadwrn 27 Mehefin 2026');
    expect(describeTarget('emergency', emergency)).toBe('10:30 on Saturday 27 June 2026');
    expect(formatVisit(new Date('2026-07-03T09:00:00Z'), 'cy')).toBe(
      'dydd Gwener 3 Gorffennaf 2026 am 10:00',
    );
    expect(formatVisit(new Date('2026-07-03T09:00:00Z'))).toBe('Friday 3 July 2026 at 10:00');
  });
});
