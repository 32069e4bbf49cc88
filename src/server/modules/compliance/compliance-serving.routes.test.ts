import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCompliance } from '@shared/compliance';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import type { DocumentService } from '@shared/documents';
import { createTestApp, PUBLIC_URL, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { documentServices, type tenants } from '../../db/schema';
import { insertProperty, insertTenant, tenantBody } from '../../../../tests/setup/factories';
import { insertDocument, uploadPropertyDoc } from '../../../../tests/setup/factories';
import { PDF } from '../../../../tests/setup/uploads';
import { itemOf } from './compliance-test-helpers';

type TenancyRow = typeof tenants.$inferSelect;

const today = todayInLondon();

describe('serving certificates to contract-holders', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let strangerTenant: Signed;

  const services = async (documentId: number, token = landlord.token) => {
    const res = await t.api({ method: 'GET', url: `/api/documents/${documentId}/services`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DocumentService[]>();
  };
  const record = (documentId: number, body: Record<string, unknown>, token = landlord.token) =>
    t.api({ method: 'POST', url: `/api/documents/${documentId}/services`, token, payload: body });
  const compliance = async (propertyId: number) =>
    (
      await t.call('GET', `/api/properties/${propertyId}/compliance`, landlord.token)
    ).json<PropertyCompliance>();

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gwyneth Price' });
    other = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
    strangerTenant = await t.signedIn({ userType: 'tenant' });
  });
  afterAll(() => t.close());

  describe('on upload', () => {
    let propertyId: number;
    let first: TenancyRow;
    let second: TenancyRow;
    let guarantor: TenancyRow;
    let past: TenancyRow;
    let gasId: number;

    beforeAll(async () => {
      propertyId = (
        await insertProperty(t.db, landlord.user.id, {
          hasGasSupply: true,
          title: 'Cathedral Road flat',
          smokeAlarmStoreys: 1,
        })
      ).id;
      const moved = addMonths(today, -3);
      first = await insertTenant(t.db, propertyId, {
        occupationDate: moved,
        leaseStart: moved,
        userId: tenantUser.user.id,
      });
      second = await insertTenant(t.db, propertyId, {
        occupationDate: moved,
        leaseStart: moved,
        fullName: 'Iwan Rees',
      });
      guarantor = await insertTenant(t.db, propertyId, {
        tenantType: 'guarantor',
        fullName: 'Glenys Guarantor',
      });
      past = await insertTenant(t.db, propertyId, { status: 'past', fullName: 'Former Tenant' });
    });

    it('e-mails a GAS record to each contract-holder once, with a link to the portal, and records it', async () => {
      const res = await uploadPropertyDoc(t, landlord.token, propertyId, {
        documentType: 'GAS',
        issueDate: addDays(today, -2),
        expiryDate: addMonths(today, 11),
      });
      expect(res.statusCode, res.body).toBe(201);
      gasId = res.json().id;
      for (const tenancy of [first, second]) {
        const mails = await t.mailsTo(tenancy.email, 'document_served_gas');
        expect(mails, tenancy.fullName).toHaveLength(1);
        expect(mails[0]!.textBody).toContain(`${PUBLIC_URL}/tenant-dashboard`);
        expect(mails[0]!.subject).toContain('Cathedral Road flat');
        expect(mails[0]!.tenantId).toBe(tenancy.id);
      }
      expect(await t.mailsTo(guarantor.email)).toEqual([]);
      expect(await t.mailsTo(past.email)).toEqual([]);
      const served = await services(gasId);
      expect(served.map((s) => s.tenantId).sort((a, b) => a - b)).toEqual([first.id, second.id]);
      for (const s of served) {
        expect(s).toEqual({ tenantId: s.tenantId, servedAt: expect.any(String), method: 'email', by: null });
        expect(s.servedAt.slice(0, 10) >= addDays(today, -1)).toBe(true);
      }
      expect(itemOf((await compliance(propertyId)).items, 'GAS_COPY', first.id)).toMatchObject({
        status: 'ok',
        documentIds: [gasId],
      });
    });

    it('never serves the same document twice, however often the check runs again', async () => {
      // Another document, an edit of the property and of the certificate: each runs the check again.
      await uploadPropertyDoc(t, landlord.token, propertyId, { documentType: 'INSURANCE', issueDate: today });
      const edit = await t.api({
        method: 'PUT',
        url: `/api/documents/${gasId}`,
        token: landlord.token,
        payload: {
          title: 'Gas safety record (renamed)',
          documentType: 'GAS',
          issueDate: addDays(today, -2),
          expiryDate: addMonths(today, 11),
        },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      for (const tenancy of [first, second])
        expect(await t.mailsTo(tenancy.email, 'document_served_gas')).toHaveLength(1);
      expect(await services(gasId)).toHaveLength(2);
    });

    it('serves an EICR and an EPC the same way, each under its own template', async () => {
      await uploadPropertyDoc(t, landlord.token, propertyId, {
        documentType: 'EICR',
        issueDate: addDays(today, -1),
        expiryDate: addMonths(today, 60),
      });
      await uploadPropertyDoc(t, landlord.token, propertyId, {
        documentType: 'EPC',
        issueDate: addDays(today, -1),
        epcBand: 'D',
      });
      for (const tenancy of [first, second]) {
        expect(await t.mailsTo(tenancy.email, 'document_served_eicr')).toHaveLength(1);
        expect(await t.mailsTo(tenancy.email, 'document_served_epc')).toHaveLength(1);
        expect(await t.mailsTo(tenancy.email, 'document_served_gas')).toHaveLength(1);
      }
    });

    it('serves the current certificates to a new contract-holder when the tenancy is created', async () => {
      const body = tenantBody({ occupationDate: today, leaseStart: today, leaseEnd: addMonths(today, 12) });
      const res = await t.call('POST', `/api/properties/${propertyId}/tenants`, landlord.token, body);
      expect(res.statusCode, res.body).toBe(201);
      const email = body.email as string;
      for (const template of ['document_served_gas', 'document_served_eicr', 'document_served_epc'])
        expect(await t.mailsTo(email, template), template).toHaveLength(1);
      expect((await services(gasId)).map((s) => s.tenantId)).toContain(res.json().tenant.id);
    });

    it('lets the contract-holder download their served certificate, and nobody else', async () => {
      const mine = await t.call('GET', `/api/documents/${gasId}/file`, tenantUser.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.rawPayload.equals(PDF)).toBe(true);
      const stranger = await t.call('GET', `/api/documents/${gasId}/file`, strangerTenant.token);
      expect(stranger.statusCode).toBe(404);
    });
  });

  describe('POST /api/documents/{id}/services', () => {
    let propertyId: number;
    let tenancyId: number;
    let gasId: number;
    let elsewhere: number;

    beforeAll(async () => {
      propertyId = (await insertProperty(t.db, landlord.user.id, { hasGasSupply: true })).id;
      const moved = addMonths(today, -2);
      tenancyId = (await insertTenant(t.db, propertyId, { occupationDate: moved, leaseStart: moved })).id;
      // Added behind the API's back, so nothing has served it yet.
      gasId = (
        await insertDocument(t.db, propertyId, {
          documentType: 'GAS',
          issueDate: addDays(today, -40),
          expiryDate: addMonths(today, 10),
        })
      ).id;
      const otherHome = await insertProperty(t.db, landlord.user.id);
      elsewhere = (await insertTenant(t.db, otherHome.id)).id;
    });

    it('records a copy given outside the product, which closes GAS_COPY', async () => {
      expect(await services(gasId)).toEqual([]);
      expect(itemOf((await compliance(propertyId)).items, 'GAS_COPY', tenancyId).status).not.toBe('ok');
      const servedOn = addDays(today, -3);
      const res = await record(gasId, { tenantId: tenancyId, method: 'post', servedAt: servedOn });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        tenantId: tenancyId,
        servedAt: expect.stringMatching(new RegExp(`^${servedOn}T`)),
        method: 'post',
        by: 'Gwyneth Price',
      });
      expect(await services(gasId)).toEqual([res.json()]);
      expect(itemOf((await compliance(propertyId)).items, 'GAS_COPY', tenancyId)).toMatchObject({
        status: 'ok',
        blocks: [],
      });
      // The landlord's record counts as service: the product does not e-mail it again.
      const rows = await t.db.select().from(documentServices).where(eq(documentServices.documentId, gasId));
      expect(rows.map((r) => r.method)).toEqual(['post']);
    });

    it('refuses a contract-holder of another property, a future date, a bad method and unknown fields (400)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ tenantId: elsewhere, method: 'in_person', servedAt: today }, 'tenantId'],
        [{ tenantId: tenancyId, method: 'in_person', servedAt: addDays(today, 1) }, 'servedAt'],
        [{ tenantId: tenancyId, method: 'pigeon', servedAt: today }, 'method'],
        [{ tenantId: tenancyId, method: 'post', servedAt: today, note: 'by hand' }, 'note'],
        [{ tenantId: tenancyId, method: 'post', servedAt: '2026-02-30' }, 'servedAt'],
      ];
      for (const [body, field] of cases) {
        const res = await record(gasId, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        // Named as the field's key, or (an unknown field) in the message.
        const named = [...Object.keys(res.json().errors ?? {}), res.json().message as string];
        expect(
          named.some((n) => n === field || n.includes(`"${field}"`)),
          `${JSON.stringify(body)}: ${res.body}`,
        ).toBe(true);
      }
      expect(await services(gasId)).toHaveLength(1);
    });

    it('answers 404 to another landlord and 403 to a tenant, recording nothing', async () => {
      const body = { tenantId: tenancyId, method: 'in_person', servedAt: today };
      expect((await record(gasId, body, other.token)).statusCode).toBe(404);
      expect((await record(gasId, body, tenantUser.token)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/documents/${gasId}/services`, other.token)).statusCode).toBe(404);
      expect((await t.call('GET', `/api/documents/${gasId}/services`, tenantUser.token)).statusCode).toBe(
        403,
      );
      expect((await record(999_999, body)).statusCode).toBe(404);
      expect(await services(gasId)).toHaveLength(1);
    });
  });
});
