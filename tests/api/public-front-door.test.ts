import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listings';
import { properties } from '../../src/server/db/schema';
import { insertProperty } from '../setup/factories';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The public cache's front door (lib/public-cache.ts, ADR 0017): on a listening server polling
 * its version as in production, a visitor's repeat of a kept public answer is sent before the
 * pipeline runs, byte for byte and header for header what the pipeline sent, and only while it is
 * still current.
 */
describe('the front door of the public cache', () => {
  let t: TestApp;
  let base: string;
  let landlordId: number;
  const served = () => t.app.systemCtx.publicCache.servedAtFront();
  const listed = (title: string) => ({ title, isListed: true, status: 'vacant' as const });

  beforeAll(async () => {
    t = await createTestApp({ publicCachePollMs: 100 });
    landlordId = (await t.createUser({ userType: 'landlord' })).id;
    for (let i = 0; i < 8; i += 1)
      await insertProperty(t.db, landlordId, listed(`Terraced house number ${i} near the park`));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await new Promise((resolve) => setTimeout(resolve, 250)); // the poller has read the version
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const headersOf = (response: Response) =>
    Object.fromEntries(
      [...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)),
    );

  it('answers a repeat with the very bytes and headers the pipeline sent, in each encoding', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const first = await get('/api/listings?limit=5', { 'accept-encoding': encoding });
      const before = served();
      const second = await get('/api/listings?limit=5', { 'accept-encoding': encoding });
      expect(served()).toBe(before + 1);
      expect(second.status).toBe(200);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    }
    // fetch decodes Brotli: what the door sent compressed is the plain answer.
    const brotli = await fetch(`${base}/api/listings?limit=5`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await brotli.json()) as Listing[]).toHaveLength(5);
  });

  it('leaves signed-in callers, other methods and bad headers to the pipeline', async () => {
    await get('/api/listings');
    const before = served();
    const { token } = await t.signedIn({ userType: 'landlord' });
    const signedIn = await get('/api/listings', { authorization: `Bearer ${token}` });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const withSession = await get('/api/listings', { cookie: 'theme=dark; sid=not-a-session' });
    expect(withSession.status).toBe(200);
    const head = await fetch(`${base}/api/listings`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    // A tab in a header is a control character CONTRACT.md §5 refuses: the pipeline says so.
    const tab = await get('/api/listings', { 'x-note': 'a\tb' });
    expect(tab.status).toBe(400);
    expect(served()).toBe(before);
    expect((await get('/api/listings')).status).toBe(200);
    expect(served()).toBe(before + 1);
  });

  it('stops sending an answer once what it shows has changed, within a second', async () => {
    const titles = async () => ((await (await get('/api/listings')).json()) as Listing[]).map((l) => l.title);
    await titles();
    const home = await insertProperty(t.db, landlordId, listed('Flat above the bakery'));
    const changedAt = Date.now();
    while (!(await titles()).includes('Flat above the bakery')) {
      expect(Date.now() - changedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const before = served();
    expect(await titles()).toContain('Flat above the bakery');
    expect(served()).toBe(before + 1); // the new answer is kept and served at the door again

    await t.db.update(properties).set({ isListed: false }).where(eq(properties.id, home.id));
    const hiddenAt = Date.now();
    while ((await titles()).includes('Flat above the bakery')) {
      expect(Date.now() - hiddenAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('never keeps a missing listing at the door', async () => {
    const before = served();
    expect((await get('/api/listings/999999')).status).toBe(404);
    expect((await get('/api/listings/999999')).status).toBe(404);
    expect(served()).toBe(before);
  });
});
