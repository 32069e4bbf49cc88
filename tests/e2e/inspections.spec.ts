/**
 * Inspections on a phone (CONTRACT.md §8, issue #20): the landlord books a check-in (the tenant is
 * e-mailed the notice), fills it in room by room on a 390 px screen with a photo, completes it and
 * downloads the PDF; the tenant sees it and its report in their portal. Every new screen is axe-clean.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createApprovedUser, expectNoA11yViolations, expect, signIn, test, unique } from './support/fixtures';
import {
  acceptTenancyInvitations,
  createLettableProperty,
  landlordApi,
  londonDate,
  openPropertyTab,
} from './support/landlord';
import { waitForMail } from './support/mail';

const photoOfOven = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#94a3b8' } })
    .jpeg({ quality: 70 })
    .toBuffer();

/** Nothing wider than the phone: no sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('@phone a check-in is booked, filled in on a phone with a photo, and its PDF opens for landlord and tenant', async ({
  page,
  browser,
}) => {
  test.slow();
  const landlord = await createApprovedUser('landlord', 'Gwyn Thomas');
  const tenantUser = await createApprovedUser('tenant', 'Elin Rowlands');
  const api = await landlordApi(landlord);
  const title = unique('Inspected Cottage ');
  const property = await createLettableProperty(api, {
    title,
    address: '3 Heol y Bont',
    postcode: 'CF5 1AA',
  });
  const let_ = await api.post(`/api/properties/${property.id}/tenants`, {
    data: {
      fullName: 'Elin Rowlands',
      email: tenantUser.email,
      leaseStart: londonDate(3),
      leaseEnd: londonDate(368),
      rentAmount: 90_000,
    },
  });
  expect(let_.status(), await let_.text()).toBe(201);
  await acceptTenancyInvitations(tenantUser);

  // The landlord, on a phone: the property's Inspections tab.
  await signIn(page, landlord.username, landlord.password);
  await page.goto('/landlord-dashboard');
  const card = await openPropertyTab(page, title, 'Inspections');
  await expect(card).toContainText('No inspection recorded yet');
  await expectNoA11yViolations(page, 'the Inspections tab');
  await expectNoSidewaysScroll(page);

  // Book a check-in two days ahead: the tenant is told by e-mail.
  await card.getByLabel('Kind of inspection').selectOption({ label: 'Check-in' });
  await card.getByRole('button', { name: 'Book inspection' }).click();
  await expect(page.getByText('Inspection booked', { exact: true }).first()).toBeVisible();
  const notice = await waitForMail(tenantUser.email, (mail) =>
    mail.subject.startsWith('Notice of check-in inspection'),
  );
  expect(notice.text).toContain("at least 24 hours' notice");

  // The checklist: the usual kitchen, a condition, a photo of the oven, a meter and an alarm test.
  const checklist = card.getByRole('form', { name: 'Inspection checklist' });
  await expect(checklist).toBeVisible();
  await checklist.getByRole('button', { name: 'Add Kitchen' }).click();
  const kitchen = checklist.getByRole('group', { name: 'Kitchen' });
  await kitchen.getByLabel('Condition of Oven').selectOption({ label: 'Fair' });
  await kitchen.getByLabel('Notes on Oven (optional)').fill('Grease on the door seal');
  await kitchen.getByLabel('Photo of which item in Kitchen (optional)').selectOption('Oven');
  await kitchen
    .getByLabel('Add a photo of Kitchen')
    .setInputFiles({ name: 'oven.jpg', mimeType: 'image/jpeg', buffer: await photoOfOven() });
  await expect(kitchen.getByRole('list', { name: 'Photos of Kitchen' }).getByRole('img')).toHaveCount(1);
  await checklist.getByLabel('Electricity (optional)').fill('012345');
  await checklist.getByRole('button', { name: 'Add smoke alarm' }).click();
  await checklist.getByLabel('Alarm 1 location').fill('Hallway');
  await expectNoA11yViolations(page, 'the inspection checklist');
  await expectNoSidewaysScroll(page);

  await checklist.getByRole('button', { name: 'Save and complete' }).click();
  await expect(page.getByText('Inspection completed', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Completed', { exact: true }).first()).toBeVisible();
  await waitForMail(tenantUser.email, (mail) => mail.subject.startsWith('Your check-in inspection report'));

  // The report: a download, and a real PDF with the right type.
  const reportLink = card.getByRole('link', { name: /^Download report \(PDF\)/ });
  const [download] = await Promise.all([page.waitForEvent('download'), reportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^check-in-inspection-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const href = await reportLink.getAttribute('href');
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');

  // Back to the list: the next periodic visit is six months on.
  await card.getByRole('button', { name: 'Back to inspections' }).click();
  await expect(card).toContainText('Next periodic inspection due');
  await expectNoA11yViolations(page, 'the Inspections tab with a completed check-in');

  // The tenant, on their own phone: the inspection and its report in the portal.
  const tenantContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  const tenantPage = await tenantContext.newPage();
  await signIn(tenantPage, tenantUser.username, tenantUser.password);
  await tenantPage.goto('/tenant-dashboard?tab=inspections');
  const section = tenantPage.getByRole('region', { name: 'Inspections' });
  await expect(section).toContainText('Check-in inspection');
  await section.getByRole('button', { name: /^View report/ }).click();
  await expect(section.getByRole('region', { name: 'Kitchen' })).toContainText(
    'Oven: Fair. Grease on the door seal',
  );
  await expect(section.getByRole('list', { name: 'Photos of Kitchen' }).getByRole('img')).toHaveCount(1);
  await expectNoA11yViolations(tenantPage, 'the tenant Inspections tab');
  await expectNoSidewaysScroll(tenantPage);
  const tenantReport = await tenantPage.request.get(href!);
  expect(tenantReport.status()).toBe(200);
  expect(tenantReport.headers()['content-type']).toBe('application/pdf');
  expect((await tenantReport.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tenantContext.close();
  await api.dispose();
});
