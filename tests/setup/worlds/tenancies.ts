/** The tenancies API tests' world: the usual cast (the landlord named), and the rows behind the answers. */
import { eq } from 'drizzle-orm';
import { properties, tenants } from '../../../src/server/db/schema';
import { signedInPeople } from '../factories';
import type { TestApp } from '../test-app';

export async function tenanciesWorld(t: TestApp) {
  const people = await signedInPeople(t, { landlord: { fullName: 'Gareth Price' } });
  return {
    ...people,
    statusOf: async (propertyId: number) =>
      (await t.db.select().from(properties).where(eq(properties.id, propertyId)))[0]?.status,
    tenantRow: async (id: number) => (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0],
    add: (propertyId: number, body: unknown, token = people.landlord.token) =>
      t.call('POST', `/api/properties/${propertyId}/tenants`, token, body),
  };
}
