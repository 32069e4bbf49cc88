/**
 * A fingerprint of the whole database, to prove a refused request changed nothing: every table's
 * row count and a hash of its rows, read with plain SQL so a table added tomorrow is covered
 * without touching this file.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/create-db';

/**
 * Tables a refused request may still write, by design: sign-in sessions, throttle counters and
 * idempotency keys, the audit trail (a failed sign-in is an event) and the migrations journal.
 */
export const VOLATILE_TABLES = new Set([
  'sessions',
  'rate_limits',
  'login_throttles',
  'idempotency_keys',
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
  const tables = (
    await rowsOf<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((r) => r.table_name)
    .filter((name) => !skip.has(name) && /^[a-z_][a-z0-9_]*$/.test(name));
  // One round trip: per table, its count and an md5 of its rows as JSON text, sorted so the
  // database's row order does not matter.
  const parts = tables.map((table) => {
    const drop = (VOLATILE_COLUMNS[table] ?? []).map((c) => ` - '${c}'`).join('');
    const row = `(to_jsonb(t)${drop})::text`;
    return `select '${table}' as name, count(*)::int as rows, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as hash from "${table}" t`;
  });
  const rows = await rowsOf<{ name: string; rows: number; hash: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), hash: r.hash }]));
}

/** The tables whose rows differ between two snapshots, e.g. ['properties (3 → 4 rows)']. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.hash !== after[name]?.hash)
    .map((name) => `${name} (${before[name]?.rows ?? 0} → ${after[name]?.rows ?? 0} rows)`);
}
