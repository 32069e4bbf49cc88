import path from 'node:path';
import { z } from 'zod';
import { AGENCY } from '@shared/agency';

/**
 * The environment of CONTRACT.md §1, checked once at start. A bad value stops the process with one
 * clear line per problem, naming the variable, rather than failing later in an obscure place.
 */
const flag = (name: string) =>
  z
    .enum(['0', '1', 'true', 'false'], `${name} must be 1 or 0`)
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number('PORT must be a whole number between 1 and 65535')
    .int('PORT must be a whole number between 1 and 65535')
    .min(1, 'PORT must be a whole number between 1 and 65535')
    .max(65535, 'PORT must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      message: 'PUBLIC_URL must be an absolute http(s) URL such as https://example.co.uk',
    })
    .optional(),
  APP_SECRET: z.string().min(16, 'APP_SECRET must be at least 16 characters').optional(),
  ADMIN_USERNAME: z.string().min(3, 'ADMIN_USERNAME must be at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  SEED_DEMO: flag('SEED_DEMO'),
  STORAGE: z.enum(['local', 's3'], 'STORAGE must be local or s3').default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://s3.example.com').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().optional(),
  AGENCY_EMAIL: z.email('AGENCY_EMAIL must be an e-mail address').default(AGENCY.email),
  ALLOW_PRIVATE_HOSTS: flag('ALLOW_PRIVATE_HOSTS'),
  // Twilio: all three set together override what an admin saved (CONTRACT.md §1).
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_PHONE_NUMBER: z
    .string()
    .regex(/^\+44\d{9,10}$/, 'TWILIO_PHONE_NUMBER must be in E.164 form, starting with +44')
    .optional(),
  TWILIO_API_BASE: z
    .url({
      protocol: /^https?$/,
      message: 'TWILIO_API_BASE must be an http(s) URL such as http://127.0.0.1:4010',
    })
    .optional(),
  // How many reverse proxies stand in front of the app: 0 (none), 1, 2 …; `true` is one.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|true|false)$/,
      'TRUST_PROXY must be 0 (no proxy) or the number of proxies in front, such as 1',
    )
    .optional()
    .transform((v) => (v === undefined || v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
  REQUIRE_ADMIN_TOTP: flag('REQUIRE_ADMIN_TOTP'),
  LOG_LEVEL: z
    .enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    )
    .default('info'),
});

export interface RateLimitRule {
  /** How many attempts are allowed in the window. */
  max: number;
  windowSeconds: number;
}

/** Growing waits for failed sign-ins per (account, client address): login-throttle.ts. */
export interface LoginThrottleRule {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The wait after the last free failure; it doubles with each further one. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A pair's count is forgotten this long after its last try. */
  forgetAfterSeconds: number;
}

export interface AppConfig {
  /** NODE_ENV=production: a deployment. The API reference at /api/docs is then for admins only, and no demo data is seeded unless SEED_DEMO=1. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appSecret: string | undefined;
  admin: { username?: string; password?: string; email?: string };
  seedDemo: boolean | undefined;
  storage: 'local' | 's3';
  s3: {
    bucket: string;
    region: string;
    endpoint?: string | undefined;
    accessKeyId?: string | undefined;
    secretAccessKey?: string | undefined;
    forcePathStyle: boolean;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The agency's inbox: contact messages and viewing requests are e-mailed here. */
  agencyEmail: string;
  allowPrivateHosts: boolean;
  twilio: {
    /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER, when all three are set. */
    fromEnv: { accountSid: string; authToken: string; phoneNumber: string } | undefined;
    /** TWILIO_API_BASE: where the SMS client sends requests (a local stub in tests). */
    apiBase: string | undefined;
  };
  /**
   * How many reverse proxies are in front (TRUST_PROXY). The client address is the one that many
   * hops from the right of X-Forwarded-For; anything further left is whatever the client wrote.
   * 0: the address of the connection itself.
   */
  trustProxy: number;
  /** REQUIRE_ADMIN_TOTP=1: an admin without two-step sign-in may only enrol (CONTRACT.md §7). */
  requireAdminTotp: boolean;
  logLevel: string;
  /** Waits after failed sign-ins for one account from one address; tests may change them. */
  loginThrottle: LoginThrottleRule;
  /** Throttles for sign-in and password reset; tests may tighten or loosen them. */
  rateLimits: {
    /** Failed sign-ins from one address, whatever the accounts. */
    loginPerAddress: RateLimitRule;
    /** Wrong reset-link tokens from one address. */
    resetPerAddress: RateLimitRule;
    /** Wrong current passwords when changing the password of one account. */
    changePasswordPerAccount: RateLimitRule;
    forgotPerAccount: RateLimitRule;
    forgotPerAddress: RateLimitRule;
    registerPerAddress: RateLimitRule;
    contactPerAddress: RateLimitRule;
    contactPerEmail: RateLimitRule;
    viewingPerAddress: RateLimitRule;
    viewingPerEmail: RateLimitRule;
    applicationPerAddress: RateLimitRule;
    applicationPerEmail: RateLimitRule;
  };
  /** How often the outbox sender looks for work, in ms. */
  outboxPollMs: number;
  /**
   * How often each instance reads the public pages' version (lib/public-cache.ts): a change shows
   * everywhere within this. 0 reads it before every cached answer (the API tests, which change
   * rows directly and read at once).
   */
  publicCachePollMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export const defaultLoginThrottle: LoginThrottleRule = {
  freeFailures: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  resetPerAddress: { max: 10, windowSeconds: 15 * 60 },
  changePasswordPerAccount: { max: 5, windowSeconds: 15 * 60 },
  forgotPerAccount: { max: 3, windowSeconds: 15 * 60 },
  forgotPerAddress: { max: 20, windowSeconds: 15 * 60 },
  registerPerAddress: { max: 20, windowSeconds: 60 * 60 },
  contactPerAddress: { max: 5, windowSeconds: 60 * 60 },
  contactPerEmail: { max: 3, windowSeconds: 60 * 60 },
  viewingPerAddress: { max: 10, windowSeconds: 60 * 60 },
  viewingPerEmail: { max: 5, windowSeconds: 60 * 60 },
  // A household may apply for a few homes in an evening; more than this from one place is a script.
  applicationPerAddress: { max: 10, windowSeconds: 60 * 60 },
  applicationPerEmail: { max: 5, windowSeconds: 60 * 60 },
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${String(i.path[0] ?? 'environment')}: ${i.message}`),
    );
  }
  const e = parsed.data;
  if (e.STORAGE === 's3' && !e.S3_BUCKET)
    throw new ConfigError(['S3_BUCKET: S3_BUCKET is required when STORAGE=s3']);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    appSecret: e.APP_SECRET,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    seedDemo: e.SEED_DEMO,
    storage: e.STORAGE,
    s3: {
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.SMTP_FROM ?? `${AGENCY.name} <no-reply@${new URL(publicUrl).hostname}>`,
    agencyEmail: e.AGENCY_EMAIL,
    allowPrivateHosts: e.ALLOW_PRIVATE_HOSTS ?? false,
    twilio: {
      fromEnv:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_PHONE_NUMBER
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              phoneNumber: e.TWILIO_PHONE_NUMBER,
            }
          : undefined,
      apiBase: e.TWILIO_API_BASE?.replace(/\/+$/, ''),
    },
    trustProxy: e.TRUST_PROXY,
    requireAdminTotp: e.REQUIRE_ADMIN_TOTP ?? false,
    logLevel: e.LOG_LEVEL,
    loginThrottle: defaultLoginThrottle,
    rateLimits: defaultRateLimits,
    outboxPollMs: 1000,
    publicCachePollMs: 500,
  };
}
