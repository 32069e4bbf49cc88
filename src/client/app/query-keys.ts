/**
 * The first part of every TanStack Query key, one per feature, in one place. Each feature builds
 * its own key factory on its root (`features/<x>/api.ts`); a feature whose change makes another's
 * answers stale invalidates that root from here, since features do not import each other.
 */
export const queryRoots = {
  applications: ['applications'],
  adminImages: ['images', 'admin'],
  adminMessages: ['admin', 'messages'],
  agencySettings: ['admin', 'settings'],
  audit: ['admin', 'audit'],
  communications: ['communications'],
  /** Compliance reads properties, tenancies and documents: a change to any of them makes it stale. */
  compliance: ['compliance'],
  contractors: ['contractors'],
  deductions: ['deductions'],
  documents: ['documents'],
  inspections: ['inspections'],
  maintenance: ['maintenance'],
  notifications: ['notifications'],
  payments: ['payments'],
  properties: ['properties'],
  tenancies: ['tenancies'],
  tenantPortal: ['tenant-portal'],
  twoStep: ['auth', 'two-step'],
  users: ['admin', 'users'],
} as const;

/** A property's tenancies: the tenancies feature's list, which documents also reads to name tenants. */
export const propertyTenanciesKey = (propertyId: number) =>
  [...queryRoots.tenancies, 'property', propertyId] as const;

/** The tenant's upcoming events (rent days, renewals, repair visits): a booked visit changes them. */
export const tenantEventsKey = [...queryRoots.tenantPortal, 'events'] as const;
