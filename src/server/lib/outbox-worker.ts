import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/create-db';
import { queryRows } from '../db/create-db';

/**
 * What the e-mail and SMS senders share (ADR 0004, 0010): claiming due outbox rows of a channel,
 * recording each outcome with retries and backoff, and the polling loop with kick, stop and flush.
 */

export const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;
const CLAIM_BATCH = 10;
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

/**
 * Claims up to CLAIM_BATCH due rows of the channel (FOR UPDATE SKIP LOCKED, under a lease), so
 * several instances never take the same row and a row held by a process that died is taken up
 * once its lease runs out. Only rows due when the pass began (`passStart`, the database's clock):
 * a row that failed during the pass waits for the next one, even with a zero backoff.
 */
export function claimDueRows(db: Db, channel: 'email' | 'sms', passStart: string): Promise<ClaimedRow[]> {
  return queryRows<ClaimedRow>(
    db,
    sql`update outbox set status = 'sending', locked_until = now() + make_interval(secs => ${LOCK_SECONDS}),
               attempts = attempts + 1
        where id in (
          select id from outbox
          where channel = ${channel}
            and ((status = 'queued' and next_attempt_at <= ${passStart}::timestamptz)
                 or (status = 'sending' and locked_until < ${passStart}::timestamptz))
          order by id limit ${CLAIM_BATCH}
          for update skip locked)
        returning id, recipient, subject, text_body, html_body, attempts, attachments`,
  );
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${id}`,
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
): Promise<'failed' | 'queued'> {
  const status = options.permanent || row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
  const wait = (options.backoffSeconds ?? defaultBackoffSeconds)(row.attempts);
  await db.execute(
    sql`update outbox set status = ${status}, locked_until = null, last_error = ${error.slice(0, 500)},
          next_attempt_at = now() + make_interval(secs => ${wait})
        where id = ${row.id}`,
  );
  return status;
}

/** The database's clock now, as text: where a pass begins. */
export async function databaseNow(db: Db): Promise<string> {
  const [clock] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
  return clock!.now;
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

  function tick() {
    if (stopped || running) return;
    running = opts
      .runOnce(isStopped)
      // Only the message: an error object may carry a request's credentials.
      .catch((error: unknown) =>
        opts.log.error({ err: { message: (error as Error).message } }, `${opts.name} failed`),
      )
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(tick, opts.pollMs);
  timer.unref();
  return {
    /** Look for work now (after a change that queued a message). */
    kick: tick,
    /** Wait for the current pass, then stop. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      opts.onStop?.();
    },
    /** Run one pass to completion: for tests and scripts. */
    flush: async () => {
      await running;
      await opts.runOnce(isStopped);
    },
  };
}
