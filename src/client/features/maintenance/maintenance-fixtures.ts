import type { MaintenanceRequest } from '@shared/maintenance';

/** A tenant's request as the tenant API sends it, for tests. */
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
