import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_PROTECT,
  FIXED_TERM_END,
  LANDLORD_ADDRESS_S39,
  WRITTEN_STATEMENT,
  isPeriodicOn,
} from './tenancy';
import { buildFacts, doc, itemsOf, onlyItem, tenancy } from './test-facts';

describe('WRITTEN_STATEMENT (14 days starting with the occupation date)', () => {
  it('reminds on day 1, 7 and 11 of the 14 and bars section 173 while open', () => {
    // Due on occupation + 13: day 1 is 13 days before, day 7 is 7 before, day 11 is 3 before.
    expect(WRITTEN_STATEMENT.ladder).toEqual([13, 7, 3]);
    expect(WRITTEN_STATEMENT.blocks).toEqual(['section_173']);
  });

  it('is due on occupation + 13: missing the day before occupation, due_soon from day 1, overdue from day 15', () => {
    const t = tenancy({ occupationDate: '2026-01-10' });
    const at = (today: string) => onlyItem(WRITTEN_STATEMENT, buildFacts({ today, tenancies: [t] }));
    expect(at('2026-01-09')).toMatchObject({ status: 'missing', dueDate: '2026-01-23' });
    expect(at('2026-01-10')).toMatchObject({
      status: 'due_soon',
      dueDate: '2026-01-23',
      blocks: ['section_173'],
    });
    expect(at('2026-01-23')).toMatchObject({ status: 'due_soon' });
    expect(at('2026-01-24')).toMatchObject({ status: 'overdue', blocks: ['section_173'] });
    expect(at('2026-01-15').message).toBe(
      'Give Carys Jones the written statement by 23 January 2026 (14 days starting with the occupation date).',
    );
    expect(at('2026-01-15').action).toEqual({
      kind: 'upload',
      documentType: 'WRITTEN_STATEMENT',
      target: 'tenancy',
    });
  });

  it('is ok once given on time', () => {
    const t = tenancy({ occupationDate: '2026-01-10' });
    const statement = doc('WRITTEN_STATEMENT', '2026-01-10', { tenancyId: t.id });
    expect(onlyItem(WRITTEN_STATEMENT, buildFacts({ tenancies: [t], documents: [statement] }))).toMatchObject(
      {
        status: 'ok',
        dueDate: '2026-01-23',
        documentIds: [statement.id],
        blocks: [],
        message: 'Given on 10 January 2026.',
      },
    );
  });

  it('stays ok when given late, and says when section 173 becomes possible', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const statement = doc('WRITTEN_STATEMENT', '2025-10-20', { tenancyId: t.id });
    const item = onlyItem(WRITTEN_STATEMENT, buildFacts({ tenancies: [t], documents: [statement] }));
    expect(item).toMatchObject({ status: 'ok', dueDate: '2025-09-14', blocks: [] });
    expect(item.message).toBe('Given late, on 20 October 2025: no section 173 notice before 20 April 2026.');
  });

  it('names the first day after the whole six months for a late statement given on the 31st', () => {
    const t = tenancy({ occupationDate: '2025-08-01' });
    const statement = doc('WRITTEN_STATEMENT', '2025-08-31', { tenancyId: t.id });
    expect(onlyItem(WRITTEN_STATEMENT, buildFacts({ tenancies: [t], documents: [statement] })).message).toBe(
      'Given late, on 31 August 2025: no section 173 notice before 1 March 2026.',
    );
  });

  it("does not count another tenancy's statement, and leaves out past tenants and guarantors", () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    const other = tenancy({ status: 'past' });
    const guarantor = tenancy({ tenantType: 'guarantor' });
    const facts = buildFacts({
      tenancies: [t, other, guarantor],
      documents: [doc('WRITTEN_STATEMENT', '2025-09-01', { tenancyId: other.id })],
    });
    expect(itemsOf(WRITTEN_STATEMENT, facts).map((i) => [i.tenancyId, i.status])).toEqual([
      [t.id, 'overdue'],
    ]);
  });

  it('has LANDLORD_ADDRESS_S39 give no item of its own (it is part of the statement)', () => {
    expect(itemsOf(LANDLORD_ADDRESS_S39, buildFacts({ tenancies: [tenancy()] }))).toEqual([]);
  });
});

describe('DEPOSIT_PROTECT (30 days starting with the payment day)', () => {
  it('reminds on day 1, 14 and 25 of the 30 and bars section 173 while open', () => {
    expect(DEPOSIT_PROTECT.ladder).toEqual([29, 16, 5]);
    expect(DEPOSIT_PROTECT.blocks).toEqual(['section_173']);
  });

  it('applies only when a deposit was taken', () => {
    const facts = buildFacts({ tenancies: [tenancy({ deposit: null }), tenancy({ deposit: 0 })] });
    expect(itemsOf(DEPOSIT_PROTECT, facts)).toEqual([]);
  });

  it('is due on payment + 29, counted from the payment day, not the occupation date', () => {
    const t = tenancy({ occupationDate: '2026-01-10', deposit: 120_000, depositPaidDate: '2026-01-05' });
    const at = (today: string) => onlyItem(DEPOSIT_PROTECT, buildFacts({ today, tenancies: [t] }));
    expect(at('2026-01-04')).toMatchObject({ status: 'missing', dueDate: '2026-02-03' });
    expect(at('2026-01-05')).toMatchObject({
      status: 'due_soon',
      dueDate: '2026-02-03',
      blocks: ['section_173'],
    });
    expect(at('2026-02-03')).toMatchObject({ status: 'due_soon' });
    expect(at('2026-02-04')).toMatchObject({ status: 'overdue', blocks: ['section_173'] });
    expect(at('2026-01-15').message).toBe(
      'Protect the deposit and give the prescribed information by 3 February 2026 (30 days starting with payment).',
    );
  });

  it('counts from the occupation date when no payment day was entered, and says so', () => {
    const t = tenancy({ occupationDate: '2026-01-10', deposit: 120_000 });
    const item = onlyItem(DEPOSIT_PROTECT, buildFacts({ tenancies: [t] }));
    expect(item).toMatchObject({ status: 'due_soon', dueDate: '2026-02-08' });
    expect(item.message).toBe(
      'Protect the deposit by 8 February 2026; enter the day it was paid if it was not the occupation date.',
    );
  });

  it('is ok once the protection certificate is recorded, even if it came late', () => {
    const t = tenancy({ occupationDate: '2025-09-01', deposit: 120_000, depositPaidDate: '2025-08-25' });
    const cert = doc('DEPOSIT_PROTECTION', '2025-10-01', { tenancyId: t.id });
    expect(onlyItem(DEPOSIT_PROTECT, buildFacts({ tenancies: [t], documents: [cert] }))).toMatchObject({
      status: 'ok',
      dueDate: '2025-09-23',
      documentIds: [cert.id],
      blocks: [],
      message: 'Protected; certificate and prescribed information dated 1 October 2025.',
    });
  });
});

describe('FIXED_TERM_END', () => {
  it('reminds at 90, 60 and 30 days and blocks nothing', () => {
    expect(FIXED_TERM_END.ladder).toEqual([90, 60, 30]);
    expect(FIXED_TERM_END.blocks).toEqual([]);
  });

  it('is ok until 90 days before the end, due_soon to the end, and gone once periodic', () => {
    const t = tenancy({ contractType: 'fixed_term', fixedTermEnd: '2026-06-30' });
    const at = (today: string) => itemsOf(FIXED_TERM_END, buildFacts({ today, tenancies: [t] }));
    expect(at('2026-04-01')).toMatchObject([{ status: 'due_soon', dueDate: '2026-06-30' }]);
    expect(at('2026-03-31')).toMatchObject([{ status: 'ok', dueDate: '2026-06-30', tenancyId: t.id }]);
    expect(at('2026-06-30')).toMatchObject([{ status: 'due_soon' }]);
    expect(at('2026-07-01')).toEqual([]);
    expect(at('2026-03-31')[0]?.message).toBe(
      'The fixed term ends on 30 June 2026: agree a renewal, or it becomes periodic by itself.',
    );
  });

  it('does not apply to a periodic contract', () => {
    expect(itemsOf(FIXED_TERM_END, buildFacts({ tenancies: [tenancy()] }))).toEqual([]);
  });
});

describe('isPeriodicOn', () => {
  it('turns a fixed term periodic the day after it ends', () => {
    const t = tenancy({ contractType: 'fixed_term', fixedTermEnd: '2026-06-30' });
    expect(isPeriodicOn(t, '2026-06-30')).toBe(false);
    expect(isPeriodicOn(t, '2026-07-01')).toBe(true);
    expect(isPeriodicOn(tenancy(), '2020-01-01')).toBe(true);
  });
});
