import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/create-db';
import { auditEvents } from '../../../src/server/db/schema';

/** The newest audit row's id, to read what a call adds after it. */
export async function lastAuditId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)`.mapWith(Number) }).from(auditEvents);
  return row?.id ?? 0;
}

/** The audit rows written after `id`, oldest first. */
export function auditRowsSince(db: Db, id: number) {
  return db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(asc(auditEvents.id));
}
