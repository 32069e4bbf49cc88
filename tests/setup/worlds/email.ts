/** The e-mail settings API tests' world: an SMTP server that checks a password, admins and others, and their calls. */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EmailStatus } from '@shared/notifications';
import { messagingSettings } from '../../../src/server/db/schema';
import { startAuthSmtp } from '../../support/auth-smtp-server';
import { createTestApp } from '../test-app';

export const SMTP_USER = 'lettings@mail.example.test';
/** Distinctive, so any leak is easy to find. */
export const SMTP_PASSWORD = 'Pw-9f3K-smtp-Secret!';
export const WRONG_PASSWORD = 'Wrong-7Hq2-Secret!';

/** A port nothing listens on (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function expectNoPassword(text: string) {
  expect(text).not.toContain(SMTP_PASSWORD);
  expect(text).not.toContain(WRONG_PASSWORD);
  expect(text).not.toContain(Buffer.from(SMTP_PASSWORD).toString('base64'));
  expect(text).not.toContain(Buffer.from(WRONG_PASSWORD).toString('base64'));
}

export const settingsFor = (smtp: { port: number }, overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  user: SMTP_USER,
  password: SMTP_PASSWORD,
  ...overrides,
});

/** The app (private hosts allowed, so the local SMTP server may be used), its people and an SMTP server. */
export async function emailWorld() {
  const t = await createTestApp({ allowPrivateHosts: true });
  const admin = (await t.signedIn({ userType: 'admin' })).token;
  const smtp = await startAuthSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
  const status = async (token: string | undefined = admin) => {
    const res = await t.call('GET', '/api/email/status', token);
    expect(res.statusCode).toBe(200);
    expectNoPassword(res.body);
    return res.json<EmailStatus>();
  };
  return {
    t,
    admin,
    superAdmin: (await t.signedIn({ userType: 'admin', role: 'super_admin' })).token,
    landlord: (await t.signedIn({ userType: 'landlord' })).token,
    tenant: (await t.signedIn({ userType: 'tenant' })).token,
    smtp,
    status,
    configure: (payload: unknown, token: string | undefined = admin) =>
      t.call('POST', '/api/email/configure', token, payload),
    storedRow: async () =>
      (await t.db.select().from(messagingSettings).where(eq(messagingSettings.channel, 'email')))[0],
    close: async () => {
      await smtp.close();
      await t.close();
    },
  };
}
