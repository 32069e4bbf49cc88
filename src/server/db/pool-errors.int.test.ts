import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgTestDatabase } from '../../../tests/setup/test-db';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { createDb, queryRows, type DbHandle } from './create-db';

/**
 * PostgreSQL cut off under a transaction (a restart, `pg_ctl stop -m fast`, a failover): the
 * connection in use reports an 'error' event. Unheard, that event ended the whole process (found
 * by `npm run bench:faults`); now the transaction fails as "unavailable" and the pool carries on.
 */
describe.skipIf(!process.env.DATABASE_URL)('a connection cut in the middle of a transaction', () => {
  let database: Awaited<ReturnType<typeof createPgTestDatabase>>;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createPgTestDatabase();
    handle = await createDb({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('fails that transaction as unavailable, keeps the process, and the next query works', async () => {
    const outcome = await handle.db
      .transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [own!.pid]);
        await admin.end();
        // Let the socket's close and the 'error' event arrive before the next statement.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(outcome).not.toBe('committed');
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    const [row] = await queryRows<{ ok: number }>(handle.db, sql`select 1 as ok`);
    expect(row?.ok).toBe(1);
  });
});
