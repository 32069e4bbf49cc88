import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamp with time zone as the API writes it (what Date#toISOString gives: UTC, milliseconds,
 * "Z"), formatted by the database. For long lists: turning each row's text into a Date and back
 * cost about a microsecond per value on the server, more than the rest of the row (issue #19).
 * Milliseconds are cut, not rounded, as a Date made from the text cuts them.
 */
export function isoTimestamp(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A timestamp for an answer, whether read as a Date or already formatted (isoTimestamp). */
export function isoString(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}
