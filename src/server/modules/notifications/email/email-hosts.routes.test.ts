/** Where the SMTP server may be: never on a private network (unless allowed), and SMTP_URL wins. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_DEFAULTS } from '@shared/notifications';
import { startSmtp } from '../../../../../tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  expectNoPassword,
  settingsFor,
} from '../../../../../tests/setup/worlds/email';
import { messagingSettings } from '../../../db/schema';
import { startAuthSmtp, type AuthSmtp } from '../../../../../tests/support/auth-smtp-server';

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
    const res = await t.call('POST', '/api/email/configure', admin, {
      host,
      port,
      secure: false,
      user: SMTP_USER,
      password: SMTP_PASSWORD,
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
    const other = await t.call('POST', '/api/email/configure', admin, {
      host: '10.9.8.7',
      port,
      secure: false,
      user: SMTP_USER,
      password: SMTP_PASSWORD,
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
    const before = await t.call('GET', '/api/email/status', admin);
    expect(before.json()).toEqual({
      success: true,
      isInitialized: true,
      source: 'environment',
      settings: null,
    });

    const sent = await t.call('POST', '/api/email/test', admin, { recipient: 'env@example.test' });
    expect(sent.statusCode).toBe(200);
    expect(sink.to('env@example.test')).toHaveLength(1);

    const res = await t.call('POST', '/api/email/configure', admin, settingsFor(saved));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/SMTP_URL is set on the server, so it is used instead/);
    const after = await t.call('GET', '/api/email/status', admin);
    expect(after.json()).toMatchObject({
      isInitialized: true,
      source: 'environment',
      settings: { host: '127.0.0.1', port: saved.port, user: SMTP_USER },
    });

    await t.call('POST', '/api/email/test-email', admin, { recipient: 'env2@example.test' });
    expect(sink.to('env2@example.test')).toHaveLength(1);
    expect(saved.to('env2@example.test')).toHaveLength(0);
  });

  it('the SMTP form defaults are those of SPEC.md §9', () => {
    expect(SMTP_DEFAULTS).toEqual({ host: 'smtp.gmail.com', port: 465, secure: true });
  });
});
