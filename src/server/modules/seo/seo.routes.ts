import type { FastifyInstance } from 'fastify';
import { listingPath, PAGE_PATHS, PUBLIC_PAGE_PATHS } from '@shared/routes';
import { listingsForSitemap } from '../listings/listings.service';

/** Pages search engines should not index: accounts, portals and administration. */
const PRIVATE_PAGES = Object.values(PAGE_PATHS).filter(
  (page) => !(PUBLIC_PAGE_PATHS as readonly string[]).includes(page),
);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** robots.txt and sitemap.xml, with absolute URLs from PUBLIC_URL. */
export async function seoRoutes(app: FastifyInstance) {
  const origin = app.ctx.config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const listings = await listingsForSitemap(app.ctx);
    const entries = [
      ...PUBLIC_PAGE_PATHS.map((page) => `${origin}${page}`),
      ...listings.map((listing) => `${origin}${listingPath(listing.id)}`),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  });
}
