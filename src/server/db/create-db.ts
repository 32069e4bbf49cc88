import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers (TOOLCHAIN.md: a union of the two breaks `.returning()` typing). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when the database takes a query; used by /api/health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded engine itself, for tests that snapshot a migrated database. */
  pglite?: PGlite;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

export type DbOptions =
  | { databaseUrl: string }
  /** dataDir undefined keeps the database in memory; loadDataDir starts from a snapshot. */
  | { dataDir: string | undefined; loadDataDir?: Blob | File };

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    // The same for a client checked out (a transaction between statements): the pool listens only
    // to idle ones, and an 'error' event nobody hears ends the process. Its query fails on its own
    // and the request answers 503.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateWithLock(pool, db);
    return {
      db,
      kind: 'postgres',
      ping: async () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Several instances may start at once on one PostgreSQL: only one migrates at a time. */
async function migrateWithLock(pool: pg.Pool, db: Db): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => {});
    lockClient.release();
  }
}

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
