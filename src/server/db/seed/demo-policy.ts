import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../create-db';
import { users } from '../schema';
import { DEMO_ACCOUNTS } from './demo';

/**
 * Whether this start writes the demo data (CONTRACT.md §1 SEED_DEMO): what SEED_DEMO says when it
 * is set; otherwise only on an empty database, and never in production, where demo accounts with
 * published passwords would be a way in.
 */
export function shouldSeedDemo(
  config: Pick<AppConfig, 'seedDemo' | 'production'>,
  databaseIsEmpty: boolean,
): boolean {
  if (config.seedDemo !== undefined) return config.seedDemo;
  return !config.production && databaseIsEmpty;
}

/** Says loudly, on every start, when accounts whose passwords README publishes can sign in. */
export async function warnIfDemoAccounts(db: Db, log: FastifyBaseLogger): Promise<string[]> {
  const usernames = DEMO_ACCOUNTS.map((account) => account.username);
  const found = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  const present = found.map((row) => row.username);
  if (present.length) {
    log.warn(
      { demoAccounts: present },
      'DEMO ACCOUNTS EXIST: their passwords are published in README.md. Delete them (or start with SEED_DEMO=0 on a fresh database) before real use.',
    );
  }
  return present;
}
