import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMonths, todayInLondon } from '@shared/dates';
import { MAX_DOCUMENT_BYTES, type DocumentRecord } from '@shared/documents';
import type { PublicUser } from '@shared/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { documents, properties, tenants } from '../../db/schema';

type TestUser = PublicUser & { password: string };
type Who = { user: TestUser; token: string };

// Tiny, valid files of each kind.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
let PNG: Buffer = Buffer.alloc(0);
let JPEG: Buffer = Buffer.alloc(0);
let WEBP: Buffer = Buffer.alloc(0);

interface FilePart {
  name: string;
  data: Buffer | string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (file names included). */
function multipart(fields: Record<string, string>, ...files: FilePart[]) {
  const boundary = `----docs${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const today = todayInLondon();
const validFields = (overrides: Record<string, string> = {}) => ({
  title: 'Gas safety certificate',
  documentType: 'GAS',
  issueDate: today,
  expiryDate: addMonths(today, 12),
  notes: 'Boiler serviced',
  ...overrides,
});
const pdfFile = (name = 'gas-cert.pdf'): FilePart => ({ name, data: PDF, type: 'application/pdf' });

describe('documents API', () => {
  let t: TestApp;
  let admin: Who;
  let landlord: Who;
  let otherLandlord: Who;
  let tenantUser: Who;
  let pastTenantUser: Who;
  let strangerTenant: Who;
  let property: typeof properties.$inferSelect;
  let otherProperty: typeof properties.$inferSelect;
  let tenancy: typeof tenants.$inferSelect;
  let otherTenancy: typeof tenants.$inferSelect;

  const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'documents');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
  const documentRow = async (id: number) =>
    (await t.db.select().from(documents).where(eq(documents.id, id)))[0];

  async function insertProperty(landlordId: number, title = 'Two-bed flat') {
    const [row] = await t.db
      .insert(properties)
      .values({
        landlordId,
        title,
        address: '1 Station Road',
        city: 'Penarth',
        postcode: 'CF64 1AA',
        description: 'A flat by the sea.',
        bedroomCount: 2,
        bathroomCount: 1,
        price: 95_000,
      })
      .returning();
    return row!;
  }

  async function insertTenancy(
    propertyId: number,
    userId: number | null,
    status: 'active' | 'past' | 'notice_given' = 'active',
  ) {
    const [row] = await t.db
      .insert(tenants)
      .values({
        propertyId,
        userId,
        fullName: 'Tom Tenant',
        email: `tenant${Math.random().toString(36).slice(2)}@example.test`,
        leaseStart: '2025-01-01',
        leaseEnd: '2026-12-31',
        rentAmount: 95_000,
        status,
      })
      .returning();
    return row!;
  }

  const upload = (
    url: string,
    token: string | undefined,
    fields: Record<string, string>,
    ...files: FilePart[]
  ) => t.api({ method: 'POST', url, token, ...multipart(fields, ...files) });
  const uploadToProperty = (
    propertyId: number,
    token = landlord.token,
    fields: Record<string, string> = validFields(),
    file = pdfFile(),
  ) => upload(`/api/properties/${propertyId}/documents`, token, fields, file);
  const uploadToTenancy = (
    tenantId: number,
    token = landlord.token,
    fields: Record<string, string> = validFields(),
    file = pdfFile(),
  ) => upload(`/api/tenants/${tenantId}/documents`, token, fields, file);
  async function created(res: Awaited<ReturnType<TestApp['api']>>): Promise<DocumentRecord> {
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as DocumentRecord;
  }
  const put = (id: number, token: string | undefined, payload: Record<string, unknown>) =>
    t.api({ method: 'PUT', url: `/api/documents/${id}`, token, payload });
  const del = (id: number, token: string | undefined) =>
    t.api({ method: 'DELETE', url: `/api/documents/${id}`, token });
  const download = (id: number, token: string | undefined, query = '') =>
    t.api({ method: 'GET', url: `/api/documents/${id}/file${query}`, token });

  beforeAll(async () => {
    const image = (format: 'png' | 'jpeg' | 'webp') =>
      sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
        .toFormat(format)
        .toBuffer();
    [PNG, JPEG, WEBP] = [await image('png'), await image('jpeg'), await image('webp')];
    t = await createTestApp();
    admin = await t.signedIn({ userType: 'admin' });
    landlord = await t.signedIn({ userType: 'landlord' });
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
    pastTenantUser = await t.signedIn({ userType: 'tenant' });
    strangerTenant = await t.signedIn({ userType: 'tenant' });
    property = await insertProperty(landlord.user.id);
    otherProperty = await insertProperty(otherLandlord.user.id, 'Other landlord house');
    tenancy = await insertTenancy(property.id, tenantUser.user.id);
    await insertTenancy(property.id, pastTenantUser.user.id, 'past');
    otherTenancy = await insertTenancy(otherProperty.id, strangerTenant.user.id);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  describe('who may call', () => {
    let doc: DocumentRecord;
    beforeAll(async () => {
      doc = await created(await uploadToProperty(property.id));
    });
    const calls = () =>
      [
        ['GET', `/api/properties/${property.id}/documents`],
        ['POST', `/api/properties/${property.id}/documents`],
        ['GET', `/api/tenants/${tenancy.id}/documents`],
        ['POST', `/api/tenants/${tenancy.id}/documents`],
        ['PUT', `/api/documents/${doc.id}`],
        ['DELETE', `/api/documents/${doc.id}`],
        ['GET', `/api/documents/${doc.id}/file`],
      ] as const;
    const send = (method: string, url: string, token?: string) =>
      method === 'POST'
        ? upload(url, token, validFields(), pdfFile())
        : t.api({
            method: method as 'GET',
            url,
            token,
            ...(method === 'PUT'
              ? { payload: { title: 'Changed', documentType: 'OTHER', issueDate: today } }
              : {}),
          });

    it('every call answers 401 when signed out, and stores nothing', async () => {
      const before = storedFiles().length;
      for (const [method, url] of calls()) {
        const res = await send(method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'unauthenticated', message: expect.any(String) });
      }
      expect(storedFiles()).toHaveLength(before);
    });

    it('management calls answer 403 for a tenant user, even the linked one, and change nothing', async () => {
      const before = storedFiles().length;
      for (const who of [tenantUser, strangerTenant]) {
        for (const [method, url] of calls().filter(([, url]) => !url.endsWith('/file'))) {
          const res = await send(method, url, who.token);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json().code).toBe('forbidden');
        }
      }
      expect(storedFiles()).toHaveLength(before);
      expect(await documentRow(doc.id)).toMatchObject({ title: 'Gas safety certificate' });
    });

    it("another landlord gets 404 for every call on this landlord's records, and changes nothing", async () => {
      const before = storedFiles().length;
      for (const [method, url] of calls()) {
        const res = await send(method, url, otherLandlord.token);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
      expect(storedFiles()).toHaveLength(before);
      expect(await documentRow(doc.id)).toMatchObject({ title: 'Gas safety certificate' });
    });

    it('ids that are not ids answer 400; unknown ones 404', async () => {
      expect(
        (await t.api({ method: 'GET', url: '/api/properties/abc/documents', token: landlord.token }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.api({ method: 'GET', url: '/api/documents/99999999999/file', token: landlord.token }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.api({ method: 'GET', url: '/api/properties/999999/documents', token: landlord.token }))
          .statusCode,
      ).toBe(404);
      expect((await uploadToProperty(999999)).statusCode).toBe(404);
      expect((await uploadToTenancy(999999)).statusCode).toBe(404);
      expect((await del(999999, landlord.token)).statusCode).toBe(404);
      expect((await download(999999, landlord.token)).statusCode).toBe(404);
      expect(
        (await put(999999, landlord.token, { title: 'Changed', documentType: 'OTHER', issueDate: today }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('POST /api/properties/{id}/documents', () => {
    it('stores a PDF and answers 201 with the document record', async () => {
      const before = storedFiles().length;
      const res = await uploadToProperty(
        property.id,
        landlord.token,
        validFields({ sharedWithTenant: 'true' }),
      );
      const doc = await created(res);
      expect(doc).toEqual({
        id: expect.any(Number),
        propertyId: property.id,
        tenantId: null,
        title: 'Gas safety certificate',
        documentType: 'GAS',
        fileUrl: `/api/documents/${doc.id}/file`,
        fileName: 'gas-cert.pdf',
        fileSize: PDF.length,
        fileType: 'application/pdf',
        issueDate: today,
        expiryDate: addMonths(today, 12),
        notes: 'Boiler serviced',
        // Only tenant documents are shared; the property's GAS, EICR and EPC reach its tenants anyway.
        sharedWithTenant: false,
        epcBand: null,
        reference: null,
        maxOccupants: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const row = await documentRow(doc.id);
      expect(row!.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
      expect(res.body).not.toContain('storage');
      expect(res.body).not.toContain(row!.storageKey.slice('documents/'.length));
      expect(storedFiles()).toHaveLength(before + 1);
      expect(fs.readFileSync(path.join(t.config.dataDir, 'uploads', row!.storageKey))).toEqual(PDF);
    });

    it('accepts JPEG, PNG and WebP, typed by their content rather than their name or declared type', async () => {
      for (const [data, mime] of [
        [PNG, 'image/png'],
        [JPEG, 'image/jpeg'],
        [WEBP, 'image/webp'],
      ] as const) {
        const doc = await created(
          await uploadToProperty(property.id, landlord.token, validFields({ documentType: 'EPC' }), {
            name: 'scan.pdf',
            data,
            type: 'application/pdf',
          }),
        );
        expect(doc).toMatchObject({ fileType: mime, fileSize: data.length, fileName: 'scan.pdf' });
      }
    });

    it('takes defaults for the optional fields: no expiry, no notes', async () => {
      const doc = await created(
        await uploadToProperty(property.id, landlord.token, {
          title: 'EPC',
          documentType: 'EPC',
          issueDate: today,
          expiryDate: '',
          notes: '',
        }),
      );
      expect(doc).toMatchObject({ title: 'EPC', expiryDate: null, notes: null });
    });

    it('keeps the original name, but without folders or control characters, and at most 200 characters', async () => {
      const cases: [string, string][] = [
        ['C:\\Users\\me\\Desktop\\gas cert.pdf', 'gas cert.pdf'],
        ['../../etc/passwd.pdf', 'passwd.pdf'],
        ['bad\u0007na\u202eme.pdf', 'badname.pdf'],
        ['Tystysgrif nwy – 2025 ü.pdf', 'Tystysgrif nwy – 2025 ü.pdf'],
        [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(196)}.pdf`],
        ['', 'document'],
      ];
      for (const [sent, kept] of cases) {
        const res = await uploadToProperty(property.id, landlord.token, validFields(), {
          name: sent,
          data: PDF,
        });
        expect((await created(res)).fileName, sent).toBe(kept);
      }
    });

    describe('validation (SPEC.md §5 messages), storing nothing', () => {
      const cases: [string, Record<string, string>, string, string][] = [
        ['a one-letter title', validFields({ title: 'A' }), 'title', 'Title must be at least 2 characters'],
        ['a blank title', validFields({ title: '   ' }), 'title', 'Title must be at least 2 characters'],
        ['no type', { title: 'Gas', issueDate: today }, 'documentType', 'Please select a document type'],
        [
          'an unknown type',
          validFields({ documentType: 'PASSPORT' }),
          'documentType',
          'Please select a document type',
        ],
        ['no issue date', { title: 'Gas', documentType: 'GAS' }, 'issueDate', 'Issue date is required'],
        [
          'an impossible issue date',
          validFields({ issueDate: '2025-02-30' }),
          'issueDate',
          'Issue date is required',
        ],
        [
          'a bad expiry date',
          validFields({ expiryDate: 'next year' }),
          'expiryDate',
          'Expiry date must be a valid date',
        ],
        [
          'a landlordId',
          validFields({ landlordId: String(otherLandlord?.user.id ?? 1) }),
          'landlordId',
          'landlordId cannot be set',
        ],
        ['a propertyId', validFields({ propertyId: '1' }), 'propertyId', 'propertyId cannot be set'],
      ];
      for (const [what, fields, field, message] of cases) {
        it(`refuses ${what}`, async () => {
          const before = storedFiles().length;
          const res = await uploadToProperty(property.id, landlord.token, fields);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({
            code: 'validation_error',
            message,
            errors: { [field]: message },
          });
          expect(storedFiles()).toHaveLength(before);
        });
      }

      it("refuses a missing file with 'Please select a file'", async () => {
        const res = await upload(`/api/properties/${property.id}/documents`, landlord.token, validFields());
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'validation_error',
          message: 'Please select a file',
          errors: { file: 'Please select a file' },
        });
      });

      it('refuses a file sent under another field name, and an empty file', async () => {
        const other = await upload(
          `/api/properties/${property.id}/documents`,
          landlord.token,
          validFields(),
          { ...pdfFile(), field: 'document' },
        );
        expect(other.json()).toMatchObject({ message: 'Please select a file' });
        const empty = await uploadToProperty(property.id, landlord.token, validFields(), {
          name: 'empty.pdf',
          data: Buffer.alloc(0),
        });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors).toEqual({ file: 'The selected file is empty.' });
      });

      it('names every problem at once', async () => {
        const res = await upload(`/api/properties/${property.id}/documents`, landlord.token, { title: 'A' });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({
          title: 'Title must be at least 2 characters',
          documentType: 'Please select a document type',
          issueDate: 'Issue date is required',
          file: 'Please select a file',
        });
      });

      it('refuses a body that is not multipart with 415', async () => {
        const res = await t.api({
          method: 'POST',
          url: `/api/properties/${property.id}/documents`,
          token: landlord.token,
          payload: validFields(),
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().code).toBe('unsupported_media_type');
      });

      it('refuses malformed multipart with 400, not 500', async () => {
        const res = await t.api({
          method: 'POST',
          url: `/api/properties/${property.id}/documents`,
          token: landlord.token,
          headers: { 'content-type': 'multipart/form-data; boundary=abc' },
          payload:
            '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then it stops',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_error');
      });
    });

    describe('file type judged by content (415)', () => {
      const refused: [string, FilePart][] = [
        ['an SVG', { name: 'plan.svg', data: SVG, type: 'image/svg+xml' }],
        ['an HTML page', { name: 'page.html', data: HTML, type: 'text/html' }],
        [
          'HTML named and declared as a PDF',
          { name: 'certificate.pdf', data: HTML, type: 'application/pdf' },
        ],
        ['plain text', { name: 'notes.txt', data: 'Just some notes about the boiler.', type: 'text/plain' }],
        [
          'unknown bytes named .png',
          {
            name: 'photo.png',
            data: Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
            type: 'image/png',
          },
        ],
        [
          'a ZIP',
          { name: 'docs.pdf', data: Buffer.from('504b0304140000000800', 'hex'), type: 'application/pdf' },
        ],
      ];
      for (const [what, file] of refused) {
        it(`refuses ${what} and stores nothing`, async () => {
          const before = storedFiles().length;
          const rowsBefore = (await t.db.select().from(documents)).length;
          const res = await uploadToProperty(property.id, landlord.token, validFields(), file);
          expect(res.statusCode).toBe(415);
          expect(res.json()).toEqual({
            code: 'unsupported_media_type',
            message: 'Only PDF, JPEG, PNG or WebP files can be uploaded.',
            errors: { file: 'Only PDF, JPEG, PNG or WebP files can be uploaded.' },
          });
          expect(storedFiles()).toHaveLength(before);
          expect(await t.db.select().from(documents)).toHaveLength(rowsBefore);
        });
      }
    });

    describe('size (413)', () => {
      it('refuses a file over 10 MB with 413 and the error body, storing nothing', async () => {
        const before = storedFiles().length;
        const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length, 0x20)]);
        const res = await uploadToProperty(property.id, landlord.token, validFields(), {
          name: 'big.pdf',
          data: big,
        });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({
          code: 'payload_too_large',
          message: 'The file is too large. Files can be at most 10 MB.',
        });
        expect(storedFiles()).toHaveLength(before);
      });

      it('accepts a file of exactly 10 MB', async () => {
        const exact = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length, 0x20)]);
        const doc = await created(
          await uploadToProperty(property.id, landlord.token, validFields(), {
            name: 'exact.pdf',
            data: exact,
          }),
        );
        expect(doc.fileSize).toBe(MAX_DOCUMENT_BYTES);
      });

      it('refuses a second file with 413', async () => {
        const res = await upload(
          `/api/properties/${property.id}/documents`,
          landlord.token,
          validFields(),
          pdfFile('a.pdf'),
          pdfFile('b.pdf'),
        );
        expect(res.statusCode).toBe(413);
        expect(res.json().code).toBe('payload_too_large');
      });
    });

    it('removes the stored file when the row cannot be written', async () => {
      const before = storedFiles().length;
      const put = vi.spyOn(t.app.ctx.storage, 'put');
      const remove = vi.spyOn(t.app.ctx.storage, 'delete');
      vi.spyOn(t.app.ctx.db, 'insert').mockImplementationOnce(() => {
        throw new Error('database went away');
      });
      const res = await uploadToProperty(property.id);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(put).toHaveBeenCalledTimes(1);
      expect(remove).toHaveBeenCalledWith(put.mock.calls[0]![0]);
      expect(storedFiles()).toHaveLength(before);
    });

    it('an admin may upload to any landlord’s property', async () => {
      const doc = await created(await uploadToProperty(otherProperty.id, admin.token));
      expect(doc.propertyId).toBe(otherProperty.id);
    });

    it('an archived property takes no new documents', async () => {
      const archived = await insertProperty(landlord.user.id, 'Archived');
      await t.db.update(properties).set({ archivedAt: new Date() }).where(eq(properties.id, archived.id));
      const archivedTenancy = await insertTenancy(archived.id, null);
      expect((await uploadToProperty(archived.id)).statusCode).toBe(404);
      expect((await uploadToTenancy(archivedTenancy.id)).statusCode).toBe(404);
      expect(
        (
          await t.api({
            method: 'GET',
            url: `/api/tenants/${archivedTenancy.id}/documents`,
            token: landlord.token,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await t.api({
            method: 'GET',
            url: `/api/properties/${archived.id}/documents`,
            token: landlord.token,
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('GET /api/properties/{id}/documents', () => {
    let listed: typeof property;
    let ids: number[];
    beforeAll(async () => {
      listed = await insertProperty(landlord.user.id, 'Listed documents');
      ids = [];
      for (const title of ['First', 'Second', 'Third']) {
        ids.push(
          (
            await created(
              await uploadToProperty(listed.id, landlord.token, validFields({ title, documentType: 'EICR' })),
            )
          ).id,
        );
      }
      // A tenancy's document on the same property is not a property document.
      const tenancyHere = await insertTenancy(listed.id, null);
      await created(
        await uploadToTenancy(
          tenancyHere.id,
          landlord.token,
          validFields({ title: 'Written statement', documentType: 'WRITTEN_STATEMENT' }),
        ),
      );
    });
    const list = (query = '', token = landlord.token) =>
      t.api({ method: 'GET', url: `/api/properties/${listed.id}/documents${query}`, token });

    it('lists the property’s own documents, newest first, with the total', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      const body = res.json() as DocumentRecord[];
      expect(body.map((d) => d.title)).toEqual(['Third', 'Second', 'First']);
      expect(body.every((d) => d.tenantId === null && d.fileUrl === `/api/documents/${d.id}/file`)).toBe(
        true,
      );
      expect(res.body).not.toContain('storageKey');
    });

    it('pages with limit and offset', async () => {
      const res = await list('?limit=1&offset=1');
      expect(res.headers['x-total-count']).toBe('3');
      expect((res.json() as DocumentRecord[]).map((d) => d.id)).toEqual([ids[1]]);
      expect((await list('?limit=0')).statusCode).toBe(400);
      expect((await list('?limit=501')).json().message).toBe('limit must be at most 500');
      expect((await list('?offset=-1')).statusCode).toBe(400);
    });

    it('answers an empty list for a property with none', async () => {
      const empty = await insertProperty(landlord.user.id, 'Empty');
      const res = await t.api({
        method: 'GET',
        url: `/api/properties/${empty.id}/documents`,
        token: landlord.token,
      });
      expect(res.json()).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    });

    it('an admin lists any property’s documents', async () => {
      const res = await list('', admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
    });
  });

  describe('tenant documents', () => {
    it('POST stores a tenancy document on the tenancy’s property, not shared unless asked', async () => {
      const doc = await created(
        await uploadToTenancy(
          tenancy.id,
          landlord.token,
          validFields({ title: 'Written statement', documentType: 'WRITTEN_STATEMENT' }),
        ),
      );
      expect(doc).toMatchObject({
        tenantId: tenancy.id,
        propertyId: property.id,
        sharedWithTenant: false,
        documentType: 'WRITTEN_STATEMENT',
      });
      for (const value of ['true', 'on']) {
        const shared = await created(
          await uploadToTenancy(
            tenancy.id,
            landlord.token,
            validFields({ documentType: 'DEPOSIT_PROTECTION', sharedWithTenant: value }),
          ),
        );
        expect(shared.sharedWithTenant).toBe(true);
      }
      const notShared = await created(
        await uploadToTenancy(tenancy.id, landlord.token, validFields({ sharedWithTenant: 'false' })),
      );
      expect(notShared.sharedWithTenant).toBe(false);
    });

    it('POST checks the fields, the file and its type as for a property', async () => {
      expect(
        (await uploadToTenancy(tenancy.id, landlord.token, validFields({ title: 'x' }))).json().message,
      ).toBe('Title must be at least 2 characters');
      expect(
        (await upload(`/api/tenants/${tenancy.id}/documents`, landlord.token, validFields())).json().message,
      ).toBe('Please select a file');
      expect(
        (await uploadToTenancy(tenancy.id, landlord.token, validFields(), { name: 'a.pdf', data: HTML }))
          .statusCode,
      ).toBe(415);
      expect(
        (
          await uploadToTenancy(
            tenancy.id,
            landlord.token,
            validFields({ tenantId: String(otherTenancy.id) }),
          )
        ).json().errors,
      ).toEqual({
        tenantId: 'tenantId cannot be set',
      });
    });

    it('GET lists only that tenancy’s documents, newest first, with the total', async () => {
      const fresh = await insertTenancy(property.id, null);
      const a = await created(
        await uploadToTenancy(fresh.id, landlord.token, validFields({ title: 'Older' })),
      );
      const b = await created(
        await uploadToTenancy(fresh.id, landlord.token, validFields({ title: 'Newer' })),
      );
      const res = await t.api({
        method: 'GET',
        url: `/api/tenants/${fresh.id}/documents`,
        token: landlord.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect((res.json() as DocumentRecord[]).map((d) => d.id)).toEqual([b.id, a.id]);
      const paged = await t.api({
        method: 'GET',
        url: `/api/tenants/${fresh.id}/documents?limit=1&offset=1`,
        token: landlord.token,
      });
      expect((paged.json() as DocumentRecord[]).map((d) => d.id)).toEqual([a.id]);
    });

    it('an admin reaches any tenancy', async () => {
      const doc = await created(await uploadToTenancy(otherTenancy.id, admin.token));
      expect(doc).toMatchObject({ tenantId: otherTenancy.id, propertyId: otherProperty.id });
      expect(
        (await t.api({ method: 'GET', url: `/api/tenants/${otherTenancy.id}/documents`, token: admin.token }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('PUT /api/documents/{id}', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      title: 'Renewed gas certificate',
      documentType: 'GAS',
      issueDate: today,
      expiryDate: addMonths(today, 11),
      notes: 'New engineer',
      ...overrides,
    });

    it('changes the fields, keeps the file and bumps updatedAt', async () => {
      const doc = await created(await uploadToProperty(property.id));
      const before = await documentRow(doc.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const res = await put(doc.id, landlord.token, body());
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as DocumentRecord;
      expect(updated).toMatchObject({
        id: doc.id,
        title: 'Renewed gas certificate',
        expiryDate: addMonths(today, 11),
        notes: 'New engineer',
        fileName: doc.fileName,
        fileSize: doc.fileSize,
        fileType: doc.fileType,
        fileUrl: doc.fileUrl,
        createdAt: doc.createdAt,
      });
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(doc.updatedAt).getTime());
      expect((await documentRow(doc.id))!.storageKey).toBe(before!.storageKey);
      // Leaving out the optional fields clears them.
      const cleared = await put(doc.id, landlord.token, {
        title: 'Gas',
        documentType: 'GAS',
        issueDate: today,
      });
      expect(cleared.json()).toMatchObject({ expiryDate: null, notes: null });
    });

    it('sets sharedWithTenant on a tenant document, keeps it when left out, never on a property document', async () => {
      const tenantDoc = await created(await uploadToTenancy(tenancy.id));
      expect(
        (await put(tenantDoc.id, landlord.token, body({ sharedWithTenant: true }))).json().sharedWithTenant,
      ).toBe(true);
      expect((await put(tenantDoc.id, landlord.token, body())).json().sharedWithTenant).toBe(true);
      expect(
        (await put(tenantDoc.id, landlord.token, body({ sharedWithTenant: false }))).json().sharedWithTenant,
      ).toBe(false);
      const propertyDoc = await created(await uploadToProperty(property.id));
      expect(
        (await put(propertyDoc.id, landlord.token, body({ sharedWithTenant: true }))).json().sharedWithTenant,
      ).toBe(false);
    });

    it('answers SPEC.md §5’s messages, and refuses fields a caller may not set', async () => {
      const doc = await created(await uploadToProperty(property.id));
      const cases: [Record<string, unknown>, string, string][] = [
        [body({ title: 'A' }), 'title', 'Title must be at least 2 characters'],
        [body({ title: undefined }), 'title', 'Title must be at least 2 characters'],
        [body({ documentType: undefined }), 'documentType', 'Please select a document type'],
        [body({ documentType: 'NOPE' }), 'documentType', 'Please select a document type'],
        [body({ issueDate: undefined }), 'issueDate', 'Issue date is required'],
        [body({ issueDate: '31/12/2025' }), 'issueDate', 'Issue date is required'],
      ];
      for (const [payload, field, message] of cases) {
        const res = await put(doc.id, landlord.token, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', message, errors: { [field]: message } });
      }
      for (const key of [
        'landlordId',
        'propertyId',
        'tenantId',
        'id',
        'createdAt',
        'fileUrl',
        'storageKey',
      ]) {
        const res = await put(
          doc.id,
          landlord.token,
          body({
            [key]: key === 'createdAt' || key === 'fileUrl' || key === 'storageKey' ? 'x' : otherProperty.id,
          }),
        );
        expect(res.statusCode, key).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
      expect((await documentRow(doc.id))!.title).toBe('Gas safety certificate');
    });

    it('an admin may edit any document', async () => {
      const doc = await created(await uploadToProperty(otherProperty.id, otherLandlord.token));
      expect((await put(doc.id, admin.token, body({ title: 'Checked by admin' }))).json().title).toBe(
        'Checked by admin',
      );
    });
  });

  describe('DELETE /api/documents/{id}', () => {
    it('deletes the row and the stored file', async () => {
      const doc = await created(
        await uploadToProperty(property.id, landlord.token, validFields({ documentType: 'EICR' })),
      );
      const key = (await documentRow(doc.id))!.storageKey;
      const res = await del(doc.id, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Document deleted.' });
      expect(await documentRow(doc.id)).toBeUndefined();
      expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);
      expect((await download(doc.id, landlord.token)).statusCode).toBe(404);
    });

    it('keeps a gas safety record issued less than 2 years ago (409)', async () => {
      const recent = await created(
        await uploadToProperty(
          property.id,
          landlord.token,
          validFields({ issueDate: addMonths(today, -23) }),
        ),
      );
      const res = await del(recent.id, landlord.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'conflict',
        message: 'Gas safety records must be kept for at least 2 years.',
      });
      expect(await documentRow(recent.id)).toBeDefined();
      expect((await download(recent.id, landlord.token)).statusCode).toBe(200);
      // Nor may an admin delete it.
      expect((await del(recent.id, admin.token)).statusCode).toBe(409);
    });

    it('refuses to relabel a gas safety record inside its 2 years, so it cannot be deleted that way', async () => {
      const recent = await created(
        await uploadToProperty(property.id, landlord.token, validFields({ issueDate: addMonths(today, -3) })),
      );
      const relabel = await t.api({
        method: 'PUT',
        url: `/api/documents/${recent.id}`,
        token: landlord.token,
        payload: { title: recent.title, documentType: 'OTHER', issueDate: recent.issueDate },
      });
      expect(relabel.statusCode).toBe(409);
      expect((await documentRow(recent.id))?.documentType).toBe('GAS');
      const retitled = await t.api({
        method: 'PUT',
        url: `/api/documents/${recent.id}`,
        token: landlord.token,
        payload: { title: 'Gas record (boiler)', documentType: 'GAS', issueDate: recent.issueDate },
      });
      expect(retitled.statusCode).toBe(200);
    });

    it('lets a gas safety record go once it is 2 years old', async () => {
      const old = await created(
        await uploadToProperty(
          property.id,
          landlord.token,
          validFields({ issueDate: addMonths(today, -24), expiryDate: addMonths(today, -12) }),
        ),
      );
      expect((await del(old.id, landlord.token)).statusCode).toBe(200);
    });

    it('an admin may delete any document', async () => {
      const doc = await created(
        await uploadToTenancy(otherTenancy.id, otherLandlord.token, validFields({ documentType: 'OTHER' })),
      );
      expect((await del(doc.id, admin.token)).statusCode).toBe(200);
      expect(await documentRow(doc.id)).toBeUndefined();
    });
  });

  describe('GET /api/documents/{id}/file', () => {
    it('sends the bytes as an attachment, with nosniff and no caching', async () => {
      const doc = await created(
        await uploadToProperty(
          property.id,
          landlord.token,
          validFields(),
          pdfFile("Gas 'cert'; 2025 – Tŷ (copy).pdf"),
        ),
      );
      const res = await download(doc.id, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PDF);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(PDF.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Gas 'cert'; 2025 _ T_ (copy).pdf"; filename*=UTF-8''Gas%20%27cert%27%3B%202025%20%E2%80%93%20T%C5%B7%20%28copy%29.pdf`,
      );
      expect(res.headers['content-security-policy']).toContain('sandbox');
    });

    it('?inline=1 opens it in the browser (PDF without the sandbox its viewer refuses; images sandboxed)', async () => {
      const pdf = await created(await uploadToProperty(property.id));
      const res = await download(pdf.id, landlord.token, '?inline=1');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="gas-cert.pdf"/);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).not.toContain('sandbox');
      const png = await created(
        await uploadToProperty(property.id, landlord.token, validFields(), { name: 'photo.png', data: PNG }),
      );
      const image = await download(png.id, landlord.token, '?inline=1');
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline;/);
      expect(image.headers['content-security-policy']).toContain('sandbox');
      expect(image.rawPayload).toEqual(PNG);
    });

    it('an admin downloads any document', async () => {
      const doc = await created(await uploadToProperty(otherProperty.id, otherLandlord.token));
      expect((await download(doc.id, admin.token)).statusCode).toBe(200);
    });

    it('the tenant user downloads their tenancy’s documents only when shared with them', async () => {
      const shared = await created(
        await uploadToTenancy(
          tenancy.id,
          landlord.token,
          validFields({ documentType: 'WRITTEN_STATEMENT', sharedWithTenant: 'true' }),
        ),
      );
      const hidden = await created(
        await uploadToTenancy(tenancy.id, landlord.token, validFields({ documentType: 'OTHER' })),
      );
      const ok = await download(shared.id, tenantUser.token);
      expect(ok.statusCode).toBe(200);
      expect(ok.rawPayload).toEqual(PDF);
      for (const [who, id] of [
        [tenantUser, hidden.id],
        [strangerTenant, shared.id],
        [pastTenantUser, shared.id],
        [otherLandlord, shared.id],
      ] as const) {
        const res = await download(id, who.token);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
      // Unshared again: the tenant loses it.
      await put(shared.id, landlord.token, {
        title: shared.title,
        documentType: 'WRITTEN_STATEMENT',
        issueDate: today,
        sharedWithTenant: false,
      });
      expect((await download(shared.id, tenantUser.token)).statusCode).toBe(404);
    });

    it('a current tenant downloads their home’s GAS, EICR and EPC, nothing else of the property', async () => {
      for (const documentType of ['GAS', 'EICR', 'EPC']) {
        const doc = await created(
          await uploadToProperty(property.id, landlord.token, validFields({ documentType })),
        );
        expect((await download(doc.id, tenantUser.token)).statusCode, documentType).toBe(200);
        // Not a past tenant, nor a tenant elsewhere.
        expect((await download(doc.id, pastTenantUser.token)).statusCode).toBe(404);
        expect((await download(doc.id, strangerTenant.token)).statusCode).toBe(404);
      }
      for (const documentType of ['INSURANCE', 'OTHER', 'HMO_LICENCE']) {
        const doc = await created(
          await uploadToProperty(property.id, landlord.token, validFields({ documentType })),
        );
        expect((await download(doc.id, tenantUser.token)).statusCode, documentType).toBe(404);
      }
    });

    it('a tenant under notice still gets the safety certificates', async () => {
      const leaving = await t.signedIn({ userType: 'tenant' });
      await insertTenancy(property.id, leaving.user.id, 'notice_given');
      const doc = await created(
        await uploadToProperty(property.id, landlord.token, validFields({ documentType: 'EPC' })),
      );
      expect((await download(doc.id, leaving.token)).statusCode).toBe(200);
    });

    it('answers 404 when the stored file has gone', async () => {
      const doc = await created(await uploadToProperty(property.id));
      fs.rmSync(path.join(t.config.dataDir, 'uploads', (await documentRow(doc.id))!.storageKey));
      const res = await download(doc.id, landlord.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    });
  });
});
