/**
 * The audit trail (issue 17): an admin opens the Audit tab, filters it by action and finds what
 * this test did; the tab passes axe on a desktop and on a phone.
 */
import { E2E_ADMIN } from './support/env';
import { expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';

test('an admin finds a failed sign-in in the Audit tab by filtering on the action', async ({ page }) => {
  const tried = unique('nobody');
  const refused = await page.request.post('/api/auth/login', {
    data: { username: tried, password: 'Not-The-Password-1' },
  });
  expect(refused.status()).toBe(401);

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Audit' })).toBeVisible();
  // The admin's own sign-in is there before any filter.
  await expect(page.getByRole('table', { name: 'Audit trail' })).toBeVisible();

  await page.getByLabel('Action').selectOption({ label: 'Sign-in failed' });
  const row = page.getByRole('row').filter({ hasText: `Tried “${tried}”` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sign-in failed');
  await expect(row).toContainText('wrong username or password');
  for (const action of await page
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .all())
    await expect(action).toContainText('Sign-in failed');

  await row.getByText('All details').click();
  await expect(row.locator('pre')).toContainText(`"username": "${tried}"`);
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page);
});
