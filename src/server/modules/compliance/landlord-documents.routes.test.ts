import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCompliance } from '@shared/compliance';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import type { LandlordDocument } from '@shared/documents';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { multipart } from '../../../../tests/setup/uploads';
import { uploadLandlordDoc, uploadPropertyDoc, uploadTenancyDoc } from '../../../../tests/setup/factories';
import { PDF } from '../../../../tests/setup/uploads';
import { fiveYearsBeginningWith, itemOf } from './compliance-test-helpers';

const today = todayInLondon();

describe('landlord documents API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let admin: Signed;
  let tenantUser: Signed;

  const list = async (token: string, query = '') => {
    const res = await t.api({ method: 'GET', url: `/api/landlord/documents${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LandlordDocument[]>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    other = await t.signedIn({ userType: 'landlord' });
    admin = await t.signedIn({ userType: 'admin' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
  });
  afterAll(() => t.close());

  it('stores a registration with its reference (201) and lists only the landlord’s own', async () => {
    const issued = addMonths(today, -2);
    const res = await uploadLandlordDoc(t, landlord.token, {
      documentType: 'RSW_REGISTRATION',
      issueDate: issued,
      reference: 'LR-93847-21039',
      title: 'Rent Smart Wales registration',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<LandlordDocument>();
    expect(created).toMatchObject({
      landlordId: landlord.user.id,
      documentType: 'RSW_REGISTRATION',
      title: 'Rent Smart Wales registration',
      reference: 'LR-93847-21039',
      issueDate: issued,
      expiryDate: null,
      fileUrl: `/api/landlord/documents/${created.id}/file`,
      fileName: 'certificate.pdf',
      fileSize: PDF.length,
      fileType: 'application/pdf',
    });
    const licence = await uploadLandlordDoc(t, landlord.token, {
      documentType: 'RSW_LICENCE',
      issueDate: addDays(today, -1),
      reference: 'LL-1',
    });
    expect(licence.statusCode, licence.body).toBe(201);
    await uploadLandlordDoc(t, other.token, {
      documentType: 'RSW_REGISTRATION',
      issueDate: today,
      reference: 'OTHER-1',
    });

    expect((await list(landlord.token)).map((d) => d.reference)).toEqual(['LL-1', 'LR-93847-21039']);
    expect((await list(other.token)).map((d) => d.reference)).toEqual(['OTHER-1']);
  });

  it('is evidence for RSW_REGISTRATION on every one of the landlord’s homes, valid for five years', async () => {
    const fresh = await t.signedIn({ userType: 'landlord' });
    const { id } = await insertProperty(t.db, fresh.user.id);
    const issued = addMonths(today, -3);
    const doc = (
      await uploadLandlordDoc(t, fresh.token, {
        documentType: 'RSW_REGISTRATION',
        issueDate: issued,
        reference: 'LR-5',
      })
    ).json();
    const res = await t.call('GET', `/api/properties/${id}/compliance`, fresh.token);
    expect(itemOf(res.json<PropertyCompliance>().items, 'RSW_REGISTRATION')).toMatchObject({
      subject: 'landlord',
      status: 'ok',
      documentIds: [doc.id],
      dueDate: fiveYearsBeginningWith(issued),
      blocks: [],
    });
  });

  it('takes only Rent Smart Wales types (400 on documentType), storing nothing else', async () => {
    const before = (await list(landlord.token)).length;
    for (const documentType of ['GAS', 'OTHER', 'WRITTEN_STATEMENT'] as const) {
      const res = await uploadLandlordDoc(t, landlord.token, { documentType, issueDate: today });
      expect(res.statusCode, documentType).toBe(400);
      expect(Object.keys(res.json().errors), documentType).toEqual(['documentType']);
    }
    const badDate = await uploadLandlordDoc(t, landlord.token, {
      documentType: 'RSW_REGISTRATION',
      issueDate: 'yesterday',
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errors)).toEqual(['issueDate']);
    const noFile = await t.api({
      method: 'POST',
      url: '/api/landlord/documents',
      token: landlord.token,
      ...multipart([
        { name: 'title', value: 'Registration' },
        { name: 'documentType', value: 'RSW_REGISTRATION' },
        { name: 'issueDate', value: today },
      ]),
    });
    expect(noFile.statusCode).toBe(400);
    expect(Object.keys(noFile.json().errors)).toEqual(['file']);
    expect((await list(landlord.token)).length).toBe(before);
  });

  it('serves the file to its landlord and an admin; 404 to another landlord', async () => {
    const [doc] = await list(landlord.token);
    const mine = await t.call('GET', doc!.fileUrl, landlord.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await t.call('GET', doc!.fileUrl, admin.token)).statusCode).toBe(200);
    expect((await t.call('GET', doc!.fileUrl, other.token)).statusCode).toBe(404);
    expect((await t.call('GET', doc!.fileUrl, tenantUser.token)).statusCode).toBe(403);
  });

  it('deletes the landlord’s own document; another landlord’s is not found', async () => {
    const [theirs] = await list(other.token);
    const refused = await t.call('DELETE', `/api/landlord/documents/${theirs!.id}`, landlord.token);
    expect(refused.statusCode).toBe(404);
    expect(await list(other.token)).toHaveLength(1);

    const [doc] = await list(landlord.token);
    const res = await t.call('DELETE', `/api/landlord/documents/${doc!.id}`, landlord.token);
    expect(res.statusCode).toBe(200);
    expect((await list(landlord.token)).map((d) => d.id)).not.toContain(doc!.id);
    expect((await t.call('GET', doc!.fileUrl, landlord.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/landlord/documents/${doc!.id}`, landlord.token)).statusCode).toBe(
      404,
    );
  });

  it('makes an admin name the landlord with ?landlordId=', async () => {
    const noLandlord = await t.call('GET', '/api/landlord/documents', admin.token);
    expect(noLandlord.statusCode).toBe(400);
    expect(Object.keys(noLandlord.json().errors)).toEqual(['landlordId']);
    const upload = await uploadLandlordDoc(t, admin.token, {
      documentType: 'RSW_REGISTRATION',
      issueDate: today,
    });
    expect(upload.statusCode).toBe(400);
    expect(Object.keys(upload.json().errors)).toEqual(['landlordId']);

    const res = await uploadLandlordDoc(
      t,
      admin.token,
      { documentType: 'RSW_LICENCE', issueDate: today, reference: 'BY-ADMIN' },
      other.user.id,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ landlordId: other.user.id, reference: 'BY-ADMIN' });
    expect((await list(admin.token, `?landlordId=${other.user.id}`)).map((d) => d.reference).sort()).toEqual([
      'BY-ADMIN',
      'OTHER-1',
    ]);
    expect((await list(other.token)).map((d) => d.reference)).toContain('BY-ADMIN');
    // Only a landlord's account holds them.
    const notLandlord = await t.call(
      'GET',
      `/api/landlord/documents?landlordId=${tenantUser.user.id}`,
      admin.token,
    );
    expect(notLandlord.statusCode).toBe(404);
  });

  it('refuses Rent Smart Wales types on property and tenancy documents (400 on documentType)', async () => {
    const { id } = await insertProperty(t.db, landlord.user.id);
    const tenancy = await insertTenant(t.db, id);
    for (const documentType of ['RSW_REGISTRATION', 'RSW_LICENCE'] as const) {
      const onProperty = await uploadPropertyDoc(t, landlord.token, id, { documentType, issueDate: today });
      expect(onProperty.statusCode, documentType).toBe(400);
      expect(Object.keys(onProperty.json().errors)).toEqual(['documentType']);
      const onTenancy = await uploadTenancyDoc(t, landlord.token, tenancy.id, {
        documentType,
        issueDate: today,
      });
      expect(onTenancy.statusCode, documentType).toBe(400);
      expect(Object.keys(onTenancy.json().errors)).toEqual(['documentType']);
    }
    const docs = await t.call('GET', `/api/properties/${id}/documents`, landlord.token);
    expect(docs.json()).toEqual([]);
  });
});
