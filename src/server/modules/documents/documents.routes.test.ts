/** Documents: uploading to a property, what is stored and kept. */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { addMonths } from '@shared/dates';
import { createTestApp } from '../../../../tests/setup/test-app';
import {
  PDF,
  created,
  documentsWorld,
  insertTenancy,
  today,
  validFields,
} from '../../../../tests/setup/worlds/documents';
import { documents, properties } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());
const {
  PNG,
  JPEG,
  WEBP,
  admin,
  landlord,
  property,
  otherProperty,
  insertProperty,
  storedFiles,
  documentRow,
  uploadToProperty,
  uploadToTenancy,
} = await documentsWorld(t);

describe('documents API', () => {
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
          await uploadToProperty(
            property.id,
            landlord.token,
            validFields({ documentType: 'EPC', epcBand: 'C' }),
            {
              name: 'scan.pdf',
              data,
              type: 'application/pdf',
            },
          ),
        );
        expect(doc).toMatchObject({ fileType: mime, fileSize: data.length, fileName: 'scan.pdf' });
      }
    });

    it('takes defaults for the optional fields: no expiry, no notes', async () => {
      const doc = await created(
        await uploadToProperty(property.id, landlord.token, {
          title: 'EPC',
          documentType: 'EPC',
          epcBand: 'C',
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

    it('removes the stored file when the row cannot be written', async () => {
      const before = storedFiles().length;
      const put = vi.spyOn(t.app.systemCtx.storage, 'put');
      const remove = vi.spyOn(t.app.systemCtx.storage, 'delete');
      // The database refuses the row for real: a trigger that fails every insert, for this call only.
      await t.db.execute(sql`create function refuse_document() returns trigger language plpgsql as
        $$ begin raise exception 'database went away'; end $$`);
      await t.db.execute(
        sql`create trigger refuse_document before insert on documents for each row execute function refuse_document()`,
      );
      const res = await uploadToProperty(property.id).finally(async () => {
        await t.db.execute(sql`drop trigger refuse_document on documents`);
        await t.db.execute(sql`drop function refuse_document()`);
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(put).toHaveBeenCalledTimes(1);
      expect(remove).toHaveBeenCalledWith(put.mock.calls[0]![0]);
      expect(storedFiles()).toHaveLength(before);
    });

    it('a full disk answers 507, leaves no part-written file and no row', async () => {
      // Every file under uploads, temporary ones included.
      const onDisk = () => {
        const dir = path.join(t.config.dataDir, 'uploads');
        return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).sort() : [];
      };
      const before = onDisk();
      const rowsBefore = await t.db.$count(documents);
      // The disk fills half-way through the file, as ENOSPC does: part of it is on disk.
      const write = vi.spyOn(fs.promises, 'writeFile').mockImplementationOnce(async (file, data) => {
        fs.writeFileSync(file as string, (data as Buffer).subarray(0, 100));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      });
      const res = await uploadToProperty(property.id);
      expect(write).toHaveBeenCalledTimes(1);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        code: 'insufficient_storage',
        message: 'There is no room to store the file just now, so nothing was saved. Please try again later.',
      });
      expect(onDisk()).toEqual(before);
      const rowsAfter = await t.db.$count(documents);
      expect(rowsAfter).toBe(rowsBefore);
    });

    it('an admin may upload to any landlord’s property', async () => {
      const doc = await created(await uploadToProperty(otherProperty.id, admin.token));
      expect(doc.propertyId).toBe(otherProperty.id);
    });

    it('an archived property takes no new documents', async () => {
      const archived = await insertProperty(landlord.user.id, 'Archived');
      await t.db.update(properties).set({ archivedAt: new Date() }).where(eq(properties.id, archived.id));
      const archivedTenancy = await insertTenancy(t, archived.id, null);
      expect((await uploadToProperty(archived.id)).statusCode).toBe(404);
      expect((await uploadToTenancy(archivedTenancy.id)).statusCode).toBe(404);
      expect(
        (await t.call('GET', `/api/tenants/${archivedTenancy.id}/documents`, landlord.token)).statusCode,
      ).toBe(200);
      expect(
        (await t.call('GET', `/api/properties/${archived.id}/documents`, landlord.token)).statusCode,
      ).toBe(200);
    });
  });
});
