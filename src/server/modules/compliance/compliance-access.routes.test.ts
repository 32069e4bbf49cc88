import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { insertDocument, uploadLandlordDoc } from '../../../../tests/setup/factories';
import { documentForm } from '../../../../tests/setup/uploads';

const today = todayInLondon();

/** CONTRACT.md §4 and §5 for every compliance call: 401 signed out, 403 for a tenant, 404 for someone else's record. */
describe('compliance API: who may call', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;

  const get = (url: string, token?: string) => t.api({ method: 'GET', url, token });

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    other = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
  });
  afterAll(() => t.close());

  let propertyId: number;
  let tenantId: number;
  let documentId: number;
  let landlordDocId: number;
  beforeAll(async () => {
    propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    tenantId = (await insertTenant(t.db, propertyId, { occupationDate: addMonths(today, -8) })).id;
    documentId = (
      await insertDocument(t.db, propertyId, { documentType: 'EPC', issueDate: today, epcBand: 'C' })
    ).id;
    const uploaded = await uploadLandlordDoc(t, landlord.token, {
      documentType: 'RSW_REGISTRATION',
      issueDate: today,
      reference: 'LR-1',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    landlordDocId = uploaded.json().id;
  });

  const calls = () =>
    [
      ['GET', `/api/properties/${propertyId}/compliance`],
      ['GET', '/api/landlord/compliance'],
      ['GET', '/api/landlord/compliance.ics'],
      ['GET', '/api/admin/compliance'],
      ['PATCH', `/api/admin/users/${landlord.user.id}/management-mode`, { managementMode: 'fully_managed' }],
      ['GET', `/api/tenants/${tenantId}/notices/section-173?serveOn=${today}`],
      ['GET', `/api/tenants/${tenantId}/notices/rent-increase?effectiveOn=${today}`],
      ['GET', `/api/documents/${documentId}/services`],
      ['POST', `/api/documents/${documentId}/services`, { tenantId, method: 'post', servedAt: today }],
      ['GET', '/api/landlord/documents'],
      ['POST', '/api/landlord/documents', 'upload'],
      ['GET', `/api/landlord/documents/${landlordDocId}/file`],
      ['DELETE', `/api/landlord/documents/${landlordDocId}`],
    ] as const;
  const send = (method: string, url: string, body: unknown, token?: string) =>
    body === 'upload'
      ? t.api({
          method: 'POST',
          url,
          token,
          ...documentForm({ title: 'Registration', documentType: 'RSW_REGISTRATION', issueDate: today }),
        })
      : t.api({
          method: method as 'GET',
          url,
          token,
          ...(body ? { payload: body as Record<string, unknown> } : {}),
        });

  it('answers 401 signed out and 403 to a tenant on every call', async () => {
    for (const [method, url, body] of calls()) {
      const anonymous = await send(method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asTenant = await send(method, url, body, tenantUser.token);
      expect(asTenant.statusCode, `${method} ${url}: ${asTenant.body}`).toBe(403);
    }
  });

  it('answers 403 to a tenant whatever the query or body', async () => {
    const badQuery = await get(
      `/api/tenants/${tenantId}/notices/section-173?serveOn=not-a-date`,
      tenantUser.token,
    );
    expect(badQuery.statusCode).toBe(403);
    const badBody = await send(
      'POST',
      `/api/documents/${documentId}/services`,
      { nonsense: true },
      tenantUser.token,
    );
    expect(badBody.statusCode).toBe(403);
  });

  it("answers 404 for another landlord's property, tenancy and documents", async () => {
    for (const [method, url, body] of calls()) {
      if (
        url.startsWith('/api/admin') ||
        url === '/api/landlord/compliance' ||
        url.endsWith('.ics') ||
        url === '/api/landlord/documents'
      )
        continue;
      const res = await send(method, url, body, other.token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    // Nothing happened to the landlord's own records.
    expect(
      (await get('/api/landlord/documents', landlord.token)).json().map((d: { id: number }) => d.id),
    ).toEqual([landlordDocId]);
    expect((await get(`/api/documents/${documentId}/services`, landlord.token)).json()).toEqual([]);
  });

  it('keeps the admin calls to admins (403 for a landlord)', async () => {
    expect((await get('/api/admin/compliance', landlord.token)).statusCode).toBe(403);
    const patch = await t.call(
      'PATCH',
      `/api/admin/users/${landlord.user.id}/management-mode`,
      landlord.token,
      { managementMode: 'fully_managed' },
    );
    expect(patch.statusCode).toBe(403);
  });
});
