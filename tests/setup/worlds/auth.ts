/** The calls and checks the auth API tests share. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sessions } from '../../../src/server/db/schema';
import { hashToken } from '../../../src/server/lib/tokens';
import type { TestApp } from '../test-app';

export const HOUR = 3600_000;
export const NEW_PASSWORD = 'Fresh-Start-2468';

/** Every test that counts attempts uses its own client address, so the per-address throttle of one test never touches another. */
let ipCounter = 0;
export const freshIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export interface CallOptions {
  token?: string | undefined;
  ip?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** No answer ever carries a password or a hash of one. */
export function expectNoSecrets(res: LightMyRequestResponse, ...passwords: string[]) {
  expect(res.body.toLowerCase()).not.toContain('hash');
  for (const p of passwords) expect(res.body).not.toContain(p);
}

export function authCalls(t: TestApp) {
  const post = (url: string, payload: unknown, o: CallOptions = {}) =>
    t.api({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      token: o.token,
      remoteAddress: o.ip ?? freshIp(),
      ...(o.headers ? { headers: o.headers } : {}),
      ...(o.cookies ? { cookies: o.cookies } : {}),
    });
  const get = (url: string, o: CallOptions = {}) =>
    t.api({
      method: 'GET',
      url,
      token: o.token,
      ...(o.headers ? { headers: o.headers } : {}),
      ...(o.cookies ? { cookies: o.cookies } : {}),
    });
  return {
    post,
    get,
    login: (username: string, password: string, o: CallOptions & { rememberMe?: boolean } = {}) =>
      post('/api/auth/login', { username, password, rememberMe: o.rememberMe ?? false }, o),
    whoAmI: (token: string) => get('/api/auth/user', { token }),
    sessionRow: async (token: string) => {
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row!;
    },
    resetMails: async (email: string) =>
      (await t.mailsTo(email)).filter((m) => m.template === 'password_reset'),
  };
}
