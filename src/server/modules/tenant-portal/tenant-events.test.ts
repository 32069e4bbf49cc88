import { describe, expect, it } from 'vitest';
import type { UpcomingEvent } from '@shared/tenant-portal';
import { soonestFirst } from './tenant-events.service';

const event = (date: string, kind: UpcomingEvent['kind']): UpcomingEvent => ({
  date,
  kind,
  title: kind,
  detail: null,
});

describe('soonestFirst', () => {
  it('orders by date, and on one day puts rent before the rest', () => {
    const ordered = soonestFirst([
      event('2026-12-10', 'repair'),
      event('2026-12-01', 'fixed_term_end'),
      event('2026-12-01', 'rent_due'),
      event('2026-11-30', 'certificate_renewal'),
    ]);
    expect(ordered.map((e) => `${e.date} ${e.kind}`)).toEqual([
      '2026-11-30 certificate_renewal',
      '2026-12-01 rent_due',
      '2026-12-01 fixed_term_end',
      '2026-12-10 repair',
    ]);
  });

  it('keeps the soonest entries up to the limit', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      event(`2026-12-${String(25 - i).padStart(2, '0')}`, 'rent_due'),
    );
    const kept = soonestFirst(many);
    expect(kept).toHaveLength(20);
    expect(kept[0]!.date).toBe('2026-12-01');
    expect(kept[19]!.date).toBe('2026-12-20');
  });
});
