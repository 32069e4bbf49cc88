import { auditEvents } from '../db/schema';
import type { Db } from '../db/create-db';
import type { AuditAction } from '@shared/audit';
import { currentActor } from './request-context';

type Writer = Pick<Db, 'insert'>;

export interface AuditEntry {
  action: AuditAction;
  targetType?: string | null;
  targetId?: number | string | null;
  /** Facts about the event; never a password, token, hash or file's contents. */
  details?: Record<string, unknown>;
  /** By default the signed-in caller of the current request (null for the system). */
  actorId?: number | null;
  /** By default the current request's client address. */
  ip?: string | null;
}

/**
 * Writes an event that changes no business row (a sign-in, a document served, an export) to the
 * audit trail; row changes are written by the database itself (db/audited-db.ts). Pass the
 * transaction of the change it belongs to, so the two commit or roll back together.
 */
export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  const actor = currentActor();
  await db.insert(auditEvents).values({
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? {},
    actorId: entry.actorId !== undefined ? entry.actorId : (actor?.actorId ?? null),
    ip: entry.ip !== undefined ? entry.ip : (actor?.ip ?? null),
  });
}
