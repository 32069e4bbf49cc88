import { describe, expect, it } from 'vitest';
import { nameForms, passwordUsesName, personalNames } from './personal';

describe('passwords made of a name', () => {
  const agency = ['Vale & City Lettings', 'Vale & City', 'valeandcitylettings'];

  it('reads "&" both ways and ignores everything but letters', () => {
    expect(nameForms('Vale & City')).toEqual(['valecity', 'valeandcity']);
  });

  it.each([
    'Vale&City-2024',
    'VALE CITY LETTINGS 1',
    'xx-valeandcity-99',
    'V4le-C1ty!!',
    'vale.city.lettings',
  ])('refuses %s as the agency name', (password) => expect(passwordUsesName(password, agency)).toBe(true));

  it.each(['Valley-Cliff-2024', 'Quiet-Harbour-77', 'City-Hall-Vale-1'])('accepts %s', (password) =>
    expect(passwordUsesName(password, agency)).toBe(false),
  );

  it('a name of three letters only counts as the whole password; from four letters, inside one too', () => {
    expect(passwordUsesName('Bob-1234!', ['bob'])).toBe(true);
    expect(passwordUsesName('Bobcat-1234', ['bob'])).toBe(false);
    expect(passwordUsesName('Big-Nia-Harbour-1', ['nia'])).toBe(false);
    expect(passwordUsesName('MyEurgain-2024', ['eurgain'])).toBe(true);
    // Two letters or fewer never count: "ab" would refuse far too much.
    expect(passwordUsesName('Ab-12345', ['ab'])).toBe(false);
  });

  it("takes the username and both addresses' local parts", () => {
    expect(personalNames({ username: 'rhian@example.test', email: 'r.jones@example.test' })).toEqual([
      'rhian@example.test',
      'rhian',
      'r.jones',
    ]);
    expect(
      passwordUsesName('R.Jones-1984', personalNames({ username: 'x1', email: 'r.jones@example.test' })),
    ).toBe(true);
  });
});
