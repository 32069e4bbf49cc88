import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../create-db';
import { users } from '../schema';
import { hashPassword } from '../../lib/passwords';

/**
 * Demo data for SEED_DEMO=1: the only place sample records exist. The sign-ins are listed in
 * README.md; later issues add the landlord's properties, tenancies, payments and documents here.
 */
export const DEMO_ACCOUNTS = [
  { username: 'demo.admin', password: 'DemoAdmin#2026', email: 'demo.admin@example.com', fullName: 'Alys Morgan', userType: 'admin', role: 'admin' },
  { username: 'demo.landlord', password: 'DemoLandlord#2026', email: 'demo.landlord@example.com', fullName: 'Gareth Price', userType: 'landlord', role: 'user' },
  { username: 'demo.tenant', password: 'DemoTenant#2026', email: 'demo.tenant@example.com', fullName: 'Ffion Davies', userType: 'tenant', role: 'user' },
] as const;

export async function seedDemo(db: Db, log: FastifyBaseLogger): Promise<void> {
  const [already] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = 'demo.landlord'`);
  if (already) return;
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        fullName: account.fullName,
        userType: account.userType,
        role: account.role,
        status: 'approved',
        phone: '029 2000 0000',
        passwordHash: await hashPassword(account.password),
      })
      .onConflictDoNothing();
  }
  log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.username) }, 'Seeded the demo accounts (SEED_DEMO)');
}
