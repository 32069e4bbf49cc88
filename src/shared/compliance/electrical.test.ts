import { describe, expect, it } from 'vitest';
import { EICR_COPY, EICR_VALID, eicrExpiry } from './electrical';
import { buildFacts, doc, itemsOf, onlyItem, served, tenancy } from './test-facts';

describe('eicrExpiry (the earlier of the stated date and 5 years beginning with the inspection)', () => {
  it('ends 5 years beginning with the inspection on the day before the anniversary', () => {
    expect(eicrExpiry({ issueDate: '2025-03-15', expiryDate: null })).toBe('2030-03-14');
    expect(eicrExpiry({ issueDate: '2024-02-29', expiryDate: null })).toBe('2029-02-28');
  });

  it('takes an earlier date the report states', () => {
    expect(eicrExpiry({ issueDate: '2025-03-15', expiryDate: '2028-03-15' })).toBe('2028-03-15');
  });

  it('caps a stated date later than 5 years', () => {
    expect(eicrExpiry({ issueDate: '2025-03-15', expiryDate: '2030-06-01' })).toBe('2030-03-14');
    expect(eicrExpiry({ issueDate: '2025-03-15', expiryDate: '2030-03-15' })).toBe('2030-03-14');
  });
});

describe('EICR_VALID', () => {
  it('reminds at 120, 90, 60, 30 and 7 days and blocks a tenancy start', () => {
    expect(EICR_VALID.ladder).toEqual([120, 90, 60, 30, 7]);
    expect(EICR_VALID.blocks).toEqual(['start_tenancy']);
  });

  it('applies without a gas supply: missing before anyone moves in', () => {
    const item = onlyItem(EICR_VALID, buildFacts({ property: { hasGasSupply: false } }));
    expect(item).toMatchObject({
      rule: 'EICR_VALID',
      status: 'missing',
      dueDate: null,
      blocks: ['start_tenancy'],
    });
    expect(item.message).toBe('No electrical report (EICR) yet: one is needed before anyone moves in.');
  });

  it('is overdue from the occupation date when someone lives there without a report', () => {
    const item = onlyItem(EICR_VALID, buildFacts({ tenancies: [tenancy({ occupationDate: '2025-09-01' })] }));
    expect(item).toMatchObject({ status: 'overdue', dueDate: '2025-09-01', blocks: ['start_tenancy'] });
  });

  it('is ok until 120 days before the expiry, then due_soon', () => {
    const report = doc('EICR', '2021-03-15');
    const at = (today: string) => onlyItem(EICR_VALID, buildFacts({ today, documents: [report] }));
    expect(at('2025-11-13')).toMatchObject({ status: 'ok', dueDate: '2026-03-14', documentIds: [report.id] });
    expect(at('2025-11-14')).toMatchObject({ status: 'due_soon', dueDate: '2026-03-14', blocks: [] });
    expect(at('2026-03-14')).toMatchObject({ status: 'due_soon' });
    expect(at('2026-03-15')).toMatchObject({ status: 'overdue', blocks: ['start_tenancy'] });
    expect(at('2026-03-15').message).toBe(
      'The electrical report ran out on 14 March 2026: book an inspection now.',
    );
  });

  it('uses the newest report and the earlier date it states', () => {
    const old = doc('EICR', '2020-01-10');
    const latest = doc('EICR', '2025-06-01', { expiryDate: '2027-06-01' });
    const item = onlyItem(EICR_VALID, buildFacts({ documents: [latest, old] }));
    expect(item).toMatchObject({ status: 'ok', dueDate: '2027-06-01', documentIds: [latest.id] });
    expect(item.message).toBe('Inspected on 1 June 2025; valid until 1 June 2027.');
  });
});

describe('EICR_COPY (14 days starting with the occupation date)', () => {
  it('does not apply without a report', () => {
    expect(itemsOf(EICR_COPY, buildFacts({ tenancies: [tenancy()] }))).toEqual([]);
  });

  it('is due on occupation + 13 and overdue after when not served', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const report = doc('EICR', '2025-06-01');
    const item = onlyItem(EICR_COPY, buildFacts({ tenancies: [t], documents: [report] }));
    expect(item).toMatchObject({
      subject: 'tenancy',
      tenancyId: t.id,
      status: 'overdue',
      dueDate: '2025-09-14',
      blocks: ['section_173'],
    });
    expect(item.action).toEqual({ kind: 'serve', documentId: report.id });
  });

  it('is missing, then due_soon 7 days before, for a future occupation', () => {
    const t = tenancy({ occupationDate: '2026-02-01' });
    const report = doc('EICR', '2025-06-01');
    const at = (today: string) =>
      onlyItem(EICR_COPY, buildFacts({ today, tenancies: [t], documents: [report] }));
    expect(at('2026-01-15')).toMatchObject({ status: 'missing', dueDate: '2026-02-14' });
    expect(at('2026-02-07')).toMatchObject({ status: 'due_soon', dueDate: '2026-02-14' });
  });

  it('is ok once served', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const report = doc('EICR', '2025-06-01');
    const facts = buildFacts({
      tenancies: [t],
      documents: [report],
      services: [served(report, t, '2025-09-01')],
    });
    expect(onlyItem(EICR_COPY, facts)).toMatchObject({ status: 'ok', blocks: [] });
  });

  it('counts 14 days from a later inspection', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const item = onlyItem(EICR_COPY, buildFacts({ tenancies: [t], documents: [doc('EICR', '2026-01-10')] }));
    expect(item).toMatchObject({ status: 'missing', dueDate: '2026-01-23' });
  });

  it('needs the confirmation of remedial work since the report served too', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const report = doc('EICR', '2025-06-01');
    const before = doc('ELECTRICAL_WORK_CONFIRMATION', '2025-05-01');
    const work = doc('ELECTRICAL_WORK_CONFIRMATION', '2025-07-01');
    const facts = buildFacts({
      tenancies: [t],
      documents: [report, before, work],
      services: [served(report, t, '2025-09-01')],
    });
    const item = onlyItem(EICR_COPY, facts);
    expect(item).toMatchObject({ status: 'overdue', documentIds: [report.id, work.id] });
    expect(item.action).toEqual({ kind: 'serve', documentId: work.id });
  });
});
