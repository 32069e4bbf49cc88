import { describe, expect, it } from 'vitest';
import { yearsBeginningWith } from './dates';
import {
  CARDIFF_SCHEMES,
  HMO_ADDITIONAL_CARDIFF,
  HMO_MANDATORY,
  RSW_LICENCE_LANDLORD,
  RSW_REGISTRATION,
  licensingAreaFromPostcode,
} from './licensing';
import { buildFacts, doc, itemsOf, onlyItem, tenancy } from './test-facts';

describe('RSW_REGISTRATION (5 years)', () => {
  it('reminds at 180, 120, 90, 60 and 30 days and blocks listing and section 173', () => {
    expect(RSW_REGISTRATION.ladder).toEqual([180, 120, 90, 60, 30]);
    expect(RSW_REGISTRATION.blocks).toEqual(['publish_listing', 'section_173']);
  });

  it('is a landlord item, missing without a registration', () => {
    const item = onlyItem(RSW_REGISTRATION, buildFacts());
    expect(item).toMatchObject({
      subject: 'landlord',
      tenancyId: null,
      status: 'missing',
      dueDate: null,
      blocks: ['publish_listing', 'section_173'],
      message: 'Add your Rent Smart Wales registration: no home may be advertised or let without it.',
    });
    expect(item.action).toEqual({ kind: 'upload', documentType: 'RSW_REGISTRATION', target: 'landlord' });
  });

  it('runs 5 years beginning with the registration, reminded from 180 days before', () => {
    const registration = doc('RSW_REGISTRATION', '2021-03-15', { reference: 'LR-12345' });
    const at = (today: string) =>
      onlyItem(RSW_REGISTRATION, buildFacts({ today, landlord: { documents: [registration] } }));
    expect(at('2025-09-14')).toMatchObject({
      status: 'ok',
      dueDate: '2026-03-14',
      documentIds: [registration.id],
    });
    expect(at('2026-01-15')).toMatchObject({ status: 'due_soon', blocks: [] });
    expect(at('2026-01-15').message).toBe(
      'Rent Smart Wales registration LR-12345 valid until 14 March 2026; renewal can take up to 8 weeks.',
    );
    expect(at('2026-03-15')).toMatchObject({ status: 'overdue', blocks: ['publish_listing', 'section_173'] });
    expect(at('2026-03-15').message).toBe(
      'Your Rent Smart Wales registration ran out on 14 March 2026: renew it with Rent Smart Wales.',
    );
  });

  it("takes an earlier stated expiry, and ignores the property's documents", () => {
    const registration = doc('RSW_REGISTRATION', '2024-01-01', { expiryDate: '2026-02-01' });
    const facts = buildFacts({
      landlord: { documents: [registration] },
      documents: [doc('RSW_REGISTRATION', '2025-01-01')],
    });
    expect(onlyItem(RSW_REGISTRATION, facts)).toMatchObject({
      dueDate: '2026-02-01',
      documentIds: [registration.id],
    });
  });
});

describe('RSW_LICENCE_LANDLORD (let-only landlords only)', () => {
  it('does not apply to a fully managed landlord', () => {
    expect(
      itemsOf(RSW_LICENCE_LANDLORD, buildFacts({ landlord: { managementMode: 'fully_managed' } })),
    ).toEqual([]);
  });

  it('asks a let-only landlord for a licence, barring section 173', () => {
    expect(
      onlyItem(RSW_LICENCE_LANDLORD, buildFacts({ landlord: { managementMode: 'let_only' } })),
    ).toMatchObject({
      subject: 'landlord',
      status: 'missing',
      blocks: ['section_173'],
      message:
        'You manage this let yourself, so you need a Rent Smart Wales licence (or let us manage it fully).',
    });
  });

  it('is ok with a licence for 5 years beginning with its approval', () => {
    const licence = doc('RSW_LICENCE', '2024-02-29');
    const facts = buildFacts({ landlord: { managementMode: 'let_only', documents: [licence] } });
    expect(onlyItem(RSW_LICENCE_LANDLORD, facts)).toMatchObject({
      status: 'ok',
      dueDate: '2029-02-28',
      blocks: [],
    });
  });
});

const HMO = { storeys: 3, hmoOccupants: 5, hmoHouseholds: 2 };

describe('HMO_MANDATORY (≥3 storeys, ≥5 persons, ≥2 households)', () => {
  it('reminds at 180, 120, 90 and 60 days', () => {
    expect(HMO_MANDATORY.ladder).toEqual([180, 120, 90, 60]);
  });

  it('does not apply below any of the three thresholds', () => {
    for (const property of [
      { ...HMO, storeys: 2 },
      { ...HMO, hmoOccupants: 4 },
      { ...HMO, hmoHouseholds: 1 },
      { storeys: 3, hmoOccupants: null, hmoHouseholds: null },
    ]) {
      expect(itemsOf(HMO_MANDATORY, buildFacts({ property }))).toEqual([]);
    }
  });

  it('asks for a licence: missing while empty, overdue while occupied', () => {
    expect(onlyItem(HMO_MANDATORY, buildFacts({ property: HMO }))).toMatchObject({
      status: 'missing',
      dueDate: null,
      message: '5 people in 2 households: this home needs an HMO licence (mandatory licensing).',
    });
    expect(onlyItem(HMO_MANDATORY, buildFacts({ property: HMO, tenancies: [tenancy()] }))).toMatchObject({
      status: 'overdue',
    });
  });

  it('is ok with a licence for up to 5 years', () => {
    const licence = doc('HMO_LICENCE', '2024-01-01', { reference: 'HMO/42', maxOccupants: 6 });
    const item = onlyItem(HMO_MANDATORY, buildFacts({ property: HMO, documents: [licence] }));
    expect(item).toMatchObject({ status: 'ok', dueDate: '2028-12-31', documentIds: [licence.id] });
    expect(item.message).toBe('HMO licence HMO/42 valid until 31 December 2028.');
  });

  it('is overdue when more people live there than the licence allows', () => {
    const licence = doc('HMO_LICENCE', '2024-01-01', { maxOccupants: 4 });
    expect(onlyItem(HMO_MANDATORY, buildFacts({ property: HMO, documents: [licence] }))).toMatchObject({
      status: 'overdue',
      message: '5 occupants, but the licence allows 4.',
    });
  });

  it('is overdue once the licence has run out', () => {
    const licence = doc('HMO_LICENCE', '2020-06-01');
    expect(onlyItem(HMO_MANDATORY, buildFacts({ property: HMO, documents: [licence] }))).toMatchObject({
      status: 'overdue',
      dueDate: '2025-05-31',
      message: 'The HMO licence ran out on 31 May 2025.',
    });
  });
});

describe('licensingAreaFromPostcode', () => {
  it('asks (null) for the districts that reach into Cathays or Plasnewydd', () => {
    for (const postcode of ['CF10 1AA', 'CF11 9XX', 'CF14 3AB', 'CF23 5BB', 'CF24 4AA', ' cf24 4aa ']) {
      expect(licensingAreaFromPostcode(postcode)).toBeNull();
    }
  });

  it('reads a postcode typed without its space', () => {
    expect(licensingAreaFromPostcode('CF244AA')).toBeNull();
    expect(licensingAreaFromPostcode('cf101aa')).toBeNull();
  });

  it('is none for any other district', () => {
    for (const postcode of ['CF5 1AA', 'CF3 0XX', 'CF64 1AB', 'NP20 1AA', 'SA1 1AA', 'CF51AA']) {
      expect(licensingAreaFromPostcode(postcode)).toBe('none');
    }
  });
});

describe('HMO_ADDITIONAL_CARDIFF (3+ persons, 2+ households, Cathays or Plasnewydd)', () => {
  const shared = { storeys: 2, hmoOccupants: 3, hmoHouseholds: 2 };

  it('publishes Cathays from 1 February 2023 for 5 years, Plasnewydd from 1 January 2021', () => {
    expect(CARDIFF_SCHEMES.cathays).toMatchObject({
      from: '2023-02-01',
      to: yearsBeginningWith('2023-02-01', 5),
    });
    expect(CARDIFF_SCHEMES.cathays.to).toBe('2028-01-31');
    expect(CARDIFF_SCHEMES.plasnewydd.from).toBe('2021-01-01');
  });

  it('does not apply to a mandatory HMO (that rule covers it) or below 3 persons or 2 households', () => {
    const area = { licensingArea: 'cathays' as const };
    expect(itemsOf(HMO_ADDITIONAL_CARDIFF, buildFacts({ property: { ...HMO, ...area } }))).toEqual([]);
    expect(
      itemsOf(HMO_ADDITIONAL_CARDIFF, buildFacts({ property: { ...shared, ...area, hmoOccupants: 2 } })),
    ).toEqual([]);
    expect(
      itemsOf(HMO_ADDITIONAL_CARDIFF, buildFacts({ property: { ...shared, ...area, hmoHouseholds: 1 } })),
    ).toEqual([]);
  });

  it('does not apply outside CF10/11/14/23/24, nor where the landlord said neither', () => {
    expect(
      itemsOf(HMO_ADDITIONAL_CARDIFF, buildFacts({ property: { ...shared, postcode: 'CF5 1AA' } })),
    ).toEqual([]);
    const said = buildFacts({ property: { ...shared, postcode: 'CF24 4AA', licensingArea: 'none' } });
    expect(itemsOf(HMO_ADDITIONAL_CARDIFF, said)).toEqual([]);
  });

  it('asks which area a shared home in those districts is in', () => {
    expect(
      onlyItem(HMO_ADDITIONAL_CARDIFF, buildFacts({ property: { ...shared, postcode: 'CF24 4AA' } })),
    ).toMatchObject({
      status: 'missing',
      dueDate: null,
      message:
        'Tell us whether this shared home is in Cathays, Plasnewydd or neither: both need an HMO licence.',
      action: { kind: 'edit_property' },
    });
  });

  it('needs a licence in Cathays only while the scheme runs', () => {
    const property = { ...shared, postcode: 'CF24 4AA', licensingArea: 'cathays' as const };
    const at = (today: string) =>
      itemsOf(
        HMO_ADDITIONAL_CARDIFF,
        buildFacts({ today, property, tenancies: [tenancy({ occupationDate: '2022-09-01' })] }),
      );
    expect(at('2023-01-31')).toEqual([]);
    expect(at('2023-02-01')).toMatchObject([{ status: 'overdue' }]);
    expect(at('2026-01-15')[0]?.message).toBe(
      '3 people in 2 households: this home needs an HMO licence (Cathays additional licensing).',
    );
    expect(at('2028-01-31')).toMatchObject([{ status: 'overdue' }]);
    expect(at('2028-02-01')).toEqual([]);
  });

  it('needs a licence in Plasnewydd from 1 January 2021, with no end assumed', () => {
    const property = { ...shared, licensingArea: 'plasnewydd' as const };
    const at = (today: string) => itemsOf(HMO_ADDITIONAL_CARDIFF, buildFacts({ today, property }));
    expect(at('2020-12-31')).toEqual([]);
    expect(at('2021-01-01')).toMatchObject([{ status: 'missing' }]);
    expect(at('2030-06-01')).toMatchObject([{ status: 'missing' }]);
  });

  it('is ok with a licence in the area', () => {
    const licence = doc('HMO_LICENCE', '2025-01-01', { maxOccupants: 4 });
    const property = { ...shared, licensingArea: 'cathays' as const };
    expect(onlyItem(HMO_ADDITIONAL_CARDIFF, buildFacts({ property, documents: [licence] }))).toMatchObject({
      status: 'ok',
      dueDate: '2029-12-31',
    });
  });
});
