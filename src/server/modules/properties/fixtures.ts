/**
 * Test fixtures for the landlord portal's API tests (properties, photos, tenancies,
 * communications): valid bodies, direct inserts and multipart payloads.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { PropertyInput } from '@shared/properties';
import type { TenantInput } from '@shared/tenancies';
import type { Db } from '../../db/create-db';
import { eq } from 'drizzle-orm';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { communications, documents, properties, tenants } from '../../db/schema';

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

export const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject. */
export function multipart(parts: Part[]) {
  const boundary = `----lettings${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
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
