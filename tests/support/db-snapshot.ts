/**
 * A fingerprint of the whole database, to prove a refused request changed nothing: every table's
 * row count and a hash of its rows, read with plain SQL so a table added tomorrow is covered
 * without touching this file.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/create-db';

/**
 * Tables a refused request may still write, by design: sign-in sessions, throttle counters and
 * idempotency keys, and the migrations journal. Any audit table joins them when it lands.
 */
export const VOLATILE_TABLES = new Set([
  'sessions',
  'rate_limits',
  'idempotency_keys',
  'audit_log',
  'audit_events',
  '__drizzle_migrations',
]);

/** Columns that move without a request: a sign-in's time, and the outbox sender's progress. */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  users: ['last_login'],
  outbox: ['status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'sent_at'],
};

export type DbSnapshot = Record<string, { rows: number; hash: string }>;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** Each table of the public schema (volatile ones left out): its row count and a hash of its rows. */
export async function snapshotDb(db: Db, exclude: Iterable<string> = VOLATILE_TABLES): Promise<DbSnapshot> {
  const skip = new Set(exclude);
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: DbSnapshot = {};
  for (const { table_name: table } of tables) {
    if (skip.has(table)) continue;
    // Rows as JSON text, sorted, so the hash does not depend on the order the database returns them.
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select (to_jsonb(t) - ${sql.raw(`array[${(VOLATILE_COLUMNS[table] ?? ['-']).map((c) => `'${c}'`).join(',')}]::text[]`)})::text as row
          from ${sql.identifier(table)} t`,
    );
    const hash = crypto.createHash('sha256');
    for (const { row } of rows.map((r) => r).sort((x, y) => (x.row < y.row ? -1 : 1))) hash.update(row);
    snapshot[table] = { rows: rows.length, hash: hash.digest('hex').slice(0, 16) };
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, e.g. ['properties (3 → 4 rows)']. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.hash !== after[name]?.hash)
    .map((name) => `${name} (${before[name]?.rows ?? 0} → ${after[name]?.rows ?? 0} rows)`);
}
