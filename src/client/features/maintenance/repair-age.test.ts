import { describe, expect, it } from 'vitest';
import { respondByFor } from '@shared/maintenance';
import { isOpenRepair, repairAge } from './repair-age';

const open = { status: 'submitted' as const, isLate: false };

describe('repairAge', () => {
  // 10:00 on Tuesday 10 March 2026 in London (GMT).
  const now = new Date('2026-03-10T10:00:00Z');

  it('counts an urgent or routine target in days against today in London', () => {
    const in2 = { ...open, priority: 'urgent' as const, respondBy: '2026-03-12T23:59:59.000Z' };
    expect(repairAge(in2, now)).toEqual({ text: 'Due in 2 days', isLate: false });
    expect(repairAge({ ...in2, respondBy: '2026-03-11T23:59:59.000Z' }, now)?.text).toBe('Due tomorrow');
    expect(repairAge({ ...in2, respondBy: '2026-03-10T23:59:59.000Z' }, now)?.text).toBe('Due today');
  });

  it('says how many days late a missed target is', () => {
    const late = {
      ...open,
      priority: 'routine' as const,
      respondBy: '2026-03-07T23:59:59.000Z',
      isLate: true,
    };
    expect(repairAge(late, now)).toEqual({ text: '3 days late', isLate: true });
    expect(repairAge({ ...late, respondBy: '2026-03-09T23:59:59.000Z' }, now)?.text).toBe('1 day late');
  });

  it('treats a target the clock has passed as late even if the list said it was not', () => {
    const passed = { ...open, priority: 'urgent' as const, respondBy: '2026-03-09T23:59:59.000Z' };
    expect(repairAge(passed, now)).toEqual({ text: '1 day late', isLate: true });
  });

  it('uses the target day in summer time, when 23:59:59Z is already the next day in London', () => {
    // 1 July 2026, 10:00 BST; an urgent repair reported that day is due 8 July (5 working days).
    const summer = new Date('2026-07-01T09:00:00Z');
    const respondBy = respondByFor('urgent', summer, '2026-07-01').toISOString();
    expect(repairAge({ ...open, priority: 'urgent', respondBy }, summer)?.text).toBe('Due in 7 days');
  });

  it('counts an emergency in hours', () => {
    const reported = new Date('2026-03-10T04:30:00Z');
    const respondBy = respondByFor('emergency', reported, '2026-03-10').toISOString();
    expect(repairAge({ ...open, priority: 'emergency', respondBy }, now)).toEqual({
      text: 'Due in 19 hours',
      isLate: false,
    });
    const lateBy = (hours: number) => new Date(Date.parse(respondBy) + hours * 3_600_000);
    expect(repairAge({ ...open, priority: 'emergency', respondBy }, lateBy(0.5))?.text).toBe(
      'Less than an hour late',
    );
    expect(repairAge({ ...open, priority: 'emergency', respondBy }, lateBy(1))?.text).toBe('1 hour late');
    expect(repairAge({ ...open, priority: 'emergency', respondBy }, lateBy(30.2))?.text).toBe(
      '30 hours late',
    );
    expect(repairAge({ ...open, priority: 'emergency', respondBy }, lateBy(75))?.text).toBe('3 days late');
    expect(repairAge({ ...open, priority: 'emergency', respondBy }, lateBy(-0.2))?.text).toBe(
      'Due in 1 hour',
    );
  });

  it('has nothing to say about a closed repair or an unreadable target', () => {
    const base = { priority: 'urgent' as const, respondBy: '2026-03-01T23:59:59.000Z', isLate: false };
    expect(repairAge({ ...base, status: 'completed' }, now)).toBeNull();
    expect(repairAge({ ...base, status: 'denied' }, now)).toBeNull();
    expect(repairAge({ ...base, status: 'in_progress', respondBy: 'soon' }, now)).toBeNull();
  });

  it('calls submitted and in-progress repairs open', () => {
    expect(['submitted', 'in_progress', 'completed', 'denied'].map((s) => isOpenRepair(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
