import { describe, expect, it } from 'vitest';
import {
  compareInspections,
  InspectionCreateSchema,
  InspectionUpdateSchema,
  nextPeriodicInspection,
  type Inspection,
} from './inspections';

type Visit = Pick<Inspection, 'type' | 'status' | 'completedAt' | 'scheduledAt'>;
const visit = (
  type: Visit['type'],
  completedAt: string | null,
  status: Visit['status'] = 'completed',
): Visit => ({
  type,
  status,
  completedAt,
  scheduledAt: completedAt ?? '2026-09-01T10:00:00.000Z',
});

describe('nextPeriodicInspection', () => {
  it('is six months after the last completed check-in or periodic visit', () => {
    const due = nextPeriodicInspection(
      [visit('check_in', '2026-01-31T10:00:00.000Z'), visit('periodic', '2026-03-31T23:30:00.000Z')],
      '2026-05-01',
    );
    // 23:30 UTC on 31 March is 1 April in London (BST).
    expect(due).toEqual({
      dueOn: '2026-10-01',
      lastVisitOn: '2026-04-01',
      bookedFor: null,
      isOverdue: false,
    });
  });

  it('is overdue once past and nothing is booked; a booked periodic visit is named', () => {
    const last = visit('check_in', '2026-01-10T10:00:00.000Z');
    expect(nextPeriodicInspection([last], '2026-07-11').isOverdue).toBe(true);
    const booked = visit('periodic', null, 'scheduled');
    expect(nextPeriodicInspection([last, booked], '2026-07-11')).toMatchObject({
      isOverdue: false,
      bookedFor: '2026-09-01T10:00:00.000Z',
    });
  });

  it('asks nothing before the first visit or after a check-out, and ignores cancelled ones', () => {
    expect(nextPeriodicInspection([], '2026-07-11').dueOn).toBeNull();
    expect(
      nextPeriodicInspection(
        [visit('check_in', '2026-01-10T10:00:00.000Z'), visit('check_out', '2026-06-30T10:00:00.000Z')],
        '2026-07-11',
      ).dueOn,
    ).toBeNull();
    expect(nextPeriodicInspection([visit('periodic', null, 'cancelled')], '2026-07-11').dueOn).toBeNull();
  });
});

describe('compareInspections', () => {
  it('matches rooms and items by name whatever their case and spacing, in the check-in order', () => {
    const rows = compareInspections(
      {
        rooms: [
          {
            name: 'Living room',
            notes: null,
            items: [
              { name: 'Sofa', condition: 'good', notes: null },
              { name: 'Curtains', condition: 'fair', notes: null },
              { name: 'Lamp', condition: 'poor', notes: null },
            ],
          },
        ],
      },
      {
        rooms: [
          {
            name: ' living  Room',
            notes: null,
            items: [
              { name: 'sofa', condition: 'damaged', notes: 'Torn arm' },
              { name: 'Curtains', condition: 'fair', notes: null },
              { name: 'Rug', condition: 'good', notes: null },
            ],
          },
        ],
      },
    );
    expect(rows.map((r) => [r.item, r.before, r.after, r.change])).toEqual([
      ['Sofa', 'good', 'damaged', 'worse'],
      ['Curtains', 'fair', 'fair', 'same'],
      ['Lamp', 'poor', null, 'missing'],
      ['Rug', null, 'good', 'new'],
    ]);
    expect(rows[0]!.afterNotes).toBe('Torn arm');
  });
});

describe('schemas', () => {
  it('defaults tenantAgreed to false and takes a timestamp with its offset', () => {
    expect(
      InspectionCreateSchema.parse({ type: 'periodic', scheduledAt: '2026-07-01T10:00:00+01:00' }),
    ).toEqual({
      type: 'periodic',
      scheduledAt: '2026-07-01T10:00:00+01:00',
      tenantAgreed: false,
    });
    expect(InspectionCreateSchema.safeParse({ type: 'periodic', scheduledAt: '2026-07-01' }).success).toBe(
      false,
    );
  });

  it('keeps meter readings as written (leading zeros) and refuses words', () => {
    const base = { status: 'scheduled', rooms: [], alarms: [], notes: '', version: 1 };
    const ok = InspectionUpdateSchema.parse({
      ...base,
      meterReadings: { electricity: '004512', gas: '12.5', water: '' },
    });
    expect(ok.meterReadings).toEqual({ electricity: '004512', gas: '12.5', water: null });
    expect(ok.notes).toBeNull();
    expect(
      InspectionUpdateSchema.safeParse({ ...base, meterReadings: { electricity: '12 units' } }).success,
    ).toBe(false);
  });
});
