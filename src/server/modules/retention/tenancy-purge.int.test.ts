import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  insertCommunication,
  insertDocument,
  insertPayment,
  insertProperty,
  insertRequest,
  insertTenant,
} from '../../../../tests/setup/factories';
import {
  communications,
  documents,
  maintenanceRequests,
  outbox,
  rentPayments,
  statementDeductions,
  tenants,
} from '../../db/schema';
import { financialRecordsCutoff, purgeEndedTenancies, PURGED_TENANT_NAME } from './tenancy-purge.service';

const NOW = new Date('2026-11-22T12:00:00Z');
const today = todayInLondon(NOW);
const yearsAgo = (years: number) => addMonths(today, -12 * years);

describe('the six-year tenancy purge (Privacy Policy, How long we keep it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A past tenancy that ended on `leaseEnd`, with a log, a document (and its file), a repair and rent. */
  async function endedTenancy(leaseEnd: string, paymentDue: string) {
    const tenant = await t.createUser({ userType: 'tenant' });
    const landlord = await t.createUser({ userType: 'landlord' });
    const home = await insertProperty(t.db, landlord.id);
    const tenancy = await insertTenant(t.db, home.id, {
      userId: tenant.id,
      fullName: 'Megan Jones',
      email: tenant.email,
      phone: '07700 900456',
      leaseStart: addMonths(leaseEnd, -12),
      leaseEnd,
      status: 'past',
    });
    const log = await insertCommunication(t.db, tenancy, { content: 'Megan called about the boiler.' });
    const doc = await insertDocument(
      t.db,
      home.id,
      { documentType: 'WRITTEN_STATEMENT', issueDate: addMonths(leaseEnd, -12), tenantId: tenancy.id },
      t.app.systemCtx.storage,
    );
    const repair = await insertRequest(t.db, tenancy, { accessNotes: 'Ring twice.' });
    const payment = await insertPayment(t.db, tenancy, { dueDate: paymentDue, status: 'paid' });
    await t.db.insert(outbox).values({
      channel: 'email',
      recipient: tenant.email,
      textBody: 'Dear Megan',
      template: 'tenancy_test',
      tenantId: tenancy.id,
      status: 'sent',
    });
    return { tenancy, log, doc, repair, payment };
  }

  it('purges a tenancy ended six years and a day ago, keeps one ended five years ago', async () => {
    const old = await endedTenancy(addDays(yearsAgo(6), -1), addMonths(yearsAgo(6), -1));
    const recent = await endedTenancy(yearsAgo(5), addMonths(yearsAgo(5), -1));

    const counts = await purgeEndedTenancies(t.db, t.app.systemCtx.storage, NOW);
    expect(counts.tenancies).toBe(1);

    const [purged] = await t.db.select().from(tenants).where(eq(tenants.id, old.tenancy.id));
    expect(purged).toMatchObject({ fullName: PURGED_TENANT_NAME, email: '', phone: null, userId: null });
    expect(purged!.purgedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(communications).where(eq(communications.id, old.log.id))).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.id, old.doc.id))).toEqual([]);
    expect(await t.app.systemCtx.storage.get(old.doc.storageKey)).toBeNull();
    expect(
      await t.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, old.repair.id)),
    ).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.tenantId, old.tenancy.id))).toEqual([]);
    // Its rent is dated in a financial year that ended less than six years ago: kept for HMRC.
    expect(old.payment.dueDate > financialRecordsCutoff(today)).toBe(true);
    expect(await t.db.select().from(rentPayments).where(eq(rentPayments.id, old.payment.id))).toHaveLength(1);

    const [kept] = await t.db.select().from(tenants).where(eq(tenants.id, recent.tenancy.id));
    expect(kept).toMatchObject({ fullName: 'Megan Jones', phone: '07700 900456', purgedAt: null });
    expect(await t.db.select().from(communications).where(eq(communications.id, recent.log.id))).toHaveLength(
      1,
    );
    expect(await t.db.select().from(documents).where(eq(documents.id, recent.doc.id))).toHaveLength(1);
    expect(await t.app.systemCtx.storage.get(recent.doc.storageKey)).not.toBeNull();
    expect(await t.db.select().from(outbox).where(eq(outbox.tenantId, recent.tenancy.id))).toHaveLength(1);

    // A second run changes nothing.
    expect(await purgeEndedTenancies(t.db, t.app.systemCtx.storage, NOW)).toEqual({
      tenancies: 0,
      payments: 0,
      removedTenancies: 0,
      statementRecords: 0,
    });
  });

  it('deletes money records once their financial year ended six years ago, then the empty tenancy', async () => {
    const cutoff = financialRecordsCutoff(today);
    expect(cutoff).toBe('2020-04-05');
    const old = await endedTenancy(addDays(yearsAgo(7), 0), '2019-06-01');
    const home = old.tenancy.propertyId;
    await t.db.insert(statementDeductions).values([
      { propertyId: home, date: '2020-04-05', description: 'Old repair', amount: 5_000 },
      { propertyId: home, date: '2020-04-06', description: 'Newer repair', amount: 6_000 },
    ]);

    const counts = await purgeEndedTenancies(t.db, t.app.systemCtx.storage, NOW);
    expect(counts).toMatchObject({ tenancies: 1, payments: 1, removedTenancies: 1, statementRecords: 1 });
    expect(await t.db.select().from(tenants).where(eq(tenants.id, old.tenancy.id))).toEqual([]);
    expect(await t.db.select().from(rentPayments).where(eq(rentPayments.id, old.payment.id))).toEqual([]);
    const left = await t.db
      .select({ description: statementDeductions.description })
      .from(statementDeductions)
      .where(inArray(statementDeductions.propertyId, [home]));
    expect(left).toEqual([{ description: 'Newer repair' }]);
  });

  it('leaves a current tenancy alone, however long ago its lease date passed', async () => {
    const landlord = await t.createUser({ userType: 'landlord' });
    const home = await insertProperty(t.db, landlord.id);
    const rolling = await insertTenant(t.db, home.id, {
      leaseStart: '2010-01-01',
      leaseEnd: '2011-01-01',
      status: 'active',
    });
    await purgeEndedTenancies(t.db, t.app.systemCtx.storage, NOW);
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, rolling.id));
    expect(row!.purgedAt).toBeNull();
    expect(row!.fullName).toBe('Seren Hughes');
  });
});
