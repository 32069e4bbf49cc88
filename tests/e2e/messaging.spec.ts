/**
 * Administrators and the messages the product sends (issue 7): the Email Settings tab against a
 * real SMTP server of the test's own (its test e-mail arrives there), the /email-test page, the
 * SMS Settings tab against the Twilio stub (the stub receives the test text at the formatted
 * number), and the Notifications log, where a message that failed while the mail server was down
 * is sent again with Retry. SPEC.md §2, §4, §5, §7, §8.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { startAuthSmtp, type AuthSmtp } from '../support/auth-smtp-server';
import { readRecordedMessages, TWILIO_STUB_DEFAULTS } from '../support/twilio-stub';
import { E2E_ADMIN, E2E_SMTP, ENV_KEYS, requireEnv } from './support/env';
import { createApprovedUser, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';
import {
  acceptTenancyInvitations,
  createLettableProperty,
  createTenant,
  landlordApi,
  openPropertyTab,
} from './support/landlord';
import { waitForMail } from './support/mail';

const OWN_SMTP = { user: 'lettings@mail.example.test', password: 'Own-Smtp-Pass-42' } as const;

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function openAdminTab(page: Page, tab: string) {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('tab', { name: tab }).click();
}

/** Saves e-mail settings through the admin API (the UI is what the tests below drive). */
async function saveEmailSettings(port: number, credentials: { user: string; password: string }) {
  const api = await playwrightRequest.newContext({ baseURL: requireEnv(ENV_KEYS.baseURL) });
  try {
    const login = await api.post('/api/auth/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const saved = await api.post('/api/email/configure', {
      headers,
      data: { host: '127.0.0.1', port, secure: false, ...credentials },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await api.post('/api/auth/logout', { headers });
  } finally {
    await api.dispose();
  }
}

/** A signed-in API context (bearer token) for calls that only set the scene. */
async function apiAs(username: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL: requireEnv(ENV_KEYS.baseURL) });
  const login = await api.post('/api/auth/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { api, headers: { authorization: `Bearer ${token}` } };
}

/** Every other spec reads its e-mail from the run's sink: point the settings back at it. */
const backToSink = () => saveEmailSettings(Number(requireEnv(ENV_KEYS.smtpPort)), E2E_SMTP);

test.describe('e-mail and SMS settings', () => {
  let own: AuthSmtp | undefined;

  test.afterEach(async () => {
    await own?.close();
    own = undefined;
    await backToSink();
  });

  test('an admin configures SMTP: a wrong password is explained, the right one saved, and the test e-mail arrives', async ({
    page,
  }) => {
    own = await startAuthSmtp(OWN_SMTP);
    await openAdminTab(page, 'Email Settings');
    const sinkPort = requireEnv(ENV_KEYS.smtpPort);
    await expect(page.getByText(`Sending through 127.0.0.1:${sinkPort} as ${E2E_SMTP.user}.`)).toBeVisible();
    await expectNoA11yViolations(page, 'Email Settings tab');

    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('SMTP port').fill(String(own.port));
    await page.getByLabel('Use a secure connection (TLS)').uncheck();
    await page.getByLabel('SMTP username').fill(OWN_SMTP.user);
    await page.getByLabel('SMTP password').fill('not-the-password');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page).getByText('Configuration Failed', { exact: true })).toBeVisible();
    const refused = 'The mail server did not accept the username or password.';
    await expect(page.getByRole('form', { name: 'SMTP server' }).getByText(refused).first()).toBeVisible();
    // Nothing was saved: the product still sends through the sink.
    await expect(page.getByText(`Sending through 127.0.0.1:${sinkPort}`)).toBeVisible();
    await expectNoA11yViolations(page, 'Email Settings tab after a refused password');

    await page.getByLabel('SMTP password').fill(OWN_SMTP.password);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page).getByText('Email Configured', { exact: true })).toBeVisible();
    await expect(page.getByText(`Sending through 127.0.0.1:${own.port} as ${OWN_SMTP.user}.`)).toBeVisible();
    // The password is never kept in the page once saved.
    await expect(page.getByLabel('SMTP password')).toHaveValue('');

    const recipient = `${unique('smtp.test.')}@example.com`;
    await page.getByLabel('Recipient email').fill(recipient);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(toast(page).getByText('Test Email Sent', { exact: true })).toBeVisible();
    await expect.poll(() => own!.to(recipient).length).toBe(1);
    const [mail] = own.to(recipient);
    expect(mail!.subject).toBe('Test email from Vale & City Lettings');
    // Both parts, in the agency's layout, with the reason the person receives it.
    expect(mail!.text).toContain('You receive this email because an administrator sent a test message');
    expect(mail!.html).toContain('Vale &amp; City Lettings');
    expect(own.logins).toContainEqual({ username: OWN_SMTP.user, ok: true });
  });

  test('the /email-test page sends a test e-mail through the saved settings', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/email-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Test' })).toBeVisible();
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoA11yViolations(page, '/email-test with an error');

    const recipient = `${unique('page.test.')}@example.com`;
    await page.getByLabel('Recipient email').fill(recipient);
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(toast(page).getByText('Test Email Sent', { exact: true })).toBeVisible();
    const mail = await waitForMail(recipient);
    expect(mail.subject).toBe('Test email from Vale & City Lettings');
  });

  test('an admin configures SMS against the Twilio stub and the test text reaches the formatted number', async ({
    page,
  }) => {
    await openAdminTab(page, 'SMS Settings');
    const sendTest = page.getByRole('button', { name: 'Send Test SMS' });
    await expect(sendTest).toBeDisabled();
    await expectNoA11yViolations(page, 'SMS Settings tab, not configured');

    await page.getByRole('button', { name: 'Save SMS Settings' }).click();
    await expect(page.getByText('Please provide all Twilio credentials.').first()).toBeVisible();

    await page.getByLabel('Account SID').fill(TWILIO_STUB_DEFAULTS.accountSid);
    await page.getByLabel('Auth Token').fill(TWILIO_STUB_DEFAULTS.authToken);
    await page.getByLabel('Sending number').fill(TWILIO_STUB_DEFAULTS.phoneNumber);
    await page.getByRole('button', { name: 'Save SMS Settings' }).click();
    await expect(toast(page).getByText('SMS Configured', { exact: true })).toBeVisible();
    await expect(sendTest).toBeEnabled();
    // The token is never shown again.
    await expect(page.getByLabel('Auth Token')).toHaveValue('');

    await page.getByLabel('Test phone number').fill('07700 900123');
    await sendTest.click();
    await expect(toast(page).getByText('Test SMS Sent', { exact: true })).toBeVisible();
    await expect(page.getByText('Number used:')).toContainText('+447700900123');
    const smsDir = requireEnv(ENV_KEYS.smsDir);
    await expect
      .poll(() => readRecordedMessages(smsDir).filter((m) => m.to === '+447700900123').length)
      .toBe(1);
    const [text] = readRecordedMessages(smsDir).filter((m) => m.to === '+447700900123');
    expect(text!.from).toBe(TWILIO_STUB_DEFAULTS.phoneNumber);
    expect(text!.path).toBe(`/2010-04-01/Accounts/${TWILIO_STUB_DEFAULTS.accountSid}/Messages.json`);
    expect(text!.body).toContain('test text message');
    await expectNoA11yViolations(page, 'SMS Settings tab, configured');
  });

  test('a test e-mail that failed while the mail server was down is sent again from the Notifications log', async ({
    page,
  }) => {
    own = await startAuthSmtp(OWN_SMTP);
    const port = own.port;
    await saveEmailSettings(port, OWN_SMTP);
    // The mail server goes down.
    await own.close();
    own = undefined;

    await openAdminTab(page, 'Email Settings');
    const recipient = `${unique('retry.')}@example.com`;
    await page.getByLabel('Recipient email').fill(recipient);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(toast(page).getByText('Test Failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Nothing accepts connections at 127.0.0.1 on port ${port}`).first(),
    ).toBeVisible();

    // It is back, on the same port.
    own = await startAuthSmtp({ ...OWN_SMTP, port });
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByLabel('Status').selectOption('failed');
    await page.getByRole('searchbox', { name: 'Recipient' }).fill(recipient);
    await page.getByRole('button', { name: 'Search' }).click();
    const log = page.getByRole('table', { name: 'Notification log' });
    const row = log.getByRole('row').filter({ hasText: recipient });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Test email from Vale & City Lettings');
    await expect(row).toContainText('Failed');
    await expect(row).toContainText(`Nothing accepts connections at 127.0.0.1 on port ${port}`);
    await expectNoA11yViolations(page, 'Notifications log with a failed message');

    await row.getByRole('button', { name: `View message to ${recipient}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('region', { name: 'Plain text version' })).toContainText(
      'This is a test email from the admin dashboard.',
    );
    await expect(dialog.getByTitle('HTML version of "Test email from Vale & City Lettings"')).toBeVisible();
    await expectNoA11yViolations(page, 'a message of the log opened', ['iframe[sandbox]']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await row.getByRole('button', { name: `Retry message to ${recipient}` }).click();
    await expect(toast(page).getByText('Message Queued Again', { exact: true })).toBeVisible();
    await expect.poll(() => own!.to(recipient).length, { timeout: 20_000 }).toBe(1);

    await page.getByLabel('Status').selectOption('sent');
    const sent = log.getByRole('row').filter({ hasText: recipient });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('Sent');
    await expect(sent.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    // Delivered once, however often the log is read.
    expect(own.to(recipient)).toHaveLength(1);
  });
});

test("a landlord sees the invitation the product e-mailed to their new tenant in that tenant's Communications", async ({
  page,
}) => {
  const user = await createApprovedUser('landlord', 'Emrys Landlord');
  const api = await landlordApi(user);
  const title = 'Cottage on Heol Las';
  const tenantName = 'Nia Invited';
  let tenancy: { id: number; email: string };
  try {
    const property = await createLettableProperty(api, { title });
    tenancy = await createTenant(api, property.id, tenantName);
  } finally {
    await api.dispose();
  }
  // The invitation really goes (through the saved settings, to the sink). The tenant is also
  // served copies of the home's certificates, so the invitation is found by its subject.
  const invitation = 'Your tenant account is ready: set your password';
  await waitForMail(tenancy.email, (m) => m.subject === invitation);

  await signIn(page, user.username, user.password);
  const card = await openPropertyTab(page, title, 'Tenants');
  const row = card
    .getByRole('region', { name: `Tenants of ${title}` })
    .getByRole('row')
    .filter({ hasText: tenantName });
  await row.getByRole('cell').filter({ hasText: ' to ' }).click();
  await expect(card.getByText(`No communications logged with ${tenantName} yet.`)).toBeVisible();
  const entry = card.getByRole('listitem').filter({ hasText: invitation });
  await expect(entry).toContainText('Sent by the system');
  await expect(entry).toContainText('Outbound');
  await expect(entry).toContainText(`to ${tenancy.email}`);
  await expect(entry).toContainText('Sent');
  // Read-only: what the system sent is not edited or deleted.
  await expect(entry.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await entry.getByText('Show message').click();
  // The one-time link is never shown to the landlord.
  await expect(entry).toContainText('token=[hidden]');
  await expectNoA11yViolations(page, "a tenant's Communications with a message the system sent");
});

test('the e-mail, SMS and notification tabs fit a phone screen @phone', async ({ page }) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  for (const tab of ['Email Settings', 'SMS Settings', 'Notifications']) {
    await page.getByRole('tab', { name: tab }).tap();
    await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `${tab} scrolls sideways on a phone`).toBe(false);
    await expectNoA11yViolations(page, `${tab} on a phone`);
  }
  // A message of this test's own, so the log has a row to show.
  const recipient = `${unique('phone.')}@example.com`;
  await page.getByRole('tab', { name: 'Email Settings' }).tap();
  await page.getByLabel('Recipient email').fill(recipient);
  await page.getByRole('button', { name: 'Send Test Email' }).tap();
  await expect(toast(page).getByText('Test Email Sent', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).tap();
  await expect(page.getByRole('row').filter({ hasText: recipient })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  // The log's table scrolls inside its own region, which a keyboard can reach.
  await expect(page.getByRole('region', { name: 'Notification log' })).toHaveAttribute('tabindex', '0');
  await expectNoA11yViolations(page, 'the notification log with a message, on a phone');
});

test('a tenant chooses texts on their dashboard and is texted when their landlord moves a repair on', async ({
  page,
}) => {
  // SMS set up against the Twilio stub (the SMS settings test drives that page itself).
  const admin = await apiAs(E2E_ADMIN.username, E2E_ADMIN.password);
  try {
    const configured = await admin.api.post('/api/sms/configure', {
      headers: admin.headers,
      data: {
        accountSid: TWILIO_STUB_DEFAULTS.accountSid,
        authToken: TWILIO_STUB_DEFAULTS.authToken,
        phoneNumber: TWILIO_STUB_DEFAULTS.phoneNumber,
      },
    });
    expect(configured.status(), await configured.text()).toBe(200);
  } finally {
    await admin.api.dispose();
  }
  const tenantUser = await createApprovedUser('tenant', 'Tomos Texted');
  const landlordUser = await createApprovedUser('landlord', 'Lowri Landlord');
  const landlord = await landlordApi(landlordUser);
  try {
    const property = await createLettableProperty(landlord, { title: 'Flat on Heol Negeseuon' });
    await createTenant(landlord, property.id, tenantUser.fullName, tenantUser.email);
  } finally {
    await landlord.dispose();
  }
  await acceptTenancyInvitations(tenantUser);

  await signIn(page, tenantUser.username, tenantUser.password);
  await expect(page).toHaveURL(/\/tenant-dashboard$/);
  const alerts = page.getByRole('region', { name: 'Text message alerts' });
  await alerts.getByLabel('Text me as well as emailing me').check();
  await alerts.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(alerts.getByText('Add a mobile number to receive text messages')).toBeVisible();
  await alerts.getByLabel('Mobile number').fill('07700 900555');
  await alerts.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toast(page).getByText('Preferences Saved', { exact: true })).toBeVisible();
  await expect(alerts.getByLabel('Mobile number')).toHaveValue('+447700900555');
  await expectNoA11yViolations(page, 'the tenant dashboard with text alerts chosen');

  // A repair reported, then moved on by the landlord: the tenant is texted (and e-mailed).
  const tenant = await apiAs(tenantUser.username, tenantUser.password);
  let repairId: number;
  try {
    const reported = await tenant.api.post('/api/tenant/maintenance', {
      headers: tenant.headers,
      data: {
        title: 'Bathroom extractor fan',
        description: 'The extractor fan in the bathroom has stopped working.',
        category: 'electrical',
        priority: 'routine',
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    repairId = ((await reported.json()) as { id: number }).id;
  } finally {
    await tenant.api.dispose();
  }
  const owner = await apiAs(landlordUser.username, landlordUser.password);
  try {
    const moved = await owner.api.patch(`/api/maintenance/${repairId}`, {
      headers: owner.headers,
      data: { status: 'in_progress', notes: 'An electrician comes on Thursday.' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  } finally {
    await owner.api.dispose();
  }
  const smsDir = requireEnv(ENV_KEYS.smsDir);
  const textsToTenant = () => readRecordedMessages(smsDir).filter((m) => m.to === '+447700900555');
  await expect.poll(() => textsToTenant().length, { timeout: 20_000 }).toBe(1);
  expect(textsToTenant()[0]!.body).toContain('Bathroom extractor fan');
  await waitForMail(tenantUser.email, (mail) =>
    mail.subject.startsWith('Repair update: Bathroom extractor fan'),
  );
});

test('/email-settings shows the saved SMTP settings (never the password) and checks the form with SPEC.md §5 words', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/email-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'SMTP server' });
  await expect(form.getByLabel('SMTP host')).toHaveValue('127.0.0.1');
  await expect(form.getByLabel('SMTP port')).toHaveValue(requireEnv(ENV_KEYS.smtpPort));
  await expect(form.getByLabel('SMTP username')).toHaveValue(E2E_SMTP.user);
  await expect(form.getByLabel('SMTP password')).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Send a test email' })).toBeVisible();

  await form.getByLabel('SMTP host').fill('');
  await form.getByLabel('SMTP port').fill('70000');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByText('SMTP host is required')).toBeVisible();
  await expect(form.getByText('Port must be a number between 1 and 65535')).toBeVisible();
  await expect(form.getByText('SMTP password is required')).toBeVisible();
  await expect(form.getByLabel('SMTP host')).toBeFocused();
  await expectNoA11yViolations(page, '/email-settings with errors');
});

test('a tenant opening /email-settings or /email-test is turned away, and the server refuses the calls', async ({
  page,
}) => {
  const tenantUser = await createApprovedUser('tenant', 'Curious Tenant');
  await signIn(page, tenantUser.username, tenantUser.password);
  for (const path of ['/email-settings', '/email-test']) {
    await page.goto(path);
    await expect(toast(page).getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
  for (const path of ['/api/email/status', '/api/sms/status', '/api/admin/notifications'])
    expect((await page.request.get(path)).status(), path).toBe(403);
});
