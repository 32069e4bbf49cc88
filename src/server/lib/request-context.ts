import { auditedDb } from '../db/audited-db';
import type { AppContext } from './context';

/**
 * Who is asking and from where: what the audit trigger records with each write a request makes
 * (db/audited-db.ts). Read at the moment of the write, so the user identified after the request's
 * context was made (plugins/auth.ts) counts.
 */
export interface RequestActor {
  /** The signed-in user's id, or null (signed out, or the system). */
  readonly actorId: number | null;
  readonly ip: string | null;
}

/**
 * The context a request's code runs with: the app's, with a database whose writes carry `actor`
 * (ADR 0016). Handed to the code explicitly, as `request.ctx` (plugins/audit-context.ts), not
 * found through AsyncLocalStorage, whose hooks on Node 20 taxed every promise and socket write in
 * the process (issue #19).
 */
export function contextAs(base: AppContext, actor: () => RequestActor): AppContext {
  return { ...base, db: auditedDb(base.db, actor) };
}
