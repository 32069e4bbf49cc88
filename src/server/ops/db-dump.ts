import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/create-db';

/** The last migration the database has applied, as drizzle records it. */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/**
 * One database snapshot as a stream of events: a header naming the tables, then each table's
 * rows as JSON text (row_to_json, which PGlite and PostgreSQL write and read the same way),
 * then the file keys the snapshot refers to. Whatever carries it (a direct connection, or the
 * server's control socket) sends these events in order.
 */
export type DumpEvent =
  | { kind: 'header'; migration: AppliedMigration | null; tables: string[] }
  | { kind: 'table'; name: string }
  | { kind: 'rows'; rows: string[] }
  | { kind: 'end'; referencedKeys: string[] };

const BATCH = 1000;

/** Tables of the public schema, named without schema. */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

export async function lastAppliedMigration(db: Db): Promise<AppliedMigration | null> {
  const exists = await queryRows<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists[0]?.t) return null;
  const rows = await queryRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return rows[0] ? { hash: rows[0].hash, createdAt: Number(rows[0].created_at) } : null;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Reads every table inside ONE repeatable-read, read-only transaction, so the tables agree with
 * each other however many writes the product takes meanwhile. `emit` may be slow (a socket);
 * on PGlite the whole dump holds the engine, so callers should buffer rather than wait on I/O.
 */
export async function dumpDatabase(db: Db, emit: (event: DumpEvent) => void | Promise<void>): Promise<void> {
  await db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      const tables = await listTables(t);
      await emit({ kind: 'header', migration: await lastAppliedMigration(t), tables });
      for (const table of tables) {
        await emit({ kind: 'table', name: table });
        await t.execute(
          sql.raw(
            `declare dump_cursor no scroll cursor for select row_to_json(x)::text as j from ${quoteIdent(table)} x`,
          ),
        );
        for (;;) {
          const rows = await queryRows<{ j: string }>(t, sql.raw(`fetch ${BATCH} from dump_cursor`));
          if (rows.length > 0) await emit({ kind: 'rows', rows: rows.map((r) => r.j) });
          if (rows.length < BATCH) break;
        }
        await t.execute(sql.raw('close dump_cursor'));
      }
      await emit({ kind: 'end', referencedKeys: await referencedKeys(t) });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Stored-file keys the snapshot points at: every *storage_key column, and e-mail attachments. */
async function referencedKeys(db: Db): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public'
          and (column_name like '%storage_key' or (table_name = 'outbox' and column_name = 'attachments'))`,
  );
  const keys = new Set<string>();
  for (const c of columns) {
    const column = quoteIdent(c.column_name);
    const query =
      c.data_type === 'jsonb'
        ? `select jsonb_path_query(${column}, '$[*].storageKey') #>> '{}' as k from ${quoteIdent(c.table_name)} where ${column} is not null`
        : `select ${column} as k from ${quoteIdent(c.table_name)} where ${column} is not null`;
    for (const row of await queryRows<{ k: string | null }>(db, sql.raw(query))) if (row.k) keys.add(row.k);
  }
  return [...keys].sort();
}
