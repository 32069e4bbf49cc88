import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/server/db/create-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated database, dumped once; each test file starts from a copy. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated template database each test file copies with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/**
 * Migrates one database once per run. Test files then get a fresh copy each, so nothing needs
 * wiping and files run in parallel.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `test_tmpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await createDb({ databaseUrl: withDatabase(databaseUrl, template) });
    await handle.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const handle = await createDb({ dataDir: undefined });
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-test-db-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
