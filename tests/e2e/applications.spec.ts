/**
 * Issue #20, applications (CONTRACT.md §8): a visitor applies from a listing's page; the landlord
 * sees the application with its affordability, shortlists, references and approves it, sends the
 * holding-deposit information and records the deposit, and makes the tenancy in one step; the new
 * tenant sets a password from the invitation and signs in; the listing is gone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import {
  createLettableProperty,
  landlordApi,
  londonDate,
  makePdf,
  openPropertyTab,
} from './support/landlord';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A lettable home, listed: the landlord's Rent Smart Wales registration, then isListed on the whole record. */
async function listedHome(api: APIRequestContext, title: string): Promise<{ id: number }> {
  const property = await createLettableProperty(api, { title, price: 95_000 });
  const registration = await api.post('/api/landlord/documents', {
    multipart: {
      file: { name: 'rsw.pdf', mimeType: 'application/pdf', buffer: makePdf('Rent Smart Wales') },
      title: 'Rent Smart Wales registration',
      documentType: 'RSW_REGISTRATION',
      issueDate: londonDate(-30),
      reference: 'RSW-E2E-1',
    },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  const current = await api.get(`/api/properties/${property.id}`);
  const listed = await api.put(`/api/properties/${property.id}`, {
    data: { ...((await current.json()) as object), isListed: true },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  return property;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

test('a visitor applies from a listing; the landlord shortlists, approves and makes the tenancy; the tenant signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const landlord = await createApprovedUser('landlord', 'Rhodri Lewis');
  const title = unique('Application Terrace ');
  const api = await landlordApi(landlord);
  let home: { id: number };
  try {
    home = await listedHome(api, title);
  } finally {
    await api.dispose();
  }

  // The visitor applies from the listing's page.
  const email = `${unique('applicant.')}@example.com`;
  const moveIn = londonDate(7);
  const visitor = await browser.newContext({ baseURL });
  try {
    const listing = await visitor.newPage();
    await listing.goto(`/listings/${home.id}`);
    await listing.getByRole('link', { name: 'Apply for this home' }).click();
    const form = listing.getByRole('form', { name: `Apply for ${title}` });
    await expect(form).toBeVisible();
    await expect(listing.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Sent empty: each field says what it needs, and the page stays accessible.
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(
      form.getByText('Please enter your yearly income before tax in pounds', { exact: false }),
    ).toBeVisible();
    await expectNoA11yViolations(listing, '/listings/{id} apply form with errors');

    await form.getByLabel('Full name').fill('Elin Morgan');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('07700 900555');
    await form.getByLabel('Employment status').selectOption('employed');
    await form.getByLabel('Yearly income before tax (£)').fill('34,000');
    await form.getByLabel('People who will live there').fill('2');
    await form.getByLabel('Move-in date').fill(moveIn);
    await form.getByLabel('Anything else we should know').fill('No pets; we both work in Cardiff.');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(listing.getByRole('heading', { name: 'Application sent' })).toBeFocused();
    await expectNoA11yViolations(listing, '/listings/{id} after applying');
  } finally {
    await visitor.close();
  }
  const ack = await waitForMail(email, (m) => m.subject === `We have your application for ${title}`);
  expect(ack.text).toContain('Annual income: £34,000.00');
  await waitForMail(landlord.email, (m) => m.subject === `New application: ${title} from Elin Morgan`);

  // The landlord sees it with its affordability, and moves it on.
  await signIn(page, landlord.username, landlord.password);
  const card = await openPropertyTab(page, title, 'Applications');
  const applicants = card.getByRole('list', { name: `Applicants for ${title}` });
  const applicant = applicants.getByRole('listitem').filter({ hasText: 'Elin Morgan' });
  await expect(applicant).toContainText('Affordable: income at least 30 × rent');
  await expect(applicant).toContainText('£34,000.00');
  await expect(applicant).toContainText('New');
  await expectNoA11yViolations(page, '/landlord-dashboard Applications tab');

  await applicant.getByRole('button', { name: 'Shortlist Elin Morgan' }).click();
  await expect(applicant).toContainText('Shortlisted');
  await applicant.getByRole('button', { name: 'Start referencing Elin Morgan' }).click();
  await expect(applicant).toContainText('Referencing');
  await applicant.getByRole('button', { name: 'Approve Elin Morgan' }).click();
  await expect(applicant.getByText('Approved', { exact: true })).toBeVisible();
  await waitForMail(email, (m) => m.subject === `Your application for ${title}: Approved`);

  // The holding deposit: the information first, then the money (at most a week's rent, £219.23).
  await applicant.getByRole('button', { name: 'Holding deposit of Elin Morgan' }).click();
  let dialog = page.getByRole('dialog', { name: 'Holding deposit: Elin Morgan' });
  await expect(dialog).toContainText("At most one week's rent: £219.23");
  await expectNoA11yViolations(page, '/landlord-dashboard holding deposit dialog');
  await dialog.getByRole('button', { name: 'E-mail the information' }).click();
  await expect(toastRegion(page)).toContainText('Information sent');
  await waitForMail(email, (m) => m.subject === `Holding deposit for ${title}: please read before paying`);
  await applicant.getByRole('button', { name: 'Holding deposit of Elin Morgan' }).click();
  dialog = page.getByRole('dialog', { name: 'Holding deposit: Elin Morgan' });
  await dialog.getByLabel('Amount received (£)').fill('219.24');
  await dialog.getByRole('button', { name: 'Record holding deposit' }).click();
  await expect(
    dialog.getByText("A holding deposit cannot be more than one week's rent (£219.23)"),
  ).toBeVisible();
  await dialog.getByLabel('Amount received (£)').fill('219.23');
  await dialog.getByRole('button', { name: 'Record holding deposit' }).click();
  await expect(toastRegion(page)).toContainText('Repay or apply it by');
  await expect(applicant).toContainText('£219.23 held since');

  // The tenancy in one step, the holding deposit toward the first rent.
  await applicant.getByRole('button', { name: 'Create tenancy for Elin Morgan' }).click();
  dialog = page.getByRole('dialog', { name: 'Create tenancy for Elin Morgan' });
  await expect(dialog.getByLabel('Lease start (move-in)')).toHaveValue(moveIn);
  await expect(dialog.getByLabel('Monthly rent (£)')).toHaveValue('950.00');
  await expectNoA11yViolations(page, '/landlord-dashboard create tenancy dialog');
  await dialog.getByRole('button', { name: 'Create tenancy' }).click();
  await expect(toastRegion(page)).toContainText('Tenancy created');
  await expect(dialog).toBeHidden();
  await expect(applicant).toContainText('Tenancy created');
  await expect(applicant).toContainText("Put toward the first month's rent");

  // The new tenant sets a password from the invitation and signs in to their tenancy.
  const invitation = await waitForMail(email, (m) => m.text.includes('/reset-password?'));
  const link = linkIn(invitation, `${baseURL}/reset-password?`);
  const tenantContext = await browser.newContext({ baseURL });
  try {
    const tenant = await tenantContext.newPage();
    await tenant.goto(link);
    const password = 'Tenant-Applied-2026';
    await tenant.getByLabel('New Password').fill(password);
    await tenant.getByLabel('Confirm Password').fill(password);
    await tenant.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      tenant.getByRole('status').filter({ hasText: 'Your password has been reset' }),
    ).toBeVisible();
    await signIn(tenant, email, password);
    await expect(tenant).toHaveURL(/\/tenant-dashboard$/);
    await expect(tenant.getByRole('list', { name: 'Your tenancy' })).toContainText(title);

    // Let: the listing is no longer offered.
    await tenant.goto(`/listings/${home.id}`);
    await expect(
      tenant.getByRole('heading', { level: 1, name: 'This property is no longer available' }),
    ).toBeVisible();
  } finally {
    await tenantContext.close();
  }
});

test('the apply form and the Applications tab fit a phone @phone', async ({ page, browser, baseURL }) => {
  test.slow();
  const landlord = await createApprovedUser('landlord', 'Rhodri Lewis');
  const title = unique('Phone Flat ');
  const api = await landlordApi(landlord);
  let home: { id: number };
  try {
    home = await listedHome(api, title);
  } finally {
    await api.dispose();
  }
  const visitor = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const listing = await visitor.newPage();
    await listing.goto(`/listings/${home.id}`);
    const form = listing.getByRole('form', { name: `Apply for ${title}` });
    await form.scrollIntoViewIfNeeded();
    await expect(listing.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel('Full name').fill('Owain Phone');
    await form.getByLabel('Email').fill(`${unique('phone.')}@example.com`);
    await form.getByLabel('Phone').fill('07700 900666');
    await form.getByLabel('Employment status').selectOption('student');
    await form.getByLabel('Yearly income before tax (£)').fill('9000');
    await form.getByLabel('Move-in date').fill(londonDate(14));
    await form.getByLabel('I have a guarantor', { exact: false }).check();
    await expectNoHorizontalScroll(listing);
    await expectNoA11yViolations(listing, '/listings/{id} apply form on a phone');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(listing.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await signIn(page, landlord.username, landlord.password);
  const card = await openPropertyTab(page, title, 'Applications');
  const applicant = card.getByRole('listitem').filter({ hasText: 'Owain Phone' });
  await expect(applicant).toContainText('Guarantor: income below £28,500.00');
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page, '/landlord-dashboard Applications tab on a phone');
  await applicant.getByRole('button', { name: 'Reject Owain Phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Owain Phone' });
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText('Please give a reason for rejecting the application')).toBeVisible();
  await expectNoA11yViolations(page, '/landlord-dashboard reject dialog on a phone');
  await dialog.getByLabel('Reason').fill('The landlord needs a tenant who can stay for two years.');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(applicant.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(applicant).toContainText('The landlord needs a tenant who can stay for two years.');
});
