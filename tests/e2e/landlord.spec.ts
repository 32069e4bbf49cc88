/**
 * Landlords: the dashboard (summary cards, properties, search), the Add/Edit Property dialog, the
 * Delete Property confirmation (delete against archive), tenants with the e-mailed invitation,
 * communications, and property documents (upload judged by content, Expiring Soon, download).
 * SPEC.md §2 (Landlord dashboard and its dialogs), §4 (document badges), §5 (Property,
 * Communication), §8 (Properties and documents; Tenants, communications); issue 3.
 *
 * Each test makes its own approved landlord through the admin API, so the demo data stays as it is
 * and the summary cards start from known numbers. Records a test only starts from (a property, a
 * tenancy) are made through the landlord's API; what the test is about is done through the page.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, E2E_ADMIN } from './support/env';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import {
  createLettableProperty,
  createProperty,
  createTenant,
  landlordApi,
  londonDate,
  makePdf,
  openPropertyTab,
  propertyCard,
} from './support/landlord';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

// ---------------------------------------------------------------------------------------------
// Set-up through the API (the starting point of a test, not what it checks).

// ---------------------------------------------------------------------------------------------
// Page helpers.

/** One of the four summary cards: its label and its value. */
async function expectSummary(page: Page, values: Record<string, string>) {
  const summary = page.getByRole('region', { name: 'Portfolio summary' });
  for (const [label, value] of Object.entries(values)) {
    const card = summary.getByRole('listitem').filter({ hasText: label });
    await expect(card.locator('p'), `summary card ${label}`).toHaveText([label, value]);
  }
}

// ---------------------------------------------------------------------------------------------

test('a landlord adds a property with rent in pounds, sees the summary change, edits it and searches', async ({
  page,
}) => {
  const user = await createApprovedUser('landlord', 'Eira Landlord');
  const api = await landlordApi(user);
  try {
    await createProperty(api, { title: 'Flat above the bakery', postcode: 'SA1 1AA', price: 70_000 });
  } finally {
    await api.dispose();
  }
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/landlord-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Properties' })).toBeVisible();
  await expect(propertyCard(page, 'Flat above the bakery')).toBeVisible();
  // Monthly rent counts occupied properties only (SPEC.md §2).
  await expectSummary(page, { 'Total Properties': '1', Occupied: '0', Vacant: '1', 'Monthly Rent': '£0.00' });
  await expectNoA11yViolations(page, '/landlord-dashboard');

  // Add Property: the form's own checks first (SPEC.md §5 Property).
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, '/landlord-dashboard with the Add Property dialog');
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  for (const message of [
    'Title must be at least 3 characters',
    'Address must be at least 5 characters',
    'City must be at least 2 characters',
    'Postcode must be at least 5 characters',
    'Description must be at least 10 characters',
    'Monthly rent must be at least £0.01',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, '/landlord-dashboard with the Add Property dialog showing field errors');

  const title = 'Terrace on Heol Las';
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Status').selectOption({ label: 'Available' });
  await dialog.getByLabel('Address').fill('7 Heol Las');
  await dialog.getByLabel('City').fill('Swansea');
  await dialog.getByLabel('Postcode').fill('SA6 7QX');
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('A two-bed terrace close to the park, with a small garden.');
  await dialog.getByLabel('Bedrooms').fill('2');
  await dialog.getByLabel('Bathrooms').fill('1');
  await dialog.getByLabel('Monthly Rent (£)').fill('1,234.56');
  // Safety compliance: two storeys, each with a working, interlinked smoke alarm.
  await dialog.getByLabel('Storeys (optional)', { exact: true }).fill('2');
  await dialog.getByLabel('Storeys with a working, interlinked smoke alarm').fill('2');
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(toastRegion(page).getByText('Property Added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Pounds to pence and back, exactly: £1,234.56 on the card.
  const card = propertyCard(page, title);
  await expect(card).toBeVisible();
  await expect(card).toContainText('£1,234.56');
  await expect(card).toContainText('7 Heol Las, Swansea, SA6 7QX');
  await expect(card).toContainText('2 Bedrooms');
  await expect(card).toContainText('1 Bathroom');
  await expect(card).toContainText('Available');
  await expectSummary(page, { 'Total Properties': '2', Occupied: '0', Vacant: '2', 'Monthly Rent': '£0.00' });

  // Edit: a new title, and let it — the monthly rent now counts it.
  await openPropertyTab(page, title, 'Details');
  // The storeys and alarms entered are what the Details tab reports.
  await expect(card).toContainText('On every storey (2 of 2)');
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Monthly Rent (£)')).toHaveValue('1234.56');
  const renamed = 'Terrace on Heol Las (renovated)';
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByLabel('Status').selectOption({ label: 'Occupied' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastRegion(page).getByText('Property Updated', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  const renamedCard = propertyCard(page, renamed);
  await expect(renamedCard).toContainText('£1,234.56');
  await expect(renamedCard).toContainText('Occupied');
  await expect(propertyCard(page, title)).toHaveCount(0);
  await expectSummary(page, {
    'Total Properties': '2',
    Occupied: '1',
    Vacant: '1',
    'Monthly Rent': '£1,234.56',
  });

  // Search: the postcode in lower case finds it, and only it.
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await search.fill('sa6 7qx');
  await expect(propertyCard(page, 'Flat above the bakery')).toHaveCount(0);
  await expect(renamedCard).toBeVisible();
  await search.fill('HEOL LAS');
  await expect(renamedCard).toBeVisible();
  await expect(propertyCard(page, 'Flat above the bakery')).toHaveCount(0);
  await search.fill('no such place xyz');
  await expect(page.getByText('No properties found', { exact: true })).toBeVisible();
  await expect(renamedCard).toHaveCount(0);
  await search.fill('');
  await expect(propertyCard(page, 'Flat above the bakery')).toBeVisible();
  await expect(renamedCard).toBeVisible();
});

test('a landlord adds a tenant; the invitation e-mail arrives, and the tenant sets a password and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createApprovedUser('landlord', 'Eira Landlord');
  const api = await landlordApi(user);
  const title = 'Cottage by the harbour';
  try {
    await createLettableProperty(api, { title, price: 82_500 });
  } finally {
    await api.dispose();
  }
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/landlord-dashboard$/);

  const card = await openPropertyTab(page, title, 'Tenants');
  const inner = card.getByRole('tablist', { name: `Tenant management for ${title}` });
  // Communications, Payments and Documents wait for a selected tenant (SPEC.md §2).
  for (const name of ['Communications', 'Payments', 'Documents']) {
    await expect(inner.getByRole('tab', { name, exact: true })).toBeDisabled();
  }
  await expect(card.getByText('No tenants for this property yet.', { exact: false })).toBeVisible();

  await card.getByRole('button', { name: 'Add Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tenant' });
  await expect(dialog).toBeVisible();
  // The rent is offered from the property's, in pounds; the lease runs from today for a year.
  await expect(dialog.getByLabel('Monthly Rent (£)')).toHaveValue('825.00');
  await expect(dialog.getByLabel('Lease Start')).toHaveValue(londonDate(0));
  await expectNoA11yViolations(page, '/landlord-dashboard with the Add Tenant dialog');

  const email = `${unique('invited.')}@example.com`;
  const fullName = 'Owain Invited';
  await dialog.getByLabel('Full Name').fill(fullName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('07700 900456');
  await dialog.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(toastRegion(page).getByText('Tenant Added', { exact: true })).toBeVisible();
  await expect(toastRegion(page)).toContainText('An e-mail with a link to set their password has been sent');
  await expect(dialog).toBeHidden();

  const table = card.getByRole('region', { name: `Tenants of ${title}` });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fullName);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('£825.00');

  // The invitation, with a link to set a password.
  const mail = await waitForMail(email, (m) => m.text.includes('/reset-password?'));
  expect(mail.subject).toBe('Your tenant account is ready: set your password');
  expect(mail.text).toContain(title);
  const link = linkIn(mail, `${baseURL}/reset-password?`);

  const tenantContext = await browser.newContext({ baseURL });
  try {
    const tenant = await tenantContext.newPage();
    await tenant.goto(link);
    await expect(tenant.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const password = 'Tenant-Chosen-2026';
    await tenant.getByLabel('New Password').fill(password);
    await tenant.getByLabel('Confirm Password').fill(password);
    await tenant.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      tenant.getByRole('status').filter({ hasText: 'Your password has been reset' }),
    ).toBeVisible();

    // The username is the e-mail address.
    await signIn(tenant, email, password);
    await expect(tenant).toHaveURL(/\/tenant-dashboard$/);
    await expect(tenant.getByRole('heading', { level: 1, name: 'Tenant Dashboard' })).toBeVisible();
  } finally {
    await tenantContext.close();
  }
});

test('selecting a tenant row opens Communications; a communication is checked, logged and listed', async ({
  page,
}) => {
  const user = await createApprovedUser('landlord', 'Eira Landlord');
  const api = await landlordApi(user);
  const title = 'Flat on Stryd Fawr';
  const tenantName = 'Megan Selected';
  try {
    const property = await createLettableProperty(api, { title });
    await createTenant(api, property.id, tenantName);
  } finally {
    await api.dispose();
  }
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/landlord-dashboard$/);

  const card = await openPropertyTab(page, title, 'Tenants');
  const inner = card.getByRole('tablist', { name: `Tenant management for ${title}` });
  const row = card
    .getByRole('region', { name: `Tenants of ${title}` })
    .getByRole('row')
    .filter({ hasText: tenantName });
  // A click on the row (not on its name button) selects the tenant.
  await row.getByRole('cell').filter({ hasText: ' to ' }).click();
  await expect(inner.getByRole('tab', { name: 'Communications', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(card.getByText(`Selected tenant: ${tenantName}`)).toBeVisible();
  await expect(card.getByText(`No communications logged with ${tenantName} yet.`)).toBeVisible();

  await card.getByRole('button', { name: 'Log Communication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Communication' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, '/landlord-dashboard with the Log Communication dialog');

  const subject = 'Boiler service visit';
  await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Phone call' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Content').fill('Too short');
  await dialog.getByRole('button', { name: 'Log Communication' }).click();
  await expect(dialog.getByText('Content must be at least 10 characters', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Content')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(
    page,
    '/landlord-dashboard with the Log Communication dialog showing an error',
  );

  const content = 'Called to arrange the annual boiler service for Tuesday morning.';
  await dialog.getByLabel('Content').fill(content);
  await dialog.getByRole('button', { name: 'Log Communication' }).click();
  await expect(toastRegion(page).getByText('Communication Logged', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(content);
  await expect(item).toContainText('Phone call');
  await expect(item).toContainText('Outbound');
});

test('a gas certificate expiring in 20 days shows Expiring Soon and downloads as the PDF; a fake PDF is refused', async ({
  page,
}) => {
  const user = await createApprovedUser('landlord', 'Eira Landlord');
  const api = await landlordApi(user);
  const title = 'House on Ffordd y Môr';
  try {
    await createProperty(api, { title });
  } finally {
    await api.dispose();
  }
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/landlord-dashboard$/);

  const card = await openPropertyTab(page, title, 'Documents');
  await expect(
    card.getByText('No documents added yet. Click "Add Document" to upload property documentation.', {
      exact: true,
    }),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Add Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Document' });
  await expect(dialog).toBeVisible();
  // SPEC.md §9 defaults: type Other, issue date today.
  await expect(dialog.getByLabel('Issue Date')).toHaveValue(londonDate(0));
  await expectNoA11yViolations(page, '/landlord-dashboard with the Add Document dialog');

  const pdf = makePdf('Gas Safe record 2026');
  const docTitle = 'Gas safety record 2026';
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'gas-safety-2026.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByLabel('Title').fill(docTitle);
  await dialog.getByLabel('Document Type').selectOption({ label: 'Gas Safety Certificate' });
  await dialog.getByLabel('Expiry Date').fill(londonDate(20));
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(toastRegion(page).getByText('Document Added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: docTitle }) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Gas Safety Certificate');
  await expect(item.getByText('Expiring Soon', { exact: true })).toBeVisible();
  await expect(item.getByText('Expired', { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page, '/landlord-dashboard with a property document listed');

  // Download: the same bytes come back.
  const downloading = page.waitForEvent('download');
  await item.getByRole('link', { name: `Download ${docTitle}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const bytes = fs.readFileSync(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.equals(pdf)).toBe(true);

  // An HTML page named .pdf is judged by its content and refused with the server's words.
  await card.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('File').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script>Not a PDF</body></html>'),
  });
  await dialog.getByLabel('Title').fill('Not really a certificate');
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  const refusal = 'Only PDF, JPEG, PNG or WebP files can be uploaded.';
  await expect(dialog.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(dialog.getByLabel('File')).toHaveAttribute('aria-invalid', 'true');
  // The toast shows it too. While the modal dialog is open the toast region is aria-hidden (the
  // dialog hides everything else), so it is found here including hidden elements; the in-dialog
  // alert above is what assistive technology announces.
  await expect(
    page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(refusal),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('heading', { name: 'Not really a certificate' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Download / })).toHaveCount(1);
});

test('deleting a property: one without history is deleted, one with a tenant is archived and an admin can restore it', async ({
  page,
  browser,
}) => {
  const user = await createApprovedUser('landlord', 'Eira Landlord');
  const api = await landlordApi(user);
  const fresh = 'Garage flat (never let)';
  const lived = 'Maisonette with a tenancy';
  try {
    await createProperty(api, { title: fresh, postcode: 'NP20 1AA' });
    const property = await createLettableProperty(api, { title: lived, postcode: 'NP20 2BB' });
    await createTenant(api, property.id, 'Huw Historic');
  } finally {
    await api.dispose();
  }
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/landlord-dashboard$/);
  await expect(propertyCard(page, fresh)).toBeVisible();
  await expect(propertyCard(page, lived)).toBeVisible();
  await expectSummary(page, { 'Total Properties': '2' });

  // The confirmation (SPEC.md §2); Cancel keeps the property.
  let card = await openPropertyTab(page, fresh, 'Details');
  await card.getByRole('button', { name: `Delete ${fresh}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Property' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${fresh}"? This action cannot be undone.`,
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoA11yViolations(page, '/landlord-dashboard with the Delete Property confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(propertyCard(page, fresh)).toBeVisible();

  await card.getByRole('button', { name: `Delete ${fresh}` }).click();
  await confirm.getByRole('button', { name: 'Delete Property' }).click();
  await expect(toastRegion(page).getByText('Property Deleted', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(propertyCard(page, fresh)).toHaveCount(0);
  await expectSummary(page, { 'Total Properties': '1' });

  // With a tenancy on record it is archived instead, and the answer says so.
  card = await openPropertyTab(page, lived, 'Details');
  await card.getByRole('button', { name: `Delete ${lived}` }).click();
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${lived}"? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete Property' }).click();
  await expect(toastRegion(page).getByText('Property Archived', { exact: true })).toBeVisible();
  await expect(toastRegion(page)).toContainText(
    'This property has records that must be kept, so it has been archived instead of deleted.',
  );
  await expect(propertyCard(page, lived)).toHaveCount(0);
  await expect(page.getByText('No properties found', { exact: true })).toBeVisible();
  await expectSummary(page, { 'Total Properties': '0', Occupied: '0', Vacant: '0', 'Monthly Rent': '£0.00' });

  // Still gone after a reload (the list comes from the server).
  await page.reload();
  await expect(page.getByText('No properties found', { exact: true })).toBeVisible();

  // An administrator finds it among the archived properties and restores it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  try {
    await signIn(adminPage, E2E_ADMIN.username, E2E_ADMIN.password);
    await adminPage.goto('/landlord-dashboard');
    const archived = adminPage.getByRole('region', { name: 'Archived Properties' });
    await expect(archived.getByText(lived, { exact: true })).toBeVisible();
    await expectNoA11yViolations(adminPage, '/landlord-dashboard as an admin, with archived properties');
    await archived.getByRole('button', { name: `Restore ${lived}` }).click();
    await expect(toastRegion(adminPage).getByText('Property Restored', { exact: true })).toBeVisible();
    await expect(archived.getByText(lived, { exact: true })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
  await page.reload();
  await expect(propertyCard(page, lived)).toBeVisible();
});

test('the demo landlord sees their seeded properties with tenants and documents, with no accessibility violations', async ({
  page,
}) => {
  // Read only: the demo data is looked at, never changed.
  await signIn(page, DEMO.landlord.username, DEMO.landlord.password);
  await expect(page).toHaveURL(/\/landlord-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' })).toBeVisible();
  await expectSummary(page, { 'Total Properties': '4' });
  const cards = page.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(4);
  const title = (await cards.first().innerText()).trim();

  await openPropertyTab(page, title, 'Details');
  await expectNoA11yViolations(page, '/landlord-dashboard with a demo property open (Details)');
  await openPropertyTab(page, title, 'Tenants');
  await expectNoA11yViolations(page, '/landlord-dashboard with a demo property open (Tenants)');
  await openPropertyTab(page, title, 'Documents');
  await expectNoA11yViolations(page, '/landlord-dashboard with a demo property open (Documents)');
});

test('a tenant opening /landlord-dashboard is told it is for landlords and sees no properties', async ({
  page,
}) => {
  await signIn(page, DEMO.tenant.username, DEMO.tenant.password);
  await expect(page).toHaveURL(/\/tenant-dashboard$/);

  await page.goto('/landlord-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' })).toBeVisible();
  await expect(page.getByText('The landlord dashboard is for landlords.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Properties' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Property' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Portfolio summary' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Manage property/ })).toHaveCount(0);
  await expectNoA11yViolations(page, '/landlord-dashboard as a tenant');
});
