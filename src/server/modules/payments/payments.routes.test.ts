import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import type { RentPayment } from '@shared/payments';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { rentPayments } from '../../db/schema';
import {
  insertLettableProperty,
  insertProperty,
  insertTenant,
  tenantBody,
} from '../../../../tests/setup/factories';
import { EDIT_CONFLICT_MESSAGE } from './payments.service';

const body = (overrides: Record<string, unknown> = {}) => ({
  amount: 85_000,
  paymentDate: '2026-11-01',
  dueDate: '2026-11-01',
  status: 'paid',
  paymentMethod: 'bank_transfer',
  reference: 'NOV RENT',
  notes: null,
  ...overrides,
});

describe('rent payments API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let admin: Signed;
  let propertyId: number;
  let tenantId: number;
  const today = todayInLondon();

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.api({
      method,
      url,
      token,
      headers,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const rowsOf = (id: number) => t.db.select().from(rentPayments).where(eq(rentPayments.tenantId, id));

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    other = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
    propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    tenantId = (await insertTenant(t.db, propertyId, { fullName: 'Megan Jones', rentAmount: 85_000 })).id;
  });
  afterAll(() => t.close());

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
      for (const [method, url, payload] of calls())
        expect((await call(method as 'GET', url, undefined, payload)).statusCode, url).toBe(401);
    });

    it('refuses a tenant (403): they cannot record or change payments', async () => {
      for (const [method, url, payload] of calls())
        expect((await call(method as 'GET', url, tenantUser.token, payload)).statusCode, url).toBe(403);
    });

    it("answers 404 for another landlord's property, tenancy and payment, and changes nothing", async () => {
      const before = await rowsOf(tenantId);
      for (const [method, url, payload] of calls()) {
        const res = await call(method as 'GET', url, other.token, payload);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
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

  describe('editing', () => {
    it('edits a payment and moves its version on', async () => {
      const created = (
        await call('POST', `/api/tenants/${tenantId}/payments`, landlord.token, body())
      ).json<RentPayment>();
      const res = await call('PUT', `/api/payments/${created.id}`, landlord.token, {
        ...body({ amount: 86_000, reference: 'CORRECTED' }),
        version: created.version,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        amount: 86_000,
        reference: 'CORRECTED',
        version: 2,
      });
    });

    it('gives the second of two editors a 409 with the current values, never a silent overwrite', async () => {
      const created = (
        await call('POST', `/api/tenants/${tenantId}/payments`, landlord.token, body())
      ).json<RentPayment>();
      const first = await call('PUT', `/api/payments/${created.id}`, landlord.token, {
        ...body({ notes: 'Paid in two parts' }),
        version: created.version,
      });
      expect(first.statusCode).toBe(200);
      const second = await call('PUT', `/api/payments/${created.id}`, admin.token, {
        ...body({ amount: 1 }),
        version: created.version,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'edit_conflict',
        message: EDIT_CONFLICT_MESSAGE,
        current: { id: created.id, notes: 'Paid in two parts', amount: 85_000, version: 2 },
      });
      const [row] = await t.db.select().from(rentPayments).where(eq(rentPayments.id, created.id));
      expect(row).toMatchObject({ amount: 85_000, notes: 'Paid in two parts' });
    });

    it('refuses a bad amount on edit and keeps the payment', async () => {
      const created = (
        await call('POST', `/api/tenants/${tenantId}/payments`, landlord.token, body())
      ).json<RentPayment>();
      const res = await call('PUT', `/api/payments/${created.id}`, landlord.token, {
        ...body({ amount: 0.5 }),
        version: 1,
      });
      expect(res.statusCode).toBe(400);
      const [row] = await t.db.select().from(rentPayments).where(eq(rentPayments.id, created.id));
      expect(row!.amount).toBe(85_000);
    });
  });

  describe('the Finances tab', () => {
    let fresh: number;
    beforeAll(async () => {
      fresh = (await insertProperty(t.db, landlord.user.id, { title: 'Flat 2' })).id;
      const tenant = await insertTenant(t.db, fresh, { fullName: 'Owain Price' });
      const monthStart = `${today.slice(0, 7)}-01`;
      await t.db.insert(rentPayments).values([
        // paid this month
        {
          tenantId: tenant.id,
          propertyId: fresh,
          amount: 70_000,
          paymentDate: today,
          dueDate: monthStart,
          status: 'paid',
        },
        // pending, due next week
        {
          tenantId: tenant.id,
          propertyId: fresh,
          amount: 70_000,
          paymentDate: addDays(today, 7),
          dueDate: addDays(today, 7),
          status: 'pending',
        },
        // still "pending" in the row but due 40 days ago: overdue as of today
        {
          tenantId: tenant.id,
          propertyId: fresh,
          amount: 65_000,
          paymentDate: addDays(today, -40),
          dueDate: addDays(today, -40),
          status: 'pending',
        },
        {
          tenantId: tenant.id,
          propertyId: fresh,
          amount: 5_000,
          paymentDate: addDays(today, -70),
          dueDate: addDays(today, -70),
          status: 'overdue',
        },
      ]);
    });

    it('filters All, Paid, Pending and Overdue, with a past-due pending payment shown as overdue', async () => {
      const list = async (status: string) =>
        (await call('GET', `/api/properties/${fresh}/payments?status=${status}`, landlord.token)).json<
          RentPayment[]
        >();
      expect((await list('all')).map((p) => p.amount)).toEqual([70_000, 70_000, 65_000, 5_000]);
      expect((await list('paid')).map((p) => p.amount)).toEqual([70_000]);
      expect((await list('pending')).map((p) => p.dueDate)).toEqual([addDays(today, 7)]);
      expect((await list('overdue')).map((p) => [p.amount, p.status])).toEqual([
        [65_000, 'overdue'],
        [5_000, 'overdue'],
      ]);
      const bad = await call('GET', `/api/properties/${fresh}/payments?status=late`, landlord.token);
      expect(bad.statusCode).toBe(400);
    });

    it('pages with limit and offset and sends the full count', async () => {
      const res = await call('GET', `/api/properties/${fresh}/payments?limit=2&offset=2`, landlord.token);
      expect(res.json<RentPayment[]>().map((p) => p.amount)).toEqual([65_000, 5_000]);
      expect(res.headers['x-total-count']).toBe('4');
      const past = await call('GET', `/api/properties/${fresh}/payments?limit=2&offset=10`, landlord.token);
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('4');
    });

    it('sums the three cards and twelve months of due against received', async () => {
      const res = await call('GET', `/api/properties/${fresh}/payments/summary`, landlord.token);
      expect(res.statusCode).toBe(200);
      const summary = res.json();
      expect(summary).toMatchObject({ currentMonthPaid: 70_000, upcoming: 70_000, overdue: 70_000 });
      expect(summary.months).toHaveLength(12);
      const thisMonth = summary.months.at(-1);
      expect(thisMonth.month).toBe(today.slice(0, 7));
      expect(thisMonth.received).toBe(70_000);
      const totalDue = summary.months.reduce((s: number, m: { due: number }) => s + m.due, 0);
      expect(totalDue).toBe(
        70_000 + 65_000 + 5_000 + (addDays(today, 7).slice(0, 7) === today.slice(0, 7) ? 70_000 : 0),
      );
    });

    it('exports the filtered rows as CSV', async () => {
      const res = await call(
        'GET',
        `/api/properties/${fresh}/payments/export?status=overdue`,
        landlord.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="rent-\d+-overdue-/);
      const lines = res.body.trim().split('\n');
      expect(lines[0]).toBe('Paid on,Due date,Tenant,Amount (GBP),Status,Method,Reference,Source,Notes');
      expect(lines.slice(1)).toEqual([
        `,${addDays(today, -70)},Owain Price,50.00,Overdue,,,Manual,`,
        `,${addDays(today, -40)},Owain Price,650.00,Overdue,,,Manual,`,
      ]);
    });

    it('neutralises spreadsheet formulas in exported text', async () => {
      const tenant = await insertTenant(t.db, fresh, { fullName: 'Formula Test' });
      await call(
        'POST',
        `/api/tenants/${tenant.id}/payments`,
        landlord.token,
        body({ reference: '=HYPERLINK("x")' }),
      );
      const res = await call('GET', `/api/properties/${fresh}/payments/export?status=paid`, landlord.token);
      expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    });
  });

  describe('the schedule behind the tenancy', () => {
    it('writes expected rent as soon as a tenancy is added, and reprices it when the rent changes from a date', async () => {
      const property = await insertLettableProperty(t.db, landlord.user.id, { title: 'Schedule test' });
      const occupation = addDays(today, 5);
      const added = await call(
        'POST',
        `/api/properties/${property.id}/tenants`,
        landlord.token,
        tenantBody({ leaseStart: addDays(today, -10), occupationDate: occupation, rentAmount: 80_000 }),
      );
      expect(added.statusCode).toBe(201);
      const tenant = added.json().tenant;
      expect(tenant.paymentReference).toMatch(/^R[2-9A-Z]{7}$/);
      const expected = (await call('GET', `/api/tenants/${tenant.id}/payments`, landlord.token)).json<
        RentPayment[]
      >();
      const first = expected.find((p) => p.dueDate === occupation)!;
      expect(first).toMatchObject({ amount: 80_000, status: 'pending', externalSource: 'schedule' });

      const updated = await call('PUT', `/api/tenants/${tenant.id}`, landlord.token, {
        ...tenantBody({
          email: tenant.email,
          leaseStart: addDays(today, -10),
          occupationDate: occupation,
          rentAmount: 82_500,
        }),
        rentEffectiveFrom: occupation,
      });
      expect(updated.statusCode).toBe(200);
      const after = (await call('GET', `/api/tenants/${tenant.id}/payments`, landlord.token)).json<
        RentPayment[]
      >();
      expect(after.find((p) => p.id === first.id)!.amount).toBe(82_500);
    });

    it('ends a tenancy with paid rent as past and drops its expected rent not yet due; deletes one with none', async () => {
      const property = await insertProperty(t.db, landlord.user.id, { title: 'Ending test' });
      const add = async () =>
        (
          await call(
            'POST',
            `/api/properties/${property.id}/tenants`,
            landlord.token,
            tenantBody({ occupationDate: addDays(today, 4), rentAmount: 70_000 }),
          )
        ).json().tenant as { id: number };
      const keeper = await add();
      await call(
        'POST',
        `/api/tenants/${keeper.id}/payments`,
        landlord.token,
        body({ dueDate: addDays(today, -30), paymentDate: addDays(today, -30) }),
      );
      const ended = await call('DELETE', `/api/tenants/${keeper.id}`, landlord.token);
      expect(ended.json().ended).toBe(true);
      expect((await rowsOf(keeper.id)).map((r) => r.status)).toEqual(['paid']);

      const mistake = await add();
      expect((await rowsOf(mistake.id)).length).toBeGreaterThan(0);
      const removed = await call('DELETE', `/api/tenants/${mistake.id}`, landlord.token);
      expect(removed.json().ended).toBe(false);
      expect(await rowsOf(mistake.id)).toEqual([]);
    });
  });
});
