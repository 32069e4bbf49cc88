import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayNumber, todayInLondon } from './dates';

/** The Date-object arithmetic the integer versions replaced, as the reference. */
const viaDate = {
  addDays(date: string, days: number) {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  },
  addMonths(date: string, months: number) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const target = new Date(Date.UTC(y, m - 1 + months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d, last));
    return target.toISOString().slice(0, 10);
  },
};

describe('calendar arithmetic', () => {
  it('clamps month ends and knows leap years', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2100-02-28', -12)).toBe('2099-02-28');
    expect(addMonths('2000-03-31', -1)).toBe('2000-02-29');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });

  it('agrees with Date arithmetic on 20,000 pseudo-random dates and offsets', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const base = viaDate.addDays('1900-01-01', Math.floor(next() * 80_000));
      const days = Math.floor(next() * 4000) - 2000;
      const months = Math.floor(next() * 400) - 200;
      expect(addDays(base, days)).toBe(viaDate.addDays(base, days));
      expect(addMonths(base, months)).toBe(viaDate.addMonths(base, months));
    }
  });
});

describe('todayInLondon', () => {
  it('turns at London midnight to the millisecond, in summer and winter time, whatever it answered before', () => {
    const at = (iso: string) => todayInLondon(new Date(iso));
    expect(at('2026-06-30T22:59:59.999Z')).toBe('2026-06-30');
    expect(at('2026-06-30T23:00:00.000Z')).toBe('2026-07-01');
    expect(at('2026-06-30T22:59:30.000Z')).toBe('2026-06-30');
    expect(at('2026-12-31T23:59:59.999Z')).toBe('2026-12-31');
    expect(at('2027-01-01T00:00:00.000Z')).toBe('2027-01-01');
    expect(at('2026-03-29T00:59:59.999Z')).toBe('2026-03-29');
    expect(() => at('not a date')).toThrow(RangeError);
  });
});
