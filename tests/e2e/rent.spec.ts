/**
 * Rent and money (issue 5): a landlord records a payment and sees the Finances cards change,
 * imports a bank statement (one line matched, one for review, one unrelated) and resolves the
 * review, exports CSV and downloads a statement PDF; a tenant sees their payments and opens a
 * receipt. SPEC.md §2 (Finances tab; Tenant management Payments tab; Tenant dashboard Payments).
 *
 * Each test makes its own landlord and records through the API, so the numbers start known.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';
import { E2E_ADMIN } from './support/env';
import {
  acceptTenancyInvitations,
  createProperty,
  landlordApi,
  londonDate,
  openPropertyTab,
} from './support/landlord';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A tenancy whose first rent is due in eight days: the schedule writes it (and only it) as Upcoming at once. */
async function letProperty(rent: number, tenant?: { email: string; fullName: string }) {
  const landlord = await createApprovedUser('landlord', 'Bethan Morgan');
  const api = await landlordApi(landlord);
  const title = unique('Rent Flat ');
  const property = await createProperty(api, { title, status: 'vacant' });
  const created = await api.post(`/api/properties/${property.id}/tenants`, {
    data: {
      fullName: tenant?.fullName ?? 'Gethin Harris',
      email: tenant?.email ?? `${unique('e2e.rent.')}@example.com`,
      leaseStart: londonDate(-27),
      leaseEnd: londonDate(338),
      occupationDate: londonDate(8),
      rentAmount: rent,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { tenant: row } = (await created.json()) as {
    tenant: { id: number; paymentReference: string; fullName: string };
  };
  return { landlord, api, title, property, tenant: row };
}

async function expectCards(page: Page, values: Record<'Current Month' | 'Upcoming' | 'Overdue', string>) {
  const totals = page.getByRole('list', { name: 'Rent totals' });
  for (const [label, value] of Object.entries(values)) {
    await expect(totals.getByRole('listitem').filter({ hasText: label }), label).toContainText(value);
  }
}

test('a landlord records a payment and the Finances cards change', async ({ page }) => {
  const { landlord, title, api, property } = await letProperty(80_000);
  await signIn(page, landlord.username, landlord.password);
  await page.goto('/landlord-dashboard');
  const card = await openPropertyTab(page, title, 'Finances');
  await expectCards(page, { 'Current Month': '£0.00', Upcoming: '£800.00', Overdue: '£0.00' });
  await expect(card.getByRole('region', { name: `Payment history for ${title}` })).toContainText('£800.00');
  await expectNoA11yViolations(page, 'the Finances tab');

  await card.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByLabel('Tenant').selectOption({ label: 'Gethin Harris' });
  await dialog.getByLabel('Amount (£)').fill('0');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Amount must be at least 1p')).toBeVisible();
  await dialog.getByLabel('Amount (£)').fill('800');
  await dialog.getByLabel('Due date').fill(londonDate(8));
  await dialog.getByLabel('Payment date').fill(londonDate(0));
  await dialog.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await dialog.getByLabel('Reference').fill('EARLY RENT');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toastRegion(page).getByText('Payment Recorded')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The expected rent was settled, not doubled: paid this month, nothing upcoming.
  await expectCards(page, { 'Current Month': '£800.00', Upcoming: '£0.00', Overdue: '£0.00' });
  const payments = (await (await api.get(`/api/properties/${property.id}/payments`)).json()) as {
    status: string;
    reference: string;
  }[];
  expect(payments.map((p) => [p.status, p.reference])).toEqual([['paid', 'EARLY RENT']]);
  await api.dispose();
});

test('a landlord imports a statement, resolves the review, exports CSV and downloads a statement', async ({
  page,
}, testInfo) => {
  const { landlord, title, tenant, property, api } = await letProperty(95_000);
  const csv = [
    'Date,Description,Amount,Balance',
    `${londonDate(0).split('-').reverse().join('/')},FASTER PAYMENT G HARRIS ${tenant.paymentReference},950.00,10950.00`,
    `${londonDate(0).split('-').reverse().join('/')},TRANSFER FROM GETHIN,300.00,11250.00`,
    `${londonDate(0).split('-').reverse().join('/')},COUNCIL TAX REFUND,42.17,11292.17`,
  ].join('\n');
  // A second month so one line is matched and the part payment has a month to go to.
  await api.post(`/api/tenants/${tenant.id}/payments`, {
    data: { amount: 95_000, paymentDate: londonDate(38), dueDate: londonDate(38), status: 'pending' },
  });
  const file = testInfo.outputPath('statement.csv');
  fs.writeFileSync(file, csv);

  await signIn(page, landlord.username, landlord.password);
  await page.goto('/landlord-dashboard');
  const card = await openPropertyTab(page, title, 'Finances');
  await card.getByRole('button', { name: 'Sync with Revolut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bank statement' });
  await dialog.getByLabel('Statement file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toContainText('1 payment matched and marked paid');
  await expect(dialog).toContainText('2 lines need your review');
  await expectNoA11yViolations(page, 'the import result');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await expectCards(page, { 'Current Month': '£950.00', Upcoming: '£950.00', Overdue: '£0.00' });
  const review = card.getByRole('region', { name: /Payments to review/ });
  await expect(review.getByRole('listitem')).toHaveCount(2);
  const partLine = review.getByRole('listitem').filter({ hasText: 'TRANSFER FROM GETHIN' });
  await partLine.getByRole('button', { name: /Match as part payment/ }).click();
  await expect(toastRegion(page).getByText('Payment Matched')).toBeVisible();
  const refund = review.getByRole('listitem').filter({ hasText: 'COUNCIL TAX REFUND' });
  await refund.getByRole('button', { name: /Ignore/ }).click();
  await expect(toastRegion(page).getByText('Line Ignored')).toBeVisible();
  await expect(card.getByRole('region', { name: /Payments to review/ })).toBeHidden();
  // £300 of next month paid; £650 of it still upcoming.
  await expectCards(page, { 'Current Month': '£1,250.00', Upcoming: '£650.00', Overdue: '£0.00' });

  // Export: the filtered rows as CSV.
  await card.getByRole('group', { name: 'Show payments' }).getByRole('button', { name: 'Paid' }).click();
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: /Export/ }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(new RegExp(`^rent-${property.id}-paid-`));
  const exported = fs
    .readFileSync(await csvDownload.path(), 'utf8')
    .trim()
    .split('\n');
  expect(exported[0]).toBe('Paid on,Due date,Tenant,Amount (GBP),Status,Method,Reference,Source,Notes');
  expect(exported.slice(1).map((line) => line.split(',')[3])).toEqual(['950.00', '300.00']);

  // This month's statement as a PDF.
  const statementCard = page.getByRole('region', { name: 'Monthly statement' });
  await statementCard.getByLabel('Statement month').fill(londonDate(0).slice(0, 7));
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    statementCard.getByRole('link', { name: 'Download statement (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`statement-${londonDate(0).slice(0, 7)}.pdf`);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await api.dispose();
});

test('a tenant sees their rent, how to pay, and opens a receipt', async ({ page }) => {
  const tenantUser = await createApprovedUser('tenant', 'Mali Price');
  const { api, tenant } = await letProperty(72_500, { email: tenantUser.email, fullName: 'Mali Price' });
  await acceptTenancyInvitations(tenantUser);
  const paid = await api.post(`/api/tenants/${tenant.id}/payments`, {
    data: {
      amount: 72_500,
      paymentDate: londonDate(-1),
      dueDate: londonDate(-1),
      status: 'paid',
      paymentMethod: 'bank_transfer',
    },
  });
  expect(paid.status()).toBe(201);

  await signIn(page, tenantUser.username, tenantUser.password);
  await page.goto('/tenant-dashboard');
  const cards = page.getByRole('list', { name: 'Your tenancy' });
  await expect(cards).toContainText(/Monthly rent\s*£725\.00/);
  await expect(cards).toContainText('Next payment due');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\?tab=payments/);
  const history = page.getByRole('region', { name: /payment history/i });
  await expect(history).toContainText('Paid');
  await expect(history).toContainText('Pending');
  await expectNoA11yViolations(page, 'the tenant dashboard');

  await page.getByRole('button', { name: 'Make Payment' }).click();
  const howToPay = page.getByRole('dialog');
  await expect(howToPay).toContainText(tenant.paymentReference);
  await howToPay.getByRole('button', { name: 'Close' }).first().click();
  await expect(howToPay).toBeHidden();

  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: /Download receipt/ })
      .first()
      .click(),
  ]);
  expect(receipt.suggestedFilename()).toMatch(/^receipt-RC-\d{6}\.pdf$/);
  expect(
    fs
      .readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // Another tenant's receipt is not theirs to open.
  const other = await page.request.get(`/api/payments/${(await paid.json()).id + 100000}/receipt`);
  expect(other.status()).toBe(404);
  await api.dispose();
});

test('an admin sets the client account tenants pay into and a landlord’s management fee', async ({
  page,
}) => {
  const landlord = await createApprovedUser('landlord', 'Iestyn Pugh');
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Rent Settings' }).click();
  await page.getByLabel('Account name').fill('Vale & City Lettings Client Account');
  await page.getByLabel('Sort code').fill('12345');
  await page.getByLabel('Account number').fill('1234 5678');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Sort code must be 6 digits, like 12-34-56')).toBeVisible();
  await page.getByLabel('Sort code').fill('20 45 77');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastRegion(page).getByText('Bank Details Saved')).toBeVisible();
  await expect(page.getByLabel('Sort code')).toHaveValue('20-45-77');
  await expectNoA11yViolations(page, 'Rent Settings');

  await page.getByRole('tab', { name: 'User Management' }).click();
  await page.getByLabel('Search users').fill(landlord.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: landlord.username });
  await expect(row).toContainText('0%');
  await row.getByRole('button', { name: /Set fee/ }).click();
  const dialog = page.getByRole('dialog', { name: /Management fee for Iestyn Pugh/ });
  await dialog.getByLabel('Fee (% of rent due)').fill('12.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastRegion(page).getByText('Fee Updated')).toBeVisible();
  await expect(row).toContainText('12.5%');
});
