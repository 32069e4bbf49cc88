import type { FastifyInstance } from 'fastify';
import { INTL_LOCALE, LOCALES, localePath } from '@shared/i18n/locale';
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
  const origin = app.systemCtx.config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...PRIVATE_PAGES.flatMap((page) => LOCALES.map((locale) => `Disallow: ${localePath(locale, page)}`)),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const listings = await listingsForSitemap(request.ctx);
    const pages = [...PUBLIC_PAGE_PATHS, ...listings.map((listing) => listingPath(listing.id))];
    // Every page in each language, each entry naming its twin (Google's hreflang in sitemaps).
    const alternates = (page: string) =>
      LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${INTL_LOCALE[locale]}" href="${escapeXml(`${origin}${localePath(locale, page)}`)}"/>`,
      );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...pages.flatMap((page) =>
        LOCALES.map((locale) =>
          [
            `  <url>`,
            `    <loc>${escapeXml(`${origin}${localePath(locale, page)}`)}</loc>`,
            ...alternates(page),
            '  </url>',
          ].join('\n'),
        ),
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  });
}
