import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTenancyAnswer } from '@shared/applications';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { ErrorCode } from '@shared/errors';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { insertApplication, insertLettableProperty, insertProperty } from '../../../../tests/setup/factories';
import { applications, properties, rentPayments, tenants } from '../../db/schema';
import { HOME_TAKEN_REASON, NOT_APPROVED } from './application-tenancy.service';

describe('POST /api/applications/{id}/tenancy', () => {
  let t: TestApp;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  const today = todayInLondon();

  const convert = (token: string | undefined, id: number, body: unknown = {}) =>
    t.call('POST', `/api/applications/${id}/tenancy`, token, body);
  const listedHome = (title: string) =>
    insertLettableProperty(t.db, landlord.user.id, {
      title,
      isListed: true,
      status: 'vacant',
      price: 90_000,
    });
  const propertyRow = async (id: number) =>
    (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const applicationRow = async (id: number) =>
    (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Rhodri Lewis' });
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
  });
  afterAll(() => t.close());

  it('makes the tenancy from the application, invites the tenant, closes the others and takes the listing down', async () => {
    const home = await listedHome('Pontcanna maisonette');
    const chosen = await insertApplication(t.db, home.id, {
      status: 'approved',
      fullName: 'Elin Morgan',
      phone: '07700 900555',
      moveInDate: today,
    });
    const waiting = await insertApplication(t.db, home.id, {
      status: 'shortlisted',
      fullName: 'Aled Waiting',
    });
    const early = await insertApplication(t.db, home.id, {
      status: 'rejected',
      fullName: 'Already Rejected',
    });

    const res = await convert(landlord.token, chosen.id);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<ApplicationTenancyAnswer>();
    expect(answer).toMatchObject({ account: 'invited', othersTold: 1 });
    expect(answer.application).toMatchObject({ status: 'let', tenantId: answer.tenantId });

    const [tenancy] = await t.db.select().from(tenants).where(eq(tenants.id, answer.tenantId));
    expect(tenancy).toMatchObject({
      propertyId: home.id,
      fullName: 'Elin Morgan',
      email: chosen.email,
      phone: '07700 900555',
      leaseStart: today,
      leaseEnd: addDays(addMonths(today, 12), -1),
      occupationDate: today,
      rentAmount: 90_000,
      status: 'active',
      contractType: 'periodic',
    });
    expect(tenancy!.userId).not.toBeNull();
    // The existing invitation: a new account and a link to set its password.
    const [invite] = await t.mailsTo(chosen.email, 'tenant_invitation');
    expect(invite!.textBody).toContain('/reset-password?');

    expect(await applicationRow(waiting.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: HOME_TAKEN_REASON,
    });
    const [taken] = await t.mailsTo(waiting.email, 'application_home_taken');
    expect(taken!.subject).toBe('Pontcanna maisonette has been let');
    expect(await t.mailsTo(early.email)).toHaveLength(0);

    expect(await propertyRow(home.id)).toMatchObject({ isListed: false, status: 'occupied' });
    expect((await t.api({ method: 'GET', url: `/api/listings/${home.id}` })).statusCode).toBe(404);
    // Made once only.
    const again = await convert(landlord.token, chosen.id);
    expect(again.statusCode).toBe(409);
  });

  it('takes the lease, rent and deposit given, and puts the holding deposit toward the deposit', async () => {
    const home = await listedHome('Grangetown house');
    const chosen = await insertApplication(t.db, home.id, {
      status: 'approved',
      holdingDepositAmount: 20_000,
      holdingDepositReceivedOn: today,
      holdingDepositDeadline: addDays(today, 14),
      holdingDepositRepayBy: addDays(today, 20),
      holdingDepositOutcome: 'held',
    });
    const start = addDays(today, 10);
    const tooSmall = await convert(landlord.token, chosen.id, {
      deposit: 10_000,
      holdingDepositUse: 'deposit',
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(Object.keys(tooSmall.json().errors)).toEqual(['deposit']);

    const res = await convert(landlord.token, chosen.id, {
      leaseStart: start,
      contractType: 'fixed_term',
      fixedTermEnd: addDays(addMonths(start, 6), -1),
      rentAmount: 88_000,
      deposit: 100_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<ApplicationTenancyAnswer>();
    expect(answer.application.holdingDeposit).toMatchObject({
      outcome: 'toward_deposit',
      settledOn: today,
      repayBy: null,
    });
    const [tenancy] = await t.db.select().from(tenants).where(eq(tenants.id, answer.tenantId));
    expect(tenancy).toMatchObject({
      leaseStart: start,
      leaseEnd: addDays(addMonths(start, 6), -1),
      contractType: 'fixed_term',
      rentAmount: 88_000,
      deposit: 100_000,
    });
    const [note] = await t.mailsTo(chosen.email, 'holding_deposit_outcome');
    expect(note!.textBody).toContain('has been put toward your security deposit');
  });

  it('puts the holding deposit toward the first rent in the rent ledger', async () => {
    const home = await listedHome('Cathays flat');
    const chosen = await insertApplication(t.db, home.id, {
      status: 'approved',
      moveInDate: today,
      holdingDepositAmount: 20_000,
      holdingDepositReceivedOn: today,
      holdingDepositDeadline: addDays(today, 14),
      holdingDepositRepayBy: addDays(today, 20),
      holdingDepositOutcome: 'held',
    });
    const res = await convert(landlord.token, chosen.id, { holdingDepositUse: 'first_rent' });
    expect(res.statusCode, res.body).toBe(201);
    const { tenantId, application } = res.json<ApplicationTenancyAnswer>();
    expect(application.holdingDeposit.outcome).toBe('toward_rent');
    const rows = await t.db.select().from(rentPayments).where(eq(rentPayments.tenantId, tenantId));
    const paid = rows.filter((r) => r.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 20_000, reference: 'Holding deposit' });
    // The rest of the first month is still owed.
    expect(
      rows.some((r) => r.status !== 'paid' && r.amount === 70_000 && r.dueDate === paid[0]!.dueDate),
    ).toBe(true);
  });

  it('gives a holding deposit to repay 7 days from the contract', async () => {
    const home = await listedHome('Splott terrace');
    const chosen = await insertApplication(t.db, home.id, {
      status: 'approved',
      holdingDepositAmount: 20_000,
      holdingDepositReceivedOn: today,
      holdingDepositDeadline: addDays(today, 14),
      holdingDepositRepayBy: addDays(today, 20),
      holdingDepositOutcome: 'held',
    });
    const res = await convert(landlord.token, chosen.id, { holdingDepositUse: 'repay' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ApplicationTenancyAnswer>().application.holdingDeposit).toMatchObject({
      outcome: 'held',
      repayBy: addDays(today, 6),
    });
  });

  it('refuses an application that is not approved (409 on status)', async () => {
    const home = await listedHome('Heath semi');
    for (const status of ['new', 'shortlisted', 'referencing', 'rejected'] as const) {
      const application = await insertApplication(t.db, home.id, { status });
      const res = await convert(landlord.token, application.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ status: NOT_APPROVED });
    }
    expect(await t.db.select().from(tenants).where(eq(tenants.propertyId, home.id))).toEqual([]);
  });

  it('still applies the compliance blocks on starting a tenancy, and changes nothing', async () => {
    // No certificates, no alarms: a tenancy cannot start today.
    const home = await insertProperty(t.db, landlord.user.id, { isListed: true, title: 'Unsafe bungalow' });
    const chosen = await insertApplication(t.db, home.id, { status: 'approved', moveInDate: today });
    const other = await insertApplication(t.db, home.id, { status: 'new' });
    const res = await convert(landlord.token, chosen.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(ErrorCode.complianceBlocked);
    expect((await applicationRow(chosen.id)).status).toBe('approved');
    expect((await applicationRow(other.id)).status).toBe('new');
    expect((await propertyRow(home.id)).isListed).toBe(true);
    expect(await t.db.select().from(tenants).where(eq(tenants.propertyId, home.id))).toEqual([]);
  });

  it('answers 400 for bad fields', async () => {
    const home = await listedHome('Llandaff cottage');
    const chosen = await insertApplication(t.db, home.id, { status: 'approved' });
    for (const body of [
      { leaseStart: '2026-13-01' },
      { rentAmount: 0 },
      { contractType: 'fixed_term' },
      { leaseStart: today, leaseEnd: addDays(today, -1) },
      { holdingDepositUse: 'keep' },
      { fullName: 'Someone Else' },
    ]) {
      const res = await convert(landlord.token, chosen.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 404 to another landlord, 403 to a tenant and 401 signed out, changing nothing', async () => {
    const home = await listedHome('Penylan villa');
    const chosen = await insertApplication(t.db, home.id, { status: 'approved' });
    expect((await convert(otherLandlord.token, chosen.id)).statusCode).toBe(404);
    expect((await convert(tenant.token, chosen.id)).statusCode).toBe(403);
    expect((await convert(undefined, chosen.id)).statusCode).toBe(401);
    expect((await applicationRow(chosen.id)).status).toBe('approved');
  });
});
