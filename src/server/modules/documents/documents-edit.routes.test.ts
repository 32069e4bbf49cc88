/** Documents: changing and deleting one (gas safety records are kept two years). */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addMonths } from '@shared/dates';
import { EPC_BAND_REQUIRED, type DocumentRecord } from '@shared/documents';
import { createTestApp } from '../../../../tests/setup/test-app';
import { created, documentsWorld, today, validFields } from '../../../../tests/setup/worlds/documents';

const t = await createTestApp();
afterAll(() => t.close());
const {
  admin,
  landlord,
  otherLandlord,
  property,
  otherProperty,
  tenancy,
  otherTenancy,
  documentRow,
  uploadToProperty,
  uploadToTenancy,
  put,
  del,
  download,
} = await documentsWorld(t);

describe('documents API', () => {
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

    it('refuses an EPC without its band, and keeps the band it is given', async () => {
      const doc = await created(
        await uploadToProperty(property.id, landlord.token, validFields({ documentType: 'EICR' })),
      );
      const epc = body({ title: 'Energy performance certificate', documentType: 'EPC' });
      const refused = await put(doc.id, landlord.token, epc);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'validation_error',
        message: EPC_BAND_REQUIRED,
        errors: { epcBand: EPC_BAND_REQUIRED },
      });
      expect((await documentRow(doc.id))!.documentType).toBe('EICR');
      const saved = await put(doc.id, landlord.token, { ...epc, epcBand: 'd' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ documentType: 'EPC', epcBand: 'D' });
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
      const relabel = await t.call('PUT', `/api/documents/${recent.id}`, landlord.token, {
        title: recent.title,
        documentType: 'OTHER',
        issueDate: recent.issueDate,
      });
      expect(relabel.statusCode).toBe(409);
      expect((await documentRow(recent.id))?.documentType).toBe('GAS');
      const retitled = await t.call('PUT', `/api/documents/${recent.id}`, landlord.token, {
        title: 'Gas record (boiler)',
        documentType: 'GAS',
        issueDate: recent.issueDate,
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
});
