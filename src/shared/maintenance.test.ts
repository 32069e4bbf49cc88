import { describe, expect, it } from 'vitest';
import {
  MaintenanceChangeSchema,
  MaintenanceRequestSchema,
  addWorkingDays,
  respondByFor,
} from './maintenance';

describe('addWorkingDays', () => {
  it('counts Monday to Friday only', () => {
    // Friday 20 November 2026 + 1 working day is Monday 23rd.
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-20', 5)).toBe('2026-11-27');
    // From a Saturday the first working day is the Monday.
    expect(addWorkingDays('2026-11-21', 1)).toBe('2026-11-23');
  });

  it('answers the same date for zero days', () => {
    expect(addWorkingDays('2026-11-21', 0)).toBe('2026-11-21');
  });

  it('skips bank holidays in England and Wales', () => {
    // Good Friday 3 April and Easter Monday 6 April 2026.
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
    // Christmas Day (Friday) and the substitute Boxing Day (Monday 28th) 2026.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    // Across Christmas and New Year: 20 working days from Monday 7 December 2026 is 7 January,
    // three days later than four plain weeks would be.
    expect(addWorkingDays('2026-12-07', 20)).toBe('2027-01-07');
  });

  it('crosses a month and a year end', () => {
    expect(addWorkingDays('2026-11-23', 20)).toBe('2026-12-21');
    expect(addWorkingDays('2027-12-24', 2)).toBe('2027-12-30');
  });
});

describe('respondByFor', () => {
  const reportedAt = new Date('2026-12-07T19:30:00Z');

  it('gives an emergency 24 hours from the moment it was reported', () => {
    expect(respondByFor('emergency', reportedAt, '2026-12-07').toISOString()).toBe(
      '2026-12-08T19:30:00.000Z',
    );
  });

  it('gives urgent 5 working days, to the end of that day', () => {
    expect(respondByFor('urgent', reportedAt, '2026-12-07').toISOString()).toBe('2026-12-14T23:59:59.000Z');
  });

  it('gives routine 20 working days with bank holidays skipped', () => {
    expect(respondByFor('routine', reportedAt, '2026-12-07').toISOString()).toBe('2027-01-07T23:59:59.000Z');
  });

  it('counts from the London date, not the UTC one, for a report just after midnight in summer', () => {
    // 23:30 UTC on Friday 26 June 2026 is 00:30 on Saturday 27th in London.
    const late = new Date('2026-06-26T23:30:00Z');
    expect(respondByFor('urgent', late, '2026-06-27').toISOString()).toBe('2026-07-03T23:59:59.000Z');
  });
});

describe('MaintenanceRequestSchema', () => {
  const valid = {
    title: 'Boiler not working',
    description: 'No heating or hot water since this morning.',
    category: 'heating',
    priority: 'urgent',
  };

  it('trims, defaults affectsFitness to false and empties access notes to null', () => {
    expect(MaintenanceRequestSchema.parse({ ...valid, title: '  Boiler  ', accessNotes: '  ' })).toEqual({
      ...valid,
      title: 'Boiler',
      accessNotes: null,
      affectsFitness: false,
    });
  });

  it('gives SPEC-style messages', () => {
    const result = MaintenanceRequestSchema.safeParse({ title: 'ab', description: 'short' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      category: 'Please select a category',
      priority: 'Please select a priority',
    });
  });
});

describe('MaintenanceChangeSchema', () => {
  it('takes a null contractor (unassign) and refuses fractional pence', () => {
    expect(MaintenanceChangeSchema.parse({ contractorId: null })).toEqual({
      contractorId: null,
      notes: null,
    });
    expect(MaintenanceChangeSchema.safeParse({ cost: 12.5 }).error?.issues[0]?.message).toBe(
      'Cost must be in whole pence',
    );
  });
});
