import { describe, expect, it } from 'vitest';
import { evaluateProperty } from './evaluate';
import type { PropertyFacts, TenancyFact } from './facts';
import { RENT_VARIATION, nextIncreaseAllowedFrom, rentIncreaseCheck, section173Check } from './notices';
import { buildFacts, compliantFacts, doc, itemsOf, onlyItem, tenancy } from './test-facts';

/** The check as the server runs it: on the property's own items. */
const s173 = (facts: PropertyFacts, t: TenancyFact, serveOn = facts.today) =>
  section173Check(facts, t, evaluateProperty(facts).items, serveOn);

describe('section173Check', () => {
  it('allows a notice on a compliant periodic contract, ending 6 months after it is served', () => {
    const { facts, tenancy: t } = compliantFacts('2024-06-01');
    expect(s173(facts, t)).toEqual({
      allowed: true,
      blockers: [],
      earliestServeDate: '2024-12-01',
      earliestEndDate: '2026-07-15',
      reasons: {},
    });
  });

  it('counts the end from the day it is served, at a month end too', () => {
    const { facts, tenancy: t } = compliantFacts('2024-06-01');
    expect(s173(facts, t, '2026-03-31').earliestEndDate).toBe('2026-09-30');
    expect(s173(facts, t, '2026-08-31').earliestEndDate).toBe('2027-02-28');
  });

  it('bars the first 6 months starting with the occupation date', () => {
    const { facts, tenancy: t } = compliantFacts('2025-09-01');
    const check = s173(facts, t);
    expect(check).toMatchObject({
      allowed: false,
      blockers: ['S173_GUARD'],
      earliestServeDate: '2026-03-01',
      // Served on the earliest day, the notice ends 6 months later.
      earliestEndDate: '2026-09-01',
    });
    expect(check.reasons.S173_GUARD).toBe('A no-fault notice cannot be served before 1 March 2026.');
    expect(s173(facts, t, '2026-02-28').allowed).toBe(false);
    expect(s173(facts, t, '2026-03-01')).toMatchObject({ allowed: true, earliestEndDate: '2026-09-01' });
  });

  it('lifts the 6-month bar only after the whole period, for an occupation on the 31st', () => {
    // Six months starting with 31 August end on 28 February (periodEnd), so 1 March is the first day.
    const { facts, tenancy: t } = compliantFacts('2025-08-31');
    expect(s173(facts, t).earliestServeDate).toBe('2026-03-01');
    expect(s173(facts, t, '2026-02-28').blockers).toEqual(['S173_GUARD']);
  });

  it('bars a notice during a fixed term, and allows it the day after the term ends', () => {
    const t = tenancy({
      occupationDate: '2025-07-01',
      contractType: 'fixed_term',
      fixedTermEnd: '2026-06-30',
    });
    const base = compliantFacts('2025-07-01');
    const facts = {
      ...base.facts,
      tenancies: [t],
      documents: base.facts.documents.map((d) =>
        d.tenancyId === base.tenancy.id ? { ...d, tenancyId: t.id } : d,
      ),
      services: base.facts.services.map((s) => ({ ...s, tenancyId: t.id })),
    };
    const check = s173(facts, t);
    expect(check).toMatchObject({
      allowed: false,
      blockers: ['FIXED_TERM_END', 'S173_GUARD'],
      earliestServeDate: '2026-07-01',
      earliestEndDate: '2027-01-01',
    });
    expect(check.reasons).toEqual({
      FIXED_TERM_END: 'A no-fault notice cannot be given during the fixed term (it ends on 30 June 2026).',
      S173_GUARD: 'A no-fault notice cannot be served before 1 July 2026.',
    });
    expect(s173(facts, t, '2026-07-01')).toMatchObject({
      allowed: true,
      blockers: [],
      earliestEndDate: '2027-01-01',
    });
  });

  it('names each open item that bars it by rule id', () => {
    const t = tenancy({ occupationDate: '2024-06-01', deposit: 120_000, openFitnessRepairs: 1 });
    const facts = buildFacts({
      property: { smokeAlarmStoreys: 1 },
      tenancies: [t],
      documents: [
        doc('GAS', '2025-06-01'),
        doc('EICR', '2023-06-01'),
        doc('EPC', '2020-01-01', { epcBand: 'C' }),
      ],
    });
    const check = s173(facts, t);
    expect(check.allowed).toBe(false);
    expect([...check.blockers].sort()).toEqual([
      'DEPOSIT_PROTECT',
      'EICR_COPY',
      'EPC_VALID',
      'FFHH',
      'GAS_COPY',
      'LANDLORD_ADDRESS_S39',
      'RSW_REGISTRATION',
      'SMOKE_ALARMS',
      'WRITTEN_STATEMENT',
    ]);
    expect(check.reasons.WRITTEN_STATEMENT).toBe(
      'Give Carys Jones the written statement by 14 June 2024 (14 days starting with the occupation date).',
    );
    expect(check.reasons.LANDLORD_ADDRESS_S39).toBe(
      "The landlord's address for documents is given in the written statement, which has not been given.",
    );
    // The 6-month bar itself has long passed.
    expect(check.earliestServeDate).toBe('2024-12-01');
  });

  it('adds a let-only landlord without a licence', () => {
    const { facts, tenancy: t } = compliantFacts('2024-06-01', {});
    const letOnly = { ...facts, landlord: { ...facts.landlord, managementMode: 'let_only' as const } };
    expect(s173(letOnly, t).blockers).toEqual(['RSW_LICENCE_LANDLORD']);
  });

  it("ignores another contract-holder's open items", () => {
    const { facts, tenancy: t } = compliantFacts('2024-06-01');
    const other = tenancy({ fullName: 'Dafydd Evans', openFitnessRepairs: 0 });
    const withOther = { ...facts, tenancies: [t, other] };
    const items = evaluateProperty(withOther).items;
    expect(items.some((i) => i.tenancyId === other.id && i.blocks.includes('section_173'))).toBe(true);
    expect(section173Check(withOther, t, items, withOther.today)).toMatchObject({
      allowed: true,
      blockers: [],
    });
  });

  it('bars 6 months from the day a late written statement was given', () => {
    const { facts, tenancy: t } = compliantFacts('2024-06-01');
    const late = {
      ...facts,
      documents: facts.documents.map((d) =>
        d.type === 'WRITTEN_STATEMENT' ? { ...d, issueDate: '2025-10-20' } : d,
      ),
    };
    const check = s173(late, t);
    expect(check).toMatchObject({
      allowed: false,
      blockers: ['S173_GUARD'],
      earliestServeDate: '2026-04-20',
      earliestEndDate: '2026-10-20',
    });
    expect(check.reasons.S173_GUARD).toBe('A no-fault notice cannot be served before 20 April 2026.');
    expect(s173(late, t, '2026-04-20').allowed).toBe(true);
  });

  it('does not bar a statement given on its last day (occupation + 13)', () => {
    const { facts, tenancy: t } = compliantFacts('2024-06-01');
    const onTime = {
      ...facts,
      documents: facts.documents.map((d) =>
        d.type === 'WRITTEN_STATEMENT' ? { ...d, issueDate: '2024-06-14' } : d,
      ),
    };
    expect(s173(onTime, t)).toMatchObject({ allowed: true, earliestServeDate: '2024-12-01' });
  });

  it('lifts the late-statement bar only after the whole period, for a statement given on the 31st', () => {
    const { facts, tenancy: t } = compliantFacts('2024-06-01');
    const late = {
      ...facts,
      documents: facts.documents.map((d) =>
        d.type === 'WRITTEN_STATEMENT' ? { ...d, issueDate: '2025-08-31' } : d,
      ),
    };
    expect(s173(late, t).earliestServeDate).toBe('2026-03-01');
  });
});

describe('rentIncreaseCheck (RHW12: 2 months’ notice, 12 months after the last increase)', () => {
  const periodic = (extra: Partial<TenancyFact> = {}) => tenancy({ occupationDate: '2024-06-01', ...extra });

  it('counts two months from today when no notice is recorded', () => {
    const t = periodic();
    const facts = buildFacts({ tenancies: [t] });
    expect(rentIncreaseCheck(facts, t, '2026-03-15')).toEqual({
      allowed: true,
      reasons: [],
      earliestEffectiveDate: '2026-03-15',
      serveBy: '2026-01-15',
    });
    expect(rentIncreaseCheck(facts, t, '2026-03-14')).toEqual({
      allowed: false,
      reasons: [
        'Serve notice RHW12 at least two months ahead: served today, the new rent can start from 15 March 2026.',
      ],
      earliestEffectiveDate: '2026-03-15',
      serveBy: '2026-01-14',
    });
  });

  it('counts two months from a recorded RENT_NOTICE', () => {
    const t = periodic();
    const facts = buildFacts({
      tenancies: [t],
      documents: [doc('RENT_NOTICE', '2026-01-02', { tenancyId: t.id })],
    });
    expect(rentIncreaseCheck(facts, t, '2026-03-02')).toMatchObject({
      allowed: true,
      earliestEffectiveDate: '2026-03-02',
    });
    expect(rentIncreaseCheck(facts, t, '2026-03-01')).toMatchObject({
      allowed: false,
      reasons: [
        "Notice RHW12 was served on 2 January 2026: the new rent can start from 2 March 2026 (two months' notice).",
      ],
    });
  });

  it('ignores a notice from before the last increase, and needs 12 months after it', () => {
    const t = periodic({ lastRentIncreaseOn: '2025-06-01' });
    const facts = buildFacts({
      tenancies: [t],
      documents: [doc('RENT_NOTICE', '2025-04-01', { tenancyId: t.id })],
    });
    expect(rentIncreaseCheck(facts, t, '2026-05-31')).toEqual({
      allowed: false,
      reasons: ['The last increase took effect on 1 June 2025: the next can start from 1 June 2026.'],
      earliestEffectiveDate: '2026-06-01',
      serveBy: '2026-03-31',
    });
    expect(rentIncreaseCheck(facts, t, '2026-06-01').allowed).toBe(true);
    // Too soon on both counts: both reasons.
    expect(rentIncreaseCheck(facts, t, '2026-02-01').reasons).toHaveLength(2);
  });

  it('refuses a change during a fixed term', () => {
    const t = periodic({ contractType: 'fixed_term', fixedTermEnd: '2026-06-30' });
    const check = rentIncreaseCheck(buildFacts({ tenancies: [t] }), t, '2026-04-01');
    expect(check.allowed).toBe(false);
    expect(check.reasons).toEqual([
      'During a fixed term the rent changes only as the contract says or by agreement.',
    ]);
    expect(rentIncreaseCheck(buildFacts({ tenancies: [t] }), t, '2026-07-01').allowed).toBe(true);
  });

  it('gives the next increase day 12 months after the last', () => {
    expect(nextIncreaseAllowedFrom(periodic({ lastRentIncreaseOn: '2024-02-29' }))).toBe('2025-02-28');
    expect(nextIncreaseAllowedFrom(periodic())).toBeNull();
  });
});

describe('RENT_VARIATION (rent review reminders)', () => {
  it('reminds at 90, 75 and 61 days before the review and blocks nothing', () => {
    expect(RENT_VARIATION.ladder).toEqual([90, 75, 61]);
    expect(RENT_VARIATION.blocks).toEqual([]);
  });

  it('dates the review 12 months after the occupation date, or after the last increase', () => {
    const fresh = tenancy({ occupationDate: '2025-09-01' });
    const item = onlyItem(RENT_VARIATION, buildFacts({ tenancies: [fresh] }));
    expect(item).toMatchObject({ subject: 'tenancy', status: 'ok', dueDate: '2026-09-01', blocks: [] });
    expect(item.message).toBe(
      'The rent can next rise from 1 September 2026: serve notice RHW12 by 1 July 2026.',
    );
    const raised = tenancy({ occupationDate: '2024-06-01', lastRentIncreaseOn: '2025-06-01' });
    expect(onlyItem(RENT_VARIATION, buildFacts({ tenancies: [raised] }))).toMatchObject({
      dueDate: '2026-06-01',
    });
  });

  it('is due_soon from 90 days before the review', () => {
    const t = tenancy({ occupationDate: '2025-09-01' });
    expect(onlyItem(RENT_VARIATION, buildFacts({ today: '2026-06-02', tenancies: [t] })).status).toBe('ok');
    expect(onlyItem(RENT_VARIATION, buildFacts({ today: '2026-06-03', tenancies: [t] })).status).toBe(
      'due_soon',
    );
  });

  it('stays ok with no date once the review day has passed', () => {
    const t = tenancy({ occupationDate: '2024-06-01' });
    expect(onlyItem(RENT_VARIATION, buildFacts({ tenancies: [t] }))).toMatchObject({
      status: 'ok',
      dueDate: null,
      message: 'A rent increase can take effect two months after you serve notice RHW12.',
    });
  });

  it('leaves out a contract still in its fixed term', () => {
    const t = tenancy({ contractType: 'fixed_term', fixedTermEnd: '2026-06-30' });
    expect(itemsOf(RENT_VARIATION, buildFacts({ tenancies: [t] }))).toEqual([]);
    expect(itemsOf(RENT_VARIATION, buildFacts({ today: '2026-07-01', tenancies: [t] }))).toHaveLength(1);
  });
});
