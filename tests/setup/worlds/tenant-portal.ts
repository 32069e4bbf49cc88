/**
 * The tenant portal API tests' world: a tenant with a current home, two past tenancies and a
 * co-tenant; the documents each may or may not see; and the calls the tests make.
 */
import { eq } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import type { DocumentType } from '@shared/documents';
import type { MaintenanceStatus } from '@shared/maintenance';
import type { PaymentStatus } from '@shared/payments';
import { users } from '../../../src/server/db/schema';
import { insertDocument, insertPayment, insertProperty, insertRequest, insertTenant } from '../factories';
import type { TestApp } from '../test-app';

export const today = todayInLondon();
type Tenancy = Awaited<ReturnType<typeof insertTenant>>;

export async function tenantPortalWorld(t: TestApp) {
  const landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Price' });
  await t.db.update(users).set({ phone: '029 2000 1234' }).where(eq(users.id, landlord.user.id));
  const otherLandlord = await t.signedIn({ userType: 'landlord' });
  const admin = await t.signedIn({ userType: 'admin' });
  const tenantUser = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
  const otherTenantUser = await t.signedIn({ userType: 'tenant' });
  const noTenancyUser = await t.signedIn({ userType: 'tenant' });

  const home = await insertProperty(t.db, landlord.user.id, { title: 'Seafront flat', price: 99_000 });
  const oldHome = await insertProperty(t.db, landlord.user.id, { title: 'Old terrace' });
  const othersHome = await insertProperty(t.db, otherLandlord.user.id, { title: 'Other house' });

  const current = await insertTenant(t.db, home.id, {
    userId: tenantUser.user.id,
    leaseStart: '2026-01-01',
    leaseEnd: '2027-06-30',
    rentAmount: 87_500,
    contractType: 'fixed_term',
    fixedTermEnd: addDays(today, 40),
  });
  const past = await insertTenant(t.db, oldHome.id, {
    userId: tenantUser.user.id,
    leaseStart: '2024-01-01',
    leaseEnd: '2024-12-31',
    status: 'past',
  });
  const olderPast = await insertTenant(t.db, oldHome.id, {
    userId: tenantUser.user.id,
    leaseStart: '2022-01-01',
    leaseEnd: '2022-12-31',
    status: 'past',
  });
  // Someone else sharing the home: their tenancy's documents are theirs.
  const coTenancy = await insertTenant(t.db, home.id, { userId: otherTenantUser.user.id });
  const othersTenancy = await insertTenant(t.db, othersHome.id, { userId: otherTenantUser.user.id });

  /** Document ids by title. Each has its file in storage, so the download call can be asked too. */
  const docIds: Record<string, number> = {};
  const document = async (
    title: string,
    owner: { propertyId: number; tenantId?: number | null },
    documentType: DocumentType,
    options: { shared?: boolean; expiryDate?: string } = {},
  ) => {
    const row = await insertDocument(
      t.db,
      owner.propertyId,
      {
        title,
        documentType,
        tenantId: owner.tenantId ?? null,
        issueDate: addDays(today, -300),
        expiryDate: options.expiryDate ?? null,
        sharedWithTenant: options.shared ?? false,
      },
      t.app.systemCtx.storage,
    );
    docIds[title] = row.id;
  };
  await document('Written statement', { propertyId: home.id, tenantId: current.id }, 'WRITTEN_STATEMENT', {
    shared: true,
  });
  await document('Landlord notes', { propertyId: home.id, tenantId: current.id }, 'OTHER');
  await document('Co-tenant statement', { propertyId: home.id, tenantId: coTenancy.id }, 'OTHER', {
    shared: true,
  });
  await document('Old gas certificate', { propertyId: home.id }, 'GAS', { expiryDate: addDays(today, 10) });
  await document('Gas certificate', { propertyId: home.id }, 'GAS', { expiryDate: addDays(today, 30) });
  await document('EICR', { propertyId: home.id }, 'EICR', { expiryDate: addDays(today, 200) });
  await document('Insurance', { propertyId: home.id }, 'INSURANCE', { expiryDate: addDays(today, 20) });
  await document('Deposit certificate', { propertyId: oldHome.id, tenantId: past.id }, 'DEPOSIT_PROTECTION', {
    shared: true,
  });
  await document('Old home gas', { propertyId: oldHome.id }, 'GAS', { expiryDate: addDays(today, 20) });
  await document('Other house gas', { propertyId: othersHome.id }, 'GAS', { expiryDate: addDays(today, 15) });

  return {
    landlord,
    otherLandlord,
    admin,
    tenantUser,
    otherTenantUser,
    noTenancyUser,
    home,
    oldHome,
    current,
    past,
    olderPast,
    othersTenancy,
    docIds,
    get: <T>(url: string, token?: string) =>
      t.api({ method: 'GET', url, token }).then((res) => ({ res, body: res.json<T>() })),
    contact: (token: string | undefined, payload: Record<string, unknown>) =>
      t.api({ method: 'POST', url: '/api/tenant/contact-landlord', token, payload }),
    insertPayment: (tenancy: Tenancy, dueDate: string, status: PaymentStatus, amount = 87_500) =>
      insertPayment(t.db, tenancy, { dueDate, status, amount }),
    insertRepair: (tenancy: Tenancy, title: string, status: MaintenanceStatus, respondBy: Date) =>
      insertRequest(t.db, tenancy, {
        title,
        description: 'Please could someone take a look at this.',
        category: 'plumbing',
        priority: 'urgent',
        status,
        respondBy,
      }),
  };
}
