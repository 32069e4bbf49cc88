import { sql } from 'drizzle-orm';
import { auditEvents } from '../db/schema';
import type { Db } from '../db/create-db';
import type { AuditAction } from '@shared/audit';

type Writer = Pick<Db, 'insert'>;

export interface AuditEntry {
  action: AuditAction;
  targetType?: string | null;
  targetId?: number | string | null;
  /** Facts about the event; never a password, token, hash or file's contents. */
  details?: Record<string, unknown>;
  /** By default the actor the database was given for the request (null for the system). */
  actorId?: number | null;
  /** By default the request's client address, as the database was given it. */
  ip?: string | null;
}

/**
 * Writes an event that changes no business row (a sign-in, a document served, an export) to the
 * audit trail; row changes are written by the database itself (db/audited-db.ts). Pass the
 * transaction of the change it belongs to, so the two commit or roll back together.
 *
 * Who and from where default to the transaction's settings, as the trigger reads them: a
 * request's database sets them on every write (db/audited-db.ts), a plain one leaves them empty.
 */
export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? {},
    actorId:
      entry.actorId !== undefined
        ? entry.actorId
        : sql`nullif(current_setting('app.actor_id', true), '')::integer`,
    ip: entry.ip !== undefined ? entry.ip : sql`nullif(current_setting('app.ip', true), '')`,
  });
}
