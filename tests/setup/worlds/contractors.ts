/** The contractors API tests' world: two landlords, a tenant and an admin, a valid body and the rows behind the answers. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Contractor } from '@shared/contractors';
import { addDays, todayInLondon } from '@shared/dates';
import { contractorCertificates, contractors } from '../../../src/server/db/schema';
import type { TestApp } from '../test-app';

export const today = todayInLondon();
export const nextYear = addDays(today, 365);
export const yesterday = addDays(today, -1);

/** A valid body for POST/PUT /api/contractors. */
export const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dafydd Plumbing',
  trade: 'plumbing',
  phone: '07700 900456',
  email: 'dafydd@example.test',
  certificates: [{ kind: 'insurance', reference: 'PL-123', expiresOn: nextYear }],
  ...overrides,
});

export async function contractorsWorld(t: TestApp) {
  return {
    landlord: await t.signedIn({ userType: 'landlord' }),
    other: await t.signedIn({ userType: 'landlord' }),
    tenantUser: await t.signedIn({ userType: 'tenant' }),
    admin: await t.signedIn({ userType: 'admin' }),
    create: async (token: string, overrides: Record<string, unknown> = {}, query = '') => {
      const res = await t.call('POST', `/api/contractors${query}`, token, body(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Contractor>();
    },
    rowOf: async (id: number) => (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0],
    certificateRowsOf: (id: number) =>
      t.db.select().from(contractorCertificates).where(eq(contractorCertificates.contractorId, id)),
    contractorsOf: (landlordId: number) =>
      t.db.select().from(contractors).where(eq(contractors.landlordId, landlordId)),
  };
}
