import { describe, expect, it } from 'vitest';
import { todayInLondon } from './dates';
import { daysOverdue, dueDatesBetween, effectiveStatus, reminderStepFor, rentOn } from './rent-schedule';

describe('dueDatesBetween', () => {
  it('is due on the anchor day each month', () => {
    expect(dueDatesBetween('2026-01-15', '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
    ]);
  });

  it('clamps the 31st to the month end and goes back to the 31st after', () => {
    expect(dueDatesBetween('2026-01-31', '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('uses 29 February in a leap year for the 29th, 30th and 31st', () => {
    expect(dueDatesBetween('2027-12-29', '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-29']);
    expect(dueDatesBetween('2027-12-30', '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-30']);
    expect(dueDatesBetween('2027-12-31', '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('never lists a date before the anchor or outside the window', () => {
    expect(dueDatesBetween('2026-06-10', '2026-01-01', '2026-06-09')).toEqual([]);
    expect(dueDatesBetween('2026-06-10', '2026-08-11', '2026-10-09')).toEqual(['2026-09-10']);
    expect(dueDatesBetween('2026-06-10', '2026-08-10', '2026-08-10')).toEqual(['2026-08-10']);
  });

  it('starts near the window for a tenancy that began years ago', () => {
    expect(dueDatesBetween('2019-03-31', '2026-11-01', '2026-12-31')).toEqual(['2026-11-30', '2026-12-31']);
  });
});

describe('rentOn', () => {
  const changes = [
    { amount: 90000, effectiveFrom: '2025-01-01' },
    { amount: 95000, effectiveFrom: '2026-03-01' },
  ];
  it('takes the latest change effective on or before the due date', () => {
    expect(rentOn(changes, '2026-02-28')).toBe(90000);
    expect(rentOn(changes, '2026-03-01')).toBe(95000);
    expect(rentOn(changes, '2027-01-01')).toBe(95000);
  });
  it('has no rent before the first change', () => {
    expect(rentOn(changes, '2024-12-31')).toBeNull();
  });
});

describe('effectiveStatus and days overdue', () => {
  it('makes a pending payment overdue the day after it was due', () => {
    expect(effectiveStatus('pending', '2026-11-22', '2026-11-22')).toBe('pending');
    expect(effectiveStatus('pending', '2026-11-22', '2026-11-23')).toBe('overdue');
    expect(effectiveStatus('paid', '2026-11-01', '2026-11-23')).toBe('paid');
    expect(daysOverdue('2026-11-01', '2026-11-23')).toBe(22);
    expect(daysOverdue('2026-11-30', '2026-11-23')).toBe(0);
  });

  it('counts whole days across the clock change', () => {
    // The clocks went back on 25 October 2026: still 7 days, not 6 or 8.
    expect(daysOverdue('2026-10-22', '2026-10-29')).toBe(7);
    expect(daysOverdue('2026-03-26', '2026-04-02')).toBe(7);
  });

  it('takes "today" in Europe/London, not UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST); in winter they agree.
    expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInLondon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('reminderStepFor', () => {
  const due = '2026-12-01';
  it('follows the ladder: 3 days before, then 1, 7, 14 and 21 days overdue', () => {
    expect(reminderStepFor(due, '2026-11-27')).toBeNull();
    expect(reminderStepFor(due, '2026-11-28')).toBe('due_soon');
    expect(reminderStepFor(due, '2026-11-30')).toBe('due_soon');
    expect(reminderStepFor(due, '2026-12-01')).toBeNull();
    expect(reminderStepFor(due, '2026-12-02')).toBe('overdue_1');
    expect(reminderStepFor(due, '2026-12-08')).toBe('overdue_7');
    expect(reminderStepFor(due, '2026-12-15')).toBe('overdue_14');
    expect(reminderStepFor(due, '2026-12-22')).toBe('overdue_21');
    expect(reminderStepFor(due, '2027-03-01')).toBe('overdue_21');
  });
});
