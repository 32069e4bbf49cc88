import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEvent } from '@shared/audit';
import { auditEvents, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';

export interface AuditFilter {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  /** YYYY-MM-DD, from the start of that day in Europe/London. */
  from?: string | undefined;
  /** YYYY-MM-DD, to the end of that day in Europe/London. */
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** Midnight starting a London day, as a timestamp. */
const londonMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/London'`;

/** A page of the audit trail, newest first, with the count of every row the filter matches. */
export async function listAuditEvents(
  ctx: AppContext,
  filter: AuditFilter,
): Promise<{ rows: AuditEvent[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditEvents.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.from) conditions.push(gte(auditEvents.at, londonMidnight(filter.from)));
  if (filter.to) conditions.push(lt(auditEvents.at, sql`${londonMidnight(filter.to)} + interval '1 day'`));
  const where = and(...conditions);

  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ event: auditEvents, actorName: users.fullName })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(filter.limit)
      .offset(filter.offset),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(where),
  ]);
  return { rows: rows.map(({ event, actorName }) => toAuditEvent(event, actorName)), total: counted?.n ?? 0 };
}

function toAuditEvent(row: typeof auditEvents.$inferSelect, actorName: string | null): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName,
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId !== null && /^\d+$/.test(row.targetId) ? Number(row.targetId) : row.targetId,
    ip: row.ip,
    details: row.details,
  };
}
