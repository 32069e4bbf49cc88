/** The tenant portal: who may call it, and the tenant's home and tenancies. */
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/dates';
import type { TenantProperty, TenantTenancy } from '@shared/tenant-portal';
import { createTestApp } from '../../../../tests/setup/test-app';
import { tenantPortalWorld, today } from '../../../../tests/setup/worlds/tenant-portal';

const t = await createTestApp();
afterAll(() => t.close());
const {
  landlord,
  admin,
  tenantUser,
  otherTenantUser,
  noTenancyUser,
  home,
  oldHome,
  current,
  past,
  olderPast,
  othersTenancy,
  get,
  contact,
} = await tenantPortalWorld(t);

describe('tenant portal API', () => {
  describe('who may call', () => {
    const urls = [
      '/api/tenant/property',
      '/api/tenant/tenancies',
      '/api/tenant/documents',
      '/api/tenant/events',
    ];
    const validMessage = { subject: 'Dripping tap', message: 'The kitchen tap drips all night long.' };

    it('needs a sign-in (401)', async () => {
      for (const url of urls) expect((await get(url)).res.statusCode, url).toBe(401);
      expect((await contact(undefined, validMessage)).statusCode).toBe(401);
    });

    it('refuses landlords and admins (403), before looking at the body', async () => {
      for (const who of [landlord, admin]) {
        for (const url of urls) expect((await get(url, who.token)).res.statusCode, url).toBe(403);
        expect((await contact(who.token, validMessage)).statusCode).toBe(403);
        expect((await contact(who.token, { subject: 'x' })).statusCode).toBe(403);
      }
    });

    it('answers 404 to a tenant with no tenancy, and an empty list of tenancies', async () => {
      for (const url of ['/api/tenant/property', '/api/tenant/documents', '/api/tenant/events']) {
        const { res } = await get(url, noTenancyUser.token);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
      expect((await get('/api/tenant/tenancies', noTenancyUser.token)).body).toEqual([]);
      expect((await contact(noTenancyUser.token, validMessage)).statusCode).toBe(404);
    });

    it("answers 404 for another tenant's tenancy, even one in the same home", async () => {
      for (const url of ['/api/tenant/property', '/api/tenant/documents', '/api/tenant/events']) {
        for (const id of [othersTenancy.id, current.id]) {
          const { res } = await get(
            `${url}?tenancyId=${id}`,
            id === current.id ? otherTenantUser.token : tenantUser.token,
          );
          expect(res.statusCode, `${url} ${id}`).toBe(404);
        }
      }
    });

    it('refuses a tenancyId that is not a positive whole number (400)', async () => {
      const { res } = await get('/api/tenant/property?tenancyId=abc', tenantUser.token);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('property', () => {
    it('defaults to the current tenancy: its rent, lease and the landlord to contact', async () => {
      const { res, body } = await get<TenantProperty>('/api/tenant/property', tenantUser.token);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual({
        id: home.id,
        tenancyId: current.id,
        title: 'Seafront flat',
        address: home.address,
        city: home.city,
        postcode: home.postcode,
        bedroomCount: home.bedroomCount,
        bathroomCount: home.bathroomCount,
        price: 87_500,
        leaseStart: '2026-01-01',
        leaseEnd: '2027-06-30',
        contractType: 'fixed_term',
        fixedTermEnd: addDays(today, 40),
        status: 'active',
        landlordName: 'Gareth Price',
        landlordEmail: landlord.user.email,
        landlordPhone: '029 2000 1234',
        isCurrent: true,
      });
    });

    it('shows a past tenancy of theirs when named', async () => {
      const { res, body } = await get<TenantProperty>(
        `/api/tenant/property?tenancyId=${past.id}`,
        tenantUser.token,
      );
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({
        id: oldHome.id,
        tenancyId: past.id,
        title: 'Old terrace',
        status: 'past',
        isCurrent: false,
        leaseEnd: '2024-12-31',
      });
    });
  });

  describe('tenancies', () => {
    it('lists current first, then past by lease start, latest first', async () => {
      const { res, body } = await get<TenantTenancy[]>('/api/tenant/tenancies', tenantUser.token);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual([
        {
          id: current.id,
          propertyTitle: 'Seafront flat',
          leaseStart: '2026-01-01',
          leaseEnd: '2027-06-30',
          status: 'active',
          isCurrent: true,
        },
        {
          id: past.id,
          propertyTitle: 'Old terrace',
          leaseStart: '2024-01-01',
          leaseEnd: '2024-12-31',
          status: 'past',
          isCurrent: false,
        },
        expect.objectContaining({ id: olderPast.id, isCurrent: false }),
      ]);
    });
  });
});
