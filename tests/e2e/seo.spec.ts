/**
 * What a search engine or a link preview sees before any script runs (issue 4, 'Findable and
 * fast'): every public route arrives rendered, with its own title, description, canonical URL,
 * Open Graph tags and the agency's schema.org data; the hero's image is in the HTML; unknown pages
 * and gone listings answer 404 with noindex; robots.txt and sitemap.xml are served.
 */
import { expect, test } from './support/fixtures';

const SITE = 'Vale & City Lettings';
const PAGES: { path: string; h1: string; title: string }[] = [
  {
    path: '/',
    h1: 'Simplifying Property Management in Cardiff',
    title: 'Letting and Property Management in Cardiff',
  },
  { path: '/landlords', h1: 'Landlord Services', title: 'Landlord Services' },
  { path: '/tenants', h1: 'Tenant Services', title: 'Tenant Services' },
  { path: '/services', h1: 'Our Services', title: 'Our Services' },
  { path: '/about', h1: 'About Us', title: 'About Us' },
  { path: '/contact', h1: 'Contact Us', title: 'Contact Us' },
  { path: '/area-guides', h1: 'Area Guides', title: 'Area Guides' },
  { path: '/listings', h1: 'Find Your New Home', title: 'Find Your New Home' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service', title: 'Terms of Service' },
  { path: '/cookies', h1: 'Cookie Policy', title: 'Cookie Policy' },
];

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  decode(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

for (const { path, h1, title } of PAGES) {
  test(`${path} arrives rendered with its own head`, async ({ request, baseURL }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
    const html = await answer.text();
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${title} | ${SITE}`);
    expect(metaContent(html, 'name', 'description').length).toBeGreaterThan(50);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${title} | ${SITE}`);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${baseURL}${path}`);
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^http/);
    // The page itself, not an empty shell.
    expect(decode(html)).toMatch(new RegExp(`<h1[^>]*>[^<]*${h1.replace(/[()]/g, '\\$&')}`));
    const data = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!,
    ) as Record<string, unknown>;
    expect(data['@type']).toBe('RealEstateAgent');
    expect(data.telephone).toBe('+442920512345');
    expect(JSON.stringify(data.address)).toContain('Dinas Powys');
    expect(JSON.stringify(data.openingHoursSpecification)).toContain('08:30');
    // The page's own script chunk is preloaded with it.
    expect(html).toMatch(/<link rel="modulepreload"/);
  });
}

test('the home page HTML already names the hero image, with width and height', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const hero = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
  expect(hero).toMatch(/src="(\/images\/fallback\/hero\.svg|\/api\/images\/\d+\/file[^"]*)"/);
  expect(hero).toMatch(/width="\d+"/);
  expect(hero).toMatch(/height="\d+"/);
});

test('an unknown page and a listing that does not exist answer 404, noindex, and still render', async ({
  request,
}) => {
  for (const path of ['/no-such-page', '/listings/999999']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toMatch(/<h1/);
  }
});

test('a listing page arrives rendered with the listing as its title', async ({ request, baseURL }) => {
  const listings = (await (await request.get('/api/listings?limit=1')).json()) as {
    id: number;
    title: string;
  }[];
  expect(listings.length).toBeGreaterThan(0);
  const { id, title } = listings[0]!;
  const html = decode(await (await request.get(`/listings/${id}`)).text());
  expect(html).toContain(`<title>${title}`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/listings/${id}"`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}`));
});

test('robots.txt and sitemap.xml are served, the sitemap with the listings', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of PAGES) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  const listings = (await (await request.get('/api/listings?limit=1')).json()) as { id: number }[];
  expect(sitemap).toContain(`<loc>${baseURL}/listings/${listings[0]!.id}</loc>`);
});

test('the public pages read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, h1 } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
  }
  await context.close();
});

test('built scripts and styles are sent compressed and cached for good', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  const answer = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(answer.headers()['cache-control']).toContain('immutable');
});

test('the browser gets React 19 itself, not Preact', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  const script = await (await request.get(entry, { headers: { 'accept-encoding': 'identity' } })).text();
  // React 19 marks its elements with this symbol; Preact has no such name.
  expect(script).toContain('react.transitional.element');
  expect(script.toLowerCase()).not.toContain('preact');
});
