/**
 * What every visitor sees around the pages: the header (links, Login, the My Account menu per
 * role, the mobile menu, the shadow after scrolling), the 404 page, and accessibility of the public
 * pages and dashboards. Tests tagged @phone run in the `phone` project (390×844), the rest at
 * desktop width. SPEC.md §2 Route list, Header and footer; §4 (mobile menu, header shadow).
 */
import type { Page } from '@playwright/test';
import { DEMO, E2E_ADMIN } from './support/env';
import { expect, expectNoA11yViolations, expectSignedInHeader, signIn, test } from './support/fixtures';

const HEADER_LINKS = ['Home', 'Landlords', 'Tenants', 'Services', 'Area Guides', 'About', 'Contact'];
const ALL_ACCOUNT_ITEMS = ['Landlord Dashboard', 'Tenant Dashboard', 'Admin Dashboard', 'Change Password'];

const ROLES = [
  {
    role: 'landlord',
    account: DEMO.landlord,
    lands: '/landlord-dashboard',
    heading: 'Landlord Dashboard',
    items: ['Landlord Dashboard', 'Change Password'],
  },
  {
    role: 'tenant',
    account: DEMO.tenant,
    lands: '/tenant-dashboard',
    heading: 'Tenant Dashboard',
    items: ['Tenant Dashboard', 'Change Password'],
  },
  {
    role: 'admin',
    account: E2E_ADMIN,
    lands: '/admin-dashboard',
    heading: 'Admin Dashboard',
    items: ['Admin Dashboard', 'Change Password'],
  },
] as const;

const header = (page: Page) => page.getByRole('banner');

async function expectHeaderShadowAfterScroll(page: Page) {
  const banner = header(page);
  const shadow = () => banner.evaluate((el) => getComputedStyle(el).boxShadow);
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(room, 'the page must be long enough to scroll past 10 px').toBeGreaterThan(50);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(shadow).toBe('none');
  // 10 px is not "more than 10 pixels" (SPEC.md §2).
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
  await expect.poll(shadow).toBe('none');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(shadow).not.toBe('none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(shadow).toBe('none');
}

async function openMobileMenu(page: Page) {
  const toggle = header(page).getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(header(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const menuId = await header(page).getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls');
  expect(menuId, 'the menu button names the menu it controls (aria-controls)').toBeTruthy();
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeVisible();
  return menu;
}

async function expectMobileMenuClosed(page: Page, menu: ReturnType<Page['locator']>) {
  await expect(menu).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
}

test.describe('pages that do not exist', () => {
  test('an unknown path shows Page Not Found with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNoA11yViolations(page, 'the 404 page');

    const nested = await page.goto('/landlords/nothing/here');
    expect(nested?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    // A known page answers 200, and an unknown API path answers JSON, not the page.
    expect((await page.goto('/about'))?.status()).toBe(200);
    const api = await page.request.get('/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('application/json');
  });

  test('following a link to an unknown page inside the app shows Page Not Found', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/made-up-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('header at desktop width', () => {
  test('signed out: the main links and Login, no account menu', async ({ page }) => {
    await page.goto('/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    for (const name of HEADER_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    const login = header(page).getByRole('link', { name: 'Login', exact: true });
    await expect(login).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'My Account' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expectNoA11yViolations(page, '/');
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Login' })).toBeVisible();
  });

  for (const r of ROLES) {
    test(`${r.role}: My Account holds ${r.items.join(', ')} and Log out`, async ({ page }) => {
      await signIn(page, r.account.username, r.account.password);
      await expect(page).toHaveURL(new RegExp(`${r.lands}$`));
      await expect(page.getByRole('heading', { level: 1, name: r.heading })).toBeVisible();
      await expectSignedInHeader(page);
      await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
      await expectNoA11yViolations(page, r.lands);

      await header(page).getByRole('button', { name: 'My Account' }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(`Signed in as ${r.account.fullName}`);
      const names = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
      expect(names).toEqual([...r.items, 'Log out']);
      for (const missing of ALL_ACCOUNT_ITEMS.filter(
        (item) => !(r.items as readonly string[]).includes(item),
      )) {
        await expect(menu.getByRole('menuitem', { name: missing })).toHaveCount(0);
      }
      await expectNoA11yViolations(page, `${r.lands} with the My Account menu open`);

      // Change Password goes there and closes the menu.
      await menu.getByRole('menuitem', { name: 'Change Password' }).click();
      await expect(page).toHaveURL(/\/change-password$/);
      await expect(menu).toBeHidden();

      // Log out ends the session and goes to /, signed out.
      await header(page).getByRole('button', { name: 'My Account' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      await page.goto(r.lands);
      await expect(header(page).getByRole('button', { name: 'My Account' })).toHaveCount(0);
    });
  }

  test('the My Account menu works from the keyboard', async ({ page }) => {
    await signIn(page, DEMO.landlord.username, DEMO.landlord.password);
    await expect(page).toHaveURL(/\/landlord-dashboard$/);
    // The 'Login Successful' toast is a dismissable layer too: Escape goes to the newest layer, so
    // let it mount before the menu opens (a person cannot open the menu within those milliseconds).
    await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
    const trigger = header(page).getByRole('button', { name: 'My Account' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Landlord Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Landlord Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/change-password$/);
  });

  test('the header gains a shadow once the page has scrolled more than 10 px', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHeaderShadowAfterScroll(page);
  });
});

test.describe('footer', () => {
  test('the footer has its links, contact details and office hours', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Footer' });
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['Landlords', '/landlords'],
      ['Tenants', '/tenants'],
      ['Services', '/services'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /facebook/i })).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer).toContainText(/Dinas Powys/);
    await expect(footer).toContainText(/Mon-Fri\s*8:30am-6:00pm/);
    await expect(footer).toContainText(/Saturday\s*9(:00)?am-3(:00)?pm/);
    await expect(footer).toContainText(/Sunday\s*closed/i);

    await quick.getByRole('link', { name: 'Landlords', exact: true }).click();
    await expect(page).toHaveURL(/\/landlords$/);
  });
});

test.describe('header at phone width', () => {
  test(
    'signed out: the menu button opens the links and Login, and closes after navigating',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menu = await openMobileMenu(page);
      for (const name of HEADER_LINKS)
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      await expect(menu).not.toContainText('Signed in as');
      await expectNoA11yViolations(page, '/ at phone width with the menu open');

      await menu.getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expectMobileMenuClosed(page, menu);

      // Escape closes it too.
      await openMobileMenu(page);
      await page.keyboard.press('Escape');
      await expectMobileMenuClosed(page, menu);

      await openMobileMenu(page);
      await menu.getByRole('link', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expectMobileMenuClosed(page, menu);
    },
  );

  for (const r of ROLES) {
    test(
      `${r.role}: the mobile menu says who is signed in and offers ${r.items.join(', ')} and Log out`,
      { tag: '@phone' },
      async ({ page }) => {
        await signIn(page, r.account.username, r.account.password);
        await expect(page).toHaveURL(new RegExp(`${r.lands}$`));
        await expect(page.getByRole('heading', { level: 1, name: r.heading })).toBeVisible();
        await expectNoA11yViolations(page, `${r.lands} at phone width`);

        const menu = await openMobileMenu(page);
        await expect(menu.getByText(`Signed in as ${r.account.fullName}`, { exact: true })).toBeVisible();
        for (const name of r.items) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
        for (const missing of ALL_ACCOUNT_ITEMS.filter(
          (item) => !(r.items as readonly string[]).includes(item),
        )) {
          await expect(menu.getByRole('link', { name: missing })).toHaveCount(0);
        }
        await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
        await expectNoA11yViolations(page, `${r.lands} at phone width with the menu open`);

        // It closes on navigating to an account item.
        await menu.getByRole('link', { name: 'Change Password', exact: true }).click();
        await expect(page).toHaveURL(/\/change-password$/);
        await expectMobileMenuClosed(page, menu);

        // And on the way back with the browser's Back button (a route change too).
        await openMobileMenu(page);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${r.lands}$`));
        await expectMobileMenuClosed(page, menu);

        // The dashboard item leads to the dashboard.
        await page.goto('/');
        await openMobileMenu(page);
        await menu.getByRole('link', { name: r.items[0], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${r.lands}$`));
        await expectMobileMenuClosed(page, menu);

        // Log out from the mobile menu.
        await openMobileMenu(page);
        await menu.getByRole('button', { name: 'Log out' }).click();
        await expect(page).toHaveURL(/\/$/);
        const after = await openMobileMenu(page);
        await expect(after.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
        await expect(after).not.toContainText('Signed in as');
      },
    );
  }

  test('the header gains a shadow after scrolling at phone width', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHeaderShadowAfterScroll(page);
  });
});

test.describe('accessibility of the public pages', () => {
  for (const path of ['/landlords', '/tenants', '/services', '/about', '/contact', '/area-guides']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, path);
    });
  }

  test('/ has no axe violations at phone width', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, '/ at phone width');
  });

  test(
    '/login, /register and /forgot-password have no axe violations at phone width',
    { tag: '@phone' },
    async ({ page }) => {
      for (const path of ['/login', '/register', '/forgot-password']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoA11yViolations(page, `${path} at phone width`);
      }
    },
  );
});
