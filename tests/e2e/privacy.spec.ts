/**
 * UK GDPR in the product (CONTRACT.md §7): a person downloads their own data from their dashboard,
 * and an administrator erases a person through a confirmation that says what is kept.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, E2E_ADMIN } from './support/env';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test } from './support/fixtures';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function findUserRow(page: Page, text: string) {
  await page.getByLabel('Search users').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test('a tenant downloads their data from the dashboard as JSON, without secrets', async ({ page }) => {
  await signIn(page, DEMO.tenant.username, DEMO.tenant.password);
  await expect(page).toHaveURL(/\/tenant-dashboard$/);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  await expectNoA11yViolations(page, '/tenant-dashboard with the Your data card');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text).not.toMatch(/password_?hash|token_?hash|storage_?key|\$argon2/i);
  const data = JSON.parse(text) as {
    account: { username: string; fullName: string };
    tenancies: { fullName: string }[];
    payments: unknown[];
  };
  expect(data.account).toMatchObject({ username: DEMO.tenant.username, fullName: DEMO.tenant.fullName });
  expect(data.tenancies.length).toBeGreaterThan(0);
  expect(data.payments.length).toBeGreaterThan(0);
});

test('an admin erases a person through the confirm dialog, and the list shows the pseudonym', async ({
  page,
}) => {
  // Two axe runs and a sign-in on a machine shared with other runs (that the person can no
  // longer sign in is proved by the API tests, erase.routes.test.ts).
  test.setTimeout(120_000);
  const person = await createApprovedUser('tenant', 'Bethan Erasable');
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();

  const row = await findUserRow(page, person.username);
  await expect(row.getByRole('link', { name: /Export data/ })).toHaveAttribute(
    'href',
    `/api/admin/users/${person.id}/export`,
  );
  await row.getByRole('button', { name: 'Erase person' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase Person' });
  await expect(dialog).toContainText('Bethan Erasable');
  await expect(dialog).toContainText(
    /Kept under the pseudonym.*rent payments, deposits and arrears for six years/,
  );
  await expectNoA11yViolations(page, '/admin-dashboard with the Erase Person dialog');
  await dialog.getByRole('button', { name: 'Erase Person' }).click();
  await expect(dialog).toHaveCount(0);

  const toast = toastRegion(page).getByText(/is now shown as "Erased person [0-9A-F]{4}"/);
  await expect(toast).toBeVisible();
  const pseudonym = /"(Erased person [0-9A-F]{4})"/.exec((await toast.textContent()) ?? '')![1]!;
  const erased = await findUserRow(page, pseudonym);
  await expect(erased).toContainText('Erased');
  await expect(erased).not.toContainText('Bethan');
  await expect(erased.getByRole('button', { name: 'Erase person' })).toHaveCount(0);
  await expectNoA11yViolations(page, '/admin-dashboard with an erased person');
});
