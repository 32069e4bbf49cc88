import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { MaintenanceRequest } from '@shared/maintenance';
import type { TenantDocument, TenantProperty, TenantTenancy } from '@shared/tenant-portal';
import { createQueryClient } from '@client/app/query-client';

/** Helpers for this feature's render tests (server-side render, as the product's pages do). */
export type Client = ReturnType<typeof createQueryClient>;

export function render(node: ReactNode, fill: (client: Client) => void = () => {}): string {
  const client = createQueryClient();
  fill(client);
  return renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** Puts a query in the cache as failed with this error (and not tried again as the page mounts). */
export function failQuery(client: Client, queryKey: QueryKey, error: Error): void {
  client.setQueryDefaults(queryKey, { retryOnMount: false });
  client.getQueryCache().build(client, { queryKey }).setState({
    status: 'error',
    error,
    fetchStatus: 'idle',
    errorUpdatedAt: Date.now(),
  });
}

/** Tags out (React's text-joining comments without a gap), entities decoded, space squeezed. */
export const text = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

export const tenantProperty = (overrides: Partial<TenantProperty> = {}): TenantProperty => ({
  id: 9,
  tenancyId: 4,
  title: 'Flat 2, Marine Court',
  address: '2 Marine Court, Beach Road',
  city: 'Penarth',
  postcode: 'CF64 1AB',
  bedroomCount: 2,
  bathroomCount: 1,
  price: 95_000,
  leaseStart: '2026-06-01',
  leaseEnd: '2027-05-31',
  contractType: 'fixed_term',
  fixedTermEnd: '2027-05-31',
  status: 'active',
  landlordName: 'Rhys Evans',
  landlordEmail: 'rhys@example.com',
  landlordPhone: '07700 900123',
  isCurrent: true,
  ...overrides,
});

export const tenantTenancy = (overrides: Partial<TenantTenancy> = {}): TenantTenancy => ({
  id: 4,
  propertyTitle: 'Flat 2, Marine Court',
  leaseStart: '2026-06-01',
  leaseEnd: '2027-05-31',
  status: 'active',
  isCurrent: true,
  ...overrides,
});

export const maintenanceRequest = (overrides: Partial<MaintenanceRequest> = {}): MaintenanceRequest => ({
  id: 11,
  tenantId: 4,
  tenantName: 'Ana Jones',
  propertyId: 9,
  propertyTitle: 'Flat 2, Marine Court',
  title: 'Kitchen tap leaking',
  description: 'The cold tap drips all the time.\nWorse at night.',
  category: 'plumbing',
  priority: 'urgent',
  status: 'submitted',
  accessNotes: 'Key with the neighbour at number 3',
  fitnessMatter: false,
  contractor: null,
  cost: null,
  photos: [],
  history: [],
  date: '2026-11-02',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  respondBy: '2026-11-09T23:59:59.000Z',
  isLate: false,
  ...overrides,
});

export const tenantDocument = (overrides: Partial<TenantDocument> = {}): TenantDocument => ({
  id: 21,
  title: 'Gas safety 2026',
  type: 'GAS',
  uploadDate: '2026-06-01',
  expiryDate: '2027-05-20',
  url: '/api/documents/21/file',
  source: 'property',
  ...overrides,
});
