import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  NotificationDetail,
  NotificationSummary,
  OutboxChannel,
  OutboxStatus,
} from '@shared/notifications';
import { outbox, outboxTallies } from '../../../db/schema';
import { listColumns, type OutboxListRow } from './notification.presenter';
import { conflict, notFound } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import { loadOwnedTenant, type Actor } from '../../properties/property-access';
import { toNotificationDetail, toNotificationSummary, toTenantSentMessage } from './notification.presenter';
import { pageTotal } from '../../../lib/list-query';

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
 * every row the filter matches. With `counted`, the count comes from there and the page is read
 * alone; without, one pass over the matching rows: the window count runs over their ids alone,
 * and only the page's rows are then read whole (a count over whole rows would carry every body
 * through the sort).
 */
async function pageOf<T>(
  ctx: AppContext,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  present: (row: OutboxListRow) => T,
  counted?: () => Promise<number>,
): Promise<{ items: T[]; total: number }> {
  if (counted) {
    const rows = await ctx.db
      .select(listColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(page.limit)
      .offset(page.offset);
    return { items: rows.map(present), total: await counted() };
  }
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
  const total = await pageTotal(rows, page.offset, () =>
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(outbox)
      .where(where),
  );
  return { items: rows.map((r) => present(r.row)), total };
}

/**
 * The admin's notification log: every e-mail and text, filtered by status, channel and recipient.
 * The log only grows, so its total by status and channel comes from the outbox's tallies (a sum
 * over a few rows, at any size); a recipient search counts what it finds.
 */
export function listNotifications(ctx: AppContext, filter: NotificationLogFilter) {
  const recipient = filter.recipient?.trim();
  const where = and(
    filter.status ? eq(outbox.status, filter.status) : undefined,
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    recipient ? ilike(outbox.recipient, `%${likeEscape(recipient)}%`) : undefined,
  );
  const counted = recipient ? undefined : () => tallyOutbox(ctx, filter);
  return pageOf<NotificationSummary>(ctx, where, filter, toNotificationSummary, counted);
}

/** How many messages have this status and channel (either may be left out), from the tallies. */
export async function tallyOutbox(
  ctx: Pick<AppContext, 'db'>,
  filter: { status?: OutboxStatus | undefined; channel?: OutboxChannel | undefined },
): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${outboxTallies.n}), 0)`.mapWith(Number) })
    .from(outboxTallies)
    .where(
      and(
        filter.status ? eq(outboxTallies.status, filter.status) : undefined,
        filter.channel ? eq(outboxTallies.channel, filter.channel) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Folds the tallies into one row per channel and status, in one statement: rows appended
 * meanwhile are not among those it deletes, so nothing is counted twice or lost.
 */
export async function compactOutboxTallies(db: AppContext['db']): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${outboxTallies} returning channel, status, n)
    insert into ${outboxTallies} (channel, status, n)
      select channel, status, sum(n) from gone group by channel, status having sum(n) <> 0`);
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
