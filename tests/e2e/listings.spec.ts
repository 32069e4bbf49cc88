/**
 * The public listings (issue 4, Listings): searching /listings, a listing's page and its viewing
 * request, which arrives in the admin inbox. Asserted against the demo seed (SEED_DEMO=1,
 * src/server/db/seed/demo-listings.ts and demo.landlord's Canton terrace), newest listing first.
 */
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env';
import { expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';

const ROATH = 'Two-bed flat near Roath Park';
const BAY = 'One-bed apartment in Cardiff Bay';
const PENARTH = 'Three-bed Edwardian house in Penarth';
const BARRY = 'Two-bed terrace near Barry Island';
const CATHAYS = 'Four-bed student house in Cathays';
const CAERPHILLY = 'Three-bed semi in Caerphilly';
const NEWPORT = 'Two-bed flat in Newport city centre';
const CANTON = 'Victorian terrace in Canton';
const SEEDED = [ROATH, BAY, PENARTH, BARRY, CATHAYS, CAERPHILLY, NEWPORT, CANTON];

const searchForm = (page: Page) => page.getByRole('search', { name: 'Search properties to let' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /propert/ });
const card = (page: Page, title: string) => results(page).getByRole('article', { name: title });
const LONG_DATE =
  /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;

/** The cards shown, in order, once the results are no longer being replaced. */
async function expectCards(page: Page, titles: string[]) {
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(titles);
}

async function search(
  page: Page,
  { area = '', minBedrooms = '', maxRent = '' }: { area?: string; minBedrooms?: string; maxRent?: string },
) {
  const form = searchForm(page);
  await form.getByLabel('Area or postcode').fill(area);
  await form.getByLabel('Minimum bedrooms').selectOption(minBedrooms);
  await form.getByLabel('Maximum rent (£ per month)').fill(maxRent);
  await form.getByRole('button', { name: 'Search' }).click();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

/** The page arrives rendered by the server; wait until the page has hydrated. */
async function expectHydrated(locator: Locator): Promise<void> {
  // The app marks <html data-hydrated> once the page's boundary has committed (app/routes.tsx).
  await expect(locator.page().locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The value (dd) after the term (dt) in the listing's facts. */
async function expectFact(facts: Locator, term: string, value: string | RegExp) {
  const dt = facts.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
  await expect(dt).toHaveCount(1);
  await expect(dt.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
}

test('a visitor searches by area, then by bedrooms and maximum rent, and sees only the matching homes, without a reload', async ({
  page,
}) => {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your New Home' })).toBeVisible();
  for (const title of SEEDED) await expect(card(page, title)).toBeVisible();
  await expect(resultCount(page)).toHaveText(/^\d+ properties to let$/);
  await expectHydrated(searchForm(page));
  // Marks this document: a full page load would lose the mark.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await search(page, { area: 'Roath' });
  await expect(page).toHaveURL(/\/listings\?area=Roath$/);
  await expect(resultCount(page)).toHaveText('1 property matches your search');
  await expectCards(page, [ROATH]);
  const roath = card(page, ROATH);
  await expect(roath).toContainText('Cardiff, CF23');
  await expect(roath).toContainText('£950.00 per month');
  await expect(roath).toContainText('2 bedrooms');
  await expect(roath).toContainText('1 bathroom');
  await expect(roath).toContainText('EPC C');
  await expect(roath).toContainText(LONG_DATE);
  const cover = roath.getByRole('img');
  await expect(cover).toHaveAttribute('alt', 'The front of the house, with a tree beside it');
  await expect(cover).toHaveAttribute('loading', 'lazy');
  await expect(cover).toHaveAttribute('width', /\d+/);
  await expect(cover).toHaveAttribute('height', /\d+/);
  await expect(roath.getByRole('link', { name: ROATH })).toHaveAttribute('href', /^\/listings\/\d+$/);

  // Three bedrooms or more, at most £1,500 a month: the Penarth house (£1,450) and the Caerphilly
  // semi (£1,050), not the Cathays house (four bedrooms, £1,800).
  await search(page, { minBedrooms: '3', maxRent: '1500' });
  await expect(page).toHaveURL(/\/listings\?minBedrooms=3&maxRent=1500$/);
  await expect(resultCount(page)).toHaveText('2 properties match your search');
  await expectCards(page, [PENARTH, CAERPHILLY]);
  await expect(card(page, PENARTH)).toContainText('£1,450.00 per month');

  // Area and rent together: the two Cardiff homes at or under £1,000.
  await search(page, { area: 'Cardiff', maxRent: '1000' });
  await expectCards(page, [ROATH, BAY]);

  // Back goes to the previous search, fields and all.
  await page.goBack();
  await expect(page).toHaveURL(/\/listings\?minBedrooms=3&maxRent=1500$/);
  await expectCards(page, [PENARTH, CAERPHILLY]);
  await expect(searchForm(page).getByLabel('Minimum bedrooms')).toHaveValue('3');
  await expect(searchForm(page).getByLabel('Maximum rent (£ per month)')).toHaveValue('1500');

  // An area guide's two-place name finds the homes of either part.
  await page
    .getByRole('navigation', { name: 'Browse by area' })
    .getByRole('link', { name: 'Pontcanna & Canton' })
    .click();
  await expectCards(page, [CANTON]);

  // Nothing matches: the empty state, with ways on.
  await search(page, { area: 'Swansea' });
  await expect(resultCount(page)).toHaveText('No properties match your search');
  await expect(
    page.getByRole('heading', { level: 3, name: 'No properties match your search' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tell us what you need' }).last()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoA11yViolations(page, '/listings with no results');
  await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(searchForm(page).getByLabel('Area or postcode')).toHaveValue('');
  for (const title of SEEDED) await expect(card(page, title)).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('the search works before any script runs: a plain GET form, results in the first HTML', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/listings?area=Penarth');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your New Home' })).toBeVisible();
    await expectCards(page, [PENARTH]);
    await expect(searchForm(page).getByLabel('Area or postcode')).toHaveValue('Penarth');

    await searchForm(page).getByLabel('Area or postcode').fill('Barry');
    await searchForm(page).getByLabel('Maximum rent (£ per month)').fill('900');
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/listings\?area=Barry&minBedrooms=&maxRent=900$/);
    await expectCards(page, [BARRY]);
  } finally {
    await context.close();
  }
});

test('a listing page shows its photos and facts but no private details; a viewing request reaches the admin inbox', async ({
  page,
}) => {
  await page.goto('/listings?area=Roath');
  await card(page, ROATH).getByRole('link', { name: ROATH }).click();
  await expect(page).toHaveURL(/\/listings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: ROATH })).toBeVisible();

  // The gallery: the cover first, then Next, then a thumbnail chosen by keyboard.
  const photos = page.getByRole('region', { name: 'Photos' });
  await expectHydrated(photos.getByRole('button', { name: 'Next photo' }));
  await expect(
    photos.getByRole('img', { name: 'The front of the house, with a tree beside it' }),
  ).toBeVisible();
  await expect(photos.getByText('Photo 1 of 3')).toBeVisible();
  await photos.getByRole('button', { name: 'Next photo' }).click();
  await expect(photos.getByText('Photo 2 of 3')).toBeVisible();
  await expect(
    photos.getByRole('img', { name: 'The living room, with a grey sofa, a floor lamp and a tall window' }),
  ).toBeVisible();
  const third = photos.getByRole('button', { name: /^Show photo 3 of 3: The kitchen/ });
  await third.focus();
  await page.keyboard.press('Enter');
  await expect(photos.getByText('Photo 3 of 3')).toBeVisible();
  await expect(third).toHaveAttribute('aria-pressed', 'true');

  const facts = page.getByRole('region', { name: 'Key facts' });
  await expectFact(facts, 'Rent', '£950.00 per month');
  await expectFact(facts, 'Bedrooms', '2');
  await expectFact(facts, 'Bathrooms', '1');
  await expectFact(facts, 'EPC rating', 'C');
  await expectFact(facts, 'Available from', LONG_DATE);
  await expectFact(facts, 'Area', 'Cardiff, CF23');
  await expect(page.getByRole('region', { name: 'About this property' })).toContainText('Roath Park lake');
  // Never the street address, the full postcode or the landlord.
  for (const secret of ['Ninian Road', 'CF23 5EL', 'Menna Roberts']) {
    await expect(page.getByText(secret)).toHaveCount(0);
  }
  const viewing = page.getByRole('region', { name: 'Request a viewing' });
  const send = viewing.getByRole('button', { name: 'Request a viewing' });
  await expect(send).toBeVisible();
  await expectNoA11yViolations(page, 'a listing page');

  // Request a viewing: the field messages first, then a request that is sent.
  await send.click();
  for (const text of ['Name must be at least 2 characters', 'Please enter a valid email address']) {
    await expect(viewing.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }
  await expect(viewing.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(viewing.getByRole('textbox', { name: 'Name' })).toBeFocused();

  const name = unique('Viewing Tester ');
  const times = `Saturday morning (${name})`;
  await viewing.getByRole('textbox', { name: 'Name' }).fill(name);
  await viewing.getByRole('textbox', { name: 'Email' }).fill(`${unique('viewing.')}@example.com`);
  await viewing.getByRole('textbox', { name: 'Phone (optional)' }).fill('07700 900123');
  await viewing.getByRole('textbox', { name: 'Preferred times (optional)' }).fill(times);
  await viewing.getByRole('textbox', { name: 'Message (optional)' }).fill('We are a couple with no pets.');
  await send.click();
  await expect(viewing.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(viewing).toContainText('We will be in touch soon to arrange a time.');
  await expectNoA11yViolations(page, 'a listing page after a viewing request');

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('tab', { name: 'Inbox' }).click();
  await page.getByRole('button', { name: 'Viewing requests', exact: true }).click();
  const item = page.getByRole('article', { name });
  await expect(item).toBeVisible();
  await expect(item.getByText('Viewing request', { exact: true })).toBeVisible();
  await expect(item.getByText(ROATH, { exact: true })).toBeVisible();
  await expect(item.getByText(times)).toBeVisible();
  await expect(item.getByText('We are a couple with no pets.')).toBeVisible();
});

test('a listing that does not exist says it is no longer available, with a way back to the search', async ({
  page,
}) => {
  const response = await page.goto('/listings/999999');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This property is no longer available' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoA11yViolations(page, 'a listing that is no longer available');
  await page.getByRole('link', { name: 'See the properties to let now' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your New Home' })).toBeVisible();
});

test('the listings page has no accessibility violations', async ({ page }) => {
  await page.goto('/listings');
  await expect(card(page, ROATH)).toBeVisible();
  await expectNoA11yViolations(page, '/listings');
});

test('the search and a card are usable on a phone, with no sideways scrolling @phone', async ({ page }) => {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your New Home' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectHydrated(searchForm(page));

  await searchForm(page).getByLabel('Area or postcode').fill('Cardiff Bay');
  await searchForm(page).getByRole('button', { name: 'Search' }).tap();
  await expectCards(page, [BAY]);
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page, '/listings on a phone');

  await card(page, BAY).getByRole('link', { name: BAY }).tap();
  await expect(page.getByRole('heading', { level: 1, name: BAY })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key facts' })).toContainText('£875.00 per month');
  await expect(page.getByRole('button', { name: 'Request a viewing' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page, 'a listing page on a phone');
});
