import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ArrearsReport, TenantPaymentSummary } from '@shared/payments';
import { addDays, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { rentPayments, statementDeductions } from '../../db/schema';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { RECEIPT_ONLY_WHEN_PAID } from './statements.service';

async function pdfText(body: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('receipts, statements, arrears, the tenant’s payments and the agency’s settings', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let otherTenant: Signed;
  let admin: Signed;
  let paidId: number;
  let pendingId: number;
  let tenantId: number;
  const today = todayInLondon();

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Eleri Vaughan' });
    other = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant', fullName: 'Sioned Ellis' });
    otherTenant = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
    const property = await insertProperty(t.db, landlord.user.id, {
      title: 'Bay View Flat',
      address: '9 Mount Stuart Square',
      postcode: 'CF10 5EE',
    });
    const tenant = await insertTenant(t.db, property.id, {
      userId: tenantUser.user.id,
      fullName: 'Sioned Ellis',
      email: tenantUser.user.email,
      rentAmount: 92_500,
      status: 'active',
    });
    tenantId = tenant.id;
    const rows = await t.db
      .insert(rentPayments)
      .values([
        {
          tenantId,
          propertyId: property.id,
          amount: 92_500,
          paymentDate: '2026-10-02',
          dueDate: '2026-10-01',
          status: 'paid',
          paymentMethod: 'bank_transfer',
          reference: tenant.paymentReference,
        },
        {
          tenantId,
          propertyId: property.id,
          amount: 92_500,
          paymentDate: addDays(today, -20),
          dueDate: addDays(today, -20),
          status: 'pending',
        },
        {
          tenantId,
          propertyId: property.id,
          amount: 92_500,
          paymentDate: addDays(today, 9),
          dueDate: addDays(today, 9),
          status: 'pending',
        },
      ])
      .returning();
    paidId = rows[0]!.id;
    pendingId = rows[2]!.id;
    await t.db.insert(statementDeductions).values({
      propertyId: property.id,
      date: '2026-10-14',
      description: 'Boiler repair (Dŵr Plumbing)',
      amount: 12_000,
    });
  });
  afterAll(() => t.close());

  describe('receipt PDF', () => {
    it('is made for a paid payment, for its landlord, an admin and the tenant who paid', async () => {
      for (const who of [landlord, admin, tenantUser]) {
        const res = await t.call('GET', `/api/payments/${paidId}/receipt`, who.token);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(
          `receipt-RC-${String(paidId).padStart(6, '0')}.pdf`,
        );
        const text = await pdfText(res.rawPayload);
        expect(text).toContain('Sioned Ellis');
        expect(text).toContain('£925.00');
        expect(text).toContain('2 October 2026');
        expect(text).toContain('Eleri Vaughan');
      }
    });

    it('answers 404 to another landlord or tenant, 401 signed out, and 409 for rent not yet paid', async () => {
      for (const who of [other, otherTenant])
        expect((await t.call('GET', `/api/payments/${paidId}/receipt`, who.token)).statusCode).toBe(404);
      expect((await t.call('GET', `/api/payments/${paidId}/receipt`)).statusCode).toBe(401);
      const unpaid = await t.call('GET', `/api/payments/${pendingId}/receipt`, landlord.token);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe(RECEIPT_ONLY_WHEN_PAID);
    });
  });

  describe('monthly statement PDF', () => {
    it('sums the month per property with the fee the admin set, charged on rent due', async () => {
      const fee = await t.call('PATCH', `/api/admin/users/${landlord.user.id}/fee`, admin.token, {
        managementFeePercent: 12.5,
      });
      expect(fee.statusCode).toBe(200);
      expect(fee.json()).toEqual({ id: landlord.user.id, managementFeePercent: 12.5 });

      const res = await t.call('GET', '/api/landlord/statements?month=2026-10', landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('October 2026');
      expect(text).toContain('Bay View Flat');
      expect(text).toContain('£925.00'); // due and received
      expect(text).toContain('£115.63'); // 12.5% of £925.00 = £115.625, rounded half up
      expect(text).toContain('Boiler repair (Dŵr Plumbing)');
      expect(text).toContain('£689.37'); // 925.00 − 115.63 − 120.00
    });

    it('needs a month, names the landlord for an admin, and keeps landlords to their own', async () => {
      const noMonth = await t.call('GET', '/api/landlord/statements?month=2026-13', landlord.token);
      expect(noMonth.statusCode).toBe(400);
      expect(noMonth.json().errors.month).toBe('Choose a month');
      const adminNoLandlord = await t.call('GET', '/api/landlord/statements?month=2026-10', admin.token);
      expect(adminNoLandlord.statusCode).toBe(400);
      const adminNamed = await t.call(
        'GET',
        `/api/landlord/statements?month=2026-10&landlordId=${landlord.user.id}`,
        admin.token,
      );
      expect(adminNamed.statusCode).toBe(200);
      const snooping = await t.call(
        'GET',
        `/api/landlord/statements?month=2026-10&landlordId=${landlord.user.id}`,
        other.token,
      );
      expect(snooping.statusCode).toBe(404);
      expect(
        (await t.call('GET', '/api/landlord/statements?month=2026-10', tenantUser.token)).statusCode,
      ).toBe(403);
    });

    it('refuses a bad fee and lets only admins set it', async () => {
      for (const managementFeePercent of [-1, 101, 10.555, '10'])
        expect(
          (
            await t.call('PATCH', `/api/admin/users/${landlord.user.id}/fee`, admin.token, {
              managementFeePercent,
            })
          ).statusCode,
        ).toBe(400);
      expect(
        (
          await t.call('PATCH', `/api/admin/users/${landlord.user.id}/fee`, landlord.token, {
            managementFeePercent: 0,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.call('PATCH', `/api/admin/users/${tenantUser.user.id}/fee`, admin.token, {
            managementFeePercent: 5,
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('arrears', () => {
    it('shows overdue rent per tenancy and in total, and lets the landlord pause reminders', async () => {
      const res = await t.call('GET', '/api/landlord/arrears', landlord.token);
      expect(res.statusCode).toBe(200);
      const report = res.json<ArrearsReport>();
      expect(report.total).toBe(92_500);
      expect(report.tenancies).toEqual([
        expect.objectContaining({
          tenantId,
          tenantName: 'Sioned Ellis',
          arrears: 92_500,
          oldestDueDate: addDays(today, -20),
          remindersPaused: false,
        }),
      ]);
      expect((await t.call('GET', '/api/landlord/arrears', other.token)).json()).toEqual({
        total: 0,
        tenancies: [],
      });

      const pause = await t.call('PATCH', `/api/tenants/${tenantId}/reminders`, landlord.token, {
        paused: true,
      });
      expect(pause.statusCode).toBe(200);
      expect(pause.json().remindersPaused).toBe(true);
      const again = (await t.call('GET', '/api/landlord/arrears', landlord.token)).json<ArrearsReport>();
      expect(again.tenancies[0]!.remindersPaused).toBe(true);
      expect(
        (await t.call('PATCH', `/api/tenants/${tenantId}/reminders`, other.token, { paused: false }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.call('PATCH', `/api/tenants/${tenantId}/reminders`, landlord.token, { paused: 'yes' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe("the tenant's own payments", () => {
    it('lists only their tenancy, with a summary, the reference and the agency’s bank details once set', async () => {
      const list = await t.call('GET', '/api/tenant/payments', tenantUser.token);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((p: { status: string }) => p.status)).toEqual(['pending', 'overdue', 'paid']);
      expect(list.headers['x-total-count']).toBe('3');

      const before = (
        await t.call('GET', '/api/tenant/payments/summary', tenantUser.token)
      ).json<TenantPaymentSummary>();
      expect(before).toMatchObject({
        tenancyId: tenantId,
        propertyTitle: 'Bay View Flat',
        rentAmount: 92_500,
        nextDue: { dueDate: addDays(today, 9), amount: 92_500 },
        arrears: 92_500,
        bankDetails: null,
      });
      expect(before.paymentReference).toMatch(/^R[2-9A-Z]{7}$/);

      const saved = await t.api({
        method: 'PUT',
        url: '/api/admin/settings/bank-details',
        token: admin.token,
        payload: {
          accountName: 'Vale & City Lettings Client Account',
          sortCode: '20 45 77',
          accountNumber: '4312 9876',
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        accountName: 'Vale & City Lettings Client Account',
        sortCode: '20-45-77',
        accountNumber: '43129876',
      });
      const after = (
        await t.call('GET', '/api/tenant/payments/summary', tenantUser.token)
      ).json<TenantPaymentSummary>();
      expect(after.bankDetails).toEqual(saved.json());
    });

    it('keeps tenants apart and away from landlord calls; bank details only an admin may set', async () => {
      expect((await t.call('GET', '/api/tenant/payments', otherTenant.token)).statusCode).toBe(404);
      expect(
        (await t.call('GET', `/api/tenant/payments?tenancyId=${tenantId}`, otherTenant.token)).statusCode,
      ).toBe(404);
      expect((await t.call('GET', '/api/tenant/payments', landlord.token)).statusCode).toBe(403);
      expect((await t.call('GET', '/api/tenant/payments')).statusCode).toBe(401);
      expect(
        (await t.call('POST', `/api/tenants/${tenantId}/payments`, tenantUser.token, {})).statusCode,
      ).toBe(403);
      const bad = await t.call('PUT', '/api/admin/settings/bank-details', admin.token, {
        accountName: 'X',
        sortCode: '12345',
        accountNumber: 'abc',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        accountName: 'Account name must be at least 2 characters',
        sortCode: 'Sort code must be 6 digits, like 12-34-56',
        accountNumber: 'Account number must be 8 digits',
      });
      expect((await t.call('PUT', '/api/admin/settings/bank-details', landlord.token, {})).statusCode).toBe(
        403,
      );
    });
  });
});
