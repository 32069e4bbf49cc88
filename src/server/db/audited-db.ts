import { sql, type SQL } from 'drizzle-orm';
import type { RequestActor } from '../lib/request-context';
import type { Db } from './create-db';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The audit trigger (drizzle/0007_audit_events.sql) learns who wrote a row and from where from
 * the transaction's settings app.actor_id and app.ip. The database a request is given
 * (lib/request-context.ts) is this wrapper, so every write it makes carries them and no service
 * can forget: `db.transaction` sets them first thing, and a write outside a transaction
 * (`db.insert(...)`, `db.update(...)`, `db.delete(...)`, a raw `db.execute` of
 * insert/update/delete) runs in a small transaction of its own that sets them. The plain database
 * (jobs, scripts, start-up) sets nothing, and the trigger records the system.
 */
export function auditedDb(db: Db, readActor: () => RequestActor): Db {
  const runAudited = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await setActor(tx, readActor());
      return work(tx);
    });

  const bound = boundMethodsOf(db);
  const wrapped = new Proxy(db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'transaction') {
        return (work: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
          target.transaction(async (tx) => {
            await setActor(tx, readActor());
            return work(tx);
          }, config);
      }
      if (prop === 'insert' || prop === 'update' || prop === 'delete') {
        return (...args: unknown[]) => {
          const start = (on: Db | Tx) => (on[prop] as (...a: unknown[]) => unknown)(...args);
          return deferredWrite(start, target, (build) => runAudited(async (tx) => build(tx)));
        };
      }
      if (prop === 'execute') {
        return (query: SQL | string) =>
          isWrite(target, query) ? runAudited((tx) => tx.execute(query)) : target.execute(query);
      }
      let method = bound.get(prop);
      if (method === undefined)
        bound.set(prop, (method = (value as (...a: unknown[]) => unknown).bind(target)));
      return method;
    },
  });
  plainOf.set(wrapped, db);
  return wrapped;
}

/** The plain database under a request's (itself for any other): what its reads run on. */
export function plainDb(db: Db): Db {
  return plainOf.get(db) ?? db;
}
const plainOf = new WeakMap<Db, Db>();

/** Every other method of a database, bound once and shared by all its requests (a read asks for `select` many times). */
const boundMethods = new WeakMap<Db, Map<PropertyKey, unknown>>();
function boundMethodsOf(db: Db): Map<PropertyKey, unknown> {
  let bound = boundMethods.get(db);
  if (!bound) boundMethods.set(db, (bound = new Map()));
  return bound;
}

/** Transaction-local, so they end with the transaction and never reach another request's. */
export async function setActor(tx: Tx, actor: RequestActor): Promise<void> {
  await tx.execute(
    sql`select set_config('app.actor_id', ${actor.actorId === null ? '' : String(actor.actorId)}, true), set_config('app.ip', ${actor.ip ?? ''}, true)`,
  );
}

function isWrite(db: Db, query: SQL | string): boolean {
  const text =
    typeof query === 'string'
      ? query
      : (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect.sqlToQuery(query).sql;
  return /^\s*(insert|update|delete|merge|with)\b/i.test(text);
}

/**
 * A query builder (`db.update(t).set(v).where(w).returning()`) whose chain is remembered and
 * replayed on the transaction when it is awaited, so the caller's code reads as before.
 */
function deferredWrite(
  start: (on: Db | Tx) => unknown,
  base: Db,
  run: (build: (on: Db | Tx) => unknown) => Promise<unknown>,
): unknown {
  const calls: [string, unknown[]][] = [];
  const build = (on: Db | Tx) =>
    calls.reduce<unknown>(
      (builder, [method, args]) =>
        (builder as Record<string, (...a: unknown[]) => unknown>)[method]!(...args),
      start(on),
    );
  let result: Promise<unknown> | undefined;
  const execute = () => (result ??= run(async (tx) => await (build(tx) as Promise<unknown>)));
  const proxy: unknown = new Proxy(
    {},
    {
      get(_target, prop) {
        if (typeof prop === 'symbol') return undefined;
        if (prop === 'then')
          return (onValue?: (v: unknown) => unknown, onError?: (e: unknown) => unknown) =>
            execute().then(onValue, onError);
        if (prop === 'catch') return (onError: (e: unknown) => unknown) => execute().catch(onError);
        if (prop === 'finally') return (onFinally: () => void) => execute().finally(onFinally);
        if (prop === 'execute') return () => execute();
        if (prop === 'toSQL' || prop === 'getSQL')
          return () => (build(base) as Record<string, () => unknown>)[prop]!();
        return (...args: unknown[]) => {
          calls.push([prop, args]);
          return proxy;
        };
      },
    },
  );
  return proxy;
}
