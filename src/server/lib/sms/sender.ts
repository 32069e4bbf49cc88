import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type twilio from 'twilio';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/create-db';
import { markAttemptFailed, recordSent, startChannelSender, type ClaimedRow } from '../outbox-worker';
import { resolveSmsSettings } from './settings';
import { createTwilioClient, describeTwilioError, sendSmsNow } from './twilio-client';

export interface SmsSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** APP_SECRET (to open the saved token) and config.twilio (TWILIO_*, TWILIO_API_BASE). */
  config: Pick<AppConfig, 'appSecret' | 'twilio'>;
  pollMs: number;
}

/**
 * Delivers queued texts (outbox rows of channel 'sms') through Twilio. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so several instances never send one text twice, and one
 * claimed by a process that died is taken up again when its lease runs out. A failure is retried
 * with backoff and marked failed after MAX_ATTEMPTS — at once when Twilio refuses the number
 * itself. While SMS is not configured, texts wait in the outbox.
 */
export function startSmsSender(opts: SmsSenderOptions) {
  let current: { key: string; client: twilio.Twilio } | undefined;

  async function connect(): Promise<{ client: twilio.Twilio; from: string } | undefined> {
    const settings = await resolveSmsSettings(opts.db, opts.config);
    if (!settings) return undefined;
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

  async function deliver(sender: { client: twilio.Twilio; from: string }, row: ClaimedRow) {
    try {
      await sendSmsNow(sender.client, sender.from, row.recipient, row.text_body);
      await recordSent(opts.db, row, opts.log);
    } catch (error) {
      // Only the described failure is kept or logged: the error itself carries the request's auth.
      const failure = describeTwilioError(error);
      const message = failure.message.slice(0, 500);
      await markAttemptFailed(opts.db, row, message, { permanent: failure.permanent });
      opts.log.warn(
        { outboxId: row.id, attempts: row.attempts, twilioStatus: failure.status, twilioCode: failure.code },
        `SMS delivery failed: ${message}`,
      );
    }
  }

  return startChannelSender({
    db: opts.db,
    channel: 'sms',
    pollMs: opts.pollMs,
    log: opts.log,
    name: 'SMS sender',
    notConfigured:
      'SMS is not configured: texts wait in the outbox until TWILIO_* or the SMS settings are set',
    connect,
    deliver,
  });
}

export type SmsSender = ReturnType<typeof startSmsSender>;
