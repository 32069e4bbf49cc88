import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/server/db/create-db';
import { withDatabase } from './global-db';

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL database from the template. */
export async function createTestDb(): Promise<DbHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (databaseUrl && template) {
    const name = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const handle = await createDb({ databaseUrl: withDatabase(databaseUrl, name) });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: databaseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await dropper.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return createDb({ dataDir: undefined, loadDataDir: new Blob([snapshot]) });
}
