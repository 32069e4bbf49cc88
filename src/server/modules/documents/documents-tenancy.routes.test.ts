/** Documents of a tenancy: uploaded, listed and reached by an admin. */
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '@shared/documents';
import { createTestApp } from '../../../../tests/setup/test-app';
import {
  HTML,
  created,
  documentsWorld,
  insertTenancy,
  validFields,
} from '../../../../tests/setup/worlds/documents';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, landlord, property, otherProperty, tenancy, otherTenancy, upload, uploadToTenancy } =
  await documentsWorld(t);

describe('documents API', () => {
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
      const fresh = await insertTenancy(t, property.id, null);
      const a = await created(
        await uploadToTenancy(fresh.id, landlord.token, validFields({ title: 'Older' })),
      );
      const b = await created(
        await uploadToTenancy(fresh.id, landlord.token, validFields({ title: 'Newer' })),
      );
      const res = await t.call('GET', `/api/tenants/${fresh.id}/documents`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect((res.json() as DocumentRecord[]).map((d) => d.id)).toEqual([b.id, a.id]);
      const paged = await t.call(
        'GET',
        `/api/tenants/${fresh.id}/documents?limit=1&offset=1`,
        landlord.token,
      );
      expect((paged.json() as DocumentRecord[]).map((d) => d.id)).toEqual([a.id]);
    });

    it('an admin reaches any tenancy', async () => {
      const doc = await created(await uploadToTenancy(otherTenancy.id, admin.token));
      expect(doc).toMatchObject({ tenantId: otherTenancy.id, propertyId: otherProperty.id });
      expect((await t.call('GET', `/api/tenants/${otherTenancy.id}/documents`, admin.token)).statusCode).toBe(
        200,
      );
    });
  });
});
