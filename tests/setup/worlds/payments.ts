/** The rent payments API tests' world: the usual cast, one landlord's tenancy, a valid payment and the calls. */
import { eq } from 'drizzle-orm';
import { rentPayments } from '../../../src/server/db/schema';
import { insertProperty, insertTenant, signedInPeople } from '../factories';
import type { Method, TestApp } from '../test-app';

/** A valid body for POST /api/tenants/{id}/payments and PUT /api/payments/{id}. */
export const body = (overrides: Record<string, unknown> = {}) => ({
  amount: 85_000,
  paymentDate: '2026-11-01',
  dueDate: '2026-11-01',
  status: 'paid',
  paymentMethod: 'bank_transfer',
  reference: 'NOV RENT',
  notes: null,
  ...overrides,
});

export async function paymentsWorld(t: TestApp) {
  const people = await signedInPeople(t);
  const propertyId = (await insertProperty(t.db, people.landlord.user.id)).id;
  const tenantId = (await insertTenant(t.db, propertyId, { fullName: 'Megan Jones', rentAmount: 85_000 })).id;
  return {
    ...people,
    propertyId,
    tenantId,
    /** t.call, with extra headers when given (Idempotency-Key). */
    call: (
      method: Method,
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
      }),
    rowsOf: (id: number) => t.db.select().from(rentPayments).where(eq(rentPayments.tenantId, id)),
  };
}
