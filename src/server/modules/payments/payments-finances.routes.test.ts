/** Rent payments: the Finances tab's list, summary and export. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import type { RentPayment } from '@shared/payments';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { body, paymentsWorld } from '../../../../tests/setup/worlds/payments';
import { rentPayments } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, call } = await paymentsWorld(t);

describe('rent payments API', () => {
  const today = todayInLondon();

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
});
