/** E-mail settings: who may call, and why a check of the settings failed, in words an admin can act on. */
import { afterAll, describe, expect, it } from 'vitest';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  WRONG_PASSWORD,
  emailWorld,
  expectNoPassword,
  freePort,
  settingsFor,
} from '../../../../../tests/setup/worlds/email';
import { startAuthSmtp } from '../../../../../tests/support/auth-smtp-server';

const w = await emailWorld();
afterAll(() => w.close());
const { t, admin, landlord, tenant, smtp, status, configure, storedRow } = w;

describe('e-mail settings API', () => {
  it('is for admins only: 401 without signing in, 403 for a landlord or a tenant', async () => {
    const calls: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['GET', '/api/email/status'],
      ['POST', '/api/email/configure', settingsFor(smtp)],
      ['POST', '/api/email/test', { recipient: 'someone@example.test' }],
      ['POST', '/api/email/test-email', { recipient: 'someone@example.test' }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${url} anonymous`).toBe(401);
      expect(anonymous.json().code).toBe('unauthenticated');
      for (const token of [landlord, tenant]) {
        const res = await t.call(method, url, token, payload);
        expect(res.statusCode, `${url} non-admin`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    // Even an invalid body gets the 401/403 first: nothing about the rules leaks to others.
    expect((await t.call('POST', '/api/email/configure', undefined, {})).statusCode).toBe(401);
    expect((await configure({}, landlord)).statusCode).toBe(403);
    expect(smtp.logins).toHaveLength(0);
    expect(await storedRow()).toBeUndefined();
  });

  it('starts unconfigured, and a test e-mail then says to save the settings first', async () => {
    expect(await status()).toEqual({ success: true, isInitialized: false, source: null, settings: null });
    for (const url of ['/api/email/test', '/api/email/test-email']) {
      const res = await t.call('POST', url, admin, { recipient: 'early@example.test' });
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
      const res = await t.call('POST', '/api/email/test', admin, { recipient });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Please enter a valid email address',
        errors: { recipient: 'Please enter a valid email address' },
      });
    }
    const page = await t.call('POST', '/api/email/test-email', admin, { recipient: 'nope' });
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
});
