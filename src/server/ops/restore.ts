import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { migrationsFolder, queryRows, type Db } from '../db/create-db';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import {
  ARCHIVE_FORMAT,
  OpsRefusal,
  keyFile,
  sha256File,
  storageFor,
  tableFile,
  type Manifest,
} from './archive';
import { lastAppliedMigration, listTables, quoteIdent } from './db-dump';
import { codeMigrations, migrationsUpTo, openOpsDb, pgliteDir } from './ops-db';

/** Rows per INSERT: one JSON array parameter per batch. */
const BATCH = 500;

/**
 * `npm run restore -- FILE`: checks the whole archive first (every sha256), refuses a target
 * that holds anything, builds the archive's schema, loads every table in one transaction, then
 * migrates to this code's schema and puts the files back.
 */
export async function runRestore(
  config: AppConfig,
  file: string,
  say: (line: string) => void = () => {},
): Promise<{ manifest: Manifest; triggersOff: 'session_replication_role' | 'app.restoring' }> {
  const started = Date.now();
  if (!fs.existsSync(file)) throw new OpsRefusal(`No such archive: ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-restore-'));
  let release: (() => Promise<void>) | undefined;
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new OpsRefusal(
        `The archive cannot be read (${(error as Error).message}); it is not a backup or it is damaged.`,
      );
    }
    const manifest = await checkArchive(staging);
    say(`archive of ${manifest.createdAt} checked: every sha256 matches`);

    const known = codeMigrations().find((m) => m.createdAt === manifest.migration.createdAt);
    if (!known || known.hash !== manifest.migration.hash)
      throw new OpsRefusal(
        'The archive comes from a newer version of the product (its last migration is unknown to this code). ' +
          'Restore it with that version or later.',
      );

    if (!config.databaseUrl) {
      try {
        release = await lockDataDir(config.dataDir);
      } catch (error) {
        if (error instanceof DataDirLockedError)
          throw new OpsRefusal(`DATA_DIR ${config.dataDir} is in use by a running server: stop it first.`);
        throw error;
      }
      if (fs.existsSync(pgliteDir(config.dataDir)) && fs.readdirSync(pgliteDir(config.dataDir)).length > 0)
        throw new OpsRefusal(
          `DATA_DIR ${config.dataDir} already holds a database. Restore only into an empty DATA_DIR.`,
        );
    }
    // PostgreSQL: look at the database first; PGlite: opening creates it, so look at files first.
    const pgOps = config.databaseUrl ? await openOpsDb(config) : null;
    if (pgOps)
      await refuseNonEmpty(pgOps.db, manifest).catch((e: unknown) =>
        pgOps.close().then(() => Promise.reject(e)),
      );
    const storage = storageFor(config);
    for await (const key of storage.list()) {
      await pgOps?.close();
      throw new OpsRefusal(
        `File storage (${config.storage === 's3' ? `bucket ${config.s3.bucket}` : 'DATA_DIR/uploads'}) already holds files (${key}). Restore only into empty storage.`,
      );
    }
    const secretFile = path.join(config.dataDir, 'app-secret');
    if (
      manifest.appSecret &&
      fs.existsSync(secretFile) &&
      fs.readFileSync(secretFile, 'utf8').trim() !==
        fs.readFileSync(path.join(staging, 'app-secret'), 'utf8').trim()
    ) {
      await pgOps?.close();
      throw new OpsRefusal(`${secretFile} differs from the archive's; restore only into an empty DATA_DIR.`);
    }

    const ops = pgOps ?? (await openOpsDb(config));
    let triggersOff: 'session_replication_role' | 'app.restoring';
    try {
      const prefix = migrationsUpTo(manifest.migration);
      try {
        await ops.migrate(prefix.folder);
      } finally {
        prefix.remove();
      }
      triggersOff = await loadTables(ops.db, staging, manifest);
      say(`database: ${manifest.tables.length} tables loaded, row counts match the manifest`);
      await ops.migrate(migrationsFolder);
    } finally {
      await ops.close();
    }

    for (const f of manifest.files)
      await storage.put(f.key, fs.readFileSync(keyFile(staging, f.key)), 'application/octet-stream');
    say(`files: ${manifest.files.length} written to ${config.storage} storage`);
    if (manifest.appSecret && !fs.existsSync(secretFile)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.copyFileSync(path.join(staging, 'app-secret'), secretFile);
      fs.chmodSync(secretFile, 0o600);
    }
    say(`restored in ${Date.now() - started} ms`);
    return { manifest, triggersOff };
  } finally {
    await release?.();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads the manifest and checks every table and file against its size and sha256. */
async function checkArchive(root: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new OpsRefusal('The archive has no readable manifest.json: it is not a backup of this product.');
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new OpsRefusal(
      `The archive's format ${String(manifest.format)} is not one this code reads (${ARCHIVE_FORMAT}).`,
    );
  const parts = [
    ...manifest.tables.map((t) => ({ what: `table ${t.name}`, file: tableFile(root, t.name), ...t })),
    ...manifest.files.map((f) => ({ what: `file ${f.key}`, file: keyFile(root, f.key), ...f })),
  ];
  for (const part of parts) {
    const actual = fs.existsSync(part.file) ? await sha256File(part.file) : null;
    if (!actual || actual.sha256 !== part.sha256 || actual.bytes !== part.bytes)
      throw new OpsRefusal(
        `The archive is damaged: ${part.what} ${actual ? 'does not match its sha256' : 'is missing'}. Nothing was restored.`,
      );
  }
  return manifest;
}

/** A target with rows, or with a schema other than the archive's, is refused. */
async function refuseNonEmpty(db: Db, manifest: Manifest): Promise<void> {
  const tables = await listTables(db);
  for (const table of tables) {
    const rows = await queryRows<{ any: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoteIdent(table)}) as any`),
    );
    if (rows[0]?.any)
      throw new OpsRefusal(
        `The target database is not empty (table ${table} has rows). Restore only into an empty database.`,
      );
  }
  const applied = await lastAppliedMigration(db);
  if (applied && applied.createdAt !== manifest.migration.createdAt)
    throw new OpsRefusal(
      'The target database is already migrated to another version than the archive. Restore into a new, empty database.',
    );
}

/**
 * Every table in foreign-key order inside ONE transaction, with triggers off (audit rows are
 * restored as they were, not written again), then every identity/serial sequence set past max.
 */
async function loadTables(
  db: Db,
  root: string,
  manifest: Manifest,
): Promise<'session_replication_role' | 'app.restoring'> {
  let triggersOff: 'session_replication_role' | 'app.restoring' = 'app.restoring';
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Triggers may check this setting; it lasts to the end of this transaction only.
    await tx.execute(sql`select set_config('app.restoring', '1', true)`);
    try {
      // Superusers (PGlite always) can switch off ordinary triggers and FK checks altogether.
      await txn.transaction(async (sp) => {
        await sp.execute(sql`set local session_replication_role = replica`);
      });
      triggersOff = 'session_replication_role';
    } catch {
      /* not allowed for this role: triggers check app.restoring */
    }
    const present = new Set(await listTables(tx));
    for (const t of manifest.tables)
      if (!present.has(t.name)) throw new OpsRefusal(`The archive's table ${t.name} is not in the schema.`);
    for (const table of await foreignKeyOrder(
      tx,
      manifest.tables.map((t) => t.name),
    )) {
      const columns = (
        await queryRows<{ name: string }>(
          tx,
          sql`select attname as name from pg_attribute
              where attrelid = ${`public.${quoteIdent(table)}`}::regclass
                and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        )
      )
        .map((c) => quoteIdent(c.name))
        .join(', ');
      const insert = (rows: string[]) =>
        tx.execute(
          sql`insert into ${sql.raw(quoteIdent(table))} (${sql.raw(columns)}) overriding system value
              select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quoteIdent(table))}, ${`[${rows.join(',')}]`}::json)`,
        );
      let batch: string[] = [];
      for await (const line of readline.createInterface({
        input: fs.createReadStream(tableFile(root, table)),
      })) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= BATCH) {
          await insert(batch);
          batch = [];
        }
      }
      if (batch.length) await insert(batch);
      await resetSequences(tx, table);
    }
    for (const t of manifest.tables) {
      const [row] = await queryRows<{ n: string | number }>(
        tx,
        sql.raw(`select count(*) as n from ${quoteIdent(t.name)}`),
      );
      if (Number(row?.n) !== t.rows)
        throw new Error(`table ${t.name}: ${String(row?.n)} rows loaded, the manifest says ${t.rows}`);
    }
  });
  return triggersOff;
}

/** Parents before children; a table that refers to itself loads in the archive's row order. */
async function foreignKeyOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pl.relname as parent from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid join pg_class pl on pl.oid = c.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (seen.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges)
      if (e.child === table && e.parent !== table && tables.includes(e.parent)) visit(e.parent, path);
    seen.add(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

async function resetSequences(db: Db, table: string): Promise<void> {
  const sequences = await queryRows<{ col: string; seq: string }>(
    db,
    sql`select attname as col, pg_get_serial_sequence(${`public.${quoteIdent(table)}`}, attname) as seq
        from pg_attribute where attrelid = ${`public.${quoteIdent(table)}`}::regclass and attnum > 0
          and not attisdropped and pg_get_serial_sequence(${`public.${quoteIdent(table)}`}, attname) is not null`,
  );
  for (const s of sequences)
    await db.execute(
      sql`select setval(${s.seq}, coalesce((select max(${sql.raw(quoteIdent(s.col))}) from ${sql.raw(quoteIdent(table))}), 0) + 1, false)`,
    );
}
