import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is asking and from where, for the code under a request that has no `request` in hand: the
 * database wrapper that tells the audit trigger (db/audited-db.ts) and `recordAudit`. Read
 * lazily, so the user identified after the context starts (plugins/auth.ts) counts.
 */
export interface RequestActor {
  /** The signed-in user's id, or null (signed out, or the system). */
  readonly actorId: number | null;
  readonly ip: string | null;
}

const storage = new AsyncLocalStorage<() => RequestActor>();

/** Runs `fn` (and all it starts) as the actor `read` answers at each moment. */
export function runAsActor<T>(read: () => RequestActor, fn: () => T): T {
  return storage.run(read, fn);
}

/** The current request's actor, or null outside a request (jobs, scripts, start-up). */
export function currentActor(): RequestActor | null {
  return storage.getStore()?.() ?? null;
}
