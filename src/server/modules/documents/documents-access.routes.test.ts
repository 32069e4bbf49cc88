/** Documents: who may call each documents call, and a property's list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '@shared/documents';
import { createTestApp } from '../../../../tests/setup/test-app';
import {
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
  admin,
  landlord,
  otherLandlord,
  tenantUser,
  strangerTenant,
  property,
  tenancy,
  insertProperty,
  storedFiles,
  documentRow,
  upload,
  uploadToProperty,
  uploadToTenancy,
  put,
  del,
  download,
} = await documentsWorld(t);

describe('documents API', () => {
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
      expect((await t.call('GET', '/api/properties/abc/documents', landlord.token)).statusCode).toBe(400);
      expect((await t.call('GET', '/api/documents/99999999999/file', landlord.token)).statusCode).toBe(400);
      expect((await t.call('GET', '/api/properties/999999/documents', landlord.token)).statusCode).toBe(404);
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
      const tenancyHere = await insertTenancy(t, listed.id, null);
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
      const res = await t.call('GET', `/api/properties/${empty.id}/documents`, landlord.token);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    });

    it('an admin lists any property’s documents', async () => {
      const res = await list('', admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
    });
  });
});
