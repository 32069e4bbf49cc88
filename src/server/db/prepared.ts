import { Column, is, sql, SQL } from 'drizzle-orm';
// Prepared reads are kept per plain database, and only selects are prepared (readOnly below).
// eslint-disable-next-line no-restricted-imports
import { plainDb } from './audited-db';
import type { Db } from './create-db';

/**
 * Hot reads built once. Drizzle builds a query's SQL text again on every call, and for a join or a
 * wide table that took 100–200 µs of CPU, more than PostgreSQL took to answer (issue #19). A read
 * run on most requests (who is signed in, is this their home) is built here once per database and
 * shape, with `sql.placeholder(...)` for its values, and then only executed. On PostgreSQL it is
 * also a named prepared statement, parsed once per connection.
 *
 * `shape` names a variant whose SQL differs (an admin sees every home, a landlord their own); the
 * statement is named `${name}_${shape}`. Given a transaction instead of the database, the query is
 * built for that transaction (and is not kept past it), so it still runs inside it.
 *
 * A flat select's rows are also turned into objects by a mapper made once for it (flatRows).
 *
 * Only reads are prepared, so a request's database (db/audited-db.ts, a wrapper made per request)
 * shares the plain database's statements: a write must go through the wrapper to be audited.
 */
export function preparedQuery<Shape extends string, Query>(
  name: string,
  build: (db: Db, shape: Shape, statementName: string) => Query,
): (db: Db, shape: Shape) => Query {
  const byDb = new WeakMap<Db, Map<Shape, Query>>();
  return (db, shape) => {
    const base = plainDb(db);
    let shapes = byDb.get(base);
    if (!shapes) byDb.set(base, (shapes = new Map()));
    let query = shapes.get(shape);
    if (!query) shapes.set(shape, (query = flatRows(readOnly(name, build(base, shape, `${name}_${shape}`)))));
    return query;
  };
}

/** A prepared query runs on the plain database, which records no actor: it may only read. */
function readOnly<Query>(name: string, query: Query): Query {
  const text = (query as { queryString?: string }).queryString ?? '';
  if (!/^\s*select\b/i.test(text))
    throw new Error(`preparedQuery ${name} is not a select: only reads are prepared`);
  return query;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What Drizzle's prepared queries (node-postgres and PGlite alike) keep of the select's fields. */
interface PreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Drizzle turns each row of values into an object field by field, asking of every value whether
 * its field is a column or SQL (a walk up the prototype chain for SQL) and walking the field's
 * path: 6–7 % of a 100-row page's CPU (issue #19). For a flat select (every field one key deep)
 * the same decoders, found once, do it in one loop; the objects are the same. Anything else is
 * left to Drizzle.
 */
export function flatRows<Query>(query: Query): Query {
  const prepared = query as PreparedInternals;
  const fields = prepared.fields;
  if (!fields || prepared.customResultMapper || fields.some(({ path }) => path.length !== 1)) return query;
  const keys = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  if (decoders.includes(null)) return query;
  // A decoder that hands the value back as it is (text, enums, SQL without mapWith) is not called.
  const decode = (decoders as Decoder[]).map((decoder) => (passesThrough(decoder) ? null : decoder));
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const object: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) {
        const value = row[i];
        const decoder = decode[i];
        object[keys[i]!] = value === null || !decoder ? value : decoder.mapFromDriverValue(value);
      }
      return object;
    });
  return query;
}

/** Column's own mapFromDriverValue, and the SQL's default decoder's, return the value untouched. */
const identityDecoders = new Set<unknown>([
  Column.prototype.mapFromDriverValue,
  (sql`` as unknown as { decoder: Decoder }).decoder.mapFromDriverValue,
]);
const passesThrough = (decoder: Decoder) => identityDecoders.has(decoder.mapFromDriverValue);

/** As Drizzle's own mapper finds it (SQL keeps its decoder, from `.mapWith`, unexported in its types). */
function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return null;
}
