/**
 * Landlord set-up and page helpers shared by the landlord and rent specs: the landlord's own API
 * session for starting records, and the property card with its tabs on the dashboard.
 */
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { ENV_KEYS, requireEnv } from './env';
import { expect, unique, type ApiUser } from './fixtures';

export interface PropertyBody {
  title: string;
  address?: string;
  city?: string;
  postcode?: string;
  description?: string;
  bedroomCount?: number;
  bathroomCount?: number;
  price?: number;
  status?: 'vacant' | 'occupied' | 'under_offer';
}

/** The landlord's own API session (bearer token, its own request context; the page is untouched). */
export async function landlordApi(user: ApiUser): Promise<APIRequestContext> {
  const baseURL = requireEnv(ENV_KEYS.baseURL);
  const login = await playwrightRequest.newContext({ baseURL });
  const answer = await login.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  await login.dispose();
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  return api;
}

export async function createProperty(
  api: APIRequestContext,
  body: PropertyBody,
): Promise<{ id: number; title: string }> {
  const created = await api.post('/api/properties', {
    data: {
      address: '12 Heol y Test',
      city: 'Cardiff',
      postcode: 'CF10 1AA',
      description: 'A property made by the browser tests.',
      bedroomCount: 2,
      bathroomCount: 1,
      price: 95_000,
      status: 'vacant',
      ...body,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const property = (await created.json()) as { id: number; title: string };
  return property;
}

export async function createTenant(
  api: APIRequestContext,
  propertyId: number,
  fullName: string,
  /** An existing account's address links that account; by default a new one is invited. */
  email = `${unique('e2e.tenancy.')}@example.com`,
): Promise<{ id: number; email: string }> {
  const today = londonDate(0);
  const created = await api.post(`/api/properties/${propertyId}/tenants`, {
    data: { fullName, email, leaseStart: today, leaseEnd: londonDate(365), rentAmount: 95_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { tenant } = (await created.json()) as { tenant: { id: number } };
  return { id: tenant.id, email };
}

/** 'YYYY-MM-DD' in Europe/London, `days` from today. */
export function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The card of a property in the 'Your Properties' list, found by its heading. */
export function propertyCard(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** Opens a property's tabs (Manage property) and the named tab. */
export async function openPropertyTab(
  page: Page,
  title: string,
  tab: 'Details' | 'Tenants' | 'Documents' | 'Finances' | 'Repairs',
) {
  const card = propertyCard(page, title);
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const manage = card.getByRole('button', {
    name: new RegExp(`^(Manage property|Hide details) ${escaped}$`),
  });
  if ((await manage.getAttribute('aria-expanded')) !== 'true') await manage.click();
  const tabs = card.getByRole('tablist', { name: `Sections for ${title}` });
  await tabs.getByRole('tab', { name: tab, exact: true }).click();
  await expect(tabs.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  return card;
}
