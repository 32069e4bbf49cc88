import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingDepositCap, type Application } from '@shared/applications';
import { addDays, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { insertApplication, insertProperty } from '../../../../tests/setup/factories';
import { applications } from '../../db/schema';
import { ALREADY_RECEIVED, ANOTHER_HOLDS, sendHoldingDepositReminders } from './holding-deposit.service';

const AGENCY = 'lettings@agency.example.test';
/** £950 a month: one week's rent is £950 × 12 ÷ 52 = £219.2307…, so 21,923 pence. */
const RENT = 95_000;
const CAP = 21_923;

describe('holding deposits (WALES.md HOLDING_DEPOSIT)', () => {
  let t: TestApp;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  let admin: Signed;
  const today = todayInLondon();

  const post = (token: string | undefined, url: string, body: unknown) => t.call('POST', url, token, body);
  const receive = (token: string | undefined, id: number, body: unknown) =>
    post(token, `/api/applications/${id}/holding-deposit`, body);
  const inform = (token: string | undefined, id: number, body: unknown) =>
    post(token, `/api/applications/${id}/holding-deposit/information`, body);
  /** A listed home of the landlord's at £950 a month, and an application for it. */
  const applicationOnNewHome = async (overrides: Partial<typeof applications.$inferInsert> = {}) => {
    const home = await insertProperty(t.db, landlord.user.id, {
      isListed: true,
      price: RENT,
      title: 'Roath flat',
    });
    return insertApplication(t.db, home.id, { status: 'shortlisted', ...overrides });
  };

  beforeAll(async () => {
    t = await createTestApp({ agencyEmail: AGENCY });
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Rhodri Lewis' });
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(() => t.close());

  it("caps it at one week's rent, rounded down", () => {
    expect(holdingDepositCap(RENT)).toBe(CAP);
    expect(holdingDepositCap(100_000)).toBe(23_076);
    expect(holdingDepositCap(52)).toBe(12);
  });

  it('sends the specified information before payment, and records it', async () => {
    const application = await applicationOnNewHome();
    const over = await inform(landlord.token, application.id, { amount: CAP + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toBe("A holding deposit cannot be more than one week's rent (£219.23)");

    const sent = await inform(landlord.token, application.id, { amount: CAP });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Application>().holdingDeposit).toMatchObject({
      maximum: CAP,
      informationAmount: CAP,
      amount: null,
      deadlineForAgreement: null,
    });
    expect(sent.json<Application>().holdingDeposit.informationSentAt).not.toBeNull();
    const [mail] = await t.mailsTo(application.email, 'holding_deposit_information');
    expect(mail!.subject).toBe('Holding deposit for Roath flat: please read before paying');
    expect(mail!.textBody).toContain('The rent: £950.00 a month. The holding deposit: £219.23');
    expect(mail!.textBody).toContain('15th day beginning with the day we receive your holding deposit');
    expect(mail!.textBody).toContain('The landlord may keep it only if');
  });

  it('records the deposit received: at most the cap, deadline 15 days beginning with that day, repay within 7 days of it', async () => {
    const application = await applicationOnNewHome();
    await inform(landlord.token, application.id, { amount: CAP });
    // The information went today: a deposit received today came after it.
    const receivedOn = today;
    const over = await receive(landlord.token, application.id, { amount: CAP + 1, receivedOn });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({
      amount: "A holding deposit cannot be more than one week's rent (£219.23)",
    });

    const res = await receive(landlord.token, application.id, { amount: CAP, receivedOn });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Application>().holdingDeposit).toMatchObject({
      amount: CAP,
      receivedOn,
      deadlineForAgreement: addDays(receivedOn, 14),
      repayBy: addDays(receivedOn, 20),
      outcome: 'held',
      informationLate: false,
    });
    const [mail] = await t.mailsTo(application.email, 'holding_deposit_received');
    expect(mail!.textBody).toContain('We have received your holding deposit of £219.23 for Roath flat');

    const twice = await receive(landlord.token, application.id, { amount: 100, receivedOn: today });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_RECEIVED);
  });

  it('takes a deadline for agreement agreed in writing, and flags a deposit taken before the information', async () => {
    const application = await applicationOnNewHome();
    const deadline = addDays(today, 25);
    const res = await receive(admin.token, application.id, {
      amount: 10_000,
      receivedOn: addDays(today, -2),
      deadlineForAgreement: deadline,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Application>().holdingDeposit).toMatchObject({
      deadlineForAgreement: deadline,
      repayBy: addDays(deadline, 6),
      informationLate: true,
    });
    const earlier = await applicationOnNewHome();
    const bad = await receive(landlord.token, earlier.id, {
      amount: 10_000,
      receivedOn: today,
      deadlineForAgreement: addDays(today, -1),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['deadlineForAgreement']);
  });

  it('answers 400 for a future, missing or malformed date and amounts that are not whole pence', async () => {
    const application = await applicationOnNewHome();
    for (const body of [
      { amount: 100, receivedOn: addDays(today, 1) },
      { amount: 100 },
      { amount: 100, receivedOn: '2026-02-30' },
      { amount: 10.5, receivedOn: today },
      { amount: 0, receivedOn: today },
      { amount: '100', receivedOn: today },
    ]) {
      const res = await receive(landlord.token, application.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.holdingDepositAmount).toBeNull();
  });

  it('holds a home for one applicant at a time, and not for a closed application', async () => {
    const first = await applicationOnNewHome();
    const second = await insertApplication(t.db, first.propertyId, { status: 'new' });
    expect((await receive(landlord.token, first.id, { amount: 5_000, receivedOn: today })).statusCode).toBe(
      201,
    );
    const blocked = await receive(landlord.token, second.id, { amount: 5_000, receivedOn: today });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(ANOTHER_HOLDS);

    const rejected = await insertApplication(t.db, first.propertyId, { status: 'rejected' });
    expect(
      (await receive(landlord.token, rejected.id, { amount: 5_000, receivedOn: today })).statusCode,
    ).toBe(409);
    expect((await inform(landlord.token, rejected.id, { amount: 5_000 })).statusCode).toBe(409);
  });

  it('brings the repayment date forward to 7 days from a rejection, and records the repayment', async () => {
    const application = await applicationOnNewHome();
    await receive(landlord.token, application.id, { amount: 5_000, receivedOn: today });
    const rejected = await t.call('PATCH', `/api/applications/${application.id}`, landlord.token, {
      status: 'rejected',
      notes: 'References were not satisfactory.',
    });
    expect(rejected.json<Application>().holdingDeposit.repayBy).toBe(addDays(today, 6));

    const early = await post(
      landlord.token,
      `/api/applications/${application.id}/holding-deposit/repayment`,
      {
        repaidOn: addDays(today, -1),
      },
    );
    expect(early.statusCode).toBe(400);
    const repaid = await post(
      landlord.token,
      `/api/applications/${application.id}/holding-deposit/repayment`,
      {
        repaidOn: today,
      },
    );
    expect(repaid.statusCode, repaid.body).toBe(200);
    expect(repaid.json<Application>().holdingDeposit).toMatchObject({
      outcome: 'repaid',
      settledOn: today,
      repayBy: null,
    });
    const again = await post(
      landlord.token,
      `/api/applications/${application.id}/holding-deposit/repayment`,
      {
        repaidOn: today,
      },
    );
    expect(again.statusCode).toBe(409);
  });

  it('reminds the landlord and the agency once, two days before the repayment date', async () => {
    const application = await applicationOnNewHome({ fullName: 'Iwan Reminder' });
    await receive(landlord.token, application.id, { amount: 5_000, receivedOn: today });
    const repayBy = addDays(today, 20);
    const opts = { publicUrl: t.config.publicUrl, agencyEmail: AGENCY };
    const mine = async () =>
      (await t.mailsTo(landlord.user.email, 'holding_deposit_reminder')).filter((m) =>
        m.textBody.includes('Iwan Reminder'),
      );

    await sendHoldingDepositReminders(t.db, opts, addDays(repayBy, -3));
    expect(await mine()).toHaveLength(0);
    await sendHoldingDepositReminders(t.db, opts, addDays(repayBy, -2));
    await sendHoldingDepositReminders(t.db, opts, addDays(repayBy, -1));
    const sent = await mine();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain('must be repaid');
    const agency = (await t.mailsTo(AGENCY, 'holding_deposit_reminder')).filter((m) =>
      m.textBody.includes('Iwan Reminder'),
    );
    expect(agency).toHaveLength(1);

    // A rejection brings the date forward: that date earns its own reminder.
    await t.call('PATCH', `/api/applications/${application.id}`, landlord.token, {
      status: 'rejected',
      notes: 'Chose another applicant.',
    });
    await sendHoldingDepositReminders(t.db, opts, addDays(today, 4));
    expect(await mine()).toHaveLength(2);
  });

  it('answers 404 to another landlord, 403 to a tenant and 401 signed out, changing nothing', async () => {
    const application = await applicationOnNewHome();
    const body = { amount: 5_000, receivedOn: today };
    expect((await receive(otherLandlord.token, application.id, body)).statusCode).toBe(404);
    expect((await receive(tenant.token, application.id, body)).statusCode).toBe(403);
    expect((await receive(undefined, application.id, body)).statusCode).toBe(401);
    expect((await inform(otherLandlord.token, application.id, { amount: 5_000 })).statusCode).toBe(404);
    expect((await inform(tenant.token, application.id, { amount: 5_000 })).statusCode).toBe(403);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.holdingDepositAmount).toBeNull();
    expect(row!.holdingDepositInfoSentAt).toBeNull();
  });
});
