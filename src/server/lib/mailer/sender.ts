import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { queryRows } from '../../db/create-db';
import { redactSecrets, type SmtpTarget } from './smtp-settings';

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  attempts: number;
  attachments: { filename: string; contentType: string; storageKey: string }[] | null;
}

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
  resolveTransport?: () => Promise<SmtpTarget | undefined>;
  /** The simple form: an SMTP URL, or undefined when none is configured. */
  resolveSmtpUrl?: () => Promise<string | undefined>;
  /** Seconds to wait before the next attempt after a failed one; tests shorten it. */
  backoffSeconds?: (attempts: number) => number;
  pollMs: number;
  /** Used in Message-ID so a resend after a crash can be recognised as the same message. */
  hostname: string;
  /** The bytes of a stored attachment (a statement's PDF), or null when it is gone. */
  readAttachment?: (storageKey: string) => Promise<Buffer | null>;
}

const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;
/** 30 s, 1 min, 2 min … capped at 1 hour between attempts. */
const defaultBackoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers queued e-mails. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * instances never send one message twice, and a message claimed by a process that died is taken
 * up again when its lease runs out.
 */
export function startOutboxSender(opts: OutboxSenderOptions) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let warnedUnconfigured = false;
  let transport: { key: string; transporter: Transporter; secrets: string[] } | undefined;
  const backoffSeconds = opts.backoffSeconds ?? defaultBackoffSeconds;
  const resolveTarget =
    opts.resolveTransport ??
    (async (): Promise<SmtpTarget | undefined> => {
      const url = await opts.resolveSmtpUrl?.();
      return url
        ? {
            key: url,
            source: 'environment',
            options: url,
            secrets: [],
            server: { host: 'SMTP', port: 0, secure: false },
          }
        : undefined;
    });

  async function getTransport(): Promise<typeof transport> {
    const target = await resolveTarget();
    if (!target) {
      if (!warnedUnconfigured) {
        opts.log.warn(
          'SMTP is not configured: e-mails wait in the outbox until SMTP_URL or the e-mail settings are set',
        );
        warnedUnconfigured = true;
      }
      return undefined;
    }
    warnedUnconfigured = false;
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

  /**
   * Due rows. Only those due when this pass began (`passStart`, the database's clock): a row that
   * failed during the pass waits for the next one, even with a zero backoff.
   */
  async function claim(passStart: string): Promise<OutboxRow[]> {
    return queryRows<OutboxRow>(
      opts.db,
      sql`update outbox set status = 'sending', locked_until = now() + make_interval(secs => ${LOCK_SECONDS}),
                 attempts = attempts + 1
          where id in (
            select id from outbox
            where channel = 'email'
              and ((status = 'queued' and next_attempt_at <= ${passStart}::timestamptz)
                   or (status = 'sending' and locked_until < ${passStart}::timestamptz))
            order by id limit 10
            for update skip locked)
          returning id, recipient, subject, text_body, html_body, attempts, attachments`,
    );
  }

  async function deliver({ transporter, secrets }: NonNullable<typeof transport>, row: OutboxRow) {
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
      await opts.db.execute(
        sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${row.id}`,
      );
    } catch (error) {
      // Never the password, even if a server or library echoed it.
      const message = redactSecrets(String((error as Error).message), secrets).slice(0, 500);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await opts.db.execute(
        sql`update outbox set status = ${failed ? 'failed' : 'queued'}, locked_until = null, last_error = ${message},
              next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
            where id = ${row.id}`,
      );
      opts.log.warn({ outboxId: row.id, attempts: row.attempts, err: message }, 'e-mail delivery failed');
    }
  }

  async function readAttachments(row: OutboxRow) {
    const files = [];
    for (const a of row.attachments ?? []) {
      const content = await opts.readAttachment?.(a.storageKey);
      if (!content) throw new Error(`attachment ${a.filename} is missing from storage`);
      files.push({ filename: a.filename, contentType: a.contentType, content });
    }
    return files;
  }

  async function runOnce(): Promise<void> {
    const current = await getTransport();
    if (!current) return;
    const [clock] = await queryRows<{ now: string }>(opts.db, sql`select now()::text as now`);
    for (;;) {
      const rows = await claim(clock!.now);
      if (rows.length === 0) return;
      for (const row of rows) await deliver(current, row);
      if (stopped) return;
    }
  }

  function tick() {
    if (stopped || running) return;
    running = runOnce()
      .catch((error: unknown) => opts.log.error({ err: error }, 'outbox sender failed'))
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
      transport?.transporter.close();
    },
    /** Run one pass to completion: for tests and scripts. */
    flush: async () => {
      await running;
      await runOnce();
    },
  };
}

export type OutboxSender = ReturnType<typeof startOutboxSender>;
