import { describe, expect, it } from 'vitest';
import { portalPathFor } from './portal-language';

const welsh = { language: 'cy' as const };
const english = { language: 'en' as const };

describe('portalPathFor: where a page is read (CONTRACT.md §9)', () => {
  it('leaves public and sign-in pages in the language asked for', () => {
    for (const path of [
      '/',
      '/cy',
      '/landlords',
      '/cy/landlords',
      '/listings/4',
      '/cy/listings/4',
      '/cy/login',
      '/register',
    ]) {
      expect(portalPathFor(path, welsh)).toBeNull();
      expect(portalPathFor(path, null)).toBeNull();
    }
  });

  it("sends a tenant's portal to the tenant's language", () => {
    expect(portalPathFor('/tenant-dashboard', welsh)).toBe('/cy/tenant-dashboard');
    expect(portalPathFor('/cy/tenant-dashboard', english)).toBe('/tenant-dashboard');
    expect(portalPathFor('/cy/tenant-dashboard', welsh)).toBeNull();
    expect(portalPathFor('/tenant-dashboard', english)).toBeNull();
    // Signed out: the page asks them to sign in, in the language asked for.
    expect(portalPathFor('/cy/tenant-dashboard', null)).toBeNull();
  });

  it('keeps the landlord and admin portals in English', () => {
    expect(portalPathFor('/cy/landlord-dashboard', welsh)).toBe('/landlord-dashboard');
    expect(portalPathFor('/cy/admin/images', english)).toBe('/admin/images');
    expect(portalPathFor('/landlord-dashboard', welsh)).toBeNull();
  });
});
