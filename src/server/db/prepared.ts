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
 */
export function preparedQuery<Shape extends string, Query>(
  name: string,
  build: (db: Db, shape: Shape, statementName: string) => Query,
): (db: Db, shape: Shape) => Query {
  const byDb = new WeakMap<Db, Map<Shape, Query>>();
  return (db, shape) => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let query = shapes.get(shape);
    if (!query) shapes.set(shape, (query = build(db, shape, `${name}_${shape}`)));
    return query;
  };
}
