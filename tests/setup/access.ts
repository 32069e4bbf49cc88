/** Checks of CONTRACT.md §4: who may make a call, tried over a list of calls at once. */
import { expect } from 'vitest';
import type { Method, TestApp } from './test-app';

/** One call of an API: method, path and, for a write, a body. */
export type Call = readonly [method: Method | string, url: string, payload?: unknown];

const CODE_FOR = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found' } as const;

/**
 * Makes each call as this caller (no token: signed out) and expects every answer to be the
 * refusal `status` with its code: 401 signed out, 403 not allowed, 404 someone else's record.
 */
export async function expectEachRefused(
  t: TestApp,
  calls: readonly Call[],
  token: string | undefined,
  status: keyof typeof CODE_FOR,
) {
  for (const [method, url, payload] of calls) {
    const res = await t.call(method as Method, url, token, payload);
    expect(res.statusCode, `${method} ${url}`).toBe(status);
    expect(res.json().code, `${method} ${url}`).toBe(CODE_FOR[status]);
  }
}
