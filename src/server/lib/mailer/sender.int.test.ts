import net from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../../../tests/setup/factories';
import { startSmtp } from '../../../../tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { outbox } from '../../db/schema';
import { startOutboxSender, type OutboxSender } from './sender';
import { smtpUrlTarget } from './smtp-settings';

const FROM = 'Vale & City Lettings <no-reply@localhost>';

/** A port nothing listens on (taken from the OS, then released). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A pino-shaped logger that remembers its warnings. */
function recordingLogger() {
  const warnings: string[] = [];
  const errors: unknown[] = [];
  const log = {
    level: 'info',
    warn: (a: unknown, b?: string) => warnings.push(typeof a === 'string' ? a : (b ?? '')),
    error: (a: unknown) => errors.push(a),
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, warnings, errors };
}

describe('outbox sender over real SMTP', () => {
  let t: TestApp;
  const senders: OutboxSender[] = [];
  const start = (resolveSmtpUrl: () => Promise<string | undefined>, log = recordingLogger()) => {
    // A long poll: the tests drive the sender with flush(), so nothing happens behind their back.
    const sender = startOutboxSender({
      db: t.db,
      log: log.log,
      from: FROM,
      resolveTransport: async () => {
        const url = await resolveSmtpUrl();
        return url ? smtpUrlTarget(url) : undefined;
      },
      pollMs: 60_000,
      hostname: 'localhost',
    });
    senders.push(sender);
    return { sender, ...log };
  };
  const queue = (to: string) => queueEmail(t.db, to);
  const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    while (senders.length) await senders.pop()!.stop();
  });
  afterAll(() => t.close());

  it('delivers a queued e-mail once, with an HTML and a text part, and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const row = await queue('olwen@example.test');
      const { sender, warnings } = start(async () => smtp.url);
      await sender.flush();
      await sender.flush();

      const mails = smtp.to('olwen@example.test');
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Your account has been approved');
      expect(mail.from?.text).toContain('no-reply@localhost');
      expect(mail.text).toContain('Hello Olwen Price,');
      expect(mail.text).toContain('http://localhost:3000/login');
      expect(mail.html).toEqual(expect.any(String));
      expect(mail.html as string).toContain('<a href="http://localhost:3000/login"');
      expect(mail.messageId).toBe(`<outbox-${row.id}@localhost>`);

      const after = await rowOf(row.id);
      expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
      expect(after.sentAt).toBeInstanceOf(Date);
      expect(warnings).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the message queued with attempts and lastError while SMTP is down, then delivers it exactly once', async () => {
    const port = await freePort();
    const row = await queue('down@example.test');
    const { sender } = start(async () => `smtp://127.0.0.1:${port}`);
    await sender.flush();

    const failed = await rowOf(row.id);
    expect(failed.status).toBe('queued');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toEqual(expect.any(String));
    expect(failed.lastError!.length).toBeGreaterThan(0);
    expect(failed.lockedUntil).toBeNull();
    // It backs off: not due again straight away.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    const smtp = await startSmtp(port);
    try {
      // Not yet due: a pass now sends nothing.
      await sender.flush();
      expect(smtp.received).toHaveLength(0);
      expect((await rowOf(row.id)).attempts).toBe(1);

      await t.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outbox.id, row.id));
      await sender.flush();
      await sender.flush();
      expect(smtp.to('down@example.test')).toHaveLength(1);
      const sent = await rowOf(row.id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('two senders working at once deliver each message once', async () => {
    const smtp = await startSmtp();
    try {
      const rows = [];
      for (let i = 0; i < 5; i++) rows.push(await queue(`pair${i}@example.test`));
      const a = start(async () => smtp.url).sender;
      const b = start(async () => smtp.url).sender;
      await Promise.all([a.flush(), b.flush()]);
      for (let i = 0; i < 5; i++) expect(smtp.to(`pair${i}@example.test`)).toHaveLength(1);
      const after = await t.db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
        );
      expect(after.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('takes over a message left "sending" by a process that stopped, once its lease has run out', async () => {
    const smtp = await startSmtp();
    try {
      const stale = await queue('stale@example.test');
      const leased = await queue('leased@example.test');
      await t.db
        .update(outbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, stale.id));
      await t.db
        .update(outbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '2 minutes'` })
        .where(eq(outbox.id, leased.id));
      const { sender } = start(async () => smtp.url);
      await sender.flush();
      expect(smtp.to('stale@example.test')).toHaveLength(1);
      expect(await rowOf(stale.id)).toMatchObject({ status: 'sent', attempts: 2 });
      // One still under someone else's lease is left alone.
      expect(smtp.to('leased@example.test')).toHaveLength(0);
      expect((await rowOf(leased.id)).status).toBe('sending');
      await t.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, leased.id));
    } finally {
      await smtp.close();
    }
  });

  it('with no SMTP configured sends nothing, leaves the rows queued, and says so in the log once', async () => {
    const smtp = await startSmtp();
    try {
      const row = await queue('nobody-sends@example.test');
      const { sender, warnings } = start(async () => undefined);
      await sender.flush();
      await sender.flush();
      expect(smtp.received).toHaveLength(0);
      expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
      expect(warnings.filter((w) => /SMTP is not configured/.test(w))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('delivers a message queued by the API (a password reset) through the same path', async () => {
    const smtp = await startSmtp();
    try {
      const user = await t.createUser({ email: 'api.reset@example.test' });
      const res = await t.call('POST', '/api/auth/forgot-password', undefined, { email: user.email });
      expect(res.statusCode).toBe(200);
      // Only this message: earlier tests' leftovers are set aside.
      await t.db
        .update(outbox)
        .set({ status: 'failed' })
        .where(eq(outbox.recipient, 'nobody-sends@example.test'));
      const { sender } = start(async () => smtp.url);
      await sender.flush();
      const mails = smtp.to(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Reset your password');
      expect(mails[0]!.text).toMatch(/\/reset-password\?token=[^&\s]+&userId=\d+/);
      expect(smtp.to('nobody-sends@example.test')).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
