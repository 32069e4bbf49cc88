import { describe, expect, it } from 'vitest';
import { GAS_ANNUAL, GAS_COPY, GAS_RETENTION, gasDeadlines } from './gas';
import { buildFacts, doc, itemsOf, onlyItem, served, tenancy } from './test-facts';

const deadlines = (...docs: ReturnType<typeof doc>[]) =>
  gasDeadlines(docs).map((d) => [d.doc.id, d.deadline]);

describe('gasDeadlines (reg 36 and 36A)', () => {
  it('gives a check 12 months: 2025-03-15 → 2026-03-14', () => {
    const first = doc('GAS', '2025-03-15');
    expect(deadlines(first)).toEqual([[first.id, '2026-03-14']]);
  });

  it('keeps the old deadline for a check in the two months before it: 2026-02-01 → 2027-03-14', () => {
    const first = doc('GAS', '2025-03-15');
    const early = doc('GAS', '2026-02-01');
    expect(deadlines(early, first)).toEqual([
      [first.id, '2026-03-14'],
      [early.id, '2027-03-14'],
    ]);
  });

  it('keeps the date through the early window even when the record states check + 12 months', () => {
    // Engineers often write the next date as a year from the check; reg 36A is what keeps the old one.
    const first = doc('GAS', '2025-03-15');
    const early = doc('GAS', '2026-02-01', { expiryDate: '2027-01-31' });
    expect(gasDeadlines([first, early]).at(-1)?.deadline).toBe('2027-03-14');
  });

  it('gives a check before the window 12 months from the check', () => {
    const first = doc('GAS', '2025-03-15');
    const tooEarly = doc('GAS', '2025-12-01');
    expect(gasDeadlines([first, tooEarly]).at(-1)?.deadline).toBe('2026-11-30');
  });

  it('gives a late check (after the deadline) 12 months from the check', () => {
    const first = doc('GAS', '2025-03-15');
    const late = doc('GAS', '2026-04-01');
    expect(gasDeadlines([first, late]).at(-1)?.deadline).toBe('2027-03-31');
  });

  it('chains early checks year after year without losing the date', () => {
    const checks = [doc('GAS', '2025-03-15'), doc('GAS', '2026-02-01'), doc('GAS', '2027-02-20')];
    expect(gasDeadlines(checks).map((d) => d.deadline)).toEqual(['2026-03-14', '2027-03-14', '2028-03-14']);
  });

  it('lets a stated expiry earlier than the law win, and caps a later one', () => {
    expect(gasDeadlines([doc('GAS', '2025-03-15', { expiryDate: '2026-01-31' })])[0]?.deadline).toBe(
      '2026-01-31',
    );
    expect(gasDeadlines([doc('GAS', '2025-03-15', { expiryDate: '2026-03-15' })])[0]?.deadline).toBe(
      '2026-03-14',
    );
  });

  it('ignores other document types', () => {
    expect(gasDeadlines([doc('EICR', '2025-03-15'), doc('EPC', '2025-03-15')])).toEqual([]);
  });
});

describe('GAS_ANNUAL', () => {
  it('reminds at 60, 30, 14, 7 and 1 days and blocks a tenancy start', () => {
    expect(GAS_ANNUAL.ladder).toEqual([60, 30, 14, 7, 1]);
    expect(GAS_ANNUAL.blocks).toEqual(['start_tenancy']);
  });

  it('does not apply without a gas supply, even with a record', () => {
    const facts = buildFacts({ property: { hasGasSupply: false }, documents: [doc('GAS', '2025-03-15')] });
    expect(itemsOf(GAS_ANNUAL, facts)).toEqual([]);
  });

  it('asks for a record before anyone moves in: missing, no date', () => {
    const item = onlyItem(GAS_ANNUAL, buildFacts());
    expect(item).toMatchObject({ status: 'missing', dueDate: null, blocks: ['start_tenancy'] });
    expect(item.action).toEqual({ kind: 'upload', documentType: 'GAS', target: 'property' });
  });

  it('is overdue from the occupation date when someone lives there without a record', () => {
    const facts = buildFacts({ tenancies: [tenancy({ occupationDate: '2025-09-01' })] });
    expect(onlyItem(GAS_ANNUAL, facts)).toMatchObject({ status: 'overdue', dueDate: '2025-09-01' });
  });

  it('is due on a future occupation date, due_soon once within 60 days of it', () => {
    const facts = buildFacts({ tenancies: [tenancy({ occupationDate: '2026-02-10' })] });
    expect(onlyItem(GAS_ANNUAL, facts)).toMatchObject({
      status: 'due_soon',
      dueDate: '2026-02-10',
      blocks: ['start_tenancy'],
    });
  });

  it('is ok with a record until 60 days before the deadline', () => {
    const record = doc('GAS', '2025-03-15');
    const item = onlyItem(GAS_ANNUAL, buildFacts({ today: '2026-01-12', documents: [record] }));
    expect(item).toMatchObject({ status: 'ok', dueDate: '2026-03-14', documentIds: [record.id], blocks: [] });
    expect(item.message).toBe(
      'Checked on 15 March 2025; the next check is due by 14 March 2026. A check from 14 January 2026 keeps this date.',
    );
  });

  it('is due_soon from 60 days before the deadline, without blocking', () => {
    const facts = buildFacts({ today: '2026-01-13', documents: [doc('GAS', '2025-03-15')] });
    expect(onlyItem(GAS_ANNUAL, facts)).toMatchObject({
      status: 'due_soon',
      dueDate: '2026-03-14',
      blocks: [],
    });
  });

  it('is overdue the day after the deadline, and blocks again', () => {
    const item = onlyItem(
      GAS_ANNUAL,
      buildFacts({ today: '2026-03-15', documents: [doc('GAS', '2025-03-15')] }),
    );
    expect(item).toMatchObject({ status: 'overdue', dueDate: '2026-03-14', blocks: ['start_tenancy'] });
    expect(item.message).toBe('The gas safety check ran out on 14 March 2026: book a Gas Safe engineer now.');
  });

  it('follows the early-window chain to the latest record', () => {
    const early = doc('GAS', '2026-02-01');
    const facts = buildFacts({ today: '2026-03-20', documents: [doc('GAS', '2025-03-15'), early] });
    expect(onlyItem(GAS_ANNUAL, facts)).toMatchObject({
      status: 'ok',
      dueDate: '2027-03-14',
      documentIds: [early.id],
    });
  });

  it("ignores a tenancy's own documents", () => {
    const t = tenancy();
    const facts = buildFacts({ tenancies: [t], documents: [doc('GAS', '2025-12-01', { tenancyId: t.id })] });
    expect(onlyItem(GAS_ANNUAL, facts)).toMatchObject({ status: 'overdue', documentIds: [] });
  });
});

describe('GAS_COPY', () => {
  it('does not apply without a gas supply or without a record', () => {
    const t = tenancy();
    expect(itemsOf(GAS_COPY, buildFacts({ tenancies: [t] }))).toEqual([]);
    const noGas = buildFacts({
      property: { hasGasSupply: false },
      tenancies: [t],
      documents: [doc('GAS', '2025-08-20')],
    });
    expect(itemsOf(GAS_COPY, noGas)).toEqual([]);
  });

  it('is due before occupation for a record made before it, and overdue when not served', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const record = doc('GAS', '2025-08-20');
    const item = onlyItem(GAS_COPY, buildFacts({ tenancies: [t], documents: [record] }));
    expect(item).toMatchObject({
      subject: 'tenancy',
      tenancyId: t.id,
      status: 'overdue',
      dueDate: '2025-09-01',
      documentIds: [record.id],
      blocks: ['section_173'],
      message: 'Carys Jones must be given a copy by 1 September 2025.',
    });
    expect(item.action).toEqual({ kind: 'serve', documentId: record.id });
  });

  it('is ok once served, whatever the date', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const record = doc('GAS', '2025-08-20');
    const facts = buildFacts({
      tenancies: [t],
      documents: [record],
      services: [served(record, t, '2025-09-03')],
    });
    expect(onlyItem(GAS_COPY, facts)).toMatchObject({
      status: 'ok',
      blocks: [],
      message: 'Copy given to Carys Jones on 3 September 2025.',
    });
  });

  it('gives a later check 28 days counted as check + 27, flagged from day 21', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const old = doc('GAS', '2025-08-20');
    const record = doc('GAS', '2026-01-10');
    const at = (today: string) =>
      onlyItem(
        GAS_COPY,
        buildFacts({
          today,
          tenancies: [t],
          documents: [old, record],
          services: [served(old, t, '2025-09-01')],
        }),
      );
    expect(at('2026-01-15')).toMatchObject({
      status: 'missing',
      dueDate: '2026-02-06',
      documentIds: [record.id],
    });
    expect(GAS_COPY.ladder).toEqual([6]);
    expect(at('2026-01-31')).toMatchObject({ status: 'due_soon', dueDate: '2026-02-06' });
    expect(at('2026-02-07')).toMatchObject({ status: 'overdue', blocks: ['section_173'] });
  });

  it('is due on a future occupation date', () => {
    const t = tenancy({ occupationDate: '2026-02-10' });
    const item = onlyItem(GAS_COPY, buildFacts({ tenancies: [t], documents: [doc('GAS', '2025-12-01')] }));
    expect(item).toMatchObject({ status: 'missing', dueDate: '2026-02-10' });
  });

  it('gives each current contract-holder an item, and none to past tenants or guarantors', () => {
    const a = tenancy({ fullName: 'Carys Jones' });
    const b = tenancy({ fullName: 'Dafydd Evans', tenantType: 'tenant' });
    const past = tenancy({ status: 'past' });
    const guarantor = tenancy({ tenantType: 'guarantor' });
    const record = doc('GAS', '2025-08-20');
    const facts = buildFacts({
      tenancies: [a, b, past, guarantor],
      documents: [record],
      services: [served(record, a, '2025-09-01')],
    });
    expect(itemsOf(GAS_COPY, facts).map((i) => [i.tenancyId, i.status])).toEqual([
      [a.id, 'ok'],
      [b.id, 'overdue'],
    ]);
  });
});

describe('GAS_RETENTION', () => {
  it('has no item (it is enforced where documents are deleted)', () => {
    expect(itemsOf(GAS_RETENTION, buildFacts({ documents: [doc('GAS', '2025-03-15')] }))).toEqual([]);
  });
});
