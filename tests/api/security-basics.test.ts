import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { insertProperty, insertTenant } from '../setup/factories';

/** Issue 17's smaller findings: stored links, transport security and caching of personal data. */
describe('security basics', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
  });
  afterAll(() => t.close());

  it('refuses an attachment address that is not http(s), so no javascript: link is ever stored', async () => {
    const property = await insertProperty(t.db, landlord.user.id);
    const tenancy = await insertTenant(t.db, property.id);
    const message = (attachmentUrl: string) =>
      t.api({
        method: 'POST',
        url: '/api/communications',
        token: landlord.token,
        payload: {
          tenantId: tenancy.id,
          propertyId: property.id,
          communicationType: 'email',
          direction: 'inbound',
          subject: 'Leaking tap',
          content: 'The kitchen tap drips all night.',
          date: '2026-03-02T09:30:00.000Z',
          attachmentUrl,
        },
      });
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/a',
    ]) {
      const res = await message(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toHaveProperty('attachmentUrl');
    }
    expect((await message('https://example.com/lease.pdf')).statusCode).toBe(201);
  });

  it('keeps signed-in answers out of caches, and leaves public ones cacheable', async () => {
    const own = await t.api({ method: 'GET', url: '/api/landlord/properties', token: landlord.token });
    expect(own.headers['cache-control']).toBe('private, no-store');
    const me = await t.api({ method: 'GET', url: '/api/auth/user', token: landlord.token });
    expect(me.headers['cache-control']).toBe('private, no-store');
    const listings = await t.api({ method: 'GET', url: '/api/listings' });
    expect(listings.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('sends HSTS only when the product is served over https', async () => {
    expect(
      (await t.api({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const https = await createTestApp({ publicUrl: 'https://lettings.example.com' });
    try {
      const res = await https.api({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });
});
