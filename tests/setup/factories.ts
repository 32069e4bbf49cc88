/**
 * Factories for the API tests: valid request bodies, rows inserted behind the API's back, and the
 * people most tests start from (a landlord with a home, a tenant living in it). Each test file
 * runs on its own fresh database, so every factory makes new, unique records.
 */
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { CertificateKind, ContractorTrade } from '@shared/contractors';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import type { DocumentType } from '@shared/documents';
import type { MaintenanceRequestInput } from '@shared/maintenance';
import type { PaymentStatus } from '@shared/payments';
import type { EpcBand, PropertyInput } from '@shared/properties';
import type { TenantInput } from '@shared/tenancies';
import type { Db } from '../../src/server/db/create-db';
import {
  communications,
  contractorCertificates,
  contractors,
  documents,
  applications,
  maintenanceRequests,
  outbox,
  properties,
  rentPayments,
  tenants,
} from '../../src/server/db/schema';
import { enqueueEmail } from '../../src/server/lib/mailer/outbox';
import { accountEmails } from '../../src/server/lib/mailer/templates';
import type { FileStorage } from '../../src/server/lib/storage';
import type { Signed, TestApp } from './test-app';
import { documentForm, PDF } from './uploads';

let n = 0;

/** A valid body for POST/PUT /api/properties (the shared schema's input type has `unknown` for coerced fields). */
export const propertyBody = (
  overrides: Partial<Record<keyof PropertyInput, unknown>> = {},
): Record<string, unknown> => ({
  title: 'Two-bed flat in Penarth',
  address: '12 Plymouth Road',
  city: 'Penarth',
  postcode: 'cf64 3dh',
  description: 'A bright flat close to the seafront.',
  bedroomCount: 2,
  bathroomCount: 1,
  price: 95_000,
  squareFeet: 700,
  status: 'vacant',
  hasSmokeAlarms: true,
  hasCOAlarms: false,
  ...overrides,
});

export const tenantBody = (
  overrides: Partial<Record<keyof TenantInput, unknown>> = {},
): Record<string, unknown> => {
  n += 1;
  return {
    fullName: 'Rhys Evans',
    email: `rhys.${n}.${crypto.randomBytes(3).toString('hex')}@example.test`,
    phone: '07700 900123',
    leaseStart: '2026-01-01',
    leaseEnd: '2026-12-31',
    rentAmount: 95_000,
    deposit: 100_000,
    depositScheme: 'DPS',
    status: 'active',
    tenantType: 'tenant',
    contractType: 'periodic',
    ...overrides,
  };
};

export async function insertProperty(
  db: Db,
  landlordId: number,
  overrides: Partial<typeof properties.$inferInsert> = {},
) {
  const [row] = await db
    .insert(properties)
    .values({
      landlordId,
      title: 'Terraced house',
      address: '4 Salisbury Road',
      city: 'Cardiff',
      postcode: 'CF24 4AA',
      description: 'A terraced house near the university.',
      bedroomCount: 3,
      bathroomCount: 1,
      price: 120_000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertTenant(
  db: Db,
  propertyId: number,
  overrides: Partial<typeof tenants.$inferInsert> = {},
) {
  n += 1;
  const [row] = await db
    .insert(tenants)
    .values({
      propertyId,
      fullName: 'Seren Hughes',
      email: `seren.${n}.${crypto.randomBytes(3).toString('hex')}@example.test`,
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
      rentAmount: 120_000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertCommunication(
  db: Db,
  tenant: { id: number; propertyId: number },
  overrides: Partial<typeof communications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(communications)
    .values({
      tenantId: tenant.id,
      propertyId: tenant.propertyId,
      communicationType: 'call',
      direction: 'outbound',
      subject: 'Boiler service',
      content: 'Arranged the annual boiler service.',
      date: new Date('2026-02-01T10:00:00Z'),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Makes a property lettable today under CONTRACT.md §6: an interlinked smoke alarm on every
 * storey, a CO alarm in every combustion room, and a valid EICR, EPC (band C) and, with a gas
 * supply, gas safety record. The certificates are rows only (no file), for tests about
 * something else than documents.
 */
export async function makeLettable(db: Db, propertyId: number, today: string = todayInLondon()) {
  const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
  const storeys = property!.storeys ?? 1;
  await db
    .update(properties)
    .set({
      smokeAlarmStoreys: storeys,
      hasSmokeAlarms: true,
      combustionRooms: property!.combustionRooms.map((r) => ({ ...r, hasCoAlarm: true })),
    })
    .where(eq(properties.id, propertyId));
  const certificate = (documentType: 'GAS' | 'EICR' | 'EPC', expiryDate: string) => ({
    propertyId,
    title: `${documentType} (fixture)`,
    documentType,
    storageKey: `fixtures/${documentType}-${propertyId}`,
    fileName: `${documentType.toLowerCase()}.pdf`,
    fileSize: 100,
    fileType: 'application/pdf',
    issueDate: addDays(today, -30),
    expiryDate,
    epcBand: documentType === 'EPC' ? ('C' as const) : null,
  });
  await db
    .insert(documents)
    .values([
      certificate('EICR', addMonths(today, 48)),
      certificate('EPC', addMonths(today, 100)),
      ...(property!.hasGasSupply ? [certificate('GAS', addMonths(today, 11))] : []),
    ]);
}

/** insertProperty, then makeLettable: a home a tenancy can start in today. */
export async function insertLettableProperty(
  db: Db,
  landlordId: number,
  overrides: Partial<typeof properties.$inferInsert> = {},
) {
  const row = await insertProperty(db, landlordId, overrides);
  await makeLettable(db, row.id);
  return row;
}

// ---- Repairs ----

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

// ---- Outbox ----

/** An account-approved e-mail to `to`, queued in the outbox as the app would; its outbox row. */
export async function queueEmail(db: Db, to: string) {
  await enqueueEmail(
    db,
    to,
    accountEmails.approved('Olwen Price', 'http://localhost:3000/login'),
    'account_approved',
  );
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row!;
}

// ---- Rent ----

export async function insertPayment(
  db: Db,
  tenant: { id: number; propertyId: number },
  overrides: Partial<typeof rentPayments.$inferInsert> & { dueDate: string; status: PaymentStatus },
) {
  const [row] = await db
    .insert(rentPayments)
    .values({
      tenantId: tenant.id,
      propertyId: tenant.propertyId,
      amount: 87_500,
      paymentDate: overrides.dueDate,
      ...overrides,
    })
    .returning();
  return row!;
}

// ---- Documents ----

export interface DocFields {
  documentType: DocumentType;
  issueDate: string;
  expiryDate?: string | null;
  epcBand?: EpcBand;
  reference?: string;
  title?: string;
}

const fieldsOf = (f: DocFields): Record<string, string> => ({
  title: f.title ?? `${f.documentType} certificate`,
  documentType: f.documentType,
  issueDate: f.issueDate,
  ...(f.expiryDate ? { expiryDate: f.expiryDate } : {}),
  ...(f.epcBand ? { epcBand: f.epcBand } : {}),
  ...(f.reference ? { reference: f.reference } : {}),
});

export const uploadPropertyDoc = (t: TestApp, token: string | undefined, propertyId: number, f: DocFields) =>
  t.api({
    method: 'POST',
    url: `/api/properties/${propertyId}/documents`,
    token,
    ...documentForm(fieldsOf(f)),
  });

export const uploadTenancyDoc = (t: TestApp, token: string | undefined, tenantId: number, f: DocFields) =>
  t.api({ method: 'POST', url: `/api/tenants/${tenantId}/documents`, token, ...documentForm(fieldsOf(f)) });

export const uploadLandlordDoc = (t: TestApp, token: string | undefined, f: DocFields, landlordId?: number) =>
  t.api({
    method: 'POST',
    url: `/api/landlord/documents${landlordId === undefined ? '' : `?landlordId=${landlordId}`}`,
    token,
    ...documentForm(fieldsOf(f)),
  });

/**
 * A document row added behind the API's back (no copies served, no reminders run). Without
 * `storage` it has no file; with it, a PDF is stored so the download call can be asked about it.
 */
export async function insertDocument(
  db: Db,
  propertyId: number,
  f: DocFields & { tenantId?: number | null; sharedWithTenant?: boolean },
  storage?: FileStorage,
) {
  const storageKey = `fixtures/${f.documentType}-${propertyId}-${crypto.randomBytes(4).toString('hex')}`;
  if (storage) await storage.put(storageKey, PDF, 'application/pdf');
  const [row] = await db
    .insert(documents)
    .values({
      propertyId,
      tenantId: f.tenantId ?? null,
      title: f.title ?? `${f.documentType} (row)`,
      documentType: f.documentType,
      storageKey,
      fileName: 'certificate.pdf',
      fileSize: storage ? PDF.length : 100,
      fileType: 'application/pdf',
      issueDate: f.issueDate,
      expiryDate: f.expiryDate ?? null,
      epcBand: f.epcBand ?? null,
      reference: f.reference ?? null,
      sharedWithTenant: f.sharedWithTenant ?? false,
    })
    .returning();
  return row!;
}

// ---- People ----

/** The members of a user object in any answer (CONTRACT.md §2), sorted: never a password or hash. */
export const PUBLIC_USER_KEYS = [
  'createdAt',
  'email',
  'fullName',
  'id',
  'language',
  'lastLogin',
  'managementFeePercent',
  'managementMode',
  'mustChangePassword',
  'phone',
  'role',
  'status',
  'userType',
  'username',
];

/**
 * A signed-in landlord with a home, and a signed-in tenant whose account holds a tenancy there:
 * where most tenant-portal, repair and rent tests begin.
 */
export async function landlordWithTenant(
  t: TestApp,
  options: {
    landlord?: UserOverrides;
    tenant?: UserOverrides;
    property?: Partial<typeof properties.$inferInsert>;
    tenancy?: Partial<typeof tenants.$inferInsert>;
  } = {},
): Promise<{
  landlord: Signed;
  tenant: Signed;
  property: typeof properties.$inferSelect;
  tenancy: typeof tenants.$inferSelect;
}> {
  const landlord = await t.signedIn({ userType: 'landlord', ...options.landlord });
  const tenant = await t.signedIn({ userType: 'tenant', ...options.tenant });
  const property = await insertProperty(t.db, landlord.user.id, options.property);
  const tenancy = await insertTenant(t.db, property.id, {
    userId: tenant.user.id,
    fullName: tenant.user.fullName,
    email: tenant.user.email,
    ...options.tenancy,
  });
  return { landlord, tenant, property, tenancy };
}

type UserOverrides = Parameters<TestApp['signedIn']>[0];

/** The cast most API tests start from: a landlord, another landlord, a tenant and an admin, each signed in. */
export async function signedInPeople(
  t: TestApp,
  overrides: { landlord?: UserOverrides; tenant?: UserOverrides; admin?: UserOverrides } = {},
) {
  return {
    landlord: await t.signedIn({ userType: 'landlord', ...overrides.landlord }),
    otherLandlord: await t.signedIn({ userType: 'landlord' }),
    tenant: await t.signedIn({ userType: 'tenant', ...overrides.tenant }),
    admin: await t.signedIn({ userType: 'admin', ...overrides.admin }),
  };
}

// ---- Applications ----

/** A valid body for POST /api/listings/{id}/applications: income £36,000, moving in a month from today. */
export const applicationBody = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    fullName: 'Cerys Jenkins',
    email: `cerys.${n}.${crypto.randomBytes(3).toString('hex')}@example.test`,
    phone: '07700 900321',
    employmentStatus: 'employed',
    annualIncome: 3_600_000,
    householdSize: 2,
    moveInDate: addDays(todayInLondon(), 30),
    hasGuarantor: false,
    message: 'We are a couple with no pets, both working in Cardiff.',
    ...overrides,
  };
};

/** An application stored behind the API's back (no e-mails), for tests about what happens next. */
export async function insertApplication(
  db: Db,
  propertyId: number,
  overrides: Partial<typeof applications.$inferInsert> = {},
) {
  const body = applicationBody();
  const [row] = await db
    .insert(applications)
    .values({
      ...body,
      employmentStatus: 'employed',
      propertyId,
      ...overrides,
    })
    .returning();
  return row!;
}
