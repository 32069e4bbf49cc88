/** Two-step sign-in for API tests: enrol a user, and codes computed from the secret like an app would. */
import { expect, vi } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../../src/shared/totp';
import { totpCodeAt } from '../../../src/server/modules/auth/totp-codes';
import type { TestApp } from '../test-app';
import { freshIp } from './auth';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * Only `Date` is faked, and set to the middle of a time step, so a test never straddles a step
 * by accident; `nextStep()` moves it on like the app's clock moving on.
 */
export function useTotpClock() {
  let now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return {
    now: () => now,
    nextStep: (steps = 1) => {
      now += steps * STEP_MS;
      vi.setSystemTime(now);
    },
    /** The code an authenticator app shows at this moment, or `offset` steps from it. */
    code: (secret: string, offset = 0) => totpCodeAt(secret, now + offset * STEP_MS),
    restore: () => vi.useRealTimers(),
  };
}

export type TotpClock = ReturnType<typeof useTotpClock>;

export function twoStepCalls(t: TestApp) {
  const post = (url: string, token: string | undefined, payload?: unknown, ip = freshIp()) =>
    t.api({
      method: 'POST',
      url,
      token,
      remoteAddress: ip,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  const login = (username: string, password: string, totpCode?: string, ip = freshIp()) =>
    post(
      '/api/auth/login',
      undefined,
      { username, password, ...(totpCode !== undefined ? { totpCode } : {}) },
      ip,
    );

  /** Set-up and confirmation with the code of now; the secret and the ten recovery codes. */
  const enrol = async (token: string, clock: TotpClock) => {
    const setup = await post('/api/auth/totp/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enabled = await post('/api/auth/totp/enable', token, { code: clock.code(secret) });
    expect(enabled.statusCode).toBe(200);
    clock.nextStep(); // the code of this step is spent
    return { secret, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
  };

  return { post, login, enrol };
}
