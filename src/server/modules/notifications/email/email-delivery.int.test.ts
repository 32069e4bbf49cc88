import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app';
import { messagingSettings, outbox } from '../../../db/schema';
import { startOutboxSender, type OutboxSender } from '../../../lib/mailer/sender';
import { resolveSmtpTarget } from '../../../lib/mailer/smtp-settings';
import { secretBoxFor } from '../../../lib/secret-box';
import { startAuthSmtp, type AuthSmtp } from '../../../../../tests/support/auth-smtp-server';

const SMTP_USER = 'outbox@mail.example.test';
const SMTP_PASSWORD = 'Pw-Outbox-4kR8-Secret!';

/** A pino-shaped logger that keeps every line it is given, as text. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (a: unknown, b?: string) => lines.push(JSON.stringify([a, b ?? null]));
  const log = {
    level: 'trace',
    warn: record,
    error: record,
    info: record,
    debug: record,
    trace: record,
    fatal: record,
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/**
 * The outbox sender on the admin's saved settings (not SMTP_URL): an SMTP outage is ridden out
 * with retries and every message arrives exactly once; a new configuration applies without a
 * restart; the password is in no log line and no stored error.
 */
describe('outbox delivery through the saved e-mail settings', () => {
  let t: TestApp;
  let admin: string;
  const senders: OutboxSender[] = [];
  const logger = recordingLogger();

  const configure = async (smtp: AuthSmtp) => {
    const res = await t.api({
      method: 'POST',
      url: '/api/email/configure',
      token: admin,
      payload: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: SMTP_USER,
        password: SMTP_PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const start = () => {
    const sender = startOutboxSender({
      db: t.db,
      log: logger.log,
      from: 'Vale & City Lettings <no-reply@localhost>',
      resolveTransport: () => resolveSmtpTarget(t.db, t.config, logger.log),
      // Driven by flush(); retries are due at once so the test need not wait out a backoff.
      pollMs: 60_000,
      backoffSeconds: () => 0,
      hostname: 'localhost',
    });
    senders.push(sender);
    return sender;
  };
  const queue = async (to: string) => (await queueEmail(t.db, to)).id;
  const rowsOf = (ids: number[]) => t.db.select().from(outbox).where(inArray(outbox.id, ids));

  beforeAll(async () => {
    t = await createTestApp({ allowPrivateHosts: true });
    admin = (await t.signedIn({ userType: 'admin' })).token;
  });
  afterEach(async () => {
    while (senders.length) await senders.pop()!.stop();
  });
  afterAll(() => t.close());

  it('queues through an SMTP outage, retries, and delivers every message exactly once when the server is back', async () => {
    const first = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    const port = first.port;
    await configure(first);
    await first.close(); // the outage begins

    const recipients = ['one@example.test', 'two@example.test', 'three@example.test', 'four@example.test'];
    const ids: number[] = [];
    for (const to of recipients) ids.push(await queue(to));
    const sender = start();

    // Two passes while the server is down: each message tried once per pass, and kept queued.
    await sender.flush();
    let rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === 'queued' && r.attempts === 1 && r.lastError)).toBe(true);
    await sender.flush();
    rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === 'queued' && r.attempts === 2)).toBe(true);
    expect(rows[0]!.lastError).toMatch(/ECONNREFUSED/);

    // The same server comes back on the same port.
    const back = await startAuthSmtp({ port, user: SMTP_USER, password: SMTP_PASSWORD });
    try {
      await sender.flush();
      await sender.flush();
      await sender.flush();
      for (const to of recipients) expect(back.to(to), to).toHaveLength(1);
      expect(back.received).toHaveLength(recipients.length);
      rows = await rowsOf(ids);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, lockedUntil: null });
      // Signed in with the saved credentials.
      expect(back.logins.every((l) => l.ok && l.username === SMTP_USER)).toBe(true);
    } finally {
      await back.close();
    }

    const log = logger.lines.join('\n');
    expect(log).toContain('e-mail delivery failed');
    expect(log).not.toContain(SMTP_PASSWORD);
    expect(JSON.stringify(await rowsOf(ids))).not.toContain(SMTP_PASSWORD);
  });

  it('picks up a changed configuration on its next pass, without a restart', async () => {
    const a = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    const b = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    try {
      await configure(a);
      const sender = start();
      const first = await queue('first@example.test');
      await sender.flush();
      expect(a.to('first@example.test')).toHaveLength(1);

      await configure(b);
      const second = await queue('second@example.test');
      await sender.flush();
      expect(b.to('second@example.test')).toHaveLength(1);
      expect(a.to('second@example.test')).toHaveLength(0);
      const rows = await rowsOf([first, second]);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('sends nothing while the saved password cannot be opened (APP_SECRET changed), and says so once', async () => {
    const smtp = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    try {
      await configure(smtp);
      const id = await queue('locked@example.test');
      const before = logger.lines.length;
      const sender = startOutboxSender({
        db: t.db,
        log: logger.log,
        from: 'Vale & City Lettings <no-reply@localhost>',
        resolveTransport: () =>
          resolveSmtpTarget(t.db, { ...t.config, appSecret: 'a-different-app-secret-value' }, logger.log),
        pollMs: 60_000,
        hostname: 'localhost',
      });
      senders.push(sender);
      await sender.flush();
      await sender.flush();
      expect(smtp.received).toHaveLength(0);
      const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: 'queued', attempts: 0 });
      const said = logger.lines
        .slice(before)
        .filter((l) => /cannot be read \(APP_SECRET has changed/.test(l));
      expect(said).toHaveLength(1);
      await t.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, id));
    } finally {
      await smtp.close();
    }
  });

  it('keeps the password out of the stored error and the log even when the server repeats it', async () => {
    const careless = await startAuthSmtp({
      user: SMTP_USER,
      password: 'not-what-is-saved',
      echoPasswordOnFailure: true,
    });
    try {
      // Saved directly: the API would not save settings that fail to sign in.
      const values = {
        settings: { host: '127.0.0.1', port: careless.port, secure: false, user: SMTP_USER },
        secretCiphertext: secretBoxFor(t.config).seal(SMTP_PASSWORD),
        updatedAt: new Date(),
      };
      await t.db
        .insert(messagingSettings)
        .values({ channel: 'email', ...values })
        .onConflictDoUpdate({ target: messagingSettings.channel, set: values });
      const id = await queue('echo@example.test');
      const before = logger.lines.length;
      const sender = start();
      await sender.flush();
      const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row!.status).toBe('queued');
      expect(row!.lastError).toContain('Invalid password [redacted]');
      expect(row!.lastError).not.toContain(SMTP_PASSWORD);
      const log = logger.lines.slice(before).join('\n');
      expect(log).toContain('[redacted]');
      expect(log).not.toContain(SMTP_PASSWORD);
      await t.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, id));
    } finally {
      await careless.close();
    }
  });
  it('never connects to a private or local address from saved settings unless ALLOW_PRIVATE_HOSTS, even for queued mail', async () => {
    const smtp = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    try {
      // Saved while private hosts were allowed (or written directly), then sent under the default policy.
      for (const host of ['127.0.0.1', 'localhost']) {
        const values = {
          settings: { host, port: smtp.port, secure: false, user: SMTP_USER },
          secretCiphertext: secretBoxFor(t.config).seal(SMTP_PASSWORD),
          updatedAt: new Date(),
        };
        await t.db
          .insert(messagingSettings)
          .values({ channel: 'email', ...values })
          .onConflictDoUpdate({ target: messagingSettings.channel, set: values });
        const id = await queue(`private.${host}@example.test`);
        const sender = startOutboxSender({
          db: t.db,
          log: logger.log,
          from: 'Vale & City Lettings <no-reply@localhost>',
          resolveTransport: () =>
            resolveSmtpTarget(t.db, { ...t.config, allowPrivateHosts: false }, logger.log),
          pollMs: 60_000,
          backoffSeconds: () => 0,
          hostname: 'localhost',
        });
        senders.push(sender);
        await sender.flush();
        const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
        expect(row!.status, host).toBe('queued');
        expect(row!.lastError, host).toMatch(/private|local|loopback/i);
        expect(smtp.logins, host).toHaveLength(0);
        expect(smtp.received, host).toHaveLength(0);
        await t.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, id));
      }
    } finally {
      await smtp.close();
    }
  });
});
