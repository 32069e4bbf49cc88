import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { queryRows } from '../../db/create-db';

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
  /** The SMTP address to use now, or undefined when none is configured. */
  resolveSmtpUrl: () => Promise<string | undefined>;
  pollMs: number;
  /** Used in Message-ID so a resend after a crash can be recognised as the same message. */
  hostname: string;
  /** The bytes of a stored attachment (a statement's PDF), or null when it is gone. */
  readAttachment?: (storageKey: string) => Promise<Buffer | null>;
}

const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;
/** 30 s, 1 min, 2 min … capped at 1 hour between attempts. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers queued e-mails. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * instances never send one message twice, and a message claimed by a process that died is taken
 * up again when its lease runs out.
 */
export function startOutboxSender(opts: OutboxSenderOptions) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let warnedUnconfigured = false;
  let transport: { url: string; transporter: Transporter } | undefined;

  async function getTransport(): Promise<Transporter | undefined> {
    const url = await opts.resolveSmtpUrl();
    if (!url) {
      if (!warnedUnconfigured) {
        opts.log.warn(
          'SMTP is not configured: e-mails wait in the outbox until SMTP_URL or the e-mail settings are set',
        );
        warnedUnconfigured = true;
      }
      return undefined;
    }
    warnedUnconfigured = false;
    if (transport?.url !== url) {
      transport?.transporter.close();
      transport = { url, transporter: nodemailer.createTransport(url) };
    }
    return transport.transporter;
  }

  async function claim(): Promise<OutboxRow[]> {
    return queryRows<OutboxRow>(
      opts.db,
      sql`update outbox set status = 'sending', locked_until = now() + make_interval(secs => ${LOCK_SECONDS}),
                 attempts = attempts + 1
          where id in (
            select id from outbox
            where channel = 'email'
              and ((status = 'queued' and next_attempt_at <= now())
                   or (status = 'sending' and locked_until < now()))
            order by id limit 10
            for update skip locked)
          returning id, recipient, subject, text_body, html_body, attempts, attachments`,
    );
  }

  async function deliver(transporter: Transporter, row: OutboxRow) {
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
      const message = (error as Error).message.slice(0, 500);
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
    const transporter = await getTransport();
    if (!transporter) return;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await deliver(transporter, row);
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
