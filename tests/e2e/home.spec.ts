/**
 * The Home page (SPEC.md §2 Home, §4 Home FAQ tab): sections in order, counts, anchors, link
 * targets, the FAQ tabs and accordion by mouse and keyboard, accessibility, and the phone layout.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, waitForHydrated } from './support/fixtures';

const SECTION_HEADINGS = [
  'Why choose us',
  'For landlords',
  'For tenants',
  'Our services',
  'Welsh Government compliance',
  'About us',
  'What our clients say',
  'Frequently asked questions',
  'Explore our areas',
  'Get in touch',
  'Ready to get started?',
];

const SERVICE_IDS = [
  'tenant-finding',
  'rent-collection',
  'property-inspections',
  'maintenance',
  'legal-compliance',
  'full-management',
];

const COMPLIANCE_HREFS = [
  '/landlords#rent-smart-wales',
  '/landlords#occupation-contracts',
  '/landlords#gas-safety',
  '/landlords#electrical-safety',
  '/landlords#smoke-and-co-alarms',
  '/landlords#energy-performance',
];

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const faqQuestions = (panel: Locator) => panel.getByRole('heading', { level: 3 }).getByRole('button');

test('the home page has its hero, sections in order, cards, anchors and links', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Letting and Property Management in Cardiff/);

  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText('Simplifying Property Management in Cardiff');
  await expect(main(page).getByRole('link', { name: 'For Landlords', exact: true })).toHaveAttribute(
    'href',
    '/landlords',
  );
  await expect(main(page).getByRole('link', { name: 'For Tenants', exact: true })).toHaveAttribute(
    'href',
    '/tenants',
  );
  // The hero image is sized (no layout shift) and loads eagerly.
  const heroImage = main(page).locator('section').first().locator('img').first();
  await expect(heroImage).toHaveAttribute('width', /\d+/);
  await expect(heroImage).toHaveAttribute('height', /\d+/);
  await expect(heroImage).not.toHaveAttribute('loading', 'lazy');

  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(SECTION_HEADINGS);

  // Why choose us: three reasons.
  const why = section(page, 'Why choose us');
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    'Welsh compliance experts',
    'Complete management',
    'Digital portal access',
  ]);

  // In-page anchors.
  for (const id of ['landlords', 'tenants', 'services', 'about', 'properties', 'contact']) {
    await expect(page.locator(`#${id}`), `#${id}`).toHaveCount(1);
  }
  await expect(page.locator('#landlords')).toHaveAttribute('aria-labelledby', /.+/);
  await expect(section(page, 'For landlords')).toHaveAttribute('id', 'landlords');
  await expect(section(page, 'For tenants')).toHaveAttribute('id', 'tenants');
  await expect(section(page, 'Our services')).toHaveAttribute('id', 'services');
  await expect(section(page, 'About us')).toHaveAttribute('id', 'about');
  await expect(section(page, 'Get in touch')).toHaveAttribute('id', 'contact');

  // Landlords and tenants calls to action.
  await expect(main(page).getByRole('link', { name: 'Become a Landlord Client' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(
    section(page, 'For landlords').getByRole('link', { name: /Landlord services/ }),
  ).toHaveAttribute('href', '/landlords');
  const findHome = main(page).getByRole('link', { name: 'Find Your New Home' });
  await expect(findHome).toHaveAttribute('href', '#properties');
  const properties = page.locator('#properties');
  await expect(properties.getByRole('heading', { level: 3, name: 'Homes to let' })).toBeVisible();
  await expect(properties.getByRole('link', { name: 'Browse available properties' })).toHaveAttribute(
    'href',
    '/listings',
  );
  await findHome.click();
  await expect(page).toHaveURL(/\/#properties$/);
  await expect(properties).toBeInViewport();

  // Services: six cards with their anchor ids, each linking to the same id on /services.
  const services = section(page, 'Our services');
  await expect(services.getByRole('listitem')).toHaveCount(6);
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([
    'Tenant Finding',
    'Rent Collection',
    'Property Inspections',
    'Maintenance',
    'Legal Compliance',
    'Full Management',
  ]);
  for (const id of SERVICE_IDS) {
    const card = services.locator(`li#${id}`);
    await expect(card, id).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/services#${id}`);
  }

  // Welsh compliance: six cards, each Learn More leading to its duty on the Landlords page.
  const compliance = section(page, 'Welsh Government compliance');
  await expect(compliance.getByRole('listitem')).toHaveCount(6);
  const learnMore = compliance.getByRole('link', { name: /^Learn More about / });
  await expect(learnMore).toHaveCount(6);
  for (const [index, href] of COMPLIANCE_HREFS.entries()) {
    await expect(learnMore.nth(index)).toHaveAttribute('href', href);
  }
  await expect(compliance.getByRole('link', { name: 'Learn More about Gas safety' })).toHaveAttribute(
    'href',
    '/landlords#gas-safety',
  );

  // About: the office address and the team.
  const about = section(page, 'About us');
  await expect(about.getByText('Dinas Powys').first()).toBeVisible();
  await expect(about.getByRole('heading', { level: 3, name: 'Meet the team' })).toBeVisible();

  // Testimonials: exactly two, five stars each, with author and role.
  const testimonials = section(page, 'What our clients say');
  await expect(testimonials.getByRole('figure')).toHaveCount(2);
  await expect(testimonials.getByText('Rated 5 out of 5')).toHaveCount(2);
  await expect(testimonials.locator('blockquote')).toHaveCount(2);
  await expect(testimonials.locator('figcaption')).toHaveCount(2);

  // Area guides teaser and the closing call to action.
  const areas = section(page, 'Explore our areas');
  await expect(areas.getByRole('link', { name: /area guides/ })).toHaveAttribute('href', '/area-guides');
  await expect(areas.getByRole('link', { name: 'Homes to let in Roath' })).toHaveAttribute(
    'href',
    '/listings?area=Roath',
  );
  const cta = section(page, 'Ready to get started?');
  await expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await expect(cta.getByRole('link', { name: 'Browse homes to let' })).toHaveAttribute('href', '/listings');
});

test('the home page shows the contact form in its contact section', async ({ page }) => {
  await page.goto('/');
  const contact = section(page, 'Get in touch');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(contact.getByRole('combobox', { name: 'Inquiry Type' })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expectNoA11yViolations(page, '/ with the contact form loaded');
});

test('the FAQ has landlord and tenant tabs, and an accordion that opens one answer at a time', async ({
  page,
}) => {
  await page.goto('/');
  const faq = section(page, 'Frequently asked questions');
  await faq.scrollIntoViewIfNeeded();

  const tablist = faq.getByRole('tablist');
  const landlordTab = tablist.getByRole('tab', { name: 'For Landlords' });
  const tenantTab = tablist.getByRole('tab', { name: 'For Tenants' });
  await expect(tablist.getByRole('tab')).toHaveCount(2);
  await expect(landlordTab).toHaveAttribute('aria-selected', 'true');
  await expect(tenantTab).toHaveAttribute('aria-selected', 'false');
  await expect(landlordTab).toHaveAttribute('tabindex', '0');
  await expect(tenantTab).toHaveAttribute('tabindex', '-1');

  const landlordPanel = faq.getByRole('tabpanel', { name: 'For Landlords' });
  await expect(landlordPanel).toBeVisible();
  await expect(faq.getByRole('tabpanel')).toHaveCount(1); // the hidden one is not exposed
  const questions = faqQuestions(landlordPanel);
  await expect(questions).toHaveCount(4);
  for (let i = 0; i < 4; i += 1) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

  // The FAQ is a deferred part: a click must wait for its hydration.
  await waitForHydrated(questions.nth(0));
  // One open at a time.
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  const firstAnswer = landlordPanel.getByRole('region', { name: await questions.nth(0).innerText() });
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toContainText('Rent Smart Wales');
  await expect(questions.nth(0)).toHaveAttribute(
    'aria-controls',
    (await firstAnswer.getAttribute('id')) ?? 'missing',
  );

  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();
  await expect(landlordPanel.getByRole('region')).toHaveCount(1);
  await expect(landlordPanel.getByRole('region')).toContainText('30 days');

  // The open one collapses again.
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(landlordPanel.getByRole('region')).toHaveCount(0);

  // Keyboard: arrows move between tabs (roving tabindex), Home/End jump, Enter/Space toggle a question.
  await landlordTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tenantTab).toBeFocused();
  await expect(tenantTab).toHaveAttribute('aria-selected', 'true');
  await expect(tenantTab).toHaveAttribute('tabindex', '0');
  await expect(landlordTab).toHaveAttribute('tabindex', '-1');
  await expect(landlordPanel).toBeHidden();
  const tenantPanel = faq.getByRole('tabpanel', { name: 'For Tenants' });
  await expect(tenantPanel).toBeVisible();
  const tenantQuestions = faqQuestions(tenantPanel);
  await expect(tenantQuestions).toHaveCount(4);

  await page.keyboard.press('Home');
  await expect(landlordTab).toBeFocused();
  await expect(landlordTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tenantTab).toBeFocused();
  await page.keyboard.press('ArrowRight'); // wraps round
  await expect(landlordTab).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tenantTab).toBeFocused();
  await expect(tenantPanel).toBeVisible();

  await tenantQuestions.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(tenantQuestions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(tenantPanel.getByRole('region')).toContainText('repair');
  await tenantQuestions.nth(3).focus();
  await page.keyboard.press('Space');
  await expect(tenantQuestions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(tenantQuestions.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(tenantQuestions.nth(3)).toHaveAttribute('aria-expanded', 'false');

  await tenantQuestions.nth(0).click();
  await expectNoA11yViolations(page, '/ with the tenant FAQ open');
});

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page, '/');
});

test('the home page fits a phone screen @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'For Landlords', exact: true })).toBeInViewport();
  await expect(main(page).getByRole('link', { name: 'For Tenants', exact: true })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectNoA11yViolations(page, '/ on a phone');
});
