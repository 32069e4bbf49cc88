/**
 * Two-step sign-in (issue #17): a landlord sets it up from their account page (QR code, key in
 * groups of four, a code to confirm), sees the recovery codes once, signs out, and signs in again
 * with a code. The codes are computed from the key on the screen with the library the server uses.
 */
import { Secret, TOTP } from 'otpauth';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test } from './support/fixtures';

/** An authenticator app: the code for `offsetSteps` 30-second steps from now. */
function codeFor(shownKey: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(shownKey.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

test('a landlord sets up two-step sign-in, keeps the recovery codes and signs in with a code', async ({
  page,
}) => {
  // Four axe runs and two sign-ins: slow on a shared two-core machine.
  test.setTimeout(180_000);
  const user = await createApprovedUser('landlord', 'Gareth Two-Step');
  await signIn(page, user.username, user.password);

  // Set-up lives beside the password, on the account page.
  await page.goto('/change-password');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = (await card.getByTestId('two-step-secret').textContent())!.trim();
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoA11yViolations(page, '/change-password with the two-step set-up card');

  // A wrong code is refused with the server's words; the app's code turns it on.
  await card.getByLabel('Authentication code').fill('000000' === codeFor(key) ? '111111' : '000000');
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(card.getByText(/That code is not right/)).toBeVisible();
  await card.getByLabel('Authentication code').fill(codeFor(key));
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  // Ten recovery codes, shown once; Done waits for the confirmation.
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  expect(recoveryCode).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  await expect(card.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await expectNoA11yViolations(page, '/change-password with the recovery codes');
  const done = card.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await card.getByLabel('I have saved my recovery codes').check();
  await done.click();
  await expect(card.getByText('Two-step sign-in is on.')).toBeVisible();
  await expect(card.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await expect(card.getByTestId('two-step-secret')).toHaveCount(0);

  // Sign out, then in: the same login card asks for the code.
  await page.getByRole('banner').getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
  await expectNoA11yViolations(page, '/login asking for the authentication code');

  await codeField.fill('12345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('The authentication code is not correct or has already been used. Please try again.'),
  ).toBeVisible();
  await expectNoA11yViolations(page, '/login with a wrong authentication code');

  // The code of the next step: the one used to turn it on is spent (each code works once).
  await codeField.fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/landlord-dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Account' })).toBeVisible();
});
