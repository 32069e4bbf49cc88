import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { markAttemptFailed, recordSent, startChannelSender, type ClaimedRow } from '../outbox-worker';
import { safeErrorMessage } from '../log-safety';
import { redactSecrets, type SmtpTarget } from './smtp-settings';

export interface OutboxSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  /**
   * What to send through now (SMTP_URL, or the saved e-mail settings: smtp-settings.ts
   * resolveSmtpTarget), or undefined when nothing is configured. Asked on every pass; the
   * transporter is made again only when the target's key changes, so a new configuration takes
   * effect without a restart.
   */
  resolveTransport: () => Promise<SmtpTarget | undefined>;
  /** Seconds to wait before the next attempt after a failed one; tests shorten it. */
  backoffSeconds?: (attempts: number) => number;
  pollMs: number;
  /** Used in Message-ID so a resend after a crash can be recognised as the same message. */
  hostname: string;
  /** The bytes of a stored attachment (a statement's PDF), or null when it is gone. */
  readAttachment?: (storageKey: string) => Promise<Buffer | null>;
}

/**
 * Delivers queued e-mails. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * instances never send one message twice, and a message claimed by a process that died is taken
 * up again when its lease runs out.
 */
export function startOutboxSender(opts: OutboxSenderOptions) {
  let transport: { key: string; transporter: Transporter; secrets: string[] } | undefined;
  async function connect(): Promise<typeof transport> {
    const target = await opts.resolveTransport();
    if (!target) return undefined;
    if (transport?.key !== target.key) {
      transport?.transporter.close();
      transport = {
        key: target.key,
        transporter: nodemailer.createTransport(target.options),
        secrets: target.secrets,
      };
    }
    return transport;
  }

  async function deliver({ transporter, secrets }: NonNullable<typeof transport>, row: ClaimedRow) {
    try {
      const attachments = await readAttachments(row);
      await transporter.sendMail({
        ...(attachments.length ? { attachments } : {}),
        from: opts.from,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        messageId: `<outbox-${row.id}@${opts.hostname}>`,
      });
      await recordSent(opts.db, row, opts.log);
    } catch (error) {
      // Never the password, even if a server or library echoed it.
      const message = redactSecrets(safeErrorMessage(error), secrets).slice(0, 500);
      await markAttemptFailed(opts.db, row, message, { backoffSeconds: opts.backoffSeconds });
      opts.log.warn({ outboxId: row.id, attempts: row.attempts, err: message }, 'e-mail delivery failed');
    }
  }

  async function readAttachments(row: ClaimedRow) {
    const files = [];
    for (const a of row.attachments ?? []) {
      const content = await opts.readAttachment?.(a.storageKey);
      if (!content) throw new Error(`attachment ${a.filename} is missing from storage`);
      files.push({ filename: a.filename, contentType: a.contentType, content });
    }
    return files;
  }

  return startChannelSender({
    db: opts.db,
    channel: 'email',
    pollMs: opts.pollMs,
    log: opts.log,
    name: 'outbox sender',
    notConfigured:
      'SMTP is not configured: e-mails wait in the outbox until SMTP_URL or the e-mail settings are set',
    connect,
    deliver,
    onStop: () => transport?.transporter.close(),
  });
}

export type OutboxSender = ReturnType<typeof startOutboxSender>;
