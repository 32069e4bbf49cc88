import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  NotificationDetail,
  NotificationSummary,
  OutboxChannel,
  OutboxStatus,
} from '@shared/notifications';
import { outbox } from '../../../db/schema';
import { listColumns, type OutboxListRow } from './notification.presenter';
import { conflict, notFound } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import { loadOwnedTenant, type Actor } from '../../properties/property-access';
import { toNotificationDetail, toNotificationSummary, toTenantSentMessage } from './notification.presenter';

export const ONLY_FAILED_RETRY = 'Only a message that failed can be sent again.';

export interface NotificationLogFilter {
  status?: OutboxStatus | undefined;
  channel?: OutboxChannel | undefined;
  recipient?: string | undefined;
  limit: number;
  offset: number;
}

/** `%` and `_` typed by the admin are looked for as themselves, not as wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the outbox, newest first (by id, the order messages were queued in), with the count of
 * every row the filter matches. One pass over the matching rows: the window count runs over their
 * ids alone, and only the page's rows are then read whole (a count over whole rows would carry
 * every body through the sort).
 */
async function pageOf<T>(
  ctx: AppContext,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  present: (row: OutboxListRow) => T,
): Promise<{ items: T[]; total: number }> {
  const ids = ctx.db
    .select({ id: outbox.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  const rows = await ctx.db
    .select({ row: listColumns, total: ids.total })
    .from(ids)
    .innerJoin(outbox, eq(outbox.id, ids.id))
    .orderBy(desc(outbox.id));
  let total = Number(rows[0]?.total ?? 0);
  // Past the last page the window count is lost with the rows; count them on their own.
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(outbox)
      .where(where);
    total = counted?.n ?? 0;
  }
  return { items: rows.map((r) => present(r.row)), total };
}

/** The admin's notification log: every e-mail and text, filtered by status, channel and recipient. */
export function listNotifications(ctx: AppContext, filter: NotificationLogFilter) {
  const recipient = filter.recipient?.trim();
  const where = and(
    filter.status ? eq(outbox.status, filter.status) : undefined,
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    recipient ? ilike(outbox.recipient, `%${likeEscape(recipient)}%`) : undefined,
  );
  return pageOf<NotificationSummary>(ctx, where, filter, toNotificationSummary);
}

export async function getNotification(ctx: AppContext, id: number): Promise<NotificationDetail> {
  const [row] = await ctx.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound('Message');
  return toNotificationDetail(row);
}

/**
 * Queues a failed message again, due now and with a fresh run of attempts (the sender gives up
 * after its last one). The last error stays until the next attempt replaces or clears it. Only a
 * failed message: one queued or sent must not go twice (409).
 */
export async function retryNotification(ctx: AppContext, id: number): Promise<NotificationSummary> {
  const [row] = await ctx.db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning();
  if (!row) {
    const [exists] = await ctx.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
    if (!exists) throw notFound('Message');
    throw conflict(ONLY_FAILED_RETRY);
  }
  ctx.kickOutbox();
  return toNotificationSummary(row);
}

/**
 * What the product sent about one tenancy (invitations, rent reminders, repair updates, …), for
 * its landlord's Communications. Another landlord's tenancy is 404, like every tenancy call.
 */
export async function listTenantSentMessages(
  ctx: AppContext,
  actor: Actor,
  tenantId: number,
  page: { limit: number; offset: number },
) {
  await loadOwnedTenant(ctx.db, actor, tenantId);
  return pageOf(ctx, eq(outbox.tenantId, tenantId), page, toTenantSentMessage);
}
