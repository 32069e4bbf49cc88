/**
 * Issue #17: a landlord adds a tenancy with an existing tenant's e-mail. The tenancy is not linked:
 * the tenant is invited, follows the e-mail's link (sign-in first, then back), sees the invitation on
 * their dashboard, accepts, and only then sees the tenancy. The landlord sees "Invitation pending"
 * until then.
 */
import type { Page } from '@playwright/test';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { createLettableProperty, landlordApi, openPropertyTab } from './support/landlord';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a landlord invites an existing tenant to a tenancy; the tenant signs in from the link, accepts and sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const landlord = await createApprovedUser('landlord', 'Bryn Morgan');
  const tenantUser = await createApprovedUser('tenant', 'Seren Hughes');
  const title = unique('Invitation Villa ');
  const api = await landlordApi(landlord);
  try {
    await createLettableProperty(api, { title, address: '12 Heol yr Invite', postcode: 'CF11 9AA' });
  } finally {
    await api.dispose();
  }

  // The landlord adds the tenancy through the page: an invitation, not a link.
  await signIn(page, landlord.username, landlord.password);
  const card = await openPropertyTab(page, title, 'Tenants');
  await card.getByRole('button', { name: 'Add Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tenant' });
  await dialog.getByLabel('Full Name').fill('Seren Hughes');
  await dialog.getByLabel('Email').fill(tenantUser.email);
  await dialog.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(toastRegion(page)).toContainText('we have e-mailed them an invitation');
  await expect(dialog).toBeHidden();
  const row = card
    .getByRole('region', { name: `Tenants of ${title}` })
    .getByRole('row')
    .filter({ hasText: tenantUser.email });
  await expect(row).toContainText('Invitation pending');
  await expect(row.getByRole('button', { name: 'Resend invitation to Seren Hughes' })).toBeVisible();
  await expectNoA11yViolations(page, '/landlord-dashboard with a pending tenancy invitation');

  const mail = await waitForMail(tenantUser.email, (m) => m.subject === 'You are invited to join a tenancy');
  expect(mail.text).toContain(`Bryn Morgan invites you to the tenancy at ${title}`);
  const link = linkIn(mail, `${baseURL}/tenant-dashboard?invitation=`);

  const tenantContext = await browser.newContext({ baseURL });
  try {
    const tenant = await tenantContext.newPage();
    // Signed out, the link leads to sign-in, and back to the invitation afterwards.
    await tenant.goto(link);
    await expect(tenant).toHaveURL(/\/login\?next=/);
    await tenant.getByLabel('Username').fill(tenantUser.username);
    await tenant.getByLabel('Password', { exact: true }).fill(tenantUser.password);
    await tenant.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(tenant).toHaveURL(/\/tenant-dashboard\?invitation=\d+&token=/);

    const invitations = tenant.getByRole('region', { name: 'Invitations to a tenancy' });
    await expect(invitations).toContainText(`landlord Bryn Morgan invites you to the tenancy at ${title}`);
    // Not linked yet: the portal has no tenancy.
    await expect(tenant.getByText('No active tenancy found')).toBeVisible();
    await expectNoA11yViolations(tenant, '/tenant-dashboard with a tenancy invitation');

    await invitations.getByRole('button', { name: `Accept the tenancy at ${title}` }).click();
    await expect(toastRegion(tenant)).toContainText('The tenancy is now in your tenant portal.');
    await expect(invitations).toBeHidden();
    await expect(tenant).toHaveURL(/\/tenant-dashboard$/);
    await expect(tenant.getByRole('list', { name: 'Your tenancy' })).toContainText(title);
    await expectNoA11yViolations(tenant, '/tenant-dashboard after accepting the invitation');
  } finally {
    await tenantContext.close();
  }

  // The landlord's view: linked, no invitation left to show.
  await page.reload();
  const again = await openPropertyTab(page, title, 'Tenants');
  const linkedRow = again
    .getByRole('region', { name: `Tenants of ${title}` })
    .getByRole('row')
    .filter({ hasText: tenantUser.email });
  await expect(linkedRow).toContainText('Active');
  await expect(linkedRow).not.toContainText('Invitation');
});
