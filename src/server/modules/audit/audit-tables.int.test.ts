/**
 * Every table is either audited by the row trigger (drizzle/0007_audit_events.sql) or named
 * here with the reason it is not, so a table added later cannot be forgotten silently.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db';
import { sql } from 'drizzle-orm';
import { createTestDb } from '../../../../tests/setup/test-db';

const NOT_AUDITED: Record<string, string> = {
  audit_events: 'the trail itself',
  sessions: 'token hashes; sign-in and sign-out are events of their own',
  password_tokens: 'token hashes; the password change they lead to is audited on users',
  outbox: 'messages with links in them; the change that queued one is audited',
  outbox_tallies: "counts of the outbox's rows, kept by its triggers",
  rate_limits: 'throttle counters; the failed sign-ins are events of their own',
  login_throttles: 'waits after failed sign-ins; the failed sign-ins are events of their own',
  idempotency_keys: 'stored answers to repeated calls',
  rent_reminders: 'which reminder a job has sent',
  compliance_reminders: 'which reminder a job has sent',
  compliance_digests: 'which digest a job has sent',
  statement_runs: 'which statement a job has sent',
  public_version: 'a counter the public caches watch; the changes that bump it are audited',
  user_totp:
    'a sealed secret and the last code used; turning two-step sign-in on or off is an event of its own',
  totp_recovery_codes:
    'hashes of recovery codes; they come and go with two-step sign-in, an event of its own',
};

const handle = await createTestDb();
afterAll(() => handle.close());

describe('the audit trigger', () => {
  it('is on every table but those named, and on none of those', async () => {
    const tables = await queryRows<{ name: string; audited: boolean }>(
      handle.db,
      sql`select c.relname as name,
            exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_row_change') as audited
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name, audited } of tables)
      expect({ name, audited }).toEqual({ name, audited: !(name in NOT_AUDITED) });
  });
});
