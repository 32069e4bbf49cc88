/**
 * Below-the-fold parts of the public pages (app/deferred.tsx): the server's HTML is there at once,
 * their code is loaded only when a person scrolls to them (or opens the tab they are in), and then
 * they work as the rest of the page does.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydrated } from './support/fixtures';

/** The script files the page has asked for so far. */
function scriptsLoaded(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return () => urls;
}

test('the home page loads its lower sections when scrolled to, and they work', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The whole page is in the HTML, lower sections included.
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq).toBeAttached();
  await page.waitForTimeout(500);
  expect(scripts().filter((url) => url.includes('home-more'))).toEqual([]);
  expect(scripts().filter((url) => url.includes('site-footer'))).toEqual([]);

  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts().some((url) => url.includes('home-more'))).toBe(true);
  const tenantsTab = faq.getByRole('tab', { name: 'For Tenants' });
  await waitForHydrated(tenantsTab);
  await tenantsTab.click();
  await expect(tenantsTab).toHaveAttribute('aria-selected', 'true');
});

test('a footer link, once the footer is scrolled to, moves within the app without a reload', async ({
  page,
}) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts().some((url) => url.includes('site-footer'))).toBe(true);
  const link = footer.getByRole('link', { name: 'Privacy Policy' });
  // Loaded is not yet hydrated (a click before that is a plain link's, a full page load).
  await waitForHydrated(link);
  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the South Wales tab of the area guides shows its areas at once, and its links work once loaded', async ({
  page,
}) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/area-guides');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForTimeout(500);
  expect(scripts().filter((url) => url.includes('area-guides-south-wales'))).toEqual([]);

  await page.getByRole('tab', { name: 'South Wales' }).click();
  const panel = page.getByRole('tabpanel', { name: 'South Wales' });
  await expect(panel.getByRole('heading', { level: 3, name: 'Penarth' })).toBeVisible();
  await expect.poll(() => scripts().some((url) => url.includes('area-guides-south-wales'))).toBe(true);
  await panel.getByRole('link', { name: 'View Properties in Penarth' }).click();
  await expect(page).toHaveURL(/\/listings\?area=Penarth$/);
});

test('the public forms are in the first HTML with their send button disabled until their code runs', async ({
  browser,
  request,
}) => {
  const listings = (await (await request.get('/api/listings?limit=1')).json()) as { id: number }[];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // No script: nothing can send the form as a plain GET with someone's details in the URL.
  await page.goto(`/listings/${listings[0]!.id}`);
  const viewing = page.getByRole('region', { name: 'Request a viewing' });
  await expect(viewing.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(viewing.getByRole('button', { name: 'Request a viewing' })).toBeDisabled();
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await context.close();
});

test('a viewing form below the fold on a phone loads when scrolled to, then sends @phone', async ({
  page,
  request,
}) => {
  const listings = (await (await request.get('/api/listings?limit=1')).json()) as { id: number }[];
  const scripts = scriptsLoaded(page);
  await page.goto(`/listings/${listings[0]!.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForTimeout(500);
  expect(scripts().filter((url) => url.includes('viewing-form'))).toEqual([]);
  const viewing = page.getByRole('region', { name: 'Request a viewing' });
  const send = viewing.getByRole('button', { name: 'Request a viewing' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(viewing.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(viewing.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
});
