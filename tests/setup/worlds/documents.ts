/**
 * The documents API tests' world: an admin, a landlord with a home and a tenant living there,
 * another landlord with a home and tenant of their own, and a past tenant; plus the calls the
 * tests make. Each test file builds its own on its own fresh database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addMonths, todayInLondon } from '@shared/dates';
import type { DocumentRecord } from '@shared/documents';
import type { tenants } from '../../../src/server/db/schema';
import { documents } from '../../../src/server/db/schema';
import { insertProperty, insertTenant } from '../factories';
import type { TestApp } from '../test-app';
import { fieldParts, image, multipart, PDF } from '../uploads';

export { PDF };
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';
export const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

export interface FilePart {
  name: string;
  data: Buffer | string;
  type?: string;
  /** The form field that carries it: 'file' unless named. */
  field?: string;
}

export const today = todayInLondon();
export const validFields = (overrides: Record<string, string> = {}) => ({
  title: 'Gas safety certificate',
  documentType: 'GAS',
  issueDate: today,
  expiryDate: addMonths(today, 12),
  notes: 'Boiler serviced',
  ...overrides,
});
export const pdfFile = (name = 'gas-cert.pdf'): FilePart => ({ name, data: PDF, type: 'application/pdf' });

/** A tenancy on a property, for a tenant account (or none), with a status. */
export const insertTenancy = (
  t: TestApp,
  propertyId: number,
  userId: number | null,
  status: (typeof tenants.$inferSelect)['status'] = 'active',
) =>
  insertTenant(t.db, propertyId, {
    userId,
    status,
    fullName: 'Tom Tenant',
    leaseStart: '2025-01-01',
    leaseEnd: '2026-12-31',
    rentAmount: 95_000,
  });

export async function documentsWorld(t: TestApp) {
  const [PNG, JPEG, WEBP] = await Promise.all([image('png', 1, 1), image('jpeg', 1, 1), image('webp', 1, 1)]);
  const admin = await t.signedIn({ userType: 'admin' });
  const landlord = await t.signedIn({ userType: 'landlord' });
  const otherLandlord = await t.signedIn({ userType: 'landlord' });
  const tenantUser = await t.signedIn({ userType: 'tenant' });
  const pastTenantUser = await t.signedIn({ userType: 'tenant' });
  const strangerTenant = await t.signedIn({ userType: 'tenant' });
  const home = (landlordId: number, title = 'Two-bed flat') =>
    insertProperty(t.db, landlordId, { title, address: '1 Station Road', city: 'Penarth', price: 95_000 });
  const property = await home(landlord.user.id);
  const otherProperty = await home(otherLandlord.user.id, 'Other landlord house');
  const tenancy = await insertTenancy(t, property.id, tenantUser.user.id);
  await insertTenancy(t, property.id, pastTenantUser.user.id, 'past');
  const otherTenancy = await insertTenancy(t, otherProperty.id, strangerTenant.user.id);

  const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'documents');
  const upload = (
    url: string,
    token: string | undefined,
    fields: Record<string, string>,
    ...files: FilePart[]
  ) =>
    t.api({
      method: 'POST',
      url,
      token,
      ...multipart([
        ...fieldParts(fields),
        ...files.map((file) => ({
          name: file.field ?? 'file',
          filename: file.name,
          contentType: file.type ?? 'application/octet-stream',
          data: file.data,
        })),
      ]),
    });

  return {
    PNG,
    JPEG,
    WEBP,
    admin,
    landlord,
    otherLandlord,
    tenantUser,
    pastTenantUser,
    strangerTenant,
    property,
    otherProperty,
    tenancy,
    otherTenancy,
    /** A property of this landlord's (or another's), for a test of its own. */
    insertProperty: home,
    storedFiles: () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []),
    documentRow: async (id: number) => (await t.db.select().from(documents).where(eq(documents.id, id)))[0],
    upload,
    uploadToProperty: (
      propertyId: number,
      token = landlord.token,
      fields: Record<string, string> = validFields(),
      file = pdfFile(),
    ) => upload(`/api/properties/${propertyId}/documents`, token, fields, file),
    uploadToTenancy: (
      tenantId: number,
      token = landlord.token,
      fields: Record<string, string> = validFields(),
      file = pdfFile(),
    ) => upload(`/api/tenants/${tenantId}/documents`, token, fields, file),
    put: (id: number, token: string | undefined, payload: Record<string, unknown>) =>
      t.api({ method: 'PUT', url: `/api/documents/${id}`, token, payload }),
    del: (id: number, token: string | undefined) =>
      t.api({ method: 'DELETE', url: `/api/documents/${id}`, token }),
    download: (id: number, token: string | undefined, query = '') =>
      t.api({ method: 'GET', url: `/api/documents/${id}/file${query}`, token }),
  };
}

/** The record of a 201 answer (the test fails with the body otherwise). */
export async function created(res: Awaited<ReturnType<TestApp['api']>>): Promise<DocumentRecord> {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as DocumentRecord;
}
