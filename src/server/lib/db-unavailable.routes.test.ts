import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Signed, type TestApp } from '../../../tests/setup/test-app';
import { propertyBody } from '../../../tests/setup/factories';

/**
 * The database stops answering under a running server (here: its connection is closed, as a
 * restart or failover would): every call answers 503 with CONTRACT.md's body and a Retry-After,
 * never a bare 500. The fault bench (npm run bench:faults) stops a real PostgreSQL.
 */
describe('while the database is not answering', () => {
  let t: TestApp;
  let landlord: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    await t.dbHandle.close();
  });
  afterAll(async () => {
    await t.app.close().catch(() => {});
  });

  it('a write answers 503 service_unavailable with a plain message and Retry-After', async () => {
    const res = await t.call('POST', '/api/properties', landlord.token, propertyBody());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'service_unavailable',
    });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('a signed-in read and a public read answer 503 too', async () => {
    expect((await t.call('GET', '/api/properties', landlord.token)).statusCode).toBe(503);
    expect((await t.call('GET', '/api/listings')).statusCode).toBe(503);
  });

  it('a sign-in answers 503, not "wrong password"', async () => {
    const res = await t.login(landlord.user.username, landlord.user.password);
    expect(res.statusCode).toBe(503);
  });

  it('health answers 503 with its own body', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable' });
  });
});
