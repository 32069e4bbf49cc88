import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { tenants } from '../../db/schema';
import { rentChanges, rentPayments, rentReminders } from '../../db/schema';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { recordRentChange } from './rent-changes';
import { sendRentReminders } from './rent-reminders.service';
import { markOverdue, runRentSchedule } from './rent-schedule.service';

const TODAY = '2026-11-23';

describe('rent jobs: schedule, overdue and the reminder ladder', () => {
  let t: TestApp;
  let landlordId: number;
  beforeAll(async () => {
    t = await createTestApp();
    landlordId = (await t.createUser({ userType: 'landlord' })).id;
  });
  afterAll(() => t.close());

  const scheduled = (tenantId: number) =>
    t.db.select().from(rentPayments).where(eq(rentPayments.tenantId, tenantId)).orderBy(rentPayments.dueDate);

  /** A tenancy whose record was made on `createdOn` (the schedule starts there). */
  async function tenancy(overrides: Partial<typeof tenants.$inferInsert>, createdOn = '2026-09-01') {
    const property = await insertProperty(t.db, landlordId);
    const tenant = await insertTenant(t.db, property.id, {
      createdAt: new Date(`${createdOn}T09:00:00Z`),
      ...overrides,
    });
    await t.db
      .insert(rentChanges)
      .values({ tenantId: tenant.id, amount: tenant.rentAmount, effectiveFrom: tenant.leaseStart });
    return tenant;
  }

  it('writes monthly rent on the occupation day from the record date to five weeks ahead, once however often it runs', async () => {
    const tenant = await tenancy({
      leaseStart: '2026-08-31',
      occupationDate: '2026-08-31',
      rentAmount: 95_000,
    });
    const results = await Promise.all([runRentSchedule(t.db, TODAY), runRentSchedule(t.db, TODAY)]);
    await runRentSchedule(t.db, TODAY);
    const rows = await scheduled(tenant.id);
    expect(rows.map((r) => r.dueDate)).toEqual(['2026-09-30', '2026-10-31', '2026-11-30']);
    expect(rows.every((r) => r.amount === 95_000 && r.externalSource === 'schedule')).toBe(true);
    expect(rows.map((r) => r.status)).toEqual(['overdue', 'overdue', 'pending']);
    // Two schedulers at once: each month claimed once between them.
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
  });

  it('skips guarantors, past tenancies, and stops at the end of the contract once notice is given', async () => {
    const guarantor = await tenancy({ tenantType: 'guarantor' });
    const past = await tenancy({ status: 'past' });
    const leaving = await tenancy({
      status: 'notice_given',
      leaseStart: '2026-01-10',
      leaseEnd: '2026-12-05',
    });
    await runRentSchedule(t.db, TODAY);
    expect(await scheduled(guarantor.id)).toEqual([]);
    expect(await scheduled(past.id)).toEqual([]);
    expect((await scheduled(leaving.id)).map((r) => r.dueDate)).toEqual([
      '2026-09-10',
      '2026-10-10',
      '2026-11-10',
    ]);
  });

  it('applies a rent change from its effective date, never to rent already due', async () => {
    const tenant = await tenancy({ leaseStart: '2026-09-01', rentAmount: 80_000 });
    await runRentSchedule(t.db, '2026-11-20'); // writes 1 Sep, 1 Oct, 1 Nov and 1 Dec
    await t.db.transaction((tx) => recordRentChange(tx, tenant.id, 84_000, '2026-11-01', '2026-11-20'));
    await runRentSchedule(t.db, '2026-12-10'); // adds 1 Jan
    const amounts = (await scheduled(tenant.id)).map((r) => [r.dueDate, r.amount]);
    expect(amounts).toEqual([
      ['2026-09-01', 80_000],
      ['2026-10-01', 80_000],
      ['2026-11-01', 80_000], // already due when the change was made
      ['2026-12-01', 84_000],
      ['2027-01-01', 84_000],
    ]);
  });

  it('marks pending rent overdue the day after it is due', async () => {
    const tenant = await tenancy({});
    const [row] = await t.db
      .insert(rentPayments)
      .values({
        tenantId: tenant.id,
        propertyId: tenant.propertyId,
        amount: 1000,
        paymentDate: '2026-11-22',
        dueDate: '2026-11-22',
        status: 'pending',
      })
      .returning();
    await markOverdue(t.db, '2026-11-22');
    expect((await scheduled(tenant.id))[0]!.status).toBe('pending');
    await markOverdue(t.db, TODAY);
    const [after] = await t.db.select().from(rentPayments).where(eq(rentPayments.id, row!.id));
    expect(after!.status).toBe('overdue');
  });

  it('sends each step of the ladder once, only the latest when steps were missed, and none when paused', async () => {
    const tenant = await tenancy({ fullName: 'Nia Roberts', rentAmount: 70_000 });
    const paused = await tenancy({ remindersPaused: true });
    for (const tn of [tenant, paused])
      await t.db.insert(rentPayments).values({
        tenantId: tn.id,
        propertyId: tn.propertyId,
        amount: 70_000,
        paymentDate: '2026-12-01',
        dueDate: '2026-12-01',
        status: 'pending',
      });
    const subjects = async () => (await t.mailsTo(tenant.email)).map((m) => m.subject).reverse();

    await sendRentReminders(t.db, 'http://localhost:3000', '2026-11-27');
    expect(await subjects()).toEqual([]);
    await sendRentReminders(t.db, 'http://localhost:3000', '2026-11-28');
    await sendRentReminders(t.db, 'http://localhost:3000', '2026-11-29');
    expect(await subjects()).toEqual(['Your rent of £700.00 is due on 1 December 2026']);
    // Stopped for a fortnight: only the 14-day reminder goes, not 1 and 7 as well.
    await Promise.all([
      sendRentReminders(t.db, 'http://localhost:3000', '2026-12-15'),
      sendRentReminders(t.db, 'http://localhost:3000', '2026-12-15'),
    ]);
    expect(await subjects()).toEqual([
      'Your rent of £700.00 is due on 1 December 2026',
      'Rent 14 days overdue: please contact us',
    ]);
    const mail = (await t.mailsTo(tenant.email))[0]!;
    expect(mail.textBody).toContain(tenant.paymentReference);
    expect(mail.htmlBody).toContain('contact us today');
    expect(await t.mailsTo(paused.email)).toEqual([]);
    const [own] = await scheduled(tenant.id);
    const steps = await t.db.select().from(rentReminders).where(eq(rentReminders.paymentId, own!.id));
    expect(steps.map((s) => s.step).sort()).toEqual(['due_soon', 'overdue_14']);
  });

  it('sends nothing for paid rent', async () => {
    const tenant = await tenancy({});
    await t.db.insert(rentPayments).values({
      tenantId: tenant.id,
      propertyId: tenant.propertyId,
      amount: 70_000,
      paymentDate: '2026-11-20',
      dueDate: '2026-11-20',
      status: 'paid',
    });
    await sendRentReminders(t.db, 'http://localhost:3000', '2026-11-21');
    expect(await t.mailsTo(tenant.email)).toEqual([]);
  });
});
