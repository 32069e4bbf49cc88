import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveImage } from '@shared/images';
import type { Listing } from '@shared/listings';
import { properties, publicVersion } from '../../src/server/db/schema';
import { insertProperty } from '../setup/factories';
import { createTestApp, type TestApp } from '../setup/test-app';
import { imagesWorld } from '../setup/worlds/images';

const versionNow = async (t: TestApp) =>
  (await t.db.select().from(publicVersion).where(eq(publicVersion.id, 1)))[0]?.version ?? 0;

/**
 * Public lookups kept while what they show is unchanged (issue #19, lib/public-cache.ts), with
 * the polling every instance runs in production (500 ms): a change made elsewhere (here, straight
 * in the database, as another instance would) shows within a second, and one made through this
 * instance shows at once.
 */
describe('the public cache', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof imagesWorld>>;
  let landlordId: number;
  beforeAll(async () => {
    t = await createTestApp({ publicCachePollMs: 500 });
    world = await imagesWorld(t);
    landlordId = (await t.createUser({ userType: 'landlord' })).id;
  });
  afterAll(() => t.close());

  const titles = async () =>
    (await t.call('GET', '/api/listings')).json<Listing[]>().map((listing) => listing.title);
  const listed = (title: string) => ({ title, isListed: true, status: 'vacant' as const });

  it('bumps the version once per committed transaction that changes what the public sees', async () => {
    const before = await versionNow(t);
    await t.db.transaction(async (tx) => {
      await insertProperty(tx as never, landlordId, listed('First of two'));
      await insertProperty(tx as never, landlordId, listed('Second of two'));
    });
    expect(await versionNow(t)).toBe(before + 1);

    await t.db
      .transaction(async (tx) => {
        await insertProperty(tx as never, landlordId, listed('Never committed'));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await versionNow(t)).toBe(before + 1);
    // A table the public pages do not read leaves it alone.
    await t.db.execute(sql`update users set phone = '029 2000 0000' where id = ${landlordId}`);
    expect(await versionNow(t)).toBe(before + 1);
  });

  it('shows a change made elsewhere within a second, and keeps the answer until then', async () => {
    await new Promise((resolve) => setTimeout(resolve, 600)); // the poller has read the version
    const first = await titles();
    const home = await insertProperty(t.db, landlordId, listed('Flat by the park'));
    const changedAt = Date.now();
    let seen = await titles();
    while (!seen.includes('Flat by the park')) {
      expect(Date.now() - changedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await titles();
    }
    expect(seen).toEqual(['Flat by the park', ...first]);

    await t.db.update(properties).set({ isListed: false }).where(eq(properties.id, home.id));
    const hiddenAt = Date.now();
    while ((await titles()).includes('Flat by the park')) {
      expect(Date.now() - hiddenAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20)); // a kept answer never waits: let the poller run
    }
  });

  it("shows a change made through this instance at once: an admin's new hero image", async () => {
    const first = await world.uploadOk('hero');
    const second = await world.uploadOk('hero');
    expect((await world.setUsage({ imageId: first.id, usageType: 'hero' })).statusCode).toBe(201);
    expect((await world.active('hero')).json<ActiveImage>().id).toBe(first.id);
    expect((await world.setUsage({ imageId: second.id, usageType: 'hero' })).statusCode).toBe(201);
    expect((await world.active('hero')).json<ActiveImage>().id).toBe(second.id);
  });

  it('sends a kept answer compressed as the client accepts, the same bytes as plain', async () => {
    for (let i = 0; i < 12; i += 1)
      await insertProperty(t.db, landlordId, listed(`Home number ${i} with a longer title to compress`));
    await t.app.systemCtx.publicCache.refresh(); // as after a write through this instance
    const plain = await t.api({
      method: 'GET',
      url: '/api/listings',
      headers: { 'accept-encoding': 'identity' },
    });
    const brotli = await t.api({
      method: 'GET',
      url: '/api/listings',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gzip = await t.api({ method: 'GET', url: '/api/listings', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['x-total-count']).toBe(brotli.headers['x-total-count']);
    // Negotiated as @fastify/compress does: a refused encoding is not sent, and the opt-out holds.
    const noBrotli = await t.api({
      method: 'GET',
      url: '/api/listings',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const optedOut = await t.api({
      method: 'GET',
      url: '/api/listings',
      headers: { 'accept-encoding': 'br, gzip', 'x-no-compression': '1' },
    });
    expect(optedOut.headers['content-encoding']).toBeUndefined();
    expect(optedOut.body).toBe(plain.body);
    expect(JSON.parse(plain.body)).toHaveLength(Number(plain.headers['x-total-count']));
  });

  it('keeps each search apart, and a missing listing is a 404 every time', async () => {
    const all = await t.call('GET', '/api/listings');
    const one = await t.call('GET', '/api/listings?limit=1');
    expect(one.json<Listing[]>()).toEqual(all.json<Listing[]>().slice(0, 1));
    expect((await t.call('GET', '/api/listings/999999')).statusCode).toBe(404);
    expect((await t.call('GET', '/api/listings/999999')).statusCode).toBe(404);
  });
});
