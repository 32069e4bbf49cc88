/** What global-setup.ts hands to the tests (through the environment), and the fixed sign-ins. */

export const ENV_KEYS = {
  baseURL: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  serverLog: 'E2E_SERVER_LOG',
  /** The SMTP sink's port, to point the e-mail settings back at it. */
  smtpPort: 'E2E_SMTP_PORT',
  /** Where the Twilio stub writes each text it accepted (one JSON file each). */
  smsDir: 'E2E_SMS_DIR',
} as const;

/**
 * The sink asks for no sign-in but accepts this one, as a provider would: the product sends
 * through it because an admin saved these settings (global setup does, through the API), not
 * because SMTP_URL is set, so the e-mail settings page can be driven like the real thing.
 */
export const E2E_SMTP = { user: 'outbox@e2e.example.com', password: 'E2e-Smtp-Password-7x' } as const;

/** The first administrator the product creates from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL. */
export const E2E_ADMIN = {
  username: 'e2eadmin',
  password: 'E2e-Admin#Strong-2026!',
  email: 'e2e.admin@example.com',
  fullName: 'Administrator',
} as const;

/** SEED_DEMO=1 accounts (src/server/db/seed/demo.ts). Tests never change their passwords. */
export const DEMO = {
  landlord: { username: 'demo.landlord', password: 'DemoLandlord#2026', fullName: 'Gareth Price' },
  tenant: { username: 'demo.tenant', password: 'DemoTenant#2026', fullName: 'Ffion Davies' },
  admin: { username: 'demo.admin', password: 'DemoAdmin#2026', fullName: 'Alys Morgan' },
} as const;

export interface StoredMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export function requireEnv(key: (typeof ENV_KEYS)[keyof typeof ENV_KEYS]): string {
  const value = process.env[key];
  if (!value)
    throw new Error(
      `${key} is not set: run the browser tests with \`npx playwright test\` (global setup starts the product).`,
    );
  return value;
}
