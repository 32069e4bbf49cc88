import { describe, expect, it } from 'vitest';
import {
  areaSearchTerm,
  listingSearchString,
  listingsParamsFromSearch,
  parseListingId,
  parseListingSearch,
  rentFieldValue,
} from './search';

describe('the listings search in the URL', () => {
  it('reads area, bedrooms, rent in pounds and page, with or without the question mark', () => {
    expect(parseListingSearch('?area=%20Roath%20&minBedrooms=2&maxRent=1200&page=3')).toEqual({
      area: 'Roath',
      minBedrooms: 2,
      maxRent: 120_000,
      page: 3,
    });
    expect(parseListingSearch('maxRent=%C2%A31%2C250.50')).toMatchObject({ maxRent: 125_050 });
  });

  it('treats the empty fields of a form sent before the script ran as no filter', () => {
    expect(parseListingSearch('area=&minBedrooms=&maxRent=')).toEqual({
      area: undefined,
      minBedrooms: undefined,
      maxRent: undefined,
      page: 1,
    });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(parseListingSearch('minBedrooms=-1&maxRent=0&page=0')).toEqual({
      area: undefined,
      minBedrooms: undefined,
      maxRent: undefined,
      page: 1,
    });
    expect(parseListingSearch('minBedrooms=two&maxRent=lots&page=x')).toMatchObject({
      minBedrooms: undefined,
      maxRent: undefined,
      page: 1,
    });
    expect(parseListingSearch('minBedrooms=51').minBedrooms).toBeUndefined();
    expect(parseListingSearch(`area=${'a'.repeat(150)}`).area).toHaveLength(100);
    expect(parseListingSearch('maxRent=99999999999999').maxRent).toBe(2_000_000_000);
  });

  it('writes the filters back in pounds, leaving out what is not set', () => {
    expect(listingSearchString({ area: 'Cardiff Bay', minBedrooms: 1, maxRent: 95_000, page: 2 })).toBe(
      'area=Cardiff+Bay&minBedrooms=1&maxRent=950&page=2',
    );
    expect(listingSearchString({ page: 1 })).toBe('');
    expect(rentFieldValue(95_050)).toBe('950.50');
  });

  it('turns the URL into the API query: pence, limit and offset, only the keys that are set', () => {
    expect(listingsParamsFromSearch('area=Penarth&maxRent=1500&page=2')).toEqual({
      area: 'Penarth',
      maxRent: 150_000,
      limit: 12,
      offset: 12,
    });
    expect(listingsParamsFromSearch('')).toEqual({ limit: 12, offset: 0 });
    expect(Object.keys(listingsParamsFromSearch('area=&minBedrooms='))).toEqual(['limit', 'offset']);
  });

  it('searches the part of a two-place area name that addresses carry', () => {
    expect(areaSearchTerm('Pontcanna & Canton')).toBe('Canton');
    expect(listingsParamsFromSearch('area=Pontcanna%20%26%20Canton').area).toBe('Canton');
    expect(areaSearchTerm('Roath')).toBe('Roath');
  });

  it('reads a listing id from the path, and nothing else', () => {
    expect(parseListingId('12')).toBe(12);
    for (const bad of [undefined, '', '0', 'abc', '1.5', '-3', '99999999999999999999']) {
      expect(parseListingId(bad), String(bad)).toBeNull();
    }
  });
});
