/** Rent payments: who may call, and recording one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentPayment } from '@shared/payments';
import { expectEachRefused } from '../../../../tests/setup/access';
import { insertTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { body, paymentsWorld } from '../../../../tests/setup/worlds/payments';
import { eq, sql } from 'drizzle-orm';
import { rentPayments } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const {
  landlord,
  otherLandlord: other,
  tenant: tenantUser,
  admin,
  propertyId,
  tenantId,
  call,
  rowsOf,
} = await paymentsWorld(t);

describe('rent payments API', () => {
  describe('who may call', () => {
    let paymentId: number;
    beforeAll(async () => {
      const res = await call('POST', `/api/tenants/${tenantId}/payments`, landlord.token, body());
      paymentId = res.json<RentPayment>().id;
    });
    const calls = (): [string, string, unknown][] => [
      ['GET', `/api/properties/${propertyId}/payments`, undefined],
      ['GET', `/api/properties/${propertyId}/payments/summary`, undefined],
      ['GET', `/api/properties/${propertyId}/payments/export`, undefined],
      ['GET', `/api/tenants/${tenantId}/payments`, undefined],
      ['POST', `/api/tenants/${tenantId}/payments`, body()],
      ['PUT', `/api/payments/${paymentId}`, body()],
    ];

    it('needs a sign-in (401)', async () => {
      await expectEachRefused(t, calls(), undefined, 401);
    });

    it('refuses a tenant (403): they cannot record or change payments', async () => {
      await expectEachRefused(t, calls(), tenantUser.token, 403);
    });

    it("answers 404 for another landlord's property, tenancy and payment, and changes nothing", async () => {
      const before = await rowsOf(tenantId);
      await expectEachRefused(t, calls(), other.token, 404);
      expect(await rowsOf(tenantId)).toEqual(before);
    });

    it('lets an admin reach any landlord’s payments', async () => {
      for (const [method, url, payload] of calls())
        expect((await call(method as 'GET', url, admin.token, payload)).statusCode, url).toBeLessThan(300);
    });
  });

  describe('recording', () => {
    it('records a payment in pence and lists it with its tenant and source', async () => {
      const tenant = await insertTenant(t.db, propertyId, { fullName: 'Rhys Evans' });
      const res = await call(
        'POST',
        `/api/tenants/${tenant.id}/payments`,
        landlord.token,
        body({ amount: 123_456 }),
      );
      expect(res.statusCode).toBe(201);
      const payment = res.json<RentPayment>();
      expect(payment).toMatchObject({
        tenantId: tenant.id,
        tenantName: 'Rhys Evans',
        propertyId,
        amount: 123_456,
        status: 'paid',
        paymentMethod: 'bank_transfer',
        externalSource: 'manual',
        matchedAutomatically: false,
        version: 1,
      });
      const list = await call('GET', `/api/tenants/${tenant.id}/payments`, landlord.token);
      expect(list.json<RentPayment[]>().map((p) => p.id)).toEqual([payment.id]);
      expect(list.headers['x-total-count']).toBe('1');
    });

    it("lists each payment's times as its own answer gives them: UTC, milliseconds cut", async () => {
      const tenant = await insertTenant(t.db, propertyId, { fullName: 'Megan Price' });
      const res = await call('POST', `/api/tenants/${tenant.id}/payments`, landlord.token, body());
      const recorded = res.json<RentPayment>();
      // Lists read the times formatted by the database (db/iso-timestamp.ts), a single answer from
      // a Date: the two must agree, to the millisecond, in any zone the time was written in.
      await t.db
        .update(rentPayments)
        .set({
          createdAt: sql`'2026-03-01 10:11:12.987654+00'::timestamptz`,
          updatedAt: sql`'2026-07-01 00:00:00.999999+01'::timestamptz`,
        })
        .where(eq(rentPayments.id, recorded.id));
      const [row] = await t.db.select().from(rentPayments).where(eq(rentPayments.id, recorded.id));
      const expected = { createdAt: row!.createdAt.toISOString(), updatedAt: row!.updatedAt.toISOString() };
      expect(expected).toEqual({
        createdAt: '2026-03-01T10:11:12.987Z',
        updatedAt: '2026-06-30T23:00:00.999Z',
      });
      for (const url of [`/api/tenants/${tenant.id}/payments`, `/api/properties/${propertyId}/payments`]) {
        const listed = (await call('GET', url, landlord.token)).json<RentPayment[]>();
        expect(
          listed.find((p) => p.id === recorded.id),
          url,
        ).toMatchObject(expected);
      }
    });

    it.each([
      [0, 'Amount must be at least 1p'],
      [-500, 'Amount must be at least 1p'],
      [12.5, 'Amount must be in whole pence'],
      ['850', 'Amount must be at least 1p'],
      [null, 'Amount must be at least 1p'],
    ])('refuses an amount of %j with the field message and stores nothing', async (amount, message) => {
      const tenant = await insertTenant(t.db, propertyId);
      const res = await call('POST', `/api/tenants/${tenant.id}/payments`, landlord.token, body({ amount }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.amount).toBe(message);
      expect(await rowsOf(tenant.id)).toEqual([]);
    });

    it('refuses missing dates, an unknown status or method, and unknown fields', async () => {
      const tenant = await insertTenant(t.db, propertyId);
      const url = `/api/tenants/${tenant.id}/payments`;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ paymentDate: '' }, 'paymentDate', 'Payment date is required'],
        [{ dueDate: '2026-02-30' }, 'dueDate', 'Due date is required'],
        [{ status: 'late' }, 'status', 'Please select a status'],
        [{ paymentMethod: 'cheque' }, 'paymentMethod', 'Please select a payment method'],
      ];
      for (const [change, field, message] of cases) {
        const res = await call('POST', url, landlord.token, body(change));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[field]).toBe(message);
      }
      expect((await call('POST', url, landlord.token, { ...body(), propertyId: 999 })).statusCode).toBe(400);
      expect(await rowsOf(tenant.id)).toEqual([]);
    });

    it('with an Idempotency-Key happens once: the same key gives the same answer and one row', async () => {
      const tenant = await insertTenant(t.db, propertyId);
      const url = `/api/tenants/${tenant.id}/payments`;
      const headers = { 'idempotency-key': 'pay-7f1c2d' };
      const first = await call('POST', url, landlord.token, body(), headers);
      const again = await call('POST', url, landlord.token, body(), headers);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await rowsOf(tenant.id)).toHaveLength(1);

      // Sent at the same moment: still one row.
      const key = { 'idempotency-key': 'pay-concurrent' };
      const both = await Promise.all([
        call('POST', url, landlord.token, body({ amount: 100 }), key),
        call('POST', url, landlord.token, body({ amount: 100 }), key),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(both[0]!.json().id).toBe(both[1]!.json().id);
      expect(await rowsOf(tenant.id)).toHaveLength(2);

      // The same key for a different body is another request: refused, nothing written.
      const reused = await call('POST', url, landlord.token, body({ amount: 999 }), headers);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('idempotency_conflict');
      expect(await rowsOf(tenant.id)).toHaveLength(2);

      // Keys belong to their user: another user's same key is a new request.
      const byAdmin = await call('POST', url, admin.token, body(), headers);
      expect(byAdmin.statusCode).toBe(201);
      expect(await rowsOf(tenant.id)).toHaveLength(3);
    });

    it('settles expected rent for the same due date instead of adding a second row, splitting a part payment', async () => {
      const tenant = await insertTenant(t.db, propertyId, { rentAmount: 90_000 });
      const [expected] = await t.db
        .insert(rentPayments)
        .values({
          tenantId: tenant.id,
          propertyId,
          amount: 90_000,
          paymentDate: '2026-10-05',
          dueDate: '2026-10-05',
          status: 'overdue',
          externalSource: 'schedule',
          schedulePeriod: '2026-10-05',
        })
        .returning();
      const res = await call(
        'POST',
        `/api/tenants/${tenant.id}/payments`,
        landlord.token,
        body({ amount: 60_000, dueDate: '2026-10-05', paymentDate: '2026-10-09' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ id: expected!.id, amount: 60_000, status: 'paid' });
      const rows = await rowsOf(tenant.id);
      expect(rows).toHaveLength(2);
      const balance = rows.find((r) => r.id !== expected!.id)!;
      expect(balance).toMatchObject({ amount: 30_000, dueDate: '2026-10-05', status: 'overdue' });
      expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(90_000);
    });
  });
});
