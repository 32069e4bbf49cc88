import { describe, expect, it } from 'vitest';
import type { Inspection } from '@shared/inspections';
import { draftFrom, localInputIn, localInputToIso, newRoom, toUpdateBody } from './inspection-form';

const inspection = {
  rooms: [{ name: 'Kitchen', notes: null, items: [{ name: 'Oven', condition: 'fair', notes: 'Greasy' }] }],
  meterReadings: { electricity: '0123', gas: null, water: null },
  alarms: [{ kind: 'smoke', location: 'Hallway', working: false }],
  notes: null,
  photos: [{ id: 1, url: '/x', room: 'Kitchen', item: null, caption: null }],
} as unknown as Inspection;

describe('the inspection form', () => {
  it('round-trips a record through the draft into the PUT body, without photos or keys', () => {
    const body = toUpdateBody(draftFrom(inspection), 'completed', 4);
    expect(body).toEqual({
      status: 'completed',
      rooms: [
        { name: 'Kitchen', notes: null, items: [{ name: 'Oven', condition: 'fair', notes: 'Greasy' }] },
      ],
      meterReadings: { electricity: '0123', gas: null, water: null },
      alarms: [{ kind: 'smoke', location: 'Hallway', working: false }],
      notes: null,
      version: 4,
    });
  });

  it('starts a suggested room with its usual items', () => {
    expect(newRoom('Kitchen').items.map((i) => i.name)).toContain('Oven');
    expect(newRoom('Loft').items).toEqual([]);
  });

  it('reads datetime-local values and rounds suggestions to a quarter hour', () => {
    expect(localInputToIso('2026-07-01')).toBeNull();
    expect(localInputToIso('2026-07-01T10:00')).toBe(new Date('2026-07-01T10:00').toISOString());
    expect(localInputIn(25, new Date(2026, 6, 1, 9, 7))).toBe('2026-07-02T10:15');
  });
});
