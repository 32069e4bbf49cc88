import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_DEFAULTS, type EmailStatus } from '@shared/notifications';
import { startSmtp } from '../../../../../tests/setup/smtp-sink';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../../../../tests/setup/test-app';
import { createTestDb } from '../../../../../tests/setup/test-db';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { DbHandle } from '../../../db/create-db';
import { queryRows } from '../../../db/create-db';
import { messagingSettings, outbox, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { createSecretBox } from '../../../lib/secret-box';
import { startAuthSmtp, type AuthSmtp } from '../../../../../tests/support/auth-smtp-server';

const SMTP_USER = 'lettings@mail.example.test';
/** Distinctive, so any leak is easy to find. */
const SMTP_PASSWORD = 'Pw-9f3K-smtp-Secret!';
const WRONG_PASSWORD = 'Wrong-7Hq2-Secret!';

type Token = string | undefined;

/** A port nothing listens on (taken from the OS, then released). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function expectNoPassword(text: string) {
  expect(text).not.toContain(SMTP_PASSWORD);
  expect(text).not.toContain(WRONG_PASSWORD);
  expect(text).not.toContain(Buffer.from(SMTP_PASSWORD).toString('base64'));
  expect(text).not.toContain(Buffer.from(WRONG_PASSWORD).toString('base64'));
}

const settingsFor = (smtp: { port: number }, overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  user: SMTP_USER,
  password: SMTP_PASSWORD,
  ...overrides,
});

describe('e-mail settings API', () => {
  let t: TestApp;
  let admin: string;
  let superAdmin: string;
  let landlord: string;
  let tenant: string;
  let smtp: AuthSmtp;

  const call = (method: 'GET' | 'POST', url: string, token: Token, payload?: unknown) =>
    t.api({
      method,
      url,
      token,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const status = async (token = admin) => {
    const res = await call('GET', '/api/email/status', token);
    expect(res.statusCode).toBe(200);
    expectNoPassword(res.body);
    return res.json<EmailStatus>();
  };
  const configure = (payload: unknown, token = admin) => call('POST', '/api/email/configure', token, payload);
  const storedRow = async () =>
    (await t.db.select().from(messagingSettings).where(eq(messagingSettings.channel, 'email')))[0];

  beforeAll(async () => {
    t = await createTestApp({ allowPrivateHosts: true });
    admin = (await t.signedIn({ userType: 'admin' })).token;
    superAdmin = (await t.signedIn({ userType: 'admin', role: 'super_admin' })).token;
    landlord = (await t.signedIn({ userType: 'landlord' })).token;
    tenant = (await t.signedIn({ userType: 'tenant' })).token;
    smtp = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it('is for admins only: 401 without signing in, 403 for a landlord or a tenant', async () => {
    const calls: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['GET', '/api/email/status'],
      ['POST', '/api/email/configure', settingsFor(smtp)],
      ['POST', '/api/email/test', { recipient: 'someone@example.test' }],
      ['POST', '/api/email/test-email', { recipient: 'someone@example.test' }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${url} anonymous`).toBe(401);
      expect(anonymous.json().code).toBe('unauthenticated');
      for (const token of [landlord, tenant]) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${url} non-admin`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    // Even an invalid body gets the 401/403 first: nothing about the rules leaks to others.
    expect((await call('POST', '/api/email/configure', undefined, {})).statusCode).toBe(401);
    expect((await configure({}, landlord)).statusCode).toBe(403);
    expect(smtp.logins).toHaveLength(0);
    expect(await storedRow()).toBeUndefined();
  });

  it('starts unconfigured, and a test e-mail then says to save the settings first', async () => {
    expect(await status()).toEqual({ success: true, isInitialized: false, source: null, settings: null });
    for (const url of ['/api/email/test', '/api/email/test-email']) {
      const res = await call('POST', url, admin, { recipient: 'early@example.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'email_not_configured',
        message: 'Email is not set up yet. Save the SMTP settings first, then send a test email.',
      });
    }
    expect(await t.mailsTo('early@example.test')).toHaveLength(0);
  });

  it("answers SPEC.md §5's messages for each missing or wrong field, and stores nothing", async () => {
    const cases: [payload: Record<string, unknown>, field: string, message: string][] = [
      [settingsFor(smtp, { host: '' }), 'host', 'SMTP host is required'],
      [settingsFor(smtp, { host: '   ' }), 'host', 'SMTP host is required'],
      [settingsFor(smtp, { host: undefined }), 'host', 'SMTP host is required'],
      [settingsFor(smtp, { port: 0 }), 'port', 'Port must be a number between 1 and 65535'],
      [settingsFor(smtp, { port: 65536 }), 'port', 'Port must be a number between 1 and 65535'],
      [settingsFor(smtp, { port: 'abc' }), 'port', 'Port must be a number between 1 and 65535'],
      [settingsFor(smtp, { port: 25.5 }), 'port', 'Port must be a number between 1 and 65535'],
      [settingsFor(smtp, { port: true }), 'port', 'Port must be a number between 1 and 65535'],
      [settingsFor(smtp, { port: '' }), 'port', 'Port must be a number between 1 and 65535'],
      [
        settingsFor(smtp, { host: `${'a'.repeat(250)}.com` }),
        'host',
        'The SMTP host is too long: a host name has at most 253 characters',
      ],
      [settingsFor(smtp, { user: '' }), 'user', 'SMTP username is required'],
      [settingsFor(smtp, { user: undefined }), 'user', 'SMTP username is required'],
      [settingsFor(smtp, { password: '' }), 'password', 'SMTP password is required'],
      [settingsFor(smtp, { password: undefined }), 'password', 'SMTP password is required'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await configure(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
      expectNoPassword(res.body);
    }
    const all = await configure({});
    expect(all.json().errors).toEqual({
      host: 'SMTP host is required',
      port: 'Port must be a number between 1 and 65535',
      user: 'SMTP username is required',
      password: 'SMTP password is required',
    });
    for (const recipient of ['', '   ', 'no-at-sign', 'a@', undefined]) {
      const res = await call('POST', '/api/email/test', admin, { recipient });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Please enter a valid email address',
        errors: { recipient: 'Please enter a valid email address' },
      });
    }
    const page = await call('POST', '/api/email/test-email', admin, { recipient: 'nope' });
    expect(page.json().errors).toEqual({ recipient: 'Please enter a valid email address' });
    expect(smtp.logins).toHaveLength(0);
    expect(await storedRow()).toBeUndefined();
  });

  it('says the username or password is wrong when the server refuses them, and stores nothing', async () => {
    const res = await configure(settingsFor(smtp, { password: WRONG_PASSWORD }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'smtp_check_failed' });
    expect(res.json().message).toMatch(/did not accept the username or password/);
    expect(res.json().errors.password).toBe(res.json().message);
    expectNoPassword(res.body);
    expect(smtp.logins).toEqual([{ username: SMTP_USER, ok: false }]);
    expect(await storedRow()).toBeUndefined();
    expect((await status()).isInitialized).toBe(false);
  });

  it('says nothing listens on that port', async () => {
    const port = await freePort();
    const res = await configure(settingsFor({ port }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'smtp_check_failed' });
    expect(res.json().message).toBe(
      `Nothing accepts connections at 127.0.0.1 on port ${port}. Check the port number. Port 465 is used with 'Use a secure connection (TLS)' on; ports 587 and 25 with it off.`,
    );
    expect(res.json().errors).toHaveProperty('port');
    expect(await storedRow()).toBeUndefined();
  });

  it('says a secure connection was asked of a server that does not start with TLS', async () => {
    const res = await configure(settingsFor(smtp, { secure: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /does not start with TLS\. Turn 'Use a secure connection \(TLS\)' off/,
    );
    expect(res.json().errors).toHaveProperty('secure');
    expect(await storedRow()).toBeUndefined();
  });

  it('says the certificate is not trusted (STARTTLS and TLS with a self-signed one) and sends no password', async () => {
    const starttls = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD, starttls: true });
    const implicit = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD, implicitTls: true });
    try {
      for (const [server, secure] of [
        [starttls, false],
        [implicit, true],
      ] as const) {
        const res = await configure(settingsFor(server, { secure }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'smtp_check_failed' });
        expect(res.json().message).toMatch(/security certificate is not trusted/);
        expect(server.logins).toHaveLength(0);
      }
    } finally {
      await starttls.close();
      await implicit.close();
    }
    expect(await storedRow()).toBeUndefined();
  });

  it('says a host name that does not exist cannot be found', async () => {
    const res = await configure(settingsFor(smtp, { host: 'no-such-host.invalid' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'smtp_check_failed',
      message: 'The host no-such-host.invalid could not be found. Check the spelling of the SMTP host.',
      errors: {
        host: 'The host no-such-host.invalid could not be found. Check the spelling of the SMTP host.',
      },
    });
    const url = await configure(settingsFor(smtp, { host: 'smtp://127.0.0.1' }));
    expect(url.statusCode).toBe(400);
    expect(url.json()).toMatchObject({
      code: 'validation_error',
      errors: { host: 'Enter a host name such as smtp.example.com, without http:// or a port' },
    });
    expect(await storedRow()).toBeUndefined();
  });

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
    const res = await call('POST', '/api/email/test', admin, { recipient: 'ops@example.test' });
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
    const res = await call('POST', '/api/email/test-email', superAdmin, { recipient: 'page@example.test' });
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

    const res = await call('POST', '/api/email/test', admin, { recipient: 'down@example.test' });
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
      const res = await call('POST', '/api/email/test', admin, { recipient: 'switch@example.test' });
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
    const sent = await call('POST', '/api/email/test', admin, { recipient: 'by-name@example.test' });
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
      const res = await call('POST', '/api/email/test', admin, { recipient: 'unreadable@example.test' });
      expect(res.statusCode).toBe(409);
    } finally {
      await t.db
        .update(messagingSettings)
        .set({ secretCiphertext: row!.secretCiphertext })
        .where(eq(messagingSettings.channel, 'email'));
    }
  });
});

describe('private and local SMTP hosts (ALLOW_PRIVATE_HOSTS off)', () => {
  let t: TestApp;
  let admin: string;
  let connections = 0;
  let listener: net.Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ allowPrivateHosts: false });
    admin = (await t.signedIn({ userType: 'admin' })).token;
    // Anything that connects here would be a probe that got through.
    listener = net.createServer((socket) => {
      connections += 1;
      socket.end('220 probe\r\n');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    port = (listener.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await t.close();
  });

  it.each([
    '127.0.0.1',
    'localhost',
    '10.0.0.25',
    '192.168.1.10',
    '172.16.5.4',
    '169.254.169.254',
    '100.64.1.1',
    '0.0.0.0',
    '::1',
    '[::1]',
    'fd00::25',
    '::ffff:127.0.0.1',
  ])('refuses %s with 400 on the host field, without connecting or storing anything', async (host) => {
    const res = await t.api({
      method: 'POST',
      url: '/api/email/configure',
      token: admin,
      payload: { host, port, secure: false, user: SMTP_USER, password: SMTP_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: {
        host: "This host is on a private or local network, which the server is not allowed to reach. Use your mail provider's public host name.",
      },
    });
    expectNoPassword(res.body);
    expect(connections).toBe(0);
    expect(await t.db.select().from(messagingSettings)).toHaveLength(0);
  });

  it('throttles an admin who keeps trying (each attempt may open a connection): 429 with Retry-After', async () => {
    const { token } = await t.signedIn({ userType: 'admin' });
    const attempt = () =>
      t.api({
        method: 'POST',
        url: '/api/email/configure',
        token,
        payload: { host: '10.9.8.7', port, secure: false, user: SMTP_USER, password: SMTP_PASSWORD },
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another admin is not held back.
    const other = await t.api({
      method: 'POST',
      url: '/api/email/configure',
      token: admin,
      payload: { host: '10.9.8.7', port, secure: false, user: SMTP_USER, password: SMTP_PASSWORD },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('SMTP_URL in the environment', () => {
  let t: TestApp;
  let admin: string;
  let sink: Awaited<ReturnType<typeof startSmtp>>;
  let saved: AuthSmtp;

  beforeAll(async () => {
    sink = await startSmtp();
    saved = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    t = await createTestApp({ smtpUrl: sink.url, allowPrivateHosts: true });
    admin = (await t.signedIn({ userType: 'admin' })).token;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    await saved.close();
  });

  it('wins: the status says so, test e-mails go through it, and saving settings says they wait', async () => {
    const before = await t.api({ method: 'GET', url: '/api/email/status', token: admin });
    expect(before.json()).toEqual({
      success: true,
      isInitialized: true,
      source: 'environment',
      settings: null,
    });

    const sent = await t.api({
      method: 'POST',
      url: '/api/email/test',
      token: admin,
      payload: { recipient: 'env@example.test' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sink.to('env@example.test')).toHaveLength(1);

    const res = await t.api({
      method: 'POST',
      url: '/api/email/configure',
      token: admin,
      payload: settingsFor(saved),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/SMTP_URL is set on the server, so it is used instead/);
    const after = await t.api({ method: 'GET', url: '/api/email/status', token: admin });
    expect(after.json()).toMatchObject({
      isInitialized: true,
      source: 'environment',
      settings: { host: '127.0.0.1', port: saved.port, user: SMTP_USER },
    });

    await t.api({
      method: 'POST',
      url: '/api/email/test-email',
      token: admin,
      payload: { recipient: 'env2@example.test' },
    });
    expect(sink.to('env2@example.test')).toHaveLength(1);
    expect(saved.to('env2@example.test')).toHaveLength(0);
  });

  it('the SMTP form defaults are those of SPEC.md §9', () => {
    expect(SMTP_DEFAULTS).toEqual({ host: 'smtp.gmail.com', port: 465, secure: true });
  });
});

describe('no password in any log line', () => {
  let app: FastifyInstance;
  let dbHandle: DbHandle;
  let dataDir: string;
  let smtp: AuthSmtp;
  const lines: string[] = [];

  beforeAll(async () => {
    smtp = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
    dbHandle = await createTestDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-email-logs-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, APP_SECRET: 'test-secret-test-secret' }),
      allowPrivateHosts: true,
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const logger = pino({ level: 'trace' }, sink);
    app = await buildApp({ config, dbHandle, logger, clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dbHandle.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('configuring (wrong password, then right), the status and a test e-mail log nothing secret', async () => {
    const [user] = await dbHandle.db
      .insert(users)
      .values({
        username: 'log.admin',
        email: 'log.admin@example.test',
        fullName: 'Log Admin',
        userType: 'admin',
        role: 'admin',
        status: 'approved',
        passwordHash: await hashPassword('Admin-Pass-2468'),
      })
      .returning();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user!.username, password: 'Admin-Pass-2468', rememberMe: false },
    });
    const token = login.json().token as string;
    const send = (url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
      app.inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    const wrong = await send('/api/email/configure', settingsFor(smtp, { password: WRONG_PASSWORD }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/did not accept the username or password/);
    const right = await send('/api/email/configure', settingsFor(smtp));
    expect(right.statusCode).toBe(200);
    const state = await send('/api/email/status');
    const test = await send('/api/email/test', { recipient: 'logs@example.test' });
    expect(test.statusCode).toBe(200);

    for (const res of [wrong, right, state, test]) expectNoPassword(res.body);
    const log = lines.join('');
    // The calls were logged (one line each), just never with the password.
    expect(log).toContain('/api/email/configure');
    expect(log).toContain('/api/email/test');
    expectNoPassword(log);
    const rows = await dbHandle.db.select().from(outbox);
    expectNoPassword(JSON.stringify(rows));
  });
});
