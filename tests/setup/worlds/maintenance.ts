/** The landlord-side repairs API tests' world: a landlord's home with a tenant, another landlord's, an agency admin and the calls. */
import { expect } from 'vitest';
import { insertProperty, insertTenant, landlordWithTenant } from '../factories';
import type { TestApp } from '../test-app';
import { image, multipart, type Part } from '../uploads';

export const HOUR = 3600_000;

export async function maintenanceWorld(t: TestApp) {
  const { landlord, tenant, property, tenancy } = await landlordWithTenant(t, {
    landlord: { fullName: 'Gareth Morgan' },
    tenant: { fullName: 'Seren Hughes' },
    property: { address: '4 Salisbury Road' },
    tenancy: { phone: '07700 900456' },
  });
  const other = await t.signedIn({ userType: 'landlord' });
  const otherTenant = await t.signedIn({ userType: 'tenant' });
  const admin = await t.signedIn({ userType: 'admin', fullName: 'Agency Desk' });
  const otherProperty = await insertProperty(t.db, other.user.id);
  await insertTenant(t.db, otherProperty.id, { userId: otherTenant.user.id });
  const propertyId = property.id;
  return {
    landlord,
    other,
    tenant,
    otherTenant,
    admin,
    propertyId,
    tenancy,
    tenantEmail: tenancy.email,
    patch: (id: number, payload: unknown, token = landlord.token) =>
      t.call('PATCH', `/api/maintenance/${id}`, token, payload),
    png: async (): Promise<Part> => ({
      name: 'file',
      filename: 'leak.png',
      contentType: 'image/png',
      data: await image('png'),
    }),
    upload: (id: number, parts: Part[], token?: string) =>
      t.api({ method: 'POST', url: `/api/maintenance/${id}/photos`, token, ...multipart(parts) }),
    listOf: async (token = landlord.token, query = '') => {
      const res = await t.call('GET', `/api/properties/${propertyId}/maintenance${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    },
  };
}
