import { describe, expect, it } from 'vitest';
import { ListingsQuerySchema, postcodeDistrict } from './listings';

describe('postcodeDistrict', () => {
  it('keeps the outward code only, with or without the space', () => {
    expect(postcodeDistrict('CF64 3DH')).toBe('CF64');
    expect(postcodeDistrict('cf101aa')).toBe('CF10');
    expect(postcodeDistrict('SW1A 1AA')).toBe('SW1A');
    expect(postcodeDistrict(' m1  1ae ')).toBe('M1');
  });
});

describe('ListingsQuerySchema', () => {
  it('takes query-string numbers and applies the list defaults', () => {
    expect(ListingsQuerySchema.parse({ minBedrooms: '2', maxRent: '120000', area: ' Penarth ' })).toEqual({
      area: 'Penarth',
      minBedrooms: 2,
      maxRent: 120_000,
      limit: 100,
      offset: 0,
    });
  });
});
