import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/server/db/create-db';
import { withDatabase } from './global-db';

/**
 * PostgreSQL only: a fresh database copied from the migrated template, for tests that start the
 * server as its own process and so need the URL. `drop` removes it (sessions are cut).
 */
export async function createPgTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (!databaseUrl || !template) throw new Error('createPgTestDatabase needs DATABASE_URL');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(databaseUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await dropper.end();
    },
  };
}

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL database from the template. */
export async function createTestDb(): Promise<DbHandle> {
  if (process.env.DATABASE_URL && inject('pgTemplate')) {
    const database = await createPgTestDatabase();
    const handle = await createDb({ databaseUrl: database.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return createDb({ dataDir: undefined, loadDataDir: new Blob([snapshot]) });
}
