/**
 * Administrators: the dashboard's user management (create, reset password), /admin-access, and
 * everyone else being turned away from /admin-dashboard.
 * SPEC.md §2 (Admin dashboard, Admin access), §5 Admin: create user, §6, §8 Administration.
 */
import type { Page } from '@playwright/test';
import { DEMO, E2E_ADMIN } from './support/env';
import {
  createApprovedUser,
  expect,
  expectNoA11yViolations,
  expectSignedInHeader,
  signIn,
  test,
  unique,
} from './support/fixtures';
import { linkIn, mailsTo, waitForMail } from './support/mail';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signInAsAdmin(page: Page) {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function findUserRow(page: Page, text: string) {
  await page.getByRole('tab', { name: 'User Management' }).click();
  await page.getByLabel('Search users').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test('a tenant opening /admin-dashboard sees Access Denied and is sent to /', async ({ page }) => {
  await signIn(page, DEMO.tenant.username, DEMO.tenant.password);
  await expect(page).toHaveURL(/\/tenant-dashboard$/);

  await page.goto('/admin-dashboard');
  await expect(toastRegion(page).getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
  // The server refuses the admin calls too (the client guard is only for display).
  const answer = await page.request.get('/api/admin/users');
  expect(answer.status()).toBe(403);
});

test('a signed-out visitor opening /admin-dashboard is sent to / as well', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(toastRegion(page).getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the admin dashboard shows its tabs and the user table, with no accessibility violations', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const name of ['User Management', 'Create User', 'Email Settings', 'SMS Settings']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Manage Website Images' })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['User', 'User Type', 'Status', 'Registered', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row').filter({ hasText: DEMO.landlord.username })).toHaveCount(1);
  await expectNoA11yViolations(page, '/admin-dashboard');

  await page.getByRole('tab', { name: 'Create User' }).click();
  await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
  await expectNoA11yViolations(page, '/admin-dashboard Create User tab');
});

test('an admin creates a user, who gets a set-password link by e-mail (no password in it), sets it and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `${unique('created.')}@example.com`;
  const fullName = 'Dafydd Created';

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Create User' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Create User' });

  // SPEC.md §5 Admin: create user — name and e-mail are required.
  await panel.getByRole('button', { name: 'Create User' }).click();
  await expect(toastRegion(page).getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText('Please fill in all required fields')).toBeVisible();

  await panel.getByLabel('Full Name').fill(fullName);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Phone').fill('07700 900123');
  await panel.getByLabel('User Type').selectOption({ label: 'Landlord' });
  await panel.getByRole('button', { name: 'Create User' }).click();
  await expect(toastRegion(page).getByText('User Created Successfully', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Full Name')).toHaveValue('');

  // Listed as approved, with the e-mail address as username.
  const row = await findUserRow(page, email);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Landlord');

  // The e-mail carries a link to set a password and never a password.
  const mail = await waitForMail(email, (m) => m.text.includes('/reset-password?'));
  const link = linkIn(mail, `${baseURL}/reset-password?`);
  for (const body of [mail.text, mail.html]) {
    // With the links taken out, nothing reads like "password: …", "password is …" or a temporary password.
    const withoutLinks = body.replace(/https?:\/\/[^\s"'<>]+/g, '<link>');
    expect(withoutLinks).not.toMatch(/password\s*(is|:)\s*(?!<link>)\S+/i);
    expect(withoutLinks).not.toMatch(/temporary password/i);
  }

  const userContext = await browser.newContext({ baseURL });
  try {
    const user = await userContext.newPage();
    await user.goto(link);
    await expect(user.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const password = 'Chosen-By-Me-2026';
    await user.getByLabel('New Password').fill(password);
    await user.getByLabel('Confirm Password').fill(password);
    await user.getByRole('button', { name: 'Reset Password' }).click();
    await expect(user.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
    await user.getByRole('link', { name: 'Go to Login now' }).click();

    await signIn(user, email, password);
    await expect(user).toHaveURL(/\/landlord-dashboard$/);
    await expect(user.getByRole('heading', { level: 1, name: 'Landlord Dashboard' })).toBeVisible();
  } finally {
    await userContext.close();
  }
});

test('an admin resets a password: the temporary password is shown once, and must be changed at the next sign-in', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const target = await createApprovedUser('tenant', 'Reset Tenant');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await signInAsAdmin(page);
  const row = await findUserRow(page, target.username);
  await row.getByRole('button', { name: 'Reset' }).click();

  const dialog = page.getByRole('dialog', { name: 'Temporary Password' });
  await expect(dialog).toBeVisible();
  const shown = dialog.getByLabel('Temporary password', { exact: true });
  const tempPassword = (await shown.innerText()).trim();
  expect(tempPassword.length).toBeGreaterThanOrEqual(8);
  await expect(dialog).toContainText('shown only once');
  await expectNoA11yViolations(page, '/admin-dashboard with the Temporary Password dialog');

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tempPassword);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Once closed it is nowhere on the page, and a reload does not bring it back.
  await expect(page.getByText(tempPassword)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(tempPassword)).toHaveCount(0);

  // The user is told by e-mail, without the password.
  const mail = await waitForMail(target.email, (m) => /reset/i.test(m.subject));
  expect(mail.text).not.toContain(tempPassword);
  expect(mail.html).not.toContain(tempPassword);
  expect(
    mailsTo(target.email).some((m) => m.text.includes(tempPassword) || m.html.includes(tempPassword)),
  ).toBe(false);

  // The old password is gone; the temporary one leads straight to Change Password.
  const userContext = await browser.newContext({ baseURL });
  try {
    const user = await userContext.newPage();
    await signIn(user, target.username, tempPassword);
    await expect(user).toHaveURL(/\/change-password$/);
    await expect(user.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    // Until it is changed, the dashboard sends the user back here.
    await user.goto('/tenant-dashboard');
    await expect(user).toHaveURL(/\/change-password$/);

    const next = 'My-Own-Pass-2026';
    await user.getByLabel('Current Password').fill(tempPassword);
    await user.getByLabel('New Password', { exact: true }).fill(next);
    await user.getByLabel('Confirm New Password').fill(next);
    await user.getByRole('button', { name: 'Change Password' }).click();
    await expect(user.getByText('Your password has been changed successfully.')).toBeVisible();
    await user.goto('/tenant-dashboard');
    await expect(user.getByRole('heading', { level: 1, name: 'Tenant Dashboard' })).toBeVisible();
  } finally {
    await userContext.close();
  }
});

test('/admin-access offers Login when signed out and the dashboard link when signed in', async ({ page }) => {
  await page.goto('/admin-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expectNoA11yViolations(page, '/admin-access signed out');

  await signInAsAdmin(page);
  await expectSignedInHeader(page);
  await page.goto('/admin-access');
  const toDashboard = page.getByRole('main').getByRole('link', { name: /admin dashboard/i });
  await expect(toDashboard).toHaveAttribute('href', '/admin-dashboard');
  await expectNoA11yViolations(page, '/admin-access signed in');
  await toDashboard.click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('an admin changes a user type: the tenant becomes a landlord and lands on the landlord dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const target = await createApprovedUser('tenant', 'Type Changing Person');
  await signInAsAdmin(page);
  const row = await findUserRow(page, target.username);
  await expect(row).toContainText('Tenant');
  await row.getByRole('button', { name: 'User Type' }).click();

  const dialog = page.getByRole('dialog', { name: 'Update User Type' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Tenant' })).toBeChecked();
  await expectNoA11yViolations(page, '/admin-dashboard with the Update User Type dialog');
  await dialog.getByRole('radio', { name: 'Landlord' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Landlord');

  const userContext = await browser.newContext({ baseURL });
  try {
    const user = await userContext.newPage();
    await signIn(user, target.username, target.password);
    await expect(user).toHaveURL(/\/landlord-dashboard$/);
  } finally {
    await userContext.close();
  }
});

test('an admin deletes a user after confirming, and cannot delete their own account', async ({ page }) => {
  const target = await createApprovedUser('tenant', 'Deleted Person');
  await signInAsAdmin(page);
  const row = await findUserRow(page, target.username);
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Deleted Person"? This action cannot be undone.',
  );
  await expectNoA11yViolations(page, '/admin-dashboard with the Delete User dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(toastRegion(page).getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  // Never oneself: the server refuses with a clear message, shown in the toast.
  const self = await findUserRow(page, E2E_ADMIN.email);
  await self.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(toastRegion(page).getByText('Failed to delete user', { exact: true })).toBeVisible();
  await expect(self).toHaveCount(1);
});

test('a super admin makes an admin a super admin; a plain admin then cannot act on that account', async ({
  page,
  browser,
  baseURL,
}) => {
  const plain = await createApprovedUser('admin', 'Plain Admin');
  const promoted = await createApprovedUser('admin', 'Promoted Admin');
  await signInAsAdmin(page); // the first administrator is a super admin (CONTRACT.md §1)
  const row = await findUserRow(page, promoted.username);
  await expect(row).not.toContainText('Super admin');
  await row.getByRole('button', { name: 'User Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update User Type' });
  const superAdmin = dialog.getByRole('checkbox', { name: 'Super admin' });
  await expect(superAdmin).not.toBeChecked();
  await expectNoA11yViolations(page, 'the Update User Type dialog with the super admin choice');
  await superAdmin.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastRegion(page).getByText('Promoted Admin is now a super admin.')).toBeVisible();
  await expect(row).toContainText('Super admin');

  const plainContext = await browser.newContext({ baseURL });
  try {
    const other = await plainContext.newPage();
    await signIn(other, plain.username, plain.password);
    await expect(other).toHaveURL(/\/admin-dashboard$/);
    // The super admin's row offers nothing a plain admin may not do, and says why.
    const superRow = await findUserRow(other, promoted.username);
    await expect(superRow).toContainText("Only a super admin can change a super admin's account.");
    for (const action of ['User Type', 'Reset', 'Erase person', 'Delete'])
      await expect(superRow.getByRole('button', { name: action })).toHaveCount(0);
    // A plain admin's own row: no role to give (nobody changes their own role).
    const ownRow = await findUserRow(other, plain.username);
    await ownRow.getByRole('button', { name: 'User Type' }).click();
    const ownDialog = other.getByRole('dialog', { name: 'Update User Type' });
    await expect(ownDialog.getByRole('radio', { name: 'Admin' })).toBeChecked();
    await expect(ownDialog.getByRole('checkbox', { name: 'Super admin' })).toHaveCount(0);
  } finally {
    await plainContext.close();
  }
});
