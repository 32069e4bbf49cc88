import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { migrationsFolder, type Db } from '../db/create-db';
import * as schema from '../db/schema';
import type { AppliedMigration } from './db-dump';

/** The database of DATABASE_URL or DATA_DIR/pglite, opened for backup or restore: no migration on open. */
export interface OpsDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of a folder (this code's, or a prefix of them). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openOpsDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<OpsDb> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: pgliteDir(config.dataDir) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** This code's migrations, oldest first. */
export function codeMigrations(): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
}

/**
 * A temporary migrations folder holding this code's migrations up to and including `last`, so
 * a restore can build exactly the schema the archive was taken from, load it, then migrate on.
 */
export function migrationsUpTo(last: AppliedMigration): { folder: string; remove(): void } {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.filter((e) => e.when <= last.createdAt);
  for (const e of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
