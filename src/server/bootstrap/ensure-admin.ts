import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/create-db';
import { users } from '../db/schema';
import { generateTemporaryPassword, hashPassword } from '../lib/passwords';

/**
 * First start (CONTRACT.md §1): when no administrator exists, create an approved super_admin from
 * ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL. Without a password, a random one is printed once
 * and must be changed at the first sign-in.
 */
export async function ensureAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.role} in ('admin', 'super_admin') or ${users.userType} = 'admin'`);
  if (existing?.n) return;
  const username = config.admin.username ?? 'admin';
  const email = config.admin.email ?? 'admin@localhost.localdomain';
  const generated = config.admin.password ? undefined : generateTemporaryPassword(16);
  await db
    .insert(users)
    .values({
      username,
      email,
      passwordHash: await hashPassword(config.admin.password ?? generated!),
      fullName: 'Administrator',
      userType: 'admin',
      role: 'super_admin',
      status: 'approved',
      mustChangePassword: !!generated,
    })
    // Another instance starting at the same moment may have created it first.
    .onConflictDoNothing();
  if (generated) {
    // Printed once, on purpose: there is no other way to learn it. Change it at the first sign-in.
    log.warn(
      { adminUsername: username },
      `Created the first administrator "${username}" with the one-time password: ${generated}`,
    );
  } else {
    log.info(
      { adminUsername: username },
      'Created the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD',
    );
  }
}
