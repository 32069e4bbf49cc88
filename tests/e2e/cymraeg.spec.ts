/**
 * The Welsh site (CONTRACT.md §9, issue 21): every public page in both languages, each naming the
 * other (hreflang both ways) and itself (canonical), `<html lang>` right, axe clean in both
 * languages, and a language switch in the header that keeps the page.
 */
import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../../src/shared/routes';
import { E2E_ADMIN } from './support/env';
import {
  acceptTenancyInvitations,
  createLettableProperty,
  createTenant,
  landlordApi,
} from './support/landlord';
import { waitForMail } from './support/mail';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';

const welsh = (path: string) => (path === '/' ? '/cy' : `/cy${path}`);
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const linkHref = (html: string, rel: string, hreflang?: string) =>
  decode(
    new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(
      html,
    )?.[1] ?? '',
  );

/** The public pages, and one listing's page (its id read from the API). */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const listings = (await (await request.get('/api/listings?limit=1')).json()) as { id: number }[];
  expect(listings.length).toBeGreaterThan(0);
  return [...PUBLIC_PAGE_PATHS, `/listings/${listings[0]!.id}`];
}

test('every public page has a Welsh twin under /cy, and each names the other (hreflang both ways)', async ({
  request,
  baseURL,
}) => {
  for (const path of await publicPaths(request)) {
    const pages = { en: path, cy: welsh(path) };
    const html = {
      en: await (await request.get(pages.en)).text(),
      cy: await (await request.get(pages.cy)).text(),
    };
    expect(html.en, pages.en).toContain('<html lang="en-GB">');
    expect(html.cy, pages.cy).toContain('<html lang="cy">');
    for (const lang of ['en', 'cy'] as const) {
      const own = `${baseURL}${pages[lang] === '/' ? '/' : pages[lang]}`;
      expect(linkHref(html[lang], 'canonical'), `canonical of ${pages[lang]}`).toBe(own);
      expect(linkHref(html[lang], 'alternate', 'en-GB'), `en alternate of ${pages[lang]}`).toBe(
        `${baseURL}${pages.en}`,
      );
      expect(linkHref(html[lang], 'alternate', 'cy-GB'), `cy alternate of ${pages[lang]}`).toBe(
        `${baseURL}${pages.cy}`,
      );
      expect(linkHref(html[lang], 'alternate', 'x-default')).toBe(`${baseURL}${pages.en}`);
    }
    // Its own words: the Welsh title and description are not the English ones.
    const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
    const description = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
    if (!path.startsWith('/listings/')) {
      expect(title(html.cy), `title of ${pages.cy}`).not.toBe(title(html.en));
      expect(description(html.cy), `description of ${pages.cy}`).not.toBe(description(html.en));
    }
    expect(html.cy).toContain('<meta property="og:locale" content="cy_GB" />');
  }
});

for (const lang of ['en', 'cy'] as const) {
  test(`every public page in ${lang === 'cy' ? 'Welsh' : 'English'} is axe clean, with the header in its language`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    for (const path of await publicPaths(request)) {
      const address = lang === 'cy' ? welsh(path) : path;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'cy' ? 'cy' : 'en-GB');
      const nav = page.getByRole('banner').getByRole('navigation').first();
      await expect(
        nav.getByRole('link', { name: lang === 'cy' ? 'Landlordiaid' : 'Landlords' }),
      ).toBeAttached();
      // The switch names the other language in that language.
      await expect(
        page.getByRole('banner').getByRole('link', { name: lang === 'cy' ? 'English' : 'Cymraeg' }),
      ).toHaveAttribute('href', lang === 'cy' ? path : welsh(path));
      await expectNoA11yViolations(page, address);
    }
  });
}

test('the language switch keeps the page, both ways, and links inside a Welsh page stay Welsh', async ({
  page,
}) => {
  await page.goto('/landlords');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Cymraeg' }).click();
  await expect(page).toHaveURL(/\/cy\/landlords$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // A link in the Welsh header opens the Welsh page, inside the Welsh build.
  await page.getByRole('banner').getByRole('link', { name: 'Tenantiaid' }).first().click();
  await expect(page).toHaveURL(/\/cy\/tenants$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Tenant Services/);

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(page).not.toHaveURL(/\/cy\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenant Services');
});

test('the switch keeps the search of a listings page', async ({ page }) => {
  await page.goto('/listings?minBedrooms=2');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Cymraeg' }).click();
  await expect(page).toHaveURL(/\/cy\/listings\?minBedrooms=2$/);
});

test('a Welsh page that does not exist says so in Welsh, with 404', async ({ page }) => {
  const response = await page.goto('/cy/dim-tudalen-fel-hon');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Page Not Found/i);
});

test('the landlord portal is English only: /cy/landlord-dashboard opens /landlord-dashboard', async ({
  page,
}) => {
  await page.goto('/cy/landlord-dashboard');
  await expect(page).toHaveURL(/\/landlord-dashboard$/);
  await expect(page).not.toHaveURL(/\/cy\//);
});

test('a message sent from the Welsh contact page is acknowledged in Welsh', async ({ page }) => {
  await page.goto('/cy/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const email = `${unique('cyswllt.')}@example.com`;
  await page.getByRole('textbox', { name: 'Enw', exact: true }).fill('Siôn Cymro');
  await page.getByRole('textbox', { name: 'E-bost' }).fill(email);
  await page.getByRole('combobox', { name: 'Math o ymholiad' }).selectOption({ index: 1 });
  await page
    .getByRole('textbox', { name: 'Neges' })
    .fill("Mae gen i fflat ym Mhenarth i'w gosod. Allwch chi fy ffonio?");
  await page.getByRole('button', { name: 'Anfon neges' }).click();
  await expect(page.getByRole('heading', { name: 'Diolch!' })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Rydyn ni wedi cael eich neges');
  expect(mail.text).toContain('Helo Siôn Cymro,');
});

test.describe('a Welsh-speaking tenant', () => {
  test('registering on the Welsh page makes a Welsh account, in Welsh form messages', async ({
    page,
    request,
  }) => {
    await page.goto('/cy/register');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creu cyfrif');
    // A form sent empty answers in Welsh.
    await page.getByRole('button', { name: 'Creu cyfrif' }).click();
    await expect(page.getByText("Rhaid i'r enw llawn fod yn 2 nod o leiaf")).toBeVisible();

    const username = unique('cymro');
    await page.getByLabel('Cyfrif tenant').check();
    await page.getByLabel('Enw llawn').fill('Siân Cymraes');
    await page.getByLabel('E-bost').fill(`${username}@example.com`);
    await page.getByLabel('Enw defnyddiwr').fill(username);
    await page.getByLabel('Cyfrinair', { exact: true }).fill('Quiet-Harbour-77');
    await page.getByLabel("Cadarnhau'r cyfrinair").fill('Quiet-Harbour-77');
    await page.getByRole('button', { name: 'Creu cyfrif' }).click();
    await expect(page).toHaveURL(/\/cy\/login$/);

    // The account was made in Welsh (read through the admin API).
    const admin = await request.post('/api/auth/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    const { token } = (await admin.json()) as { token: string };
    const users = (await (
      await request.get(`/api/admin/users?q=${username}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { username: string; language: string }[];
    expect(users.find((user) => user.username === username)?.language).toBe('cy');
  });

  test('choosing Cymraeg on the dashboard opens the portal in Welsh, and it stays Welsh', async ({
    page,
  }) => {
    const tenant = await createApprovedUser('tenant', 'Gwenllian Tenant');
    await signIn(page, tenant.username, tenant.password);
    await expect(page).toHaveURL(/\/tenant-dashboard/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    await page.getByRole('radio', { name: 'Cymraeg (Welsh)' }).check();
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page).toHaveURL(/\/cy\/tenant-dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
    await expect(page.getByRole('heading', { name: 'Iaith' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cymraeg' })).toBeChecked();
    await expectNoA11yViolations(page, '/cy/tenant-dashboard');

    // Their portal follows them: the English address opens the Welsh one.
    await page.goto('/tenant-dashboard');
    await expect(page).toHaveURL(/\/cy\/tenant-dashboard$/);

    // Back to English.
    await page.getByRole('radio', { name: 'English (Saesneg)' }).check();
    await page.getByRole('button', { name: "Cadw'r iaith" }).click();
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    await expect(page).not.toHaveURL(/\/cy\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('a Welsh tenant signing in on the English login page lands in the Welsh portal', async ({
    page,
    request,
  }) => {
    const tenant = await createApprovedUser('tenant', 'Owain Tenant');
    const login = await request.post('/api/auth/login', {
      data: { username: tenant.username, password: tenant.password },
    });
    const { token } = (await login.json()) as { token: string };
    expect(
      (
        await request.put('/api/account/language', {
          data: { language: 'cy' },
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    ).toBe(200);
    await signIn(page, tenant.username, tenant.password);
    await expect(page).toHaveURL(/\/cy\/tenant-dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  });

  test('a Welsh tenant’s upcoming events come worded in Welsh', async ({ page }) => {
    const landlord = await createApprovedUser('landlord', 'Rhodri Bowen');
    const tenant = await createApprovedUser('tenant', 'Elin Morgan');
    const api = await landlordApi(landlord);
    const property = await createLettableProperty(api, { title: unique('Tŷ teras ') });
    await createTenant(api, property.id, 'Elin Morgan', tenant.email);
    await acceptTenancyInvitations(tenant);
    const own = await landlordApi(tenant);
    expect((await own.put('/api/account/language', { data: { language: 'cy' } })).status()).toBe(200);
    await own.dispose();
    await api.dispose();

    await signIn(page, tenant.username, tenant.password);
    await expect(page).toHaveURL(/\/cy\/tenant-dashboard$/);
    const events = page.getByRole('region', { name: 'Digwyddiadau i ddod' });
    await expect(events).toContainText('Rhent yn ddyledus');
    await expect(events).not.toContainText('Rent due');
    await expectNoA11yViolations(page, 'the Welsh tenant Overview with its upcoming events');
  });
});
