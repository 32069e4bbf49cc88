import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { insertProperty } from '../../../../tests/setup/factories';
import { runComplianceReminders } from './compliance-reminders.service';
import { insertDocument, uploadPropertyDoc } from '../../../../tests/setup/factories';

const today = todayInLondon();

/** The first Monday on or after `day`. */
const mondayFrom = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (8 - weekday) % 7);
};

describe('compliance reminders', () => {
  let t: TestApp;
  let admin: Signed;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(() => t.close());

  /** Runs the job as the hourly timer does, on an injected day; `landlordId` keeps other tests' homes out. */
  const run = (day: string, landlordId?: number) =>
    runComplianceReminders(t.db, {
      publicUrl: t.config.publicUrl,
      agencyEmail: t.config.agencyEmail,
      today: day,
      ...(landlordId === undefined ? {} : { landlordId }),
    });

  /**
   * A landlord with one home whose only dated duty is a gas record due on `deadline` (the other
   * items are missing with no date, so they reach no step). The deadline is far enough ahead that
   * the real today reaches no step either.
   */
  async function gasLandlord(deadline: string, fullName = 'Owain Hughes') {
    const landlord = await t.signedIn({ userType: 'landlord', fullName });
    const property = await insertProperty(t.db, landlord.user.id, { hasGasSupply: true, title: 'Gas House' });
    await insertDocument(t.db, property.id, {
      documentType: 'GAS',
      issueDate: addDays(today, -30),
      expiryDate: deadline,
    });
    return { landlord, property };
  }
  /** Urgent steps (under a month ahead, or overdue) go at once, as `compliance_reminder`. */
  const reminders = (email: string) => t.mailsTo(email, 'compliance_reminder');
  /** Early steps and what stays overdue go in the weekly round-up, `compliance_digest`. */
  const digests = (email: string) => t.mailsTo(email, 'compliance_digest');
  const allSent = async (email: string) =>
    (await t.mailsTo(email)).filter((m) => m.template.startsWith('compliance_'));

  it('sends each step of the gas ladder once, early steps in the weekly round-up, and nothing once renewed', async () => {
    const deadline = addDays(today, 300);
    const { landlord, property } = await gasLandlord(deadline);
    const email = landlord.user.email;

    expect(await run(addDays(deadline, -61), landlord.user.id)).toBe(0);
    expect(await allSent(email)).toHaveLength(0);

    // Two months ahead is an early step: it goes in the week's round-up, sent by the first run that has one.
    expect(await run(addDays(deadline, -60), landlord.user.id)).toBe(1);
    const [first] = await digests(email);
    expect(first!.subject).toBe('Weekly compliance round-up: 1 coming up');
    expect(first!.textBody).toContain('Coming up (renew or book in good time):');
    expect(first!.textBody).toContain('Gas House: Annual gas safety check');
    expect(first!.textBody).toContain(`${t.config.publicUrl}/landlord-dashboard`);

    // The same day again, and the days after within the same step: nothing more.
    expect(await run(addDays(deadline, -60), landlord.user.id)).toBe(0);
    expect(await run(addDays(deadline, -45), landlord.user.id)).toBe(0);
    expect(await allSent(email)).toHaveLength(1);

    // The 30-day step, a month later: the next round-up.
    expect(await run(addDays(deadline, -30), landlord.user.id)).toBe(1);
    expect(await digests(email)).toHaveLength(2);

    // The 14-day step cannot wait for a round-up: it goes at once.
    expect(await run(addDays(deadline, -14), landlord.user.id)).toBe(1);
    const [urgent] = await reminders(email);
    expect(urgent!.subject).toBe('Due soon: 1 compliance deadline for your lets');
    expect(urgent!.textBody).toContain('Needs your attention now:');

    // Renewed in the two months before the deadline: the next deadline is a year on, so no more steps now.
    await insertDocument(t.db, property.id, {
      documentType: 'GAS',
      issueDate: addDays(deadline, -10),
      expiryDate: addDays(deadline, 365),
    });
    for (const day of [-7, -1, 1, 3]) await run(addDays(deadline, day), landlord.user.id);
    expect(await allSent(email)).toHaveLength(3);
  });

  it("sends the 'overdue' step once, then a weekly digest (at most one per landlord per week)", async () => {
    const deadline = addDays(today, 200);
    const { landlord } = await gasLandlord(deadline);
    const email = landlord.user.email;
    const monday = mondayFrom(addDays(deadline, 1));

    await run(monday, landlord.user.id);
    const overdue = await reminders(email);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.subject).toMatch(/^Action needed/);
    expect(overdue[0]!.textBody).toContain('OVERDUE');
    expect(await digests(email)).toHaveLength(0);

    // The same day again: it was alerted today, so it is not in a round-up yet.
    await run(monday, landlord.user.id);
    expect(await digests(email)).toHaveLength(0);
    // Still overdue later that week: one round-up, not a reminder a day.
    for (const day of [1, 2, 4, 6]) await run(addDays(monday, day), landlord.user.id);
    expect(await reminders(email)).toHaveLength(1);
    const [digest] = await digests(email);
    expect(await digests(email)).toHaveLength(1);
    expect(digest!.subject).toBe('Weekly compliance round-up: 1 overdue');
    expect(digest!.textBody).toContain('Still overdue:');

    // The next week, one more.
    await run(addDays(monday, 7), landlord.user.id);
    await run(addDays(monday, 9), landlord.user.id);
    expect(await digests(email)).toHaveLength(2);
    expect(await reminders(email)).toHaveLength(1);
  });

  it('also e-mails the agency inbox for a fully managed landlord', async () => {
    const deadline = addDays(today, 250);
    const { landlord } = await gasLandlord(deadline, 'Nia Managed');
    const patched = await t.call(
      'PATCH',
      `/api/admin/users/${landlord.user.id}/management-mode`,
      admin.token,
      { managementMode: 'fully_managed' },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ id: landlord.user.id, managementMode: 'fully_managed' });

    const agencyBefore = (await allSent(t.config.agencyEmail)).length;
    expect(await run(addDays(deadline, -60), landlord.user.id)).toBe(2);
    expect(await allSent(landlord.user.email)).toHaveLength(1);
    const agency = await allSent(t.config.agencyEmail);
    expect(agency).toHaveLength(agencyBefore + 1);
    expect(agency[0]!.textBody).toContain('Managed landlord Nia Managed');

    // A let-only landlord's reminders stay with the landlord.
    const letOnly = await gasLandlord(deadline, 'Dewi Letonly');
    await run(addDays(deadline, -60), letOnly.landlord.user.id);
    expect(await allSent(letOnly.landlord.user.email)).toHaveLength(1);
    expect(await allSent(t.config.agencyEmail)).toHaveLength(agencyBefore + 1);
  });

  it('refuses a bad management mode (400) and a user who is not a landlord (404)', async () => {
    const landlord = await t.signedIn({ userType: 'landlord' });
    const bad = await t.call('PATCH', `/api/admin/users/${landlord.user.id}/management-mode`, admin.token, {
      managementMode: 'sometimes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['managementMode']);
    const notLandlord = await t.call(
      'PATCH',
      `/api/admin/users/${admin.user.id}/management-mode`,
      admin.token,
      { managementMode: 'let_only' },
    );
    expect(notLandlord.statusCode).toBe(404);
  });

  it('warns straight after a certificate that runs out within a week is entered', async () => {
    const landlord = await t.signedIn({ userType: 'landlord' });
    const { id } = await insertProperty(t.db, landlord.user.id, { hasGasSupply: true, title: 'Late Lodge' });
    const res = await uploadPropertyDoc(t, landlord.token, id, {
      documentType: 'GAS',
      issueDate: addDays(today, -300),
      expiryDate: addDays(today, 5),
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await reminders(landlord.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Late Lodge: Annual gas safety check');
  });

  it('queues each step once when two runs overlap', async () => {
    const deadline = addDays(today, 280);
    const { landlord } = await gasLandlord(deadline);
    const email = landlord.user.email;
    // Unscoped, as the hourly job runs on every instance at once.
    await Promise.all([run(addDays(deadline, -30)), run(addDays(deadline, -30))]);
    expect(await allSent(email)).toHaveLength(1);
    await Promise.all([
      run(addDays(deadline, -14)),
      run(addDays(deadline, -14)),
      run(addDays(deadline, -14)),
    ]);
    expect(await allSent(email)).toHaveLength(2);
  });
});
