import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/create-db';
import { runBackup } from '../../src/server/ops/backup';
import { lastAppliedMigration } from '../../src/server/ops/db-dump';
import { codeMigrations, migrationsUpTo, openOpsDb } from '../../src/server/ops/ops-db';
import { runRestore } from '../../src/server/ops/restore';
import { freshTarget } from './backup-support';

/**
 * An archive taken by an older version (here: at the first migration) restores into today's
 * code: the old schema is built, loaded, then migrated forward.
 */
describe('restoring an archive of an older schema', () => {
  const places: { remove(): Promise<void> }[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-older-'));
  afterAll(async () => {
    for (const place of places) await place.remove();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('builds the old schema, loads it, then runs the newer migrations', async () => {
    const base = loadConfig({ APP_SECRET: 'test-secret-test-secret', DATA_DIR: work });
    const source = await freshTarget(base);
    places.push(source);
    const [first] = codeMigrations();
    const prefix = migrationsUpTo(first!);
    const old = await openOpsDb(source.config);
    try {
      await old.migrate(prefix.folder);
      await old.db.execute(
        sql`insert into users (username, password_hash, email, user_type, full_name)
            values ('old.landlord', 'x', 'old@example.test', 'landlord', 'Old Landlord')`,
      );
    } finally {
      await old.close();
      prefix.remove();
    }
    const archive = path.join(work, 'old.tar.gz');
    const manifest = await runBackup(source.config, archive);
    expect(manifest.migration).toEqual(first);

    const target = await freshTarget(base);
    places.push(target);
    await runRestore(target.config, archive);
    const restored = await openOpsDb(target.config);
    try {
      expect(await lastAppliedMigration(restored.db)).toEqual(codeMigrations().at(-1));
      // management_fee_bp came with a later migration: the restored row has its default.
      const rows = await queryRows<{ username: string; management_fee_bp: number }>(
        restored.db,
        sql`select username, management_fee_bp from users`,
      );
      expect(rows).toEqual([{ username: 'old.landlord', management_fee_bp: 0 }]);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
