import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { redactSecrets, resolveSmtpTarget, smtpTransportOptions } from './smtp-settings';

describe('redactSecrets', () => {
  it('removes each secret as is and base64-encoded (as SMTP AUTH carries it)', () => {
    const secret = 'Hunter2-Secret';
    const b64 = Buffer.from(secret).toString('base64');
    const text = `535 bad password ${secret}; AUTH PLAIN ${b64}; again ${secret}`;
    const out = redactSecrets(text, [secret]);
    expect(out).not.toContain(secret);
    expect(out).not.toContain(b64);
    expect(out).toBe('535 bad password [redacted]; AUTH PLAIN [redacted]; again [redacted]');
  });

  it('leaves text alone when there is nothing to hide', () => {
    expect(redactSecrets('connect ECONNREFUSED 127.0.0.1:25', [])).toBe('connect ECONNREFUSED 127.0.0.1:25');
    expect(redactSecrets('abc', [''])).toBe('abc');
  });
});

describe('resolveSmtpTarget with SMTP_URL', () => {
  it('uses the URL as is, knows its password is secret, and describes the server without it', async () => {
    const target = await resolveSmtpTarget({} as Db, {
      smtpUrl: 'smtps://mailer:p%40ss-w0rd@mail.example.co.uk:465',
      appSecret: 'test-secret-test-secret',
      allowPrivateHosts: false,
    });
    expect(target).toMatchObject({
      source: 'environment',
      options: 'smtps://mailer:p%40ss-w0rd@mail.example.co.uk:465',
      server: { host: 'mail.example.co.uk', port: 465, secure: true },
    });
    expect(target!.secrets).toContain('p@ss-w0rd');
    expect(target!.key).not.toContain('w0rd');
  });
});

describe('smtpTransportOptions', () => {
  it('keeps the host name for TLS, opens its own guarded socket, and bounds every wait', () => {
    const options = smtpTransportOptions(
      { host: 'smtp.example.com', port: 587, secure: false, user: 'u', password: 'p' },
      { allowPrivate: false, timeoutMs: 5_000 },
    );
    expect(options).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      auth: { user: 'u', pass: 'p' },
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      logger: false,
    });
    expect(typeof options.getSocket).toBe('function');
  });

  it('insists on STARTTLS without TLS from the start, so the password never travels in clear', () => {
    const settings = { host: 'smtp.example.com', port: 587, secure: false, user: 'u', password: 'p' };
    expect(smtpTransportOptions(settings, { allowPrivate: false }).requireTLS).toBe(true);
    expect(
      smtpTransportOptions({ ...settings, port: 465, secure: true }, { allowPrivate: false }).requireTLS,
    ).toBe(false);
    // Local test servers (ALLOW_PRIVATE_HOSTS=1) may speak plain SMTP.
    expect(smtpTransportOptions(settings, { allowPrivate: true }).requireTLS).toBe(false);
  });
});
