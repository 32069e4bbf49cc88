import { describe, expect, it } from 'vitest';
import { blockersOf, countItems, evaluateProperty, itemKey } from './evaluate';
import { RULES, ruleById } from './registry';
import { buildFacts, compliantFacts, doc, tenancy } from './test-facts';
import { RULE_IDS, worstStatus, type RuleId } from './types';

const rulesOf = (items: { rule: RuleId }[]) => items.map((i) => i.rule);

describe('evaluateProperty', () => {
  it('lists every duty of a compliant let home as ok, in the registry order', () => {
    const { facts, tenancy: t } = compliantFacts();
    const result = evaluateProperty(facts);
    expect(result.propertyId).toBe(1);
    expect(result.status).toBe('ok');
    expect(result.items.map((i) => [i.rule, i.subject, i.status])).toEqual([
      ['RSW_REGISTRATION', 'landlord', 'ok'],
      ['GAS_ANNUAL', 'property', 'ok'],
      ['GAS_COPY', 'tenancy', 'ok'],
      ['EICR_VALID', 'property', 'ok'],
      ['EICR_COPY', 'tenancy', 'ok'],
      ['EPC_VALID', 'property', 'ok'],
      ['EPC_VALID', 'tenancy', 'ok'],
      ['MEES_BAND_E', 'property', 'ok'],
      ['SMOKE_ALARMS', 'property', 'ok'],
      ['FFHH', 'tenancy', 'ok'],
      ['WRITTEN_STATEMENT', 'tenancy', 'ok'],
      ['DEPOSIT_PROTECT', 'tenancy', 'ok'],
      ['RENT_VARIATION', 'tenancy', 'ok'],
      ['LEGIONELLA_RA', 'property', 'ok'],
      ['INSURANCE', 'property', 'ok'],
    ]);
    expect(result.items.filter((i) => i.subject === 'tenancy').every((i) => i.tenancyId === t.id)).toBe(true);
    expect(result.items.every((i) => i.blocks.length === 0)).toBe(true);
  });

  it('leaves out the gas rules for a home without a gas supply', () => {
    const { facts } = compliantFacts();
    const noGas = { ...facts, property: { ...facts.property, hasGasSupply: false } };
    const rules = rulesOf(evaluateProperty(noGas).items);
    expect(rules.filter((r) => r.startsWith('GAS_'))).toEqual([]);
    expect(rules).toContain('EICR_VALID');
  });

  it('leaves out rules that do not apply to an empty home', () => {
    expect(rulesOf(evaluateProperty(buildFacts()).items)).toEqual([
      'RSW_REGISTRATION',
      'GAS_ANNUAL',
      'EICR_VALID',
      'EPC_VALID',
      'SMOKE_ALARMS',
      'LEGIONELLA_RA',
      'INSURANCE',
    ]);
  });

  it('takes the worst status of its items', () => {
    expect(evaluateProperty(buildFacts()).status).toBe('missing');
    expect(
      evaluateProperty(buildFacts({ tenancies: [tenancy({ occupationDate: '2025-09-01' })] })).status,
    ).toBe('overdue');
    const { facts } = compliantFacts();
    expect(evaluateProperty({ ...facts, today: '2026-04-15' }).status).toBe('due_soon'); // gas and insurance in 46 days
  });

  it('shows the missing certificates of a future tenancy as due on its occupation date', () => {
    const items = evaluateProperty(
      buildFacts({ tenancies: [tenancy({ occupationDate: '2026-03-01' })] }),
    ).items;
    for (const rule of ['GAS_ANNUAL', 'EICR_VALID', 'EPC_VALID'] as const) {
      expect(items.find((i) => i.rule === rule)).toMatchObject({ dueDate: '2026-03-01', status: 'due_soon' });
    }
  });
});

describe('blockersOf', () => {
  it('blocks publishing an empty home without an EPC or the registration', () => {
    const items = evaluateProperty(buildFacts()).items;
    expect(Object.keys(blockersOf(items, 'publish_listing')).sort()).toEqual([
      'EPC_VALID',
      'RSW_REGISTRATION',
    ]);
    expect(blockersOf(items, 'publish_listing').EPC_VALID).toBe(
      'No energy performance certificate: one is needed before the home is advertised or let.',
    );
  });

  it('blocks publishing at band F without an exemption, but not with a live one', () => {
    const registration = doc('RSW_REGISTRATION', '2024-01-01');
    const epcF = doc('EPC', '2024-01-01', { epcBand: 'F' });
    const without = evaluateProperty(
      buildFacts({ documents: [epcF], landlord: { documents: [registration] } }),
    ).items;
    expect(Object.keys(blockersOf(without, 'publish_listing'))).toEqual(['MEES_BAND_E']);
    const exemption = doc('MEES_EXEMPTION', '2025-01-01');
    const withIt = evaluateProperty(
      buildFacts({ documents: [epcF, exemption], landlord: { documents: [registration] } }),
    ).items;
    expect(blockersOf(withIt, 'publish_listing')).toEqual({});
  });

  it('blocks a tenancy start without gas, EICR, EPC and working alarms', () => {
    const facts = buildFacts({
      property: { smokeAlarmStoreys: 1, combustionRooms: [{ room: 'kitchen', hasCoAlarm: false }] },
    });
    expect(Object.keys(blockersOf(evaluateProperty(facts).items, 'start_tenancy')).sort()).toEqual([
      'CO_ALARMS',
      'EICR_VALID',
      'EPC_VALID',
      'GAS_ANNUAL',
      'SMOKE_ALARMS',
    ]);
  });

  it('does not ask for gas to start a tenancy in a home without gas', () => {
    const facts = buildFacts({ property: { hasGasSupply: false } });
    expect(Object.keys(blockersOf(evaluateProperty(facts).items, 'start_tenancy')).sort()).toEqual([
      'EICR_VALID',
      'EPC_VALID',
    ]);
  });

  it('lists the section 173 blockers of a let home', () => {
    const { facts, tenancy: t } = compliantFacts();
    const unprotected = {
      ...facts,
      documents: facts.documents.filter((d) => d.type !== 'DEPOSIT_PROTECTION'),
      tenancies: [{ ...t, openFitnessRepairs: 1 }],
    };
    expect(Object.keys(blockersOf(evaluateProperty(unprotected).items, 'section_173')).sort()).toEqual([
      'DEPOSIT_PROTECT',
      'FFHH',
    ]);
  });

  it('names no blockers once everything is in place', () => {
    const items = evaluateProperty(compliantFacts().facts).items;
    for (const action of ['publish_listing', 'start_tenancy', 'section_173', 'rent_increase'] as const) {
      expect(blockersOf(items, action)).toEqual({});
    }
  });
});

describe('counts, keys and the registry', () => {
  it('counts items by status', () => {
    const items = evaluateProperty(
      buildFacts({ tenancies: [tenancy({ occupationDate: '2025-09-01' })] }),
    ).items;
    const counts = countItems(items);
    expect(counts.ok + counts.due_soon + counts.overdue + counts.missing).toBe(items.length);
    expect(counts.overdue).toBe(items.filter((i) => i.status === 'overdue').length);
    expect(counts.overdue).toBeGreaterThan(0);
  });

  it('orders statuses overdue > missing > due_soon > ok', () => {
    expect(worstStatus([])).toBe('ok');
    expect(worstStatus(['ok', 'due_soon'])).toBe('due_soon');
    expect(worstStatus(['due_soon', 'missing', 'ok'])).toBe('missing');
    expect(worstStatus(['missing', 'overdue', 'due_soon'])).toBe('overdue');
  });

  it('keys an item by its subject', () => {
    expect(itemKey({ rule: 'RSW_REGISTRATION', subject: 'landlord', tenancyId: null }, 1, 7)).toBe(
      'RSW_REGISTRATION:landlord:7',
    );
    expect(itemKey({ rule: 'GAS_COPY', subject: 'tenancy', tenancyId: 42 }, 1, 7)).toBe(
      'GAS_COPY:tenancy:42',
    );
    expect(itemKey({ rule: 'GAS_ANNUAL', subject: 'property', tenancyId: null }, 1, 7)).toBe(
      'GAS_ANNUAL:property:1',
    );
  });

  it('registers every rule id once', () => {
    expect(RULES.map((r) => r.id).sort()).toEqual([...RULE_IDS].sort());
    expect(ruleById('GAS_ANNUAL').family).toBe('gas');
    expect(() => ruleById('NOPE' as RuleId)).toThrow('Unknown compliance rule NOPE');
  });
});
