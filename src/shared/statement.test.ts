import { describe, expect, it } from 'vitest';
import { buildStatement, formatFeePercent, managementFee, monthLabel, type PropertyMonth } from './statement';

const property = (overrides: Partial<PropertyMonth> = {}): PropertyMonth => ({
  propertyId: 1,
  title: '12 Plymouth Road',
  address: '12 Plymouth Road, Penarth, CF64 3DH',
  rentDue: 85000,
  rentReceived: 85000,
  deductions: [],
  ...overrides,
});

describe('managementFee', () => {
  it('charges the share of rent due in whole pence', () => {
    expect(managementFee(85000, 1000)).toBe(8500);
    expect(managementFee(85000, 1250)).toBe(10625);
    expect(managementFee(120000, 875)).toBe(10500);
  });

  it('rounds half a penny up and anything less down', () => {
    expect(managementFee(333, 1000)).toBe(33); // 33.3p
    expect(managementFee(335, 1000)).toBe(34); // 33.5p exactly
    expect(managementFee(334, 1000)).toBe(33); // 33.4p
    expect(managementFee(85005, 1000)).toBe(8501); // 8500.5p
    expect(managementFee(1, 5000)).toBe(1); // 0.5p
    expect(managementFee(1, 4999)).toBe(0); // 0.4999p
    expect(managementFee(99999, 875)).toBe(8750); // 8749.9125p
  });

  it('rounds exactly where float arithmetic would drift', () => {
    // 360 × 0.0875 is 31.499999… in floating point, but 31.5p exactly, so 32p.
    expect(managementFee(360, 875)).toBe(32);
    expect(managementFee(2600, 875)).toBe(228);
  });

  it('is nothing when there is no fee or no rent due', () => {
    expect(managementFee(85000, 0)).toBe(0);
    expect(managementFee(0, 1000)).toBe(0);
  });

  it('refuses fractions of a penny, negative amounts and negative basis points', () => {
    expect(() => managementFee(850.5, 1000)).toThrow(RangeError);
    expect(() => managementFee(-100, 1000)).toThrow(RangeError);
    expect(() => managementFee(85000, -1)).toThrow(RangeError);
    expect(() => managementFee(85000, 12.5)).toThrow(RangeError);
    expect(() => managementFee(Number.NaN, 1000)).toThrow(RangeError);
  });
});

describe('buildStatement', () => {
  it('works out the fee, deductions and net for a property', () => {
    const statement = buildStatement({
      month: '2026-11',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 1000,
      properties: [property({ deductions: [{ description: 'Boiler repair', amount: 12000 }] })],
    });
    expect(statement.properties[0]).toMatchObject({ fee: 8500, deductionsTotal: 12000, net: 64500 });
    expect(statement.totals).toEqual({
      rentDue: 85000,
      rentReceived: 85000,
      fee: 8500,
      deductions: 12000,
      net: 64500,
    });
    expect(statement).toMatchObject({ month: '2026-11', landlordName: 'Gwen Morgan', feeBasisPoints: 1000 });
  });

  it('charges the fee on rent due, so a month with nothing received nets negative', () => {
    const statement = buildStatement({
      month: '2026-11',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 1000,
      properties: [property({ rentReceived: 0, deductions: [{ description: 'Locksmith', amount: 9500 }] })],
    });
    expect(statement.properties[0]).toMatchObject({ fee: 8500, deductionsTotal: 9500, net: -18000 });
    expect(statement.totals.net).toBe(-18000);
  });

  it('nets the whole rent received when the fee is zero', () => {
    const statement = buildStatement({
      month: '2026-11',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 0,
      properties: [property()],
    });
    expect(statement.properties[0]).toMatchObject({ fee: 0, net: 85000 });
  });

  it('totals are sums of the rounded per-property figures', () => {
    // Each 335p at 10% is 33.5p → 34p; three of them is 102p, not 10% of 1005p (100.5p → 101p).
    const statement = buildStatement({
      month: '2026-02',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 1000,
      properties: [1, 2, 3].map((id) => property({ propertyId: id, rentDue: 335, rentReceived: 335 })),
    });
    expect(statement.properties.map((p) => p.fee)).toEqual([34, 34, 34]);
    expect(statement.totals.fee).toBe(102);
    expect(statement.totals.net).toBe(1005 - 102);
  });

  it('adds up several properties with different rents, receipts and deductions', () => {
    const statement = buildStatement({
      month: '2026-11',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 1250,
      properties: [
        property({ propertyId: 1, rentDue: 85000, rentReceived: 85000 }),
        property({
          propertyId: 2,
          title: 'Flat 3, Windsor Court',
          rentDue: 72500,
          rentReceived: 40000,
          deductions: [
            { description: 'Gas safety certificate', amount: 6500 },
            { description: 'Gutter clearance', amount: 4800 },
          ],
        }),
        property({ propertyId: 3, title: '7 Cornerswell Road', rentDue: 0, rentReceived: 15000 }),
      ],
    });
    const [first, second, third] = statement.properties;
    expect(first).toMatchObject({ fee: 10625, deductionsTotal: 0, net: 74375 });
    // 72500 × 12.5% = 9062.5p → 9063p
    expect(second).toMatchObject({ fee: 9063, deductionsTotal: 11300, net: 40000 - 9063 - 11300 });
    // Arrears paid in a month with no rent due carry no fee (the fee follows rent due).
    expect(third).toMatchObject({ fee: 0, deductionsTotal: 0, net: 15000 });
    expect(statement.totals).toEqual({
      rentDue: 157500,
      rentReceived: 140000,
      fee: 19688,
      deductions: 11300,
      net: 74375 + 19637 + 15000,
    });
  });

  it('gives zero totals for a landlord with no properties that month', () => {
    const statement = buildStatement({
      month: '2026-11',
      landlordName: 'Gwen Morgan',
      feeBasisPoints: 1000,
      properties: [],
    });
    expect(statement.totals).toEqual({ rentDue: 0, rentReceived: 0, fee: 0, deductions: 0, net: 0 });
  });

  it('refuses amounts that are not whole pence, bad basis points and bad months', () => {
    const build = (overrides: Partial<PropertyMonth>, feeBasisPoints = 1000, month = '2026-11') =>
      buildStatement({ month, landlordName: 'G', feeBasisPoints, properties: [property(overrides)] });
    expect(() => build({ rentDue: 850.5 })).toThrow(RangeError);
    expect(() => build({ rentReceived: 0.1 })).toThrow(RangeError);
    expect(() => build({ deductions: [{ description: 'Repair', amount: 10.25 }] })).toThrow(RangeError);
    expect(() => build({ deductions: [{ description: 'Credit', amount: -500 }] })).toThrow(RangeError);
    expect(() => build({}, -1000)).toThrow(RangeError);
    expect(() => build({}, 1000, '2026-13')).toThrow(RangeError);
    expect(() => build({}, 1000, '2026-1')).toThrow(RangeError);
  });

  it('does not change the input it was given', () => {
    const input = property({ deductions: [{ description: 'Repair', amount: 100 }] });
    const statement = buildStatement({
      month: '2026-11',
      landlordName: 'G',
      feeBasisPoints: 1000,
      properties: [input],
    });
    statement.properties[0]!.deductions[0]!.amount = 999;
    expect(input).not.toHaveProperty('fee');
    expect(input.deductions[0]!.amount).toBe(100);
  });
});

describe('formatFeePercent', () => {
  it('shows basis points as a percentage without trailing zeros', () => {
    expect(formatFeePercent(1000)).toBe('10%');
    expect(formatFeePercent(1250)).toBe('12.5%');
    expect(formatFeePercent(875)).toBe('8.75%');
    expect(formatFeePercent(0)).toBe('0%');
    expect(formatFeePercent(5)).toBe('0.05%');
    expect(formatFeePercent(1001)).toBe('10.01%');
    expect(formatFeePercent(10000)).toBe('100%');
  });
});

describe('monthLabel', () => {
  it('names the month in English', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(monthLabel('2026-12')).toBe('December 2026');
  });

  it('refuses text that is not YYYY-MM', () => {
    expect(() => monthLabel('2026-00')).toThrow(RangeError);
    expect(() => monthLabel('November 2026')).toThrow(RangeError);
  });
});
