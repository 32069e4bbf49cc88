import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { createDb, queryRows } from '../../src/server/db/create-db';
import { openOpsDb } from '../../src/server/ops/ops-db';
import { withDatabase } from '../setup/global-db';
import type { TestApp } from '../setup/test-app';

/** The config `npm run backup` would see beside the test's app: with DATABASE_URL on PostgreSQL. */
export async function sourceConfig(t: TestApp): Promise<AppConfig> {
  if (t.dbHandle.kind !== 'postgres') return t.config;
  const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  return { ...t.config, databaseUrl: withDatabase(process.env.DATABASE_URL!, row!.name) };
}

/** A fresh place to restore into: an empty DATA_DIR, and a new empty database on PostgreSQL. */
export async function freshTarget(
  base: AppConfig,
  overrides: Partial<AppConfig> = {},
): Promise<{ config: AppConfig; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-restore-target-'));
  const serverUrl = process.env.DATABASE_URL;
  const name = `restore_${crypto.randomBytes(5).toString('hex')}`;
  if (serverUrl) await adminQuery(serverUrl, `create database ${name}`);
  return {
    config: {
      ...base,
      dataDir,
      databaseUrl: serverUrl ? withDatabase(serverUrl, name) : undefined,
      ...overrides,
    },
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Row count of every named table in the database of a config. */
export async function tableCounts(config: AppConfig, tables: string[]): Promise<Record<string, number>> {
  const ops = await openOpsDb(config);
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await queryRows<{ n: string | number }>(
        ops.db,
        sql.raw(`select count(*) as n from "${table}"`),
      );
      counts[table] = Number(row!.n);
    }
    return counts;
  } finally {
    await ops.close();
  }
}

/**
 * Starts the real app on a restored place, signs in and adds a property (so sequences must have
 * been moved past the restored ids); answers both statuses.
 */
export async function signInOn(
  config: AppConfig,
  username: string,
  password: string,
  property: Record<string, unknown>,
): Promise<{ login: number; create: number }> {
  const dbHandle = await createDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  const app = await buildApp({ config, dbHandle, clientDir: path.join(config.dataDir, 'no-client') });
  try {
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password, rememberMe: false },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { authorization: `Bearer ${(res.json() as { token?: string }).token ?? ''}` },
      payload: property,
    });
    return { login: res.statusCode, create: created.statusCode };
  } finally {
    await app.close();
    await dbHandle.close();
  }
}
