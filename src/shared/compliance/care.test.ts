import { describe, expect, it } from 'vitest';
import { FFHH, INSURANCE, LEGIONELLA_RA } from './care';
import { buildFacts, doc, itemsOf, onlyItem, tenancy } from './test-facts';

describe('FFHH (fit for human habitation)', () => {
  it('does not apply while nobody lives there', () => {
    expect(itemsOf(FFHH, buildFacts())).toEqual([]);
  });

  it('is ok for a tenancy with no open fitness repair', () => {
    const t = tenancy();
    expect(onlyItem(FFHH, buildFacts({ tenancies: [t] }))).toMatchObject({
      subject: 'tenancy',
      tenancyId: t.id,
      status: 'ok',
      blocks: [],
      message: 'No open repair affects fitness for habitation.',
    });
  });

  it('is overdue at once, barring section 173, while a fitness repair is open', () => {
    expect(onlyItem(FFHH, buildFacts({ tenancies: [tenancy({ openFitnessRepairs: 1 })] }))).toMatchObject({
      status: 'overdue',
      dueDate: null,
      blocks: ['section_173'],
      message:
        '1 open repair affects fitness for habitation: no rent is payable for any time the home is unfit.',
    });
    expect(onlyItem(FFHH, buildFacts({ tenancies: [tenancy({ openFitnessRepairs: 2 })] })).message).toBe(
      '2 open repairs affect fitness for habitation: no rent is payable for any time the home is unfit.',
    );
  });
});

describe('LEGIONELLA_RA (policy: every 24 months and at each new occupation)', () => {
  it('reminds at 30 and 7 days and never blocks', () => {
    expect(LEGIONELLA_RA.ladder).toEqual([30, 7]);
    expect(LEGIONELLA_RA.blocks).toEqual([]);
  });

  it('is missing without an assessment, due on the occupation date once someone moves in', () => {
    expect(onlyItem(LEGIONELLA_RA, buildFacts())).toMatchObject({
      status: 'missing',
      dueDate: null,
      blocks: [],
    });
    const let_ = buildFacts({ tenancies: [tenancy({ occupationDate: '2025-09-01' })] });
    expect(onlyItem(LEGIONELLA_RA, let_)).toMatchObject({
      status: 'overdue',
      dueDate: '2025-09-01',
      blocks: [],
    });
  });

  it('is reviewed 24 months on: ok, due_soon from 30 days before, overdue after', () => {
    const assessment = doc('LEGIONELLA', '2024-03-15');
    const at = (today: string) => onlyItem(LEGIONELLA_RA, buildFacts({ today, documents: [assessment] }));
    expect(at('2026-02-11')).toMatchObject({
      status: 'ok',
      dueDate: '2026-03-14',
      documentIds: [assessment.id],
    });
    expect(at('2026-02-11').message).toBe('Assessed on 15 March 2024; review by 14 March 2026.');
    expect(at('2026-02-12')).toMatchObject({ status: 'due_soon' });
    expect(at('2026-03-15')).toMatchObject({ status: 'overdue', blocks: [] });
  });

  it('keeps the 24-month date when the tenancy began before the assessment', () => {
    const facts = buildFacts({
      tenancies: [tenancy({ occupationDate: '2025-09-01' })],
      documents: [doc('LEGIONELLA', '2025-10-01')],
    });
    expect(onlyItem(LEGIONELLA_RA, facts)).toMatchObject({ status: 'ok', dueDate: '2027-09-30' });
  });

  it('asks for a review by the day a new contract-holder moves in', () => {
    const assessment = doc('LEGIONELLA', '2025-06-01');
    const future = buildFacts({
      tenancies: [tenancy({ occupationDate: '2026-02-10' })],
      documents: [assessment],
    });
    expect(onlyItem(LEGIONELLA_RA, future)).toMatchObject({ status: 'due_soon', dueDate: '2026-02-10' });
    const past = buildFacts({
      tenancies: [tenancy({ occupationDate: '2025-09-02' })],
      documents: [assessment],
    });
    const item = onlyItem(LEGIONELLA_RA, past);
    expect(item).toMatchObject({ status: 'overdue', dueDate: '2025-09-02', blocks: [] });
    expect(item.message).toBe(
      'A new contract-holder moves in on 2 September 2025: review the assessment by then.',
    );
  });

  it('counts an assessment made in the three months before the move as the review for it', () => {
    const facts = buildFacts({
      tenancies: [tenancy({ occupationDate: '2025-09-01' })],
      documents: [doc('LEGIONELLA', '2025-06-01')],
    });
    expect(onlyItem(LEGIONELLA_RA, facts)).toMatchObject({ dueDate: '2027-05-31' });
  });
});

describe('INSURANCE (best practice)', () => {
  it('reminds at 60, 30, 14 and 7 days and never blocks', () => {
    expect(INSURANCE.ladder).toEqual([60, 30, 14, 7]);
    expect(INSURANCE.blocks).toEqual([]);
  });

  it('is missing without a policy', () => {
    expect(onlyItem(INSURANCE, buildFacts())).toMatchObject({
      status: 'missing',
      dueDate: null,
      blocks: [],
      message: 'No buildings insurance on record.',
    });
  });

  it('renews 12 months on, due_soon from 60 days before, overdue after but never blocking', () => {
    const policy = doc('INSURANCE', '2025-03-01');
    const at = (today: string) => onlyItem(INSURANCE, buildFacts({ today, documents: [policy] }));
    expect(at('2025-12-29')).toMatchObject({ status: 'ok', dueDate: '2026-02-28' });
    expect(at('2026-01-15')).toMatchObject({ status: 'due_soon', message: 'Renews by 28 February 2026.' });
    expect(at('2026-03-01')).toMatchObject({
      status: 'overdue',
      blocks: [],
      message: 'The policy ran out on 28 February 2026.',
    });
  });

  it('takes the earlier renewal date the policy states', () => {
    const policy = doc('INSURANCE', '2025-03-01', { expiryDate: '2025-12-31' });
    expect(onlyItem(INSURANCE, buildFacts({ documents: [policy] }))).toMatchObject({
      status: 'overdue',
      dueDate: '2025-12-31',
    });
  });
});
