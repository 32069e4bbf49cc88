import { E2E_ADMIN } from './support/env';
import { expect, signIn, test } from './support/fixtures';

/**
 * The API reference (issue 16) runs swagger-ui's scripts from files under the site's CSP, with no
 * inline script: the page must render every call with no CSP violation. Signed in as the admin, so
 * it holds in production mode too (where /api/docs is for admins only).
 */
test('the API reference at /api/docs renders every call under the site CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Lettings API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  // Past 150 rows swagger-ui draws only what is on screen: scroll to the end, collecting each call.
  const spec = (await page.evaluate(() => fetch('/api/docs/json').then((r) => r.json()))) as {
    paths: Record<string, object>;
  };
  const operations = Object.values(spec.paths).reduce((sum, ops) => sum + Object.keys(ops).length, 0);
  expect(operations).toBeGreaterThan(90);
  const seen = new Set<string>();
  for (let atEnd = false; !atEnd;) {
    for (const id of await page.locator('.opblock').evaluateAll((els) => els.map((el) => el.id)))
      seen.add(id);
    atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY === before;
    });
    await page.waitForTimeout(50);
  }
  expect(seen.size).toBe(operations);
  await page.evaluate(() => window.scrollTo(0, 0));

  // An operation opens to its parameters and answers, drawn from the Zod schemas.
  const health = page.locator('.opblock').filter({ hasText: '/api/health' }).first();
  await health.locator('.opblock-summary').click();
  await expect(health.getByText('Whether the service and its database answer').first()).toBeVisible();
  await expect(health.locator('.responses-table')).toBeVisible();

  expect(problems).toEqual([]);
});
