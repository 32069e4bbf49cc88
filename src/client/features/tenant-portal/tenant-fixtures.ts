import type { TenantDocument, TenantProperty, TenantTenancy } from '@shared/tenant-portal';

/** Records for the tenant portal's render tests. */
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
