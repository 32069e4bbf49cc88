/** Test fixtures for the repairs API tests: valid bodies and direct inserts. */
import type { CertificateKind, ContractorTrade } from '@shared/contractors';
import type { MaintenanceRequestInput } from '@shared/maintenance';
import type { Db } from '../../db/create-db';
import { contractorCertificates, contractors, maintenanceRequests } from '../../db/schema';

/** A valid body for POST/PUT /api/tenant/maintenance. */
export const requestBody = (overrides: Partial<Record<keyof MaintenanceRequestInput, unknown>> = {}) => ({
  title: 'Kitchen tap dripping',
  description: 'The cold tap in the kitchen drips all the time, even when turned off hard.',
  category: 'plumbing',
  priority: 'routine',
  accessNotes: 'Key with the neighbour at number 6; friendly dog.',
  affectsFitness: false,
  ...overrides,
});

export async function insertRequest(
  db: Db,
  tenant: { id: number; propertyId: number },
  overrides: Partial<typeof maintenanceRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(maintenanceRequests)
    .values({
      tenantId: tenant.id,
      propertyId: tenant.propertyId,
      title: 'Loose banister',
      description: 'The banister on the stairs wobbles.',
      category: 'structural',
      priority: 'routine',
      respondBy: new Date(Date.now() + 10 * 24 * 3600_000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertContractor(
  db: Db,
  landlordId: number,
  input: {
    name?: string;
    trade?: ContractorTrade;
    email?: string | null;
    phone?: string | null;
    certificates?: { kind: CertificateKind; expiresOn: string }[];
  } = {},
) {
  const [row] = await db
    .insert(contractors)
    .values({
      landlordId,
      name: input.name ?? 'Dai the Plumber',
      trade: input.trade ?? 'plumbing',
      email: input.email === undefined ? 'dai@plumbing.example.test' : input.email,
      phone: input.phone ?? null,
    })
    .returning();
  const certificates = input.certificates ?? [{ kind: 'insurance', expiresOn: '2099-01-01' }];
  if (certificates.length)
    await db
      .insert(contractorCertificates)
      .values(certificates.map((c) => ({ contractorId: row!.id, kind: c.kind, expiresOn: c.expiresOn })));
  return row!;
}
