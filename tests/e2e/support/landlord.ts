/**
 * Landlord set-up and page helpers shared by the specs: the landlord's own API session for starting
 * records (properties, certificates, tenancies), and the property card with its tabs on the dashboard.
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
  /** Safety compliance (CONTRACT.md §6): the Welsh checks read these. */
  storeys?: number;
  smokeAlarmStoreys?: number;
  hasGasSupply?: boolean;
  combustionRooms?: { room: string; hasCoAlarm: boolean }[];
  isListed?: boolean;
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

/** A small, valid one-page PDF with the given text (correct xref offsets): a certificate's file. */
export function makePdf(text: string): Buffer {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export type CertificateType = 'GAS' | 'EICR' | 'EPC';

/**
 * Uploads a current certificate to a property (POST /api/properties/{id}/documents): a gas safety
 * record checked a month ago, due again in eleven months; an EICR and an EPC (band C) of a month ago.
 */
export async function uploadCertificate(
  api: APIRequestContext,
  propertyId: number,
  type: CertificateType,
): Promise<{ id: number }> {
  const fields: Record<CertificateType, { title: string; expiryDate: string; epcBand?: string }> = {
    GAS: { title: 'Gas safety record', expiryDate: londonDate(334) },
    EICR: { title: 'Electrical installation condition report', expiryDate: londonDate(365 * 5 - 60) },
    EPC: { title: 'Energy performance certificate', expiryDate: londonDate(365 * 10 - 60), epcBand: 'C' },
  };
  const { title, ...rest } = fields[type];
  const uploaded = await api.post(`/api/properties/${propertyId}/documents`, {
    multipart: {
      file: { name: `${type.toLowerCase()}.pdf`, mimeType: 'application/pdf', buffer: makePdf(title) },
      title,
      documentType: type,
      issueDate: londonDate(-30),
      ...rest,
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return (await uploaded.json()) as { id: number };
}

/**
 * A property a tenant may move into today under the Welsh rules (CONTRACT.md §6): one storey with
 * a working smoke alarm, a current EICR and EPC, and a gas safety record when it has a gas supply.
 */
export async function createLettableProperty(
  api: APIRequestContext,
  body: PropertyBody,
): Promise<{ id: number; title: string }> {
  const property = await createProperty(api, { storeys: 1, smokeAlarmStoreys: 1, ...body });
  const types: CertificateType[] = body.hasGasSupply ? ['GAS', 'EICR', 'EPC'] : ['EICR', 'EPC'];
  for (const type of types) await uploadCertificate(api, property.id, type);
  return property;
}

/**
 * The tenant accepts every open invitation to a tenancy (issue #17): a tenancy added with an
 * existing account's e-mail is linked to it only then.
 */
export async function acceptTenancyInvitations(user: ApiUser): Promise<void> {
  const api = await landlordApi(user);
  try {
    const list = await api.get('/api/tenant/invitations');
    expect(list.status(), await list.text()).toBe(200);
    for (const { id } of (await list.json()) as { id: number }[]) {
      const accepted = await api.post(`/api/tenant/invitations/${id}/accept`, { data: {} });
      expect(accepted.status(), await accepted.text()).toBe(200);
    }
  } finally {
    await api.dispose();
  }
}

export async function createTenant(
  api: APIRequestContext,
  propertyId: number,
  fullName: string,
  /** An existing account's address invites that account (see acceptTenancyInvitations); by default a new one is made. */
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
  tab:
    | 'Details'
    | 'Compliance'
    | 'Applications'
    | 'Tenants'
    | 'Documents'
    | 'Finances'
    | 'Repairs'
    | 'Inspections',
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
