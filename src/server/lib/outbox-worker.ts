import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxChannel } from '@shared/notifications';
import type { Db } from '../db/create-db';
import { queryRows } from '../db/create-db';
import { safeErrorMessage } from './log-safety';

/**
 * What the e-mail and SMS senders share (ADR 0004, 0010): claiming due outbox rows of a channel,
 * recording each outcome with retries and backoff, and the polling loop with kick, stop and flush.
 */

export const MAX_ATTEMPTS = 8;
/**
 * How long a claimed row is its sender's. Longer than any one send may take (SMTP timeouts are at
 * most a minute per step), so a slow send is never taken over while it is still going; after a
 * crash, its message waits this long before another sender picks it up.
 */
const LEASE_SECONDS = 600;
/** 30 s, 1 min, 2 min … capped at 1 hour between attempts. */
export const defaultBackoffSeconds = (attempts: number) =>
  Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  attempts: number;
  attachments: { filename: string; contentType: string; storageKey: string }[] | null;
}

export const INTERRUPTED_ERROR = `Sending was interrupted ${MAX_ATTEMPTS} times (the server stopped while sending it), so it is not tried again.`;

/** Rows of the channel a sender should take now: queued and due, or held under a lapsed lease. */
const dueRows = (channel: OutboxChannel, passStart: SQL) =>
  sql`channel = ${channel}
      and ((status = 'queued' and next_attempt_at <= ${passStart})
           or (status = 'sending' and locked_until < ${passStart}))`;

/**
 * Where a pass begins (the database's clock), or null when nothing of the channel is due: an idle
 * pass, every second, asks one cheap question and nothing else (no settings read, no claim).
 * Before the pass, a message whose sender died with it on every attempt (one that crashes the
 * process, say) is marked failed rather than taken up again.
 */
export async function startPass(db: Db, channel: OutboxChannel): Promise<string | null> {
  const [clock] = await queryRows<{ now: string; due: boolean }>(
    db,
    sql`select now()::text as now, exists(select 1 from outbox where ${dueRows(channel, sql`now()`)}) as due`,
  );
  if (!clock?.due) return null;
  await db.execute(
    sql`update outbox set status = 'failed', locked_until = null, last_error = ${INTERRUPTED_ERROR}
        where channel = ${channel} and status = 'sending' and locked_until < ${clock.now}::timestamptz
          and attempts >= ${MAX_ATTEMPTS}`,
  );
  return clock.now;
}

/**
 * Claims the next due row of the channel (FOR UPDATE SKIP LOCKED, under its own lease), so several
 * instances never take the same row, and a row held by a process that died is taken up once its
 * lease runs out. One row at a time: each send has the whole lease, however slow the ones before.
 * Only rows due when the pass began (`passStart`, from startPass): a row that failed during the
 * pass waits for the next one, even with a zero backoff.
 */
export async function claimNextRow(
  db: Db,
  channel: OutboxChannel,
  passStart: string,
): Promise<ClaimedRow | undefined> {
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`update outbox set status = 'sending', locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
               attempts = attempts + 1
        where id = (
          select id from outbox
          where ${dueRows(channel, sql`${passStart}::timestamptz`)}
          order by id limit 1
          for update skip locked)
        returning id, recipient, subject, text_body, html_body, attempts, attachments`,
  );
  return row;
}

/**
 * Only while the row is still this sender's claim (the same attempt, still sending): a sender whose
 * lease ran out never overwrites what the one that took over recorded, nor an admin's retry.
 */
const stillOurs = (row: Pick<ClaimedRow, 'id' | 'attempts'>) =>
  sql`id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`;

/** A link's one-time token, as in ?token=… or &amp;token=… (the same rule as the log's view). */
const TOKEN_PATTERN = `([?&](?:amp;)?token=)[^&[:space:]"'<>]+`;
const TOKEN_HIDDEN = '\\1[hidden]';

/**
 * Sent. The one-time tokens of password and invitation links are dropped from the stored copy:
 * the person has their message, and a copy of the database must not open their account.
 * Resolves to false when the row was no longer this sender's.
 */
export async function markSent(db: Db, row: Pick<ClaimedRow, 'id' | 'attempts'>): Promise<boolean> {
  const updated = await queryRows<{ id: number }>(
    db,
    sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
          text_body = regexp_replace(text_body, ${TOKEN_PATTERN}, ${TOKEN_HIDDEN}, 'gi'),
          html_body = regexp_replace(html_body, ${TOKEN_PATTERN}, ${TOKEN_HIDDEN}, 'gi')
        where ${stillOurs(row)}
        returning id`,
  );
  return updated.length > 0;
}

/** Sent (markSent), with a warning when the row had meanwhile been taken over by another sender. */
export async function recordSent(db: Db, row: Pick<ClaimedRow, 'id' | 'attempts'>, log: FastifyBaseLogger) {
  if (!(await markSent(db, row)))
    log.warn(
      { outboxId: row.id },
      'a message was sent after its lease ran out: another sender had taken it over',
    );
}

/**
 * Queued again after the backoff, or failed for good after MAX_ATTEMPTS (or at once when
 * `permanent`). `error` must already be free of secrets: it is stored and shown in the log.
 */
export async function markAttemptFailed(
  db: Db,
  row: Pick<ClaimedRow, 'id' | 'attempts'>,
  error: string,
  options: { permanent?: boolean; backoffSeconds?: (attempts: number) => number } = {},
): Promise<'failed' | 'queued' | 'taken over'> {
  const status = options.permanent || row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
  const wait = (options.backoffSeconds ?? defaultBackoffSeconds)(row.attempts);
  const updated = await queryRows<{ id: number }>(
    db,
    sql`update outbox set status = ${status}, locked_until = null, last_error = ${error.slice(0, 500)},
          next_attempt_at = now() + make_interval(secs => ${wait})
        where ${stillOurs(row)}
        returning id`,
  );
  return updated.length > 0 ? status : 'taken over';
}

/**
 * Runs `runOnce` every `pollMs` and on `kick`, never two passes at once. `stop` waits for the pass
 * under way; `flush` runs a whole pass now (tests and scripts).
 */
export function startPolling(opts: {
  pollMs: number;
  log: FastifyBaseLogger;
  name: string;
  runOnce: (isStopped: () => boolean) => Promise<void>;
  onStop?: () => void;
}) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const isStopped = () => stopped;

  /** The pass under way, or a new one: never two at once, from the timer, a kick or a flush. */
  function pass(): Promise<void> {
    running ??= opts
      .runOnce(isStopped)
      // Only the message, without query parameters: an error object may carry a request's credentials.
      .catch((error: unknown) =>
        opts.log.error({ err: { message: safeErrorMessage(error) } }, `${opts.name} failed`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) void pass();
  }, opts.pollMs);
  timer.unref();
  return {
    /** Look for work now (after a change that queued a message). */
    kick: () => {
      if (!stopped) void pass();
    },
    /** Wait for the current pass, then stop. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      opts.onStop?.();
    },
    /** Run one whole pass now, after any under way: for tests and scripts. */
    flush: async () => {
      await running;
      await pass();
    },
  };
}

/**
 * A channel's sender: each pass that finds work connects afresh (so changed settings apply at
 * once) and delivers the due rows one at a time. While the channel is not configured, messages
 * wait in the outbox and the log says so once, until it is.
 */
export function startChannelSender<Connection>(opts: {
  db: Db;
  channel: OutboxChannel;
  pollMs: number;
  log: FastifyBaseLogger;
  name: string;
  /** Logged once while `connect` finds no settings. */
  notConfigured: string;
  /** The means of sending, or undefined when the channel is not configured. */
  connect: () => Promise<Connection | undefined>;
  deliver: (connection: Connection, row: ClaimedRow) => Promise<void>;
  onStop?: () => void;
}) {
  let warnedUnconfigured = false;
  async function runOnce(isStopped: () => boolean): Promise<void> {
    const passStart = await startPass(opts.db, opts.channel);
    if (!passStart) return;
    const connection = await opts.connect();
    if (!connection) {
      if (!warnedUnconfigured) opts.log.warn(opts.notConfigured);
      warnedUnconfigured = true;
      return;
    }
    warnedUnconfigured = false;
    for (;;) {
      const row = await claimNextRow(opts.db, opts.channel, passStart);
      if (!row) return;
      await opts.deliver(connection, row);
      if (isStopped()) return;
    }
  }
  return startPolling({ pollMs: opts.pollMs, log: opts.log, name: opts.name, runOnce, onStop: opts.onStop });
}
