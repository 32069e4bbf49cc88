/**
 * The public content pages of SPEC.md §2: Landlord services (with the Welsh letting rules that the
 * home page's compliance cards link to), Tenant services, Services, About, Area guides and Contact.
 * Headings, counts, anchors, link targets, the area tabs by keyboard, accessibility, no request to
 * another host, and (tagged @phone) no horizontal scroll at phone width.
 */
import type { Locator, Page } from '@playwright/test';
import { AGENCY } from '../../src/client/content/agency';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

const BENEFIT_COUNT = 7;
const GUIDE_COUNT = 7;
const POINTS_PER_SERVICE = 7;

const SERVICES = [
  { id: 'tenant-finding', title: 'Tenant Finding' },
  { id: 'rent-collection', title: 'Rent Collection' },
  { id: 'property-inspections', title: 'Property Inspections' },
  { id: 'maintenance', title: 'Maintenance' },
  { id: 'legal-compliance', title: 'Legal Compliance' },
  { id: 'full-management', title: 'Full Management' },
] as const;

/** Each Welsh rule's anchor on /landlords, and facts from WALES.md its section must state. */
const LETTING_RULES = [
  { id: 'rent-smart-wales', facts: ['Rent Smart Wales', 'register', 'licence', '28 days', 'five years'] },
  { id: 'occupation-contracts', facts: ['written statement', '14 days', '30 days', 'deposit'] },
  { id: 'gas-safety', facts: ['Gas Safe', '12 months', 'before they move in', '28 days'] },
  { id: 'electrical-safety', facts: ['EICR', 'five years', '14 days'] },
  { id: 'smoke-and-co-alarms', facts: ['each storey', 'mains-powered', 'interlinked', 'carbon monoxide'] },
  { id: 'energy-performance', facts: ['EPC', '10 years', 'band E'] },
] as const;

const CARDIFF_AREAS = ['Cardiff Bay', 'Roath', 'Pontcanna & Canton', 'Cathays'];
const SOUTH_WALES_AREAS = ['Penarth', 'Barry', 'Caerphilly', 'Newport'];
const AREA_DETAILS = ['Property types', 'Average rent', 'Transport', 'Amenities', 'Schools'];

const PAGES = [
  { path: '/landlords', h1: 'Landlord Services' },
  { path: '/tenants', h1: 'Tenant Services' },
  { path: '/services', h1: 'Our Services' },
  { path: '/about', h1: 'About Us' },
  { path: '/area-guides', h1: 'Area Guides' },
  { path: '/contact', h1: 'Contact Us' },
] as const;

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const mainLink = (page: Page, name: string) => main(page).getByRole('link', { name, exact: true });

/** The page arrives rendered by the server; wait until the page has hydrated. */
async function expectHydrated(locator: Locator): Promise<void> {
  // The app marks <html data-hydrated> once the page's boundary has committed (app/routes.tsx).
  await expect(locator.page().locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Records every request the page makes to a host other than the product's own. */
function watchForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? 'http://localhost').origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== own) foreign.push(url.href);
  });
  return foreign;
}

async function expectSingleH1(page: Page, text: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(text);
}

/** The target sits in the viewport and below the sticky header, not hidden under it. */
async function expectClearOfHeader(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  expect(header).not.toBeNull();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

test.describe('Landlord services page', () => {
  test('has its hero, seven benefits, the services block, the Welsh letting rules and a call to action', async ({
    page,
    baseURL,
  }) => {
    const foreign = watchForeignRequests(page, baseURL);
    await page.goto('/landlords');
    await expect(page).toHaveTitle(/Landlord Services/);
    await expectSingleH1(page, 'Landlord Services');
    await expect(mainLink(page, 'Become a Landlord Client')).toHaveAttribute('href', '/contact');

    await expect(region(page, 'Why landlords choose us').getByRole('listitem')).toHaveCount(BENEFIT_COUNT);
    await expect(region(page, 'Why landlords choose us').getByRole('heading', { level: 3 })).toHaveCount(
      BENEFIT_COUNT,
    );

    const services = region(page, 'Our services for landlords');
    for (const service of SERVICES) {
      await expect(services.getByRole('link', { name: service.title, exact: true })).toHaveAttribute(
        'href',
        `/services#${service.id}`,
      );
    }
    await expect(services.getByRole('link', { name: 'See every service in detail' })).toHaveAttribute(
      'href',
      '/services',
    );

    const rules = region(page, 'Welsh letting rules, explained');
    await expect(rules).toBeVisible();
    await expect(rules.getByRole('heading', { level: 3 })).toHaveCount(LETTING_RULES.length);
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
    for (const rule of LETTING_RULES) {
      const heading = page.locator(`#${rule.id}`);
      await expect(heading).toHaveCount(1);
      expect(await heading.evaluate((el) => el.tagName)).toBe('H3');
      // Focusable by script (the target of /landlords#id) but not a Tab stop.
      await expect(heading).toHaveAttribute('tabindex', '-1');
      // The sticky header must not cover the heading when the page jumps to it.
      const margin = await heading.evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop));
      expect(margin).toBeGreaterThanOrEqual(headerHeight);
      const section = rules.getByRole('region', { name: (await heading.innerText()).trim(), exact: true });
      await expect(section.getByRole('heading', { name: 'What the law requires' })).toBeVisible();
      await expect(section.getByRole('heading', { name: 'How we handle it' })).toBeVisible();
      for (const fact of rule.facts) await expect(section).toContainText(fact);
      await expect(rules.getByRole('navigation').locator(`a[href="#${rule.id}"]`)).toHaveCount(1);
    }

    await expect(mainLink(page, 'Talk to Us About Your Property')).toHaveAttribute('href', '/contact');
    await expect(mainLink(page, 'Explore Our Services')).toHaveAttribute('href', '/services');

    // The in-page list of rules jumps to each section, clear of the header.
    await expectHydrated(mainLink(page, 'Talk to Us About Your Property'));
    await rules.getByRole('navigation').getByRole('link', { name: 'Electrical safety' }).click();
    await expect(page).toHaveURL(/\/landlords#electrical-safety$/);
    await expectClearOfHeader(page, page.locator('#electrical-safety'));

    expect(foreign).toEqual([]);
    await expectNoA11yViolations(page, '/landlords');
  });

  for (const rule of LETTING_RULES) {
    test(`/landlords#${rule.id} opens at its section, clear of the sticky header`, async ({ page }) => {
      await page.goto(`/landlords#${rule.id}`);
      const heading = page.locator(`#${rule.id}`);
      await expectHydrated(heading);
      await expectClearOfHeader(page, heading);
    });
  }

  test('a compliance card on the home page leads to its section of the Landlords page', async ({ page }) => {
    await page.goto('/');
    const learnMore = main(page).locator('a[href="/landlords#gas-safety"]').first();
    await expectHydrated(learnMore);
    await learnMore.click();
    await expect(page).toHaveURL(/\/landlords#gas-safety$/);
    await expectSingleH1(page, 'Landlord Services');
    await expectClearOfHeader(page, page.locator('#gas-safety'));
  });
});

test('the Tenant services page has its hero, seven guides, the commitment and its links', async ({
  page,
  baseURL,
}) => {
  const foreign = watchForeignRequests(page, baseURL);
  await page.goto('/tenants');
  await expect(page).toHaveTitle(/Tenant Services/);
  await expectSingleH1(page, 'Tenant Services');

  const guides = region(page, 'Helpful guides for renting in Wales');
  await expect(guides.getByRole('listitem')).toHaveCount(GUIDE_COUNT);
  const guideHeadings = guides.getByRole('heading', { level: 3 });
  await expect(guideHeadings).toHaveCount(GUIDE_COUNT);
  for (const title of await guideHeadings.allInnerTexts()) {
    const guide = guides.getByRole('article', { name: title.trim(), exact: true });
    await expect(guide.locator('p').first()).not.toBeEmpty();
  }
  await expect(guides).toContainText('occupation contract');
  await expect(guides).toContainText('30 days');

  await expect(region(page, 'Our commitment to you')).toBeVisible();
  await expect(region(page, 'Our commitment to you').locator('p').first()).not.toBeEmpty();

  await expect(mainLink(page, 'Find Your New Home')).toHaveAttribute('href', '/listings');
  await expect(mainLink(page, 'Browse Available Homes')).toHaveAttribute('href', '/listings');
  await expect(mainLink(page, 'Ask About Renting With Us')).toHaveAttribute('href', '/contact');
  await expect(mainLink(page, 'Contact Us')).toHaveAttribute('href', '/contact');

  expect(foreign).toEqual([]);
  await expectNoA11yViolations(page, '/tenants');
});

test('the Services page has six anchored sections, each with a title, a lead-in and seven points', async ({
  page,
  baseURL,
}) => {
  const foreign = watchForeignRequests(page, baseURL);
  await page.goto('/services');
  await expect(page).toHaveTitle(/Our Services/);
  await expectSingleH1(page, 'Our Services');

  for (const service of SERVICES) {
    const section = main(page).locator(`section#${service.id}`);
    await expect(section).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(service.title);
    await expect(section.locator('p').first()).not.toBeEmpty();
    await expect(section.getByRole('list').first().getByRole('listitem')).toHaveCount(POINTS_PER_SERVICE);
    await expect(
      main(page).getByRole('navigation', { name: 'Our services' }).locator(`a[href="#${service.id}"]`),
    ).toHaveCount(1);
  }
  await expect(main(page).locator('section[id]')).toHaveCount(SERVICES.length);
  await expect(mainLink(page, 'Welsh letting rules, explained')).toHaveAttribute(
    'href',
    '/landlords#welsh-letting-rules',
  );
  await expect(mainLink(page, 'Contact Us')).toHaveAttribute('href', '/contact');

  // The in-page links land on the section, clear of the header.
  const nav = main(page).getByRole('navigation', { name: 'Our services' });
  await expectHydrated(nav.getByRole('link', { name: 'Full Management' }));
  await nav.getByRole('link', { name: 'Property Inspections' }).click();
  await expect(page).toHaveURL(/\/services#property-inspections$/);
  await expectClearOfHeader(page, page.locator('#property-inspections-heading'));

  expect(foreign).toEqual([]);
  await expectNoA11yViolations(page, '/services');
});

test('/services#maintenance opens at its section, clear of the sticky header', async ({ page }) => {
  await page.goto('/services#maintenance');
  await expectHydrated(page.locator('#maintenance-heading'));
  await expectClearOfHeader(page, page.locator('#maintenance-heading'));
});

test('the About page has its hero, the team and the four values', async ({ page, baseURL }) => {
  const foreign = watchForeignRequests(page, baseURL);
  await page.goto('/about');
  await expect(page).toHaveTitle(/About Us/);
  await expectSingleH1(page, 'About Us');

  const team = region(page, 'Meet the team');
  await expect(team).toBeVisible();
  expect(await team.getByRole('listitem').count()).toBeGreaterThan(0);

  const values = region(page, 'Our values');
  await expect(values.getByRole('listitem')).toHaveCount(4);
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Integrity',
    'Excellence',
    'Community',
    'Innovation',
  ]);
  await expect(main(page)).toContainText(AGENCY.address.town);

  expect(foreign).toEqual([]);
  await expectNoA11yViolations(page, '/about');
});

test.describe('Area guides page', () => {
  async function expectAreaCards(panel: Locator, areas: string[]): Promise<void> {
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(areas);
    for (const area of areas) {
      const card = panel.getByRole('article', { name: area, exact: true });
      await expect(card).toBeVisible();
      const image = card.getByRole('img', { name: new RegExp(`^${area}`) });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(
        card.getByRole('list', { name: `${area} highlights` }).getByRole('listitem'),
      ).not.toHaveCount(0);
      for (const detail of AREA_DETAILS) {
        await expect(card.locator('dt', { hasText: detail })).toHaveCount(1);
      }
      await expect(card.locator('dd').nth(1)).toContainText('£');
      await expect(
        card.getByRole('link', { name: `View Properties in ${area}`, exact: true }),
      ).toHaveAttribute('href', `/listings?area=${encodeURIComponent(area)}`);
    }
  }

  test('has the introduction, coverage, eight areas in two tabs (Cardiff first), and its links', async ({
    page,
    baseURL,
  }) => {
    const foreign = watchForeignRequests(page, baseURL);
    await page.goto('/area-guides');
    await expect(page).toHaveTitle(/Area Guides/);
    await expectSingleH1(page, 'Area Guides');
    const coverage = `${AGENCY.coverage.slice(0, -1).join(', ')}, ${AGENCY.coverage.at(-1)} and surrounding areas`;
    await expect(main(page)).toContainText(coverage);

    const tablist = main(page).getByRole('tablist', { name: 'Area guides by region' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['Cardiff', 'South Wales']);
    const cardiffTab = tablist.getByRole('tab', { name: 'Cardiff', exact: true });
    const southWalesTab = tablist.getByRole('tab', { name: 'South Wales', exact: true });
    await expect(cardiffTab).toHaveAttribute('aria-selected', 'true');
    await expect(southWalesTab).toHaveAttribute('aria-selected', 'false');

    // Only the selected panel is shown.
    await expect(main(page).getByRole('tabpanel')).toHaveCount(1);
    const cardiffPanel = main(page).getByRole('tabpanel', { name: 'Cardiff', exact: true });
    await expectAreaCards(cardiffPanel, CARDIFF_AREAS);
    await expect(main(page).getByRole('link', { name: /^View Properties in / })).toHaveCount(4);

    for (const name of ['Get in Touch', 'Get Personalized Area Advice', 'Contact Our Local Experts']) {
      await expect(mainLink(page, name)).toHaveAttribute('href', '/contact');
    }
    await expect(mainLink(page, 'Our Services')).toHaveAttribute('href', '/services');
    await expectNoA11yViolations(page, '/area-guides (Cardiff tab)');

    await expectHydrated(southWalesTab);
    await southWalesTab.click();
    await expect(southWalesTab).toHaveAttribute('aria-selected', 'true');
    await expect(cardiffPanel).toBeHidden();
    const southWalesPanel = main(page).getByRole('tabpanel', { name: 'South Wales', exact: true });
    await expectAreaCards(southWalesPanel, SOUTH_WALES_AREAS);
    await expectNoA11yViolations(page, '/area-guides (South Wales tab)');

    expect(foreign).toEqual([]);
  });

  test('the tabs work by keyboard: arrows move and select, the selected tab is the only Tab stop', async ({
    page,
  }) => {
    await page.goto('/area-guides');
    const tablist = main(page).getByRole('tablist', { name: 'Area guides by region' });
    const cardiffTab = tablist.getByRole('tab', { name: 'Cardiff', exact: true });
    const southWalesTab = tablist.getByRole('tab', { name: 'South Wales', exact: true });
    await expectHydrated(cardiffTab);

    await cardiffTab.focus();
    await expect(cardiffTab).toHaveAttribute('tabindex', '0');
    await expect(southWalesTab).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('ArrowRight');
    await expect(southWalesTab).toBeFocused();
    await expect(southWalesTab).toHaveAttribute('aria-selected', 'true');
    await expect(southWalesTab).toHaveAttribute('tabindex', '0');
    await expect(cardiffTab).toHaveAttribute('tabindex', '-1');
    const southWalesPanel = main(page).getByRole('tabpanel', { name: 'South Wales', exact: true });
    await expect(southWalesPanel.getByRole('heading', { level: 3 })).toHaveText(SOUTH_WALES_AREAS);
    await expect(main(page).getByRole('tabpanel', { name: 'Cardiff', exact: true })).toBeHidden();

    await page.keyboard.press('ArrowLeft');
    await expect(cardiffTab).toBeFocused();
    await expect(cardiffTab).toHaveAttribute('aria-selected', 'true');
    const cardiffPanel = main(page).getByRole('tabpanel', { name: 'Cardiff', exact: true });
    await expect(cardiffPanel.getByRole('heading', { level: 3 })).toHaveText(CARDIFF_AREAS);

    // Tab leaves the tab list for the panel, and the first area link is reachable from there.
    await page.keyboard.press('Tab');
    await expect(cardiffPanel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cardiffPanel.getByRole('link', { name: 'View Properties in Cardiff Bay' })).toBeFocused();
  });
});

test('the Contact page has the three cards, office hours, the office map and the form', async ({
  page,
  baseURL,
}) => {
  const foreign = watchForeignRequests(page, baseURL);
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact Us/);
  await expectSingleH1(page, 'Contact Us');

  const phone = region(page, 'Phone');
  await expect(phone.getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', AGENCY.phoneHref);
  await expect(phone).toContainText(/emergency maintenance uses this same number/i);

  const email = region(page, 'E-mail');
  await expect(email.getByRole('link', { name: AGENCY.email })).toHaveAttribute(
    'href',
    `mailto:${AGENCY.email}`,
  );
  await expect(email).toContainText('within one business day');

  const visit = region(page, 'Visit our office');
  await expect(visit).toContainText(AGENCY.address.street);
  await expect(visit).toContainText(AGENCY.address.postcode);
  const mapsLink = visit.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
  await expect(mapsLink).toHaveAttribute('href', AGENCY.mapsUrl);
  await expect(mapsLink).toHaveAttribute('target', '_blank');
  await expect(mapsLink).toHaveAttribute('rel', /\bnoopener\b/);

  const hours = region(page, 'Office hours');
  for (const row of AGENCY.hours) {
    await expect(hours.getByRole('term').filter({ hasText: row.days })).toHaveCount(1);
    await expect(hours.getByRole('definition').filter({ hasText: row.time })).not.toHaveCount(0);
  }

  // The "embedded map" is our own artwork, served from this site, linking out to the maps service.
  const map = region(page, 'Find us');
  const mapLink = map.getByRole('link', { name: /^Map of our office on .*\(opens in a new tab\)$/ });
  await expect(mapLink).toHaveAttribute('href', AGENCY.mapsUrl);
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('rel', /\bnoopener\b/);
  const mapImage = mapLink.getByRole('img');
  await expect(mapImage).toHaveAttribute('src', '/images/office-map.svg');
  await mapImage.scrollIntoViewIfNeeded();
  await expect.poll(() => mapImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The contact form is still there, loaded on demand.
  await expect(region(page, 'Send us a message')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Inquiry Type' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();

  expect(foreign).toEqual([]);
  await expectNoA11yViolations(page, '/contact');
});

for (const { path, h1 } of PAGES) {
  test(`${path} fits a phone screen without scrolling sideways @phone`, async ({ page }) => {
    await page.goto(path);
    await expectSingleH1(page, h1);
    const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflows()).toBe(false);
    if (path === '/area-guides') {
      const southWalesTab = main(page).getByRole('tab', { name: 'South Wales', exact: true });
      await expectHydrated(southWalesTab);
      await southWalesTab.click();
      await expect(main(page).getByRole('tabpanel', { name: 'South Wales', exact: true })).toBeVisible();
      expect(await overflows()).toBe(false);
    }
    if (path === '/contact') {
      await expect(page.getByRole('combobox', { name: 'Inquiry Type' })).toBeVisible();
      expect(await overflows()).toBe(false);
    }
  });
}
