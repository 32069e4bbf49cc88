/**
 * Fixture builders for the compliance engine's unit tests: a `PropertyFacts` with sensible
 * defaults (one flat in Cardiff, gas supply, alarms on both storeys, nobody living there, no
 * documents), and small makers for documents, tenancies and service records.
 */
import type {
  DocumentFact,
  LandlordFact,
  PropertyFact,
  PropertyFacts,
  ServiceFact,
  TenancyFact,
} from './facts';
import { toItem, type ComplianceRule } from './rule';
import type { ComplianceItem, DocumentType } from './types';

/** The default "today" of every fixture. */
export const TODAY = '2026-01-15';

// Ids only need to be unique within a test; tests read them back from the fixtures they made.
let nextId = 100;

export function doc(type: DocumentType, issueDate: string, extra: Partial<DocumentFact> = {}): DocumentFact {
  return {
    id: nextId++,
    type,
    tenancyId: null,
    issueDate,
    expiryDate: null,
    epcBand: null,
    reference: null,
    maxOccupants: null,
    ...extra,
  };
}

export function tenancy(extra: Partial<TenancyFact> = {}): TenancyFact {
  return {
    id: nextId++,
    fullName: 'Carys Jones',
    status: 'active',
    tenantType: 'lead_tenant',
    occupationDate: '2025-09-01',
    contractType: 'periodic',
    fixedTermEnd: null,
    deposit: null,
    depositPaidDate: null,
    lastRentIncreaseOn: null,
    openFitnessRepairs: 0,
    ...extra,
  };
}

/** A copy of `document` given to the contract-holder of `to` on `servedOn`. */
export const served = (document: DocumentFact, to: TenancyFact, servedOn: string): ServiceFact => ({
  documentId: document.id,
  tenancyId: to.id,
  servedOn,
});

export interface FactsOverrides extends Partial<Omit<PropertyFacts, 'property' | 'landlord'>> {
  property?: Partial<PropertyFact>;
  landlord?: Partial<LandlordFact>;
}

export function buildFacts(overrides: FactsOverrides = {}): PropertyFacts {
  const { property, landlord, ...rest } = overrides;
  return {
    today: TODAY,
    tenancies: [],
    documents: [],
    services: [],
    ...rest,
    property: {
      id: 1,
      title: '12 Heol y Felin',
      postcode: 'CF5 1AA',
      isListed: false,
      hasGasSupply: true,
      storeys: 2,
      smokeAlarmStoreys: 2,
      combustionRooms: [],
      hmoOccupants: null,
      hmoHouseholds: null,
      licensingArea: null,
      ...property,
    },
    landlord: { id: 7, managementMode: 'fully_managed', documents: [], ...landlord },
  };
}

/** A rule's items for these facts, through the same status arithmetic as `evaluateProperty`. */
export const itemsOf = (rule: ComplianceRule, facts: PropertyFacts): ComplianceItem[] =>
  rule.evaluate(facts).map((finding) => toItem(rule, finding, facts.today));

/** The single item a rule gives (fails the test when it gives none or several). */
export function onlyItem(rule: ComplianceRule, facts: PropertyFacts): ComplianceItem {
  const items = itemsOf(rule, facts);
  if (items.length !== 1) throw new Error(`${rule.id} gave ${items.length} items, expected 1`);
  return items[0]!;
}

/**
 * A let home where every duty is met: one periodic contract-holder whose statement, deposit and
 * certificate copies were all given on the occupation date, and a registered landlord.
 */
export function compliantFacts(occupationDate = '2024-06-01', overrides: FactsOverrides = {}) {
  const t = tenancy({ occupationDate, deposit: 120_000, depositPaidDate: occupationDate });
  const gas = doc('GAS', '2025-06-01');
  const eicr = doc('EICR', '2023-06-01');
  const epc = doc('EPC', '2020-01-01', { epcBand: 'C' });
  const documents = [
    gas,
    eicr,
    epc,
    doc('LEGIONELLA', occupationDate),
    doc('INSURANCE', '2025-06-01'),
    doc('WRITTEN_STATEMENT', occupationDate, { tenancyId: t.id }),
    doc('DEPOSIT_PROTECTION', occupationDate, { tenancyId: t.id }),
  ];
  const facts = buildFacts({
    tenancies: [t],
    documents,
    services: [gas, eicr, epc].map((d) =>
      served(d, t, d.issueDate > occupationDate ? d.issueDate : occupationDate),
    ),
    landlord: { documents: [doc('RSW_REGISTRATION', '2024-01-01', { reference: 'LR-1' })] },
    ...overrides,
  });
  return { facts, tenancy: t, gas, eicr, epc };
}
