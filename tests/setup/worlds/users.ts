/** The admin user API tests' world: an admin, a super admin, a landlord and a tenant, and the calls they make. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PublicUser } from '@shared/users';
import { users } from '../../../src/server/db/schema';
import type { TestApp } from '../test-app';

export const NEW_PASSWORD = 'Fresh-Start-2468';
export type TestUser = PublicUser & { password: string };

/** No answer about users ever carries a password or a hash. */
export function expectNoSecrets(res: LightMyRequestResponse) {
  expect(res.body.toLowerCase()).not.toContain('hash');
  expect(res.body.toLowerCase()).not.toContain('"password"');
}

export async function usersWorld(t: TestApp) {
  const admin = await t.signedIn({ userType: 'admin', fullName: 'Ada Admin' });
  return {
    admin,
    superAdmin: await t.signedIn({ userType: 'admin', role: 'super_admin', fullName: 'Sam Super' }),
    landlord: await t.signedIn({ userType: 'landlord' }),
    tenant: await t.signedIn({ userType: 'tenant' }),
    list: (query = '', token = admin.token) => t.call('GET', `/api/admin/users${query}`, token),
    login: (username: string, password: string) => t.login(username, password),
    whoAmI: (token: string) => t.call('GET', '/api/auth/user', token),
    userRow: async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0],
  };
}
