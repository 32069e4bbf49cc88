/** Rent payments: editing one (never a silent overwrite), and the schedule behind a tenancy. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import type { RentPayment } from '@shared/payments';
import { insertLettableProperty, insertProperty, tenantBody } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { body, paymentsWorld } from '../../../../tests/setup/worlds/payments';
import { rentPayments } from '../../db/schema';
import { EDIT_CONFLICT_MESSAGE } from './payments.service';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, admin, tenantId, call, rowsOf } = await paymentsWorld(t);

describe('rent payments API', () => {
  const today = todayInLondon();

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
