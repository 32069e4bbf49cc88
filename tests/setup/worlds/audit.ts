/** Reading the audit trail around a call, for the audit API tests. */
import { asc, gt, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents } from '../../../src/server/db/schema';
import type { Method, TestApp } from '../test-app';

export type AuditRow = typeof auditEvents.$inferSelect;

export function auditCalls(t: TestApp) {
  /** The client address every call comes from, so a row's ip can be checked. */
  const IP = '203.0.113.7';

  const lastId = async (): Promise<number> => {
    const [row] = await t.db
      .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)`.mapWith(Number) })
      .from(auditEvents);
    return row?.id ?? 0;
  };

  /** The audit rows `work` adds, oldest first. */
  const rowsOf = async (work: () => Promise<unknown>): Promise<AuditRow[]> => {
    const before = await lastId();
    await work();
    return t.db.select().from(auditEvents).where(gt(auditEvents.id, before)).orderBy(asc(auditEvents.id));
  };

  return {
    IP,
    rowsOf,
    /**
     * The one audit row `work` adds about a `targetType` record (fails when it adds none or
     * several). A call may change other records too (a tenancy makes its rent schedule): each
     * has its own row, by the same person from the same address.
     */
    onlyRowOf: async (targetType: string, work: () => Promise<unknown>): Promise<AuditRow> => {
      const rows = await rowsOf(work);
      const about = rows.filter((row) => row.targetType === targetType);
      expect(about, JSON.stringify(rows)).toHaveLength(1);
      for (const row of rows) expect(row).toMatchObject({ actorId: about[0]!.actorId, ip: about[0]!.ip });
      return about[0]!;
    },
    call: (method: Method, url: string, token?: string, payload?: unknown) =>
      t.api({
        method,
        url,
        token,
        remoteAddress: IP,
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      }),
  };
}
