/**
 * Managed website images: /admin/images (gallery, upload, configure usage) and the home page's
 * hero switching between the managed image and the built-in artwork.
 * SPEC.md §2 Image management, §4 Image display, §5 Image upload, §8 Images.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, ENV_KEYS, requireEnv } from './support/env';
import { expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures';

const PREFIX = 'E2E image ';
const FALLBACK_HERO = '/images/fallback/hero.svg';
const UNSUPPORTED = 'Only JPEG, PNG, WebP or AVIF images can be uploaded.';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function openImageManagement(page: Page) {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/admin/images');
  await expect(page.getByRole('heading', { level: 1, name: 'Image Management' })).toBeVisible();
}

/** A real photo-sized JPEG: a teal block with a lighter band, made here rather than committed. */
async function makeJpeg(): Promise<Buffer> {
  const band = await sharp({
    create: { width: 1200, height: 200, channels: 3, background: '#99f6e4' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 675, channels: 3, background: '#0f766e' } })
    .composite([{ input: band, top: 400, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The gallery card of one image (the top-level items of the Images list). */
const galleryCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Images' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Whatever a failed run left behind (deleting an image also clears the slots it filled). */
test.afterAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: requireEnv(ENV_KEYS.baseURL) });
  try {
    const login = await api.post('/api/auth/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    if (login.status() !== 200) return;
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const list = await api.get('/api/admin/images?limit=500', { headers });
    const images = list.ok() ? ((await list.json()) as { id: number; name: string }[]) : [];
    for (const image of images.filter((i) => i.name.startsWith(PREFIX))) {
      await api.delete(`/api/admin/images/${image.id}`, { headers });
    }
    await api.post('/api/auth/logout', { headers });
  } finally {
    await api.dispose();
  }
});

test('a signed-out visitor opening /admin/images sees Access Denied and is sent to /', async ({ page }) => {
  await page.goto('/admin/images');
  await expect(toastRegion(page).getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const answer = await page.request.get('/api/admin/images');
  expect(answer.status()).toBe(401);
});

test('an admin uploads a photo, filters the gallery, makes it the hero, goes back to the built-in hero and deletes it', async ({
  page,
}) => {
  const name = unique(PREFIX);
  await openImageManagement(page);
  for (const tab of ['Image Gallery', 'Upload Images', 'Configure Usage']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Image Gallery' })).toBeVisible();
  await expectNoA11yViolations(page, '/admin/images Image Gallery tab');

  // Upload: the name defaults to the file name without its extension; tags are trimmed and de-duplicated.
  await page.getByRole('tab', { name: 'Upload Images' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Images' })).toBeVisible();
  await expectNoA11yViolations(page, '/admin/images Upload Images tab');
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg() });
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(page.getByRole('img', { name: `Preview of ${name}.jpg` })).toBeVisible();
  await page.getByLabel('Description').fill('A test photograph of the bay.');
  await page.getByLabel('Category').selectOption({ label: 'Area' });
  await page.getByLabel('Tags').fill(' bay, waterfront ,, Bay ,waterfront ');
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/images/upload') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  await expect(toastRegion(page).getByText('Image Uploaded', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  // Gallery: the card with its category and tags; the category filter narrows the list.
  await page.getByRole('tab', { name: 'Image Gallery' }).click();
  const card = galleryCard(page, name);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Category: Area');
  await expect(card.getByRole('list', { name: `Tags of ${name}` }).getByRole('listitem')).toHaveText([
    'bay',
    'waterfront',
  ]);
  await expect(card.getByRole('img')).toHaveAttribute('src', new RegExp(`^/api/images/${id}/file`));
  await expectNoA11yViolations(page, '/admin/images gallery with an image');

  const filter = page.getByRole('combobox', { name: 'Category' });
  await filter.selectOption({ label: 'Hero' });
  await expect(galleryCard(page, name)).toHaveCount(0);
  const heroCards = page.getByRole('list', { name: 'Images' }).locator(':scope > li');
  for (const text of await heroCards.allInnerTexts()) expect(text).toContain('Category: Hero');
  await filter.selectOption({ label: 'Area' });
  await expect(galleryCard(page, name)).toHaveCount(1);
  for (const text of await page
    .getByRole('list', { name: 'Images' })
    .locator(':scope > li')
    .allInnerTexts()) {
    expect(text).toContain('Category: Area');
  }
  await filter.selectOption({ label: 'All categories' });
  await expect(galleryCard(page, name)).toHaveCount(1);

  // Configure Usage: make it the hero.
  await page.getByRole('tab', { name: 'Configure Usage' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Configure Usage' })).toBeVisible();
  const heroSlot = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: 'Home page hero', exact: true }) });
  for (const area of ['Cardiff Bay', 'Roath', 'Pontcanna & Canton', 'Newport']) {
    await expect(page.getByLabel(`Image for ${area}`, { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page, '/admin/images Configure Usage tab');
  await heroSlot.getByLabel('Image for Home page hero').selectOption({ label: `${name} (Area)` });
  await heroSlot.getByRole('button', { name: 'Save image for Home page hero' }).click();
  await expect(toastRegion(page).getByText('Image Selection Updated', { exact: true })).toBeVisible();
  await expect(heroSlot.getByText(`Current image: ${name}`)).toBeVisible();

  // The home page's hero now shows the managed image (and it really loads).
  await page.goto('/');
  const managedHero = page.locator(`img[src^="/api/images/${id}/file"]`).first();
  await expect(managedHero).toBeVisible();
  await expect
    .poll(() => managedHero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.locator(`img[src="${FALLBACK_HERO}"]`)).toHaveCount(0);

  // Back to the built-in hero.
  await page.goto('/admin/images');
  await page.getByRole('tab', { name: 'Configure Usage' }).click();
  await heroSlot.getByRole('button', { name: 'Use the built-in image for Home page hero' }).click();
  await expect(toastRegion(page).getByText('Image Selection Updated', { exact: true })).toBeVisible();
  await expect(heroSlot.getByText('Using the built-in image')).toBeVisible();

  await page.goto('/');
  await expect(page.locator(`img[src="${FALLBACK_HERO}"]`).first()).toBeVisible();
  await expect(page.locator(`img[src^="/api/images/${id}/file"]`)).toHaveCount(0);

  // Delete the image.
  await page.goto('/admin/images');
  await galleryCard(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Image' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete Image' }).click();
  await expect(toastRegion(page).getByText('Image Deleted', { exact: true })).toBeVisible();
  await expect(galleryCard(page, name)).toHaveCount(0);
  expect((await page.request.get(`/api/images/${id}/file`)).status()).toBe(404);
});

test('an upload without a file says so, and a file that is not an image is refused with the server message', async ({
  page,
}) => {
  await openImageManagement(page);
  await page.getByRole('tab', { name: 'Upload Images' }).click();
  const upload = page.getByRole('button', { name: 'Upload Image' });

  await upload.click();
  const fileInput = page.getByLabel('Image file');
  await expect(fileInput).toHaveAccessibleDescription('Please select a file');
  await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Category')).toHaveAccessibleDescription('Please select a category');
  await expectNoA11yViolations(page, '/admin/images Upload Images tab with errors');

  const name = unique(PREFIX);
  await fileInput.setInputFiles({
    name: `${name}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from('These are notes, not a photograph.\n'),
  });
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByLabel('Category').selectOption({ label: 'General' });
  await upload.click();
  await expect(toastRegion(page).getByText('Failed to upload image', { exact: true })).toBeVisible();
  await expect(fileInput).toHaveAccessibleDescription(UNSUPPORTED);
  await expect(page.getByText('Please select a file')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Image Gallery' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Image Gallery' })).toBeVisible();
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
});
