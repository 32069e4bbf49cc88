/**
 * The public Contact page's form, and the admin inbox where its messages arrive.
 * SPEC.md §2 Contact page, §4 contact form states, §5 Contact form, §8 Contact.
 */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env';
import { expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('the contact form shows each field message, then sends and shows the Thank You panel; an admin marks it handled in the Inbox', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  for (const text of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please select an inquiry type',
    'Message must be at least 10 characters',
  ]) {
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

  const name = unique('Contact Tester ');
  const message = `Hello, I would like to let my flat in Penarth. (${name})`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${unique('contact.')}@example.com`);
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('029 2000 0000');
  await page.getByRole('combobox', { name: 'Inquiry Type' }).selectOption({ label: 'Landlord Services' });
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await send.click();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(toastRegion(page).getByText('Message Sent', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, '/contact Thank You panel');
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('tab', { name: 'Inbox' }).click();
  await page.getByRole('button', { name: 'Contact', exact: true }).click();
  const item = page.getByRole('article', { name });
  await expect(item).toBeVisible();
  await expect(item.getByText(message)).toBeVisible();
  await expect(item.getByText('Landlord Services')).toBeVisible();
  await expectNoA11yViolations(page, '/admin-dashboard Inbox tab');
  await item.getByRole('button', { name: /Mark handled/ }).click();
  await expect(item.getByText('Handled', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /Mark unhandled/ })).toBeVisible();

  await page.getByLabel('Unhandled only').check();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('the Contact page has no accessibility violations', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Inquiry Type' })).toBeVisible();
  await expectNoA11yViolations(page, '/contact');
});

test('the contact form fits a phone screen @phone', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectNoA11yViolations(page, '/contact on a phone');
});

test('after a failed send, a field message goes as soon as the field is put right; the others stay', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Name must be at least 2 characters' }),
  ).toBeVisible();
  await name.fill('Ffion Jones');
  await expect(page.getByRole('alert').filter({ hasText: 'Name must be at least 2 characters' })).toHaveCount(
    0,
  );
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }),
  ).toBeVisible();
});
