import { describe, expect, it } from 'vitest';
import { GAS_ANNUAL } from './gas';
import { currentStep, latestOf, longDate, statusOf, stepDate, toItem, type Finding } from './rule';
import { doc, tenancy } from './test-facts';

const GAS_LADDER = [60, 30, 14, 7, 1];
const open = (dueDate: string | null): Finding => ({
  subject: 'property',
  met: false,
  dueDate,
  message: 'open',
});
const met = (dueDate: string | null, oneOff = false): Finding => ({
  subject: 'property',
  met: true,
  dueDate,
  message: 'met',
  oneOff,
});

describe('currentStep', () => {
  it('is null before the first step of the ladder', () => {
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-01-12')).toBeNull(); // 61 days left
  });

  it('is the smallest step whose day has been reached', () => {
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-01-13')).toBe(60); // 60 days left
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-02-12')).toBe(30);
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-03-01')).toBe(14);
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-03-10')).toBe(7);
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-03-13')).toBe(1);
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-03-14')).toBe(1); // the deadline itself
  });

  it('is null after the deadline, and for an empty ladder', () => {
    expect(currentStep(GAS_LADDER, '2026-03-14', '2026-03-15')).toBeNull();
    expect(currentStep([], '2026-03-14', '2026-03-14')).toBeNull();
  });

  it('names the day each step falls on', () => {
    expect(GAS_LADDER.map((d) => stepDate('2026-03-14', d))).toEqual([
      '2026-01-13',
      '2026-02-12',
      '2026-02-28',
      '2026-03-07',
      '2026-03-13',
    ]);
  });
});

describe('statusOf', () => {
  it('keeps a met certificate ok until its first step, then due_soon, then overdue after the deadline', () => {
    expect(statusOf(met('2026-03-14'), GAS_LADDER, '2026-01-12')).toBe('ok');
    expect(statusOf(met('2026-03-14'), GAS_LADDER, '2026-01-13')).toBe('due_soon');
    expect(statusOf(met('2026-03-14'), GAS_LADDER, '2026-03-14')).toBe('due_soon');
    expect(statusOf(met('2026-03-14'), GAS_LADDER, '2026-03-15')).toBe('overdue');
  });

  it('makes an open duty missing before its first step, due_soon once one is reached, overdue after', () => {
    expect(statusOf(open('2026-03-14'), GAS_LADDER, '2026-01-01')).toBe('missing');
    expect(statusOf(open('2026-03-14'), GAS_LADDER, '2026-03-07')).toBe('due_soon');
    expect(statusOf(open('2026-03-14'), GAS_LADDER, '2026-03-15')).toBe('overdue');
  });

  it('makes an open duty with no date missing, and a met one with no date ok', () => {
    expect(statusOf(open(null), GAS_LADDER, '2026-01-01')).toBe('missing');
    expect(statusOf(met(null), GAS_LADDER, '2026-01-01')).toBe('ok');
  });

  it('keeps a one-off duty ok once met, even after its due date', () => {
    expect(statusOf(met('2025-01-14', true), [13, 7, 3], '2026-01-15')).toBe('ok');
    expect(statusOf(met('2026-01-20', true), [13, 7, 3], '2026-01-15')).toBe('ok');
  });

  it("lets a rule's own status override the arithmetic", () => {
    expect(statusOf({ ...met(null), status: 'overdue' }, GAS_LADDER, '2026-01-01')).toBe('overdue');
  });
});

describe('toItem', () => {
  const facts = { today: '2026-03-15' };

  it("lists the rule's blocks while the item is open, and none once met", () => {
    const missing = toItem(GAS_ANNUAL, open('2026-03-14'), facts.today);
    expect(missing).toMatchObject({ rule: 'GAS_ANNUAL', status: 'overdue', blocks: ['start_tenancy'] });
    const soon = toItem(GAS_ANNUAL, met('2026-04-01'), facts.today);
    expect(soon).toMatchObject({ status: 'due_soon', blocks: [] });
  });

  it("uses a finding's own blocks and names its contract-holder", () => {
    const t = tenancy({ id: 5, fullName: 'Dafydd Evans' });
    const item = toItem(
      GAS_ANNUAL,
      { ...open('2026-03-01'), subject: 'tenancy', tenancy: t, blocks: ['section_173'] },
      facts.today,
    );
    expect(item).toMatchObject({
      subject: 'tenancy',
      tenancyId: 5,
      tenantName: 'Dafydd Evans',
      blocks: ['section_173'],
    });
    expect(item.action).toEqual({ kind: 'none' });
  });
});

describe('latestOf and longDate', () => {
  it('picks the newest document by issue date, then by id', () => {
    const a = doc('GAS', '2025-01-01');
    const b = doc('GAS', '2025-06-01');
    const c = doc('GAS', '2025-06-01');
    const epc = doc('EPC', '2025-12-01');
    expect(latestOf([b, c, a, epc], 'GAS')).toBe(c);
    expect(latestOf([a, epc], 'GAS', 'EPC')).toBe(epc);
    expect(latestOf([a], 'EICR')).toBeUndefined();
  });

  it('writes dates in en-GB words', () => {
    expect(longDate('2026-03-14')).toBe('14 March 2026');
    expect(longDate('2025-01-01')).toBe('1 January 2025');
  });
});
