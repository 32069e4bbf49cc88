import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@shared/routes';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { insertProperty } from '../../../../tests/setup/factories';

const ORIGIN = 'https://lettings.example.test';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let listed: number;
  let hidden: number[];

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: ORIGIN });
    const landlord = await t.createUser({ userType: 'landlord' });
    listed = (await insertProperty(t.db, landlord.id, { isListed: true })).id;
    hidden = [
      (await insertProperty(t.db, landlord.id, { isListed: false })).id,
      (await insertProperty(t.db, landlord.id, { isListed: true, status: 'occupied' })).id,
      (await insertProperty(t.db, landlord.id, { isListed: true, archivedAt: new Date() })).id,
    ];
  });
  afterAll(() => t.close());

  it('robots.txt allows the public site, keeps crawlers out of the API and portals, and names the sitemap', async () => {
    const answer = await t.call('GET', '/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const lines = answer.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /landlord-dashboard');
    expect(lines).toContain('Disallow: /admin/images');
    expect(lines).toContain('Disallow: /cy/landlord-dashboard');
    expect(lines).not.toContain('Disallow: /cy/listings');
    expect(lines).not.toContain('Disallow: /listings');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists every public page and every public listing, with absolute URLs, and nothing else', async () => {
    const answer = await t.call('GET', '/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English, then its Welsh twin under /cy (CONTRACT.md §9).
    const pages = [...PUBLIC_PAGE_PATHS, `/listings/${listed}`];
    expect(locs).toEqual(
      pages.flatMap((page) => [`${ORIGIN}${page}`, `${ORIGIN}${page === '/' ? '/cy' : `/cy${page}`}`]),
    );
    for (const id of hidden) expect(answer.body).not.toContain(`/listings/${id}<`);
    expect(answer.body).not.toContain('/landlord-dashboard');
  });

  it('sitemap.xml names both languages of every page in each entry (hreflang alternates both ways)', async () => {
    const answer = await t.call('GET', '/sitemap.xml');
    expect(answer.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...answer.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries.length).toBe((PUBLIC_PAGE_PATHS.length + 1) * 2);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
      const en = /hreflang="en-GB" href="([^"]+)"/.exec(entry)![1]!;
      const cy = /hreflang="cy-GB" href="([^"]+)"/.exec(entry)![1]!;
      expect([en, cy]).toContain(loc);
      expect(cy).toBe(en === `${ORIGIN}/` ? `${ORIGIN}/cy` : en.replace(ORIGIN, `${ORIGIN}/cy`));
    }
  });
});
