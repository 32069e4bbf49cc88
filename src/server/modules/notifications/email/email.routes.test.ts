/** E-mail settings: good settings are stored sealed and used at once, and a test e-mail goes out. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  WRONG_PASSWORD,
  emailWorld,
  expectNoPassword,
  settingsFor,
} from '../../../../../tests/setup/worlds/email';
import { queryRows } from '../../../db/create-db';
import { messagingSettings } from '../../../db/schema';
import { createSecretBox } from '../../../lib/secret-box';
import { startAuthSmtp } from '../../../../../tests/support/auth-smtp-server';

const w = await emailWorld();
afterAll(() => w.close());
const { t, admin, superAdmin, smtp, status, configure, storedRow } = w;

describe('e-mail settings API', () => {
  it('checks good settings by signing in, stores them with the password encrypted, and never sends it back', async () => {
    const before = smtp.logins.length;
    const res = await configure(settingsFor(smtp));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Email service configured successfully' });
    expect(smtp.logins.slice(before)).toEqual([{ username: SMTP_USER, ok: true }]);

    const answer = await status();
    expect(answer).toEqual({
      success: true,
      isInitialized: true,
      source: 'settings',
      settings: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: SMTP_USER,
        updatedAt: expect.any(String),
      },
    });
    expect(JSON.stringify(answer)).not.toMatch(/password|secret|cipher/i);
    expect((await status(superAdmin)).isInitialized).toBe(true);

    // At rest: the stored bytes do not hold the password, but APP_SECRET opens it.
    const [raw] = await queryRows<{ settings: string; secret: string; whole: string }>(
      t.db,
      sql`select settings::text as settings, secret_ciphertext as secret, m::text as whole
          from messaging_settings m where channel = 'email'`,
    );
    expect(raw).toBeDefined();
    expectNoPassword(raw!.whole);
    expect(JSON.parse(raw!.settings)).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: SMTP_USER,
    });
    expect(raw!.secret).toMatch(/^v1\./);
    expect(createSecretBox(t.config.appSecret!).open(raw!.secret)).toBe(SMTP_PASSWORD);
    expect(createSecretBox('another-secret-another-secret').open(raw!.secret)).toBeNull();
  });

  it('sends a test e-mail now, in the agency layout with both parts, and logs it in the outbox', async () => {
    const res = await t.call('POST', '/api/email/test', admin, { recipient: 'ops@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Test email sent successfully' });

    const mails = smtp.to('ops@example.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Test email from Vale & City Lettings');
    expect(mail.from?.text).toContain('no-reply@localhost');
    expect(mail.text).toContain('This is a test email from the admin dashboard.');
    expect(mail.text).toContain('Station Road, Dinas Powys');
    expect(mail.text).toContain(
      'You receive this email because an administrator sent a test message to this address.',
    );
    expect(mail.html).toEqual(expect.any(String));
    expect(mail.html as string).toContain('<html lang="en-GB">');
    expect(mail.html as string).toContain(
      'You receive this email because an administrator sent a test message',
    );

    const [row] = await t.mailsTo('ops@example.test');
    expect(row).toMatchObject({
      status: 'sent',
      template: 'email_test',
      attempts: 1,
      lastError: null,
      lockedUntil: null,
      subject: 'Test email from Vale & City Lettings',
    });
    expect(mail.messageId).toBe(`<outbox-${row!.id}@localhost>`);
  });

  it('the /email-test page call sends one too, and answers its message', async () => {
    const res = await t.call('POST', '/api/email/test-email', superAdmin, { recipient: 'page@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Test email sent successfully' });
    expect(smtp.to('page@example.test')).toHaveLength(1);
    expect((await t.mailsTo('page@example.test'))[0]?.status).toBe('sent');
  });

  it('a failed check leaves the working settings as they were', async () => {
    const before = await storedRow();
    const res = await configure(settingsFor(smtp, { password: WRONG_PASSWORD, user: 'other@example.test' }));
    expect(res.statusCode).toBe(400);
    expect(await storedRow()).toEqual(before);
  });

  it('when the mail server is down, the test answers 502 with a reason and the log shows it failed', async () => {
    const down = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    const res0 = await configure(settingsFor(down));
    expect(res0.statusCode).toBe(200);
    await down.close();

    const res = await t.call('POST', '/api/email/test', admin, { recipient: 'down@example.test' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'smtp_send_failed' });
    expect(res.json().message).toMatch(/^The test email could not be sent\. Nothing accepts connections/);
    expectNoPassword(res.body);
    const [row] = await t.mailsTo('down@example.test');
    expect(row).toMatchObject({ status: 'failed', lockedUntil: null, template: 'email_test' });
    expect(row!.lastError).toMatch(/Nothing accepts connections/);
    expectNoPassword(row!.lastError!);

    // Back to the working server for the tests after this one.
    expect((await configure(settingsFor(smtp))).statusCode).toBe(200);
  });

  it('a changed configuration is used by the next test e-mail, without a restart', async () => {
    const other = await startAuthSmtp({ user: 'second@example.test', password: SMTP_PASSWORD });
    try {
      expect((await configure(settingsFor(other, { user: 'second@example.test' }))).statusCode).toBe(200);
      const res = await t.call('POST', '/api/email/test', admin, { recipient: 'switch@example.test' });
      expect(res.statusCode).toBe(200);
      expect(other.to('switch@example.test')).toHaveLength(1);
      expect(smtp.to('switch@example.test')).toHaveLength(0);
      expect((await status()).settings).toMatchObject({ port: other.port, user: 'second@example.test' });
    } finally {
      await other.close();
    }
    expect((await configure(settingsFor(smtp))).statusCode).toBe(200);
  });

  it('a host name is connected to on whichever of its addresses answers (localhost: ::1, then 127.0.0.1)', async () => {
    const res = await configure(settingsFor(smtp, { host: 'localhost' }));
    expect(res.statusCode).toBe(200);
    const sent = await t.call('POST', '/api/email/test', admin, { recipient: 'by-name@example.test' });
    expect(sent.statusCode).toBe(200);
    expect(smtp.to('by-name@example.test')).toHaveLength(1);
    expect((await configure(settingsFor(smtp))).statusCode).toBe(200);
  });

  it('saved settings sealed under another APP_SECRET count as not configured', async () => {
    const row = await storedRow();
    await t.db
      .update(messagingSettings)
      .set({ secretCiphertext: createSecretBox('another-secret-another-secret').seal(SMTP_PASSWORD) })
      .where(eq(messagingSettings.channel, 'email'));
    try {
      const answer = await status();
      expect(answer).toMatchObject({ isInitialized: false, source: 'settings' });
      expect(answer.settings?.host).toBe('127.0.0.1');
      const res = await t.call('POST', '/api/email/test', admin, { recipient: 'unreadable@example.test' });
      expect(res.statusCode).toBe(409);
    } finally {
      await t.db
        .update(messagingSettings)
        .set({ secretCiphertext: row!.secretCiphertext })
        .where(eq(messagingSettings.channel, 'email'));
    }
  });
});
