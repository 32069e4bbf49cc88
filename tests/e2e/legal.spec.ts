/**
 * The Privacy Policy, Terms of Service and Cookie Policy pages: headings, 'In short', a table of
 * contents whose every link lands on a section, the key facts, links between the policies, the
 * footer's links to them, accessibility, and a phone-width layout. The Cookie Policy is also
 * checked against what the product really stores in the browser.
 */
import type { Page } from '@playwright/test';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test } from './support/fixtures';

interface LegalPageCase {
  path: string;
  h1: string;
  footerLink: string;
  /** Text that must appear on the page. */
  facts: (string | RegExp)[];
}

const LEGAL_PAGES: LegalPageCase[] = [
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    footerLink: 'Privacy Policy',
    facts: [
      'UK GDPR',
      'controller',
      "registered with the Information Commissioner's Office",
      'Our ICO registration number is available on request.',
      'Rent Smart Wales',
      'mydeposits',
      'at least 2 years',
      '6 years after the tenancy ends',
      'Server request logs: 30 days',
      '12 months after our last contact',
      'within one month',
      '0303 123 1113',
    ],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    footerLink: 'Terms of Service',
    facts: [
      'Consumer Rights Act 2015',
      'law of England and Wales',
      'redress scheme',
      'not legal, financial or tax advice',
      'Nothing in these terms limits or excludes our liability for death or personal injury',
    ],
  },
  {
    path: '/cookies',
    h1: 'Cookie Policy',
    footerLink: 'Cookie Policy',
    facts: [
      'Strictly necessary.',
      'Remember Me',
      '30 days',
      'we do not show a cookie banner',
      'Local storage and session storage: none.',
      'We do not use analytics',
    ],
  },
];

const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' });

/** Every table-of-contents link is '#id', and that id is a section whose h2 reads as the link does. */
async function expectContentsMatchSections(page: Page): Promise<number> {
  const links = contents(page).getByRole('link');
  const count = await links.count();
  expect(count, 'the table of contents has links').toBeGreaterThan(3);
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const href = await link.getAttribute('href');
    expect(href, 'a table of contents link points into the page').toMatch(/^#[a-z0-9-]+$/);
    const id = href!.slice(1);
    expect(seen.has(id), `#${id} is listed once`).toBe(false);
    seen.add(id);
    const target = page.locator(`[id="${id}"]`);
    await expect(target, `exactly one element has id ${id}`).toHaveCount(1);
    const title = (await link.textContent())!.trim();
    await expect(target.getByRole('heading', { level: 2 })).toHaveText(title);
  }
  return count;
}

for (const legal of LEGAL_PAGES) {
  test(`${legal.path}: h1, date, In short, a table of contents matching its sections, key facts, related links and no axe violations`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^${legal.h1} \\|`));
    await expect(page.getByText('Last updated: 22 November 2026')).toBeVisible();
    await expect(page.locator('time[datetime="2026-11-22"]')).toHaveCount(1);

    const inShort = page.getByRole('region', { name: 'In short' });
    await expect(inShort.getByRole('heading', { level: 2, name: 'In short' })).toBeVisible();
    expect(await inShort.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);

    await expect(contents(page).getByRole('heading', { level: 2, name: 'Contents' })).toBeVisible();
    const sections = await expectContentsMatchSections(page);
    // Every h2 after Contents and before Related pages is a listed section: none is left out.
    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(h2s.filter((t) => !['In short', 'Contents', 'Related pages'].includes(t.trim()))).toHaveLength(
      sections,
    );

    const main = page.getByRole('main');
    for (const fact of legal.facts) await expect(main).toContainText(fact);

    // Links to the other two policies and to the Contact page.
    const related = page.getByRole('navigation', { name: 'Related pages' });
    const others = LEGAL_PAGES.filter((other) => other.path !== legal.path);
    for (const other of others)
      await expect(related.getByRole('link', { name: other.h1, exact: true })).toHaveAttribute(
        'href',
        other.path,
      );
    await expect(related.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();

    await expectNoA11yViolations(page, legal.path);
  });
}

test('the privacy policy names the ICO with its website and helpline', async ({ page }) => {
  await page.goto('/privacy');
  const complaints = page.locator('#complaints');
  await expect(complaints.getByRole('link', { name: 'ico.org.uk/make-a-complaint' })).toHaveAttribute(
    'href',
    'https://ico.org.uk/make-a-complaint/',
  );
  await expect(complaints.getByRole('link', { name: '0303 123 1113' })).toHaveAttribute(
    'href',
    'tel:+443031231113',
  );
  // The eight UK GDPR rights.
  await expect(page.locator('#your-rights').getByRole('list').first().getByRole('listitem')).toHaveCount(8);
});

test('a table of contents link takes you to its section', async ({ page }) => {
  await page.goto('/privacy');
  await contents(page).getByRole('link', { name: 'Your rights', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy#your-rights$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights', exact: true })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the footer links Privacy Policy, Terms of Service and Cookie Policy open these pages', async ({
  page,
}) => {
  for (const legal of LEGAL_PAGES) {
    await page.goto('/');
    const legalNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
    const link = legalNav.getByRole('link', { name: legal.footerLink, exact: true });
    await expect(link).toHaveAttribute('href', legal.path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1);
  }
});

test('the Cookie Policy lists every cookie the product sets, and public pages store nothing', async ({
  page,
  context,
}) => {
  const storedByPage = () =>
    page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      script: document.cookie,
    }));

  for (const path of ['/', '/privacy', '/contact', '/listings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await context.cookies(), 'no cookie while browsing public pages').toEqual([]);
  expect(await storedByPage()).toEqual({ local: 0, session: 0, script: '' });

  // Signing in sets the session cookie: each cookie then present must be named in the policy.
  const user = await createApprovedUser('tenant', 'Cookie Checker');
  await signIn(page, user.username, user.password);
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).toEqual(['sid']);
  expect(cookies[0]!.httpOnly).toBe(true);
  expect(cookies[0]!.sameSite).toBe('Lax');
  expect(await storedByPage()).toEqual({ local: 0, session: 0, script: '' });

  await page.goto('/cookies');
  const section = page.locator('#cookies-we-use');
  for (const cookie of cookies) {
    await expect(section.locator('code', { hasText: new RegExp(`^${cookie.name}$`) })).toBeVisible();
  }
  await expect(section.getByRole('heading', { level: 3 })).toHaveText('Sign-in session cookie: sid');
  await expect(section).toContainText('Strictly necessary.');
});

test('the legal pages fit a phone screen @phone', async ({ page }) => {
  for (const legal of LEGAL_PAGES) {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1);
    await expect(contents(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `${legal.path} scrolls sideways`).toBe(false);
    await expectNoA11yViolations(page, `${legal.path} on a phone`);
  }
});
