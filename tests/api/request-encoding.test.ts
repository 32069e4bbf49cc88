import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Request bodies may come compressed; a call without a body pays nothing for that (app.ts). */
describe('compressed request bodies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes a gzip or Brotli JSON body', async () => {
    const user = await t.createUser({ userType: 'landlord' });
    const body = JSON.stringify({ username: user.username, password: user.password });
    for (const [encoding, packed] of [
      ['gzip', zlib.gzipSync(body)],
      ['br', zlib.brotliCompressSync(body)],
    ] as const) {
      const res = await t.api({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload: packed,
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.json().user.username).toBe(user.username);
    }
  });

  it('refuses a body in an encoding it cannot read with 415, and ignores the header on a call without a body', async () => {
    const refused = await t.api({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(415);

    const read = await t.api({
      method: 'GET',
      url: '/api/health',
      headers: { 'content-encoding': 'x-unknown' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ status: 'ok' });
  });
});
