/**
 * The `test` every spec imports: Playwright's, with baseURL taken from the product global setup
 * started, plus helpers for signing in, accessibility checks and making users through the API.
 */
import {
  test as base,
  expect,
  request as playwrightRequest,
  type Locator,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN, ENV_KEYS, requireEnv } from './env';

export { expect };

export const test = base.extend({
  // The product listens on a free port chosen at run time, so the address comes from global setup.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    await use(requireEnv(ENV_KEYS.baseURL));
  },
});

/** A short suffix that makes usernames and e-mail addresses unique within and across runs. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core on the page as it is now: no violations of WCAG 2.1 A/AA. */
export async function expectNoA11yViolations(
  page: Page,
  what?: string,
  /**
   * Parts to leave out. For a sandboxed iframe (an e-mail's HTML shown in the notification log):
   * no script may run inside it, so axe cannot be injected there and would wait for ever.
   */
  exclude: string[] = [],
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n'),
  );
  expect(summary, `accessibility violations on ${what ?? page.url()}`).toEqual([]);
}

/**
 * Waits until React has hydrated an element of a deferred part (its props are on the element): a
 * click before that lands on the server's HTML alone, which a busy machine makes likely.
 */
export async function waitForHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/** Signs in through the Login page and waits until the app has left it. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The admin menu item etc. need the signed-in header; this waits for it on desktop widths. */
export async function expectSignedInHeader(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Account' })).toBeVisible();
}

export interface ApiUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  password: string;
}

/**
 * Makes an approved user through the admin API (bearer token, its own request context, so the
 * page's cookies are untouched). Used where the user is only the starting point of a test.
 */
export async function createApprovedUser(
  userType: 'landlord' | 'tenant' | 'admin',
  fullName = 'Test Person',
): Promise<ApiUser> {
  const baseURL = requireEnv(ENV_KEYS.baseURL);
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const username = unique(`e2e.${userType}.`);
    const email = `${username}@example.com`;
    const password = `Pw-${unique('x')}-Strong9`;
    const created = await api.post('/api/admin/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { fullName, email, username, userType, password },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { user } = (await created.json()) as { user: { id: number } };
    await api.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    // A password an admin sets is temporary: the person chooses their own at first sign-in, as
    // here, so the tests start from an account in everyday use.
    const own = `Own-${unique('y')}-Strong7`;
    const first = await api.post('/api/auth/login', { data: { username, password } });
    expect(first.status(), await first.text()).toBe(200);
    const { token: userToken } = (await first.json()) as { token: string };
    const changed = await api.post('/api/auth/change-password', {
      headers: { authorization: `Bearer ${userToken}` },
      data: { currentPassword: password, newPassword: own },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await api.post('/api/auth/logout', { headers: { authorization: `Bearer ${userToken}` } });
    return { id: user.id, username, email, fullName, password: own };
  } finally {
    await api.dispose();
  }
}
