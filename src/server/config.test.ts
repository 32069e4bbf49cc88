import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultLoginThrottle, defaultRateLimits, loadConfig } from './config';

/** The problems loadConfig reports for an environment, or [] when it is accepted. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('has sensible defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      appSecret: undefined,
      seedDemo: undefined,
      storage: 'local',
      smtpUrl: undefined,
      allowPrivateHosts: false,
      trustProxy: 0,
      requireAdminTotp: false,
      logLevel: 'info',
      rateLimits: defaultRateLimits,
      loginThrottle: defaultLoginThrottle,
    });
    expect(config.mailFrom).toBe('Vale & City Lettings <no-reply@localhost>');
    expect(config.admin).toEqual({ username: undefined, password: undefined, email: undefined });
    expect(config.outboxPollMs).toBeGreaterThan(0);
  });

  it('sets the throttles of the accounts issue by default', () => {
    // No hard lock: 3 free failures per (account, address), then waits of 1 s, 2 s, 4 s … up to 15 minutes.
    expect(defaultLoginThrottle).toEqual({
      freeFailures: 3,
      firstDelaySeconds: 1,
      maxDelaySeconds: 900,
      forgetAfterSeconds: 86400,
    });
    expect(defaultRateLimits.forgotPerAccount.max).toBeGreaterThan(0);
    expect(defaultRateLimits.loginPerAddress.max).toBeGreaterThan(defaultLoginThrottle.freeFailures);
    expect(defaultRateLimits.resetPerAddress.max).toBeGreaterThan(0);
    expect(defaultRateLimits.changePasswordPerAccount.max).toBeGreaterThan(0);
  });

  it('refuses STORAGE=s3 without S3_BUCKET, naming it', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('reads good values', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/lettings-data',
      DATABASE_URL: 'postgresql://u:p@db.internal:5432/lettings',
      PUBLIC_URL: 'https://lettings.example.co.uk/',
      SEED_DEMO: '1',
      SMTP_URL: 'smtps://user:pass@mail.example.co.uk:465',
      SMTP_FROM: 'Lettings <hello@example.co.uk>',
      ALLOW_PRIVATE_HOSTS: 'true',
      LOG_LEVEL: 'warn',
      STORAGE: 's3',
      S3_BUCKET: 'lettings-files',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/lettings-data',
      databaseUrl: 'postgresql://u:p@db.internal:5432/lettings',
      publicUrl: 'https://lettings.example.co.uk',
      seedDemo: true,
      smtpUrl: 'smtps://user:pass@mail.example.co.uk:465',
      mailFrom: 'Lettings <hello@example.co.uk>',
      allowPrivateHosts: true,
      logLevel: 'warn',
      storage: 's3',
    });
  });

  it('derives PUBLIC_URL and the sender address from PORT and PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://lettings.example.co.uk' }).mailFrom).toContain(
      'no-reply@lettings.example.co.uk',
    );
  });

  it.each([
    ['0', false],
    ['false', false],
    ['1', true],
    ['true', true],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['false', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %s proxy hops', (value, hops) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each(['yes', '-1', '1.5', ''])('refuses TRUST_PROXY=%s, naming it', (value) => {
    expect(problems({ TRUST_PROXY: value })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('requires admins to use two-step sign-in only with REQUIRE_ADMIN_TOTP=1', () => {
    expect(loadConfig({ REQUIRE_ADMIN_TOTP: '1' }).requireAdminTotp).toBe(true);
    expect(loadConfig({ REQUIRE_ADMIN_TOTP: '0' }).requireAdminTotp).toBe(false);
    expect(loadConfig({}).requireAdminTotp).toBe(false);
    expect(problems({ REQUIRE_ADMIN_TOTP: 'yes' })[0]).toMatch(/^REQUIRE_ADMIN_TOTP: /);
  });

  it('treats an empty DATABASE_URL or SMTP_URL as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['PORT', '3.5'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/lettings'],
    ['DATABASE_URL', 'localhost:5432'],
    ['PUBLIC_URL', 'lettings.example.co.uk'],
    ['PUBLIC_URL', 'not a url'],
    ['SEED_DEMO', 'yes'],
    ['SEED_DEMO', '2'],
    ['SMTP_URL', 'mail.example.co.uk:25'],
    ['APP_SECRET', 'short'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['STORAGE', 'ftp'],
  ])('refuses %s=%j with a ConfigError naming it', (name, value) => {
    const found = problems({ [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]!.startsWith(`${name}: `)).toBe(true);
    expect(found[0]!.length).toBeGreaterThan(name.length + 10);
  });

  it('names every bad variable at once, one line each, in the message too', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        PORT: 'x',
        DATABASE_URL: 'mysql://db',
        PUBLIC_URL: 'nope',
        SEED_DEMO: 'maybe',
        HOST: 'localhost',
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
      'PUBLIC_URL',
      'SEED_DEMO',
    ]);
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SEED_DEMO'])
      expect(error!.message).toContain(`  - ${name}: `);
    // Values are not echoed back (a URL can hold a password).
    expect(error!.message).not.toContain('mysql://db');
  });
});
