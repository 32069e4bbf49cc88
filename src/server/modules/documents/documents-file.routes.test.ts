/** Documents: the file itself, to those allowed to see it. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import {
  PDF,
  created,
  documentsWorld,
  insertTenancy,
  pdfFile,
  today,
  validFields,
} from '../../../../tests/setup/worlds/documents';

const t = await createTestApp();
afterAll(() => t.close());
const {
  PNG,
  admin,
  landlord,
  otherLandlord,
  tenantUser,
  pastTenantUser,
  strangerTenant,
  property,
  otherProperty,
  tenancy,
  documentRow,
  uploadToProperty,
  uploadToTenancy,
  put,
  download,
} = await documentsWorld(t);

describe('documents API', () => {
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
        const band: Record<string, string> = documentType === 'EPC' ? { epcBand: 'C' } : {};
        const doc = await created(
          await uploadToProperty(property.id, landlord.token, validFields({ documentType, ...band })),
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
      await insertTenancy(t, property.id, leaving.user.id, 'notice_given');
      const doc = await created(
        await uploadToProperty(
          property.id,
          landlord.token,
          validFields({ documentType: 'EPC', epcBand: 'C' }),
        ),
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
