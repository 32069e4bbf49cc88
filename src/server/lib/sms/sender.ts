import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type twilio from 'twilio';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/create-db';
import { queryRows } from '../../db/create-db';
import { resolveSmsSettings } from './settings';
import { createTwilioClient, describeTwilioError, sendSmsNow } from './twilio-client';

interface SmsRow {
  id: number;
  recipient: string;
  text_body: string;
  attempts: number;
}

export interface SmsSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** APP_SECRET (to open the saved token) and config.twilio (TWILIO_*, TWILIO_API_BASE). */
  config: Pick<AppConfig, 'appSecret' | 'twilio'>;
  pollMs: number;
}

const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;
/** 30 s, 1 min, 2 min … capped at 1 hour between attempts (as for e-mail). */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers queued texts (outbox rows of channel 'sms') through Twilio. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so several instances never send one text twice, and one
 * claimed by a process that died is taken up again when its lease runs out. A failure is retried
 * with backoff and marked failed after MAX_ATTEMPTS — at once when Twilio refuses the number
 * itself. While SMS is not configured, texts wait in the outbox.
 */
export function startSmsSender(opts: SmsSenderOptions) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let warnedUnconfigured = false;
  let current: { key: string; client: twilio.Twilio } | undefined;

  async function getClient(): Promise<{ client: twilio.Twilio; from: string } | undefined> {
    const settings = await resolveSmsSettings(opts.db, opts.config);
    if (!settings) {
      if (!warnedUnconfigured) {
        opts.log.warn(
          'SMS is not configured: texts wait in the outbox until TWILIO_* or the SMS settings are set',
        );
        warnedUnconfigured = true;
      }
      return undefined;
    }
    warnedUnconfigured = false;
    // The cache key is a digest, so the token itself is kept only inside the client.
    const key = crypto
      .createHash('sha256')
      .update([settings.accountSid, settings.authToken, opts.config.twilio.apiBase ?? ''].join('\n'))
      .digest('hex');
    if (current?.key !== key)
      current = {
        key,
        client: createTwilioClient(settings, opts.config.twilio.apiBase, { keepAlive: true }),
      };
    return { client: current.client, from: settings.phoneNumber };
  }

  async function claim(): Promise<SmsRow[]> {
    return queryRows<SmsRow>(
      opts.db,
      sql`update outbox set status = 'sending', locked_until = now() + make_interval(secs => ${LOCK_SECONDS}),
                 attempts = attempts + 1
          where id in (
            select id from outbox
            where channel = 'sms'
              and ((status = 'queued' and next_attempt_at <= now())
                   or (status = 'sending' and locked_until < now()))
            order by id limit 10
            for update skip locked)
          returning id, recipient, text_body, attempts`,
    );
  }

  async function deliver(sender: { client: twilio.Twilio; from: string }, row: SmsRow) {
    try {
      await sendSmsNow(sender.client, sender.from, row.recipient, row.text_body);
      await opts.db.execute(
        sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${row.id}`,
      );
    } catch (error) {
      // Only the described failure is kept or logged: the error itself carries the request's auth.
      const failure = describeTwilioError(error);
      const message = failure.message.slice(0, 500);
      const failed = failure.permanent || row.attempts >= MAX_ATTEMPTS;
      await opts.db.execute(
        sql`update outbox set status = ${failed ? 'failed' : 'queued'}, locked_until = null, last_error = ${message},
              next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
            where id = ${row.id}`,
      );
      opts.log.warn(
        { outboxId: row.id, attempts: row.attempts, twilioStatus: failure.status, twilioCode: failure.code },
        `SMS delivery failed: ${message}`,
      );
    }
  }

  async function runOnce(): Promise<void> {
    const sender = await getClient();
    if (!sender) return;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await deliver(sender, row);
      if (stopped) return;
    }
  }

  function tick() {
    if (stopped || running) return;
    running = runOnce()
      .catch((error: unknown) =>
        opts.log.error({ err: { message: (error as Error).message } }, 'SMS sender failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(tick, opts.pollMs);
  timer.unref();
  return {
    /** Look for work now (after a change that queued a text). */
    kick: tick,
    /** Wait for the current pass, then stop. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    /** Run one pass to completion: for tests and scripts. */
    flush: async () => {
      await running;
      await runOnce();
    },
  };
}

export type SmsSender = ReturnType<typeof startSmsSender>;
