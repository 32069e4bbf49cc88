/**
 * The tenant portal and repairs, clicked through as people use them: a tenant sees their home,
 * rent and next due date, downloads a document their landlord shared, writes to the landlord,
 * reports a repair with a photo and changes it; the landlord adds a contractor, assigns them, moves
 * the repair on and completes it; the tenant sees each change. SPEC.md §2 (Tenant dashboard),
 * §4 (maintenance states); issue 6.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { createApprovedUser, expectNoA11yViolations, signIn, test, expect, unique } from './support/fixtures';
import {
  acceptTenancyInvitations,
  createLettableProperty,
  landlordApi,
  londonDate,
  openPropertyTab,
} from './support/landlord';
import { waitForMail } from './support/mail';

async function photoOfLeak(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A page of its own for the landlord, so tenant and landlord stay signed in side by side. */
async function landlordPage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

test('a tenant reports a repair with a photo; the landlord assigns a contractor and completes it; the tenant sees each step', async ({
  page,
  browser,
}) => {
  test.slow();
  const landlord = await createApprovedUser('landlord', 'Rhodri Evans');
  const tenantUser = await createApprovedUser('tenant', 'Nia Jenkins');
  const api = await landlordApi(landlord);
  const title = unique('Repairs Terrace ');
  const property = await createLettableProperty(api, {
    title,
    address: '7 Heol y Repairs',
    postcode: 'CF24 4AA',
  });
  const let_ = await api.post(`/api/properties/${property.id}/tenants`, {
    data: {
      fullName: 'Nia Jenkins',
      email: tenantUser.email,
      phone: '07700 900123',
      leaseStart: londonDate(-30),
      leaseEnd: londonDate(335),
      rentAmount: 82_500,
    },
  });
  expect(let_.status(), await let_.text()).toBe(201);
  const { tenant } = (await let_.json()) as { tenant: { id: number } };
  await acceptTenancyInvitations(tenantUser);
  const shared = await api.post(`/api/tenants/${tenant.id}/documents`, {
    multipart: {
      file: { name: 'written-statement.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      title: 'Written statement',
      documentType: 'WRITTEN_STATEMENT',
      issueDate: londonDate(-30),
      sharedWithTenant: 'true',
    },
  });
  expect(shared.status(), await shared.text()).toBe(201);

  // The tenant: their home, rent and next due date.
  await signIn(page, tenantUser.username, tenantUser.password);
  await page.goto('/tenant-dashboard');
  const cards = page.getByRole('list', { name: 'Your tenancy' });
  await expect(cards).toContainText(title);
  await expect(cards).toContainText(/Monthly rent\s*£825\.00/);
  await expect(cards).toContainText('Next payment due');
  await expect(page.getByRole('button', { name: 'Report Issue' })).toBeVisible();
  await expectNoA11yViolations(page, 'the tenant Overview');

  // The document the landlord shared, downloaded through the authorised file endpoint.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const documents = page.getByRole('table', { name: 'Your documents' });
  await expect(documents).toContainText('Written statement');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('link', { name: 'Download Written statement' }).click(),
  ]);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectNoA11yViolations(page, 'the tenant Documents tab');

  // Contact Landlord: the landlord is e-mailed.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Contact Landlord' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact Landlord' });
  await contact.getByLabel('Subject').fill('Bins collection day');
  await contact.getByLabel('Message').fill('Which day are the recycling bins collected on this street?');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent', { exact: true }).first()).toBeVisible();
  await waitForMail(landlord.email, (mail) => mail.text.includes('recycling bins'));

  // Report Issue with a photo.
  await page.getByRole('button', { name: 'Report Issue' }).click();
  const form = page.getByRole('dialog', { name: 'New Request' });
  await form.getByLabel('Title').fill('Kitchen tap leaking');
  await form
    .getByLabel('Description')
    .fill('The cold tap in the kitchen drips all the time, and the cupboard below is wet.');
  await form.getByLabel('Category').selectOption({ label: 'Plumbing and leaks' });
  await form.getByRole('radio', { name: 'Urgent' }).check();
  await form.getByLabel('Access notes (optional)').fill('Weekday mornings; the dog is friendly.');
  await form
    .getByLabel('Photos (optional)')
    .setInputFiles({ name: 'leak.jpg', mimeType: 'image/jpeg', buffer: await photoOfLeak() });
  await expectNoA11yViolations(page, 'the New Request dialog');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Submitted', { exact: true }).first()).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('tab', { name: 'Maintenance' }).click();
  const requests = page.getByRole('list', { name: 'Maintenance requests' });
  const item = requests.getByRole('listitem').filter({ hasText: 'Kitchen tap leaking' });
  await expect(item).toContainText('Submitted');
  await waitForMail(landlord.email, (mail) => mail.subject.includes('Kitchen tap leaking'));

  // Update while submitted.
  await item.getByRole('button', { name: 'Update "Kitchen tap leaking"' }).click();
  const update = page.getByRole('dialog', { name: 'Update Request' });
  await expect(update).toContainText('This request has 1 photo.');
  await update.getByLabel('Title').fill('Kitchen cold tap leaking');
  await update.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Request Updated', { exact: true }).first()).toBeVisible();
  const updated = requests.getByRole('listitem').filter({ hasText: 'Kitchen cold tap leaking' });
  await expect(updated).toBeVisible();
  await expectNoA11yViolations(page, 'the tenant Maintenance tab');

  // The landlord: a contractor in the directory, then the repair.
  const plumberEmail = `${unique('e2e.plumber.')}@example.com`;
  const expired = await api.post('/api/contractors', {
    data: {
      name: 'Lapsed Gas Ltd',
      trade: 'gas',
      phone: '029 2000 0000',
      email: `${unique('e2e.lapsed.')}@example.com`,
      certificates: [
        { kind: 'gas_safe', reference: '123456', expiresOn: londonDate(-5) },
        { kind: 'insurance', reference: 'PL-1', expiresOn: londonDate(200) },
      ],
    },
  });
  expect(expired.status(), await expired.text()).toBe(201);

  const landlordTab = await landlordPage(browser, landlord.username, landlord.password);
  await landlordTab.goto('/landlord-dashboard');
  await landlordTab.getByRole('button', { name: 'Show contractors' }).click();
  await landlordTab.getByRole('button', { name: 'Add Contractor' }).click();
  const contractorForm = landlordTab.getByRole('dialog');
  await contractorForm.getByLabel('Name').fill('Dŵr Plumbing');
  await contractorForm.getByLabel('Trade').selectOption({ label: 'Plumber' });
  await contractorForm.getByLabel('Phone').fill('07700 900456');
  await contractorForm.getByLabel('E-mail').fill(plumberEmail);
  const insurance = contractorForm.getByRole('group', { name: /Public liability insurance/ });
  await insurance.getByLabel('Reference (optional)').fill('PL-2026-77');
  await insurance.getByLabel('Expiry date').fill(londonDate(300));
  await contractorForm.getByRole('button', { name: 'Add Contractor' }).click();
  await expect(contractorForm).toBeHidden();
  const directory = landlordTab.getByRole('table', { name: 'Contractors' });
  await expect(directory).toContainText('Dŵr Plumbing');
  await expect(directory).toContainText('Lapsed Gas Ltd');
  await expectNoA11yViolations(landlordTab, 'the contractors directory');

  const card = await openPropertyTab(landlordTab, title, 'Repairs');
  const repairs = card.getByRole('table', { name: `Repairs for ${title}` });
  await expect(repairs).toContainText('Kitchen cold tap leaking');
  await expectNoA11yViolations(landlordTab, 'the Repairs tab');
  await repairs.getByRole('button', { name: 'Manage repair "Kitchen cold tap leaking"' }).click();
  const manage = landlordTab.getByRole('dialog', { name: 'Manage repair: Kitchen cold tap leaking' });
  await expect(manage.getByRole('img', { name: /Photo 1 of 1/ })).toBeVisible();
  // A contractor whose Gas Safe registration has lapsed cannot be chosen.
  await expect(manage.getByRole('option', { name: /Lapsed Gas Ltd/ })).toBeDisabled();
  await manage.getByLabel('Status').selectOption({ label: 'In progress' });
  const plumber = manage.getByRole('option', { name: /^Dŵr Plumbing/ });
  await manage.getByLabel('Contractor').selectOption((await plumber.getAttribute('value'))!);
  await manage.getByLabel('Note to the tenant (optional)').fill('Dŵr Plumbing will call on Tuesday morning.');
  await manage.getByLabel('Cost (£) (optional)').fill('85.00');
  await expectNoA11yViolations(landlordTab, 'the Manage repair dialog');
  await manage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(landlordTab.getByText('Repair Updated', { exact: true }).first()).toBeVisible();
  await expect(repairs).toContainText('In progress');

  // The contractor gets the job with the access notes and the photo; the tenant is told.
  const job = await waitForMail(plumberEmail, (mail) => mail.subject.includes('Kitchen cold tap leaking'));
  expect(job.text).toContain('Weekday mornings; the dog is friendly.');
  expect(job.text).toContain('7 Heol y Repairs');
  await waitForMail(tenantUser.email, (mail) => /in progress/i.test(mail.subject));

  await page.reload();
  await expect(updated).toContainText('In progress');
  await expect(updated.getByRole('button', { name: /^Update/ })).toHaveCount(0);
  await updated.getByRole('button', { name: 'View Details of "Kitchen cold tap leaking"' }).click();
  const details = page.getByRole('dialog', { name: 'Kitchen cold tap leaking' });
  await expect(details).toContainText('Dŵr Plumbing will call on Tuesday morning.');
  await expect(details).not.toContainText('85.00');
  await expectNoA11yViolations(page, 'the repair details');
  await details.getByRole('button', { name: 'Close' }).last().click();

  // Completed.
  await repairs.getByRole('button', { name: 'Manage repair "Kitchen cold tap leaking"' }).click();
  await manage.getByLabel('Status').selectOption({ label: 'Completed' });
  await manage.getByLabel('Note to the tenant (optional)').fill('New washer fitted; no more drips.');
  await manage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(repairs).toContainText('Completed');
  await waitForMail(tenantUser.email, (mail) => /completed/i.test(mail.subject));

  await page.reload();
  await expect(updated).toContainText('Completed');
  await updated.getByRole('button', { name: 'View Details of "Kitchen cold tap leaking"' }).click();
  await expect(details).toContainText('New washer fitted; no more drips.');

  await landlordTab.context().close();
  await api.dispose();
});

test('a tenant with no tenancy is told so', async ({ page }) => {
  const tenantUser = await createApprovedUser('tenant', 'Owain Lloyd');
  await signIn(page, tenantUser.username, tenantUser.password);
  await page.goto('/tenant-dashboard');
  await expect(page.getByText('No active tenancy found')).toBeVisible();
  await expectNoA11yViolations(page, 'the empty tenant dashboard');
});

/** The smallest PDF a browser opens: one empty page. */
function minimalPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
