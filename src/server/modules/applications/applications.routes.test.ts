import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_THANK_YOU,
  REJECTION_REASON_REQUIRED,
  STATUS_NOT_SETTABLE,
  type Application,
} from '@shared/applications';
import { addDays, todayInLondon } from '@shared/dates';
import { formatWelshDate } from '@shared/i18n/welsh-dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { applicationBody, insertProperty } from '../../../../tests/setup/factories';
import { defaultRateLimits } from '../../config';
import { applications } from '../../db/schema';
import { ALREADY_APPLIED } from './applications.service';

const AGENCY = 'lettings@agency.example.test';
let n = 0;
const nextAddress = () => `203.0.113.${++n}`;

describe('applications API', () => {
  let t: TestApp;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  let admin: Signed;
  let listingId: number;

  const apply = (
    id: number,
    body: unknown,
    remoteAddress = nextAddress(),
    headers: Record<string, string> = {},
  ) =>
    t.api({
      method: 'POST',
      url: `/api/listings/${id}/applications`,
      payload: body as Record<string, unknown>,
      remoteAddress,
      headers,
    });
  const listFor = (token: string | undefined, propertyId = listingId) =>
    t.call('GET', `/api/properties/${propertyId}/applications`, token);
  const patch = (token: string | undefined, id: number, body: unknown) =>
    t.call('PATCH', `/api/applications/${id}`, token, body);
  /** Applies, and answers the stored application's id. */
  const applied = async (overrides: Record<string, unknown> = {}, propertyId = listingId) => {
    const body = applicationBody(overrides);
    const res = await apply(propertyId, body);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(applications).where(eq(applications.email, body.email));
    return { id: row!.id, body };
  };

  beforeAll(async () => {
    t = await createTestApp({
      agencyEmail: AGENCY,
      rateLimits: {
        ...defaultRateLimits,
        applicationPerAddress: { max: 3, windowSeconds: 600 },
        applicationPerEmail: { max: 2, windowSeconds: 600 },
      },
    });
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Rhodri Lewis' });
    otherLandlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
    listingId = (
      await insertProperty(t.db, landlord.user.id, {
        title: 'Canton terrace',
        price: 100_000,
        isListed: true,
        status: 'vacant',
      })
    ).id;
  });
  afterAll(() => t.close());

  describe('POST /api/listings/{id}/applications', () => {
    it('stores the application, acknowledges it to the applicant and tells the landlord and the agency', async () => {
      const body = applicationBody({ fullName: 'Gwen Price', message: null });
      const res = await apply(listingId, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: APPLICATION_THANK_YOU });

      const [row] = await t.db.select().from(applications).where(eq(applications.email, body.email));
      expect(row).toMatchObject({
        propertyId: listingId,
        fullName: 'Gwen Price',
        annualIncome: 3_600_000,
        householdSize: 2,
        hasGuarantor: false,
        status: 'new',
        message: null,
      });
      const [ack] = await t.mailsTo(body.email, 'application_received');
      expect(ack!.subject).toBe('We have your application for Canton terrace');
      expect(ack!.textBody).toContain('Hello Gwen Price,');
      expect(ack!.textBody).toContain('Annual income: £36,000.00');
      expect(ack!.htmlBody).toContain('<html lang="en-GB">');
      const [notice] = await t.mailsTo(landlord.user.email, 'application_notice');
      expect(notice!.subject).toBe('New application: Canton terrace from Gwen Price');
      expect(notice!.textBody).toContain('at least 30 times the monthly rent');
      const agency = await t.mailsTo(AGENCY, 'application_notice');
      expect(agency.some((m) => m.textBody.includes(body.email))).toBe(true);
    });

    it('acknowledges in Welsh an application sent from the Welsh page; the landlord and the agency get theirs as before', async () => {
      const body = applicationBody({ fullName: 'Gwen Price' });
      const res = await apply(listingId, body, nextAddress(), { 'content-language': 'cy' });
      expect(res.statusCode, res.body).toBe(201);
      const [ack] = await t.mailsTo(body.email, 'application_received');
      expect(ack!.subject).toBe('Rydyn ni wedi cael eich cais: Canton terrace');
      expect(ack!.textBody).toContain('Helo Gwen Price,');
      expect(ack!.textBody).toContain('Cyflogaeth: Cyflogedig. Incwm blynyddol: £36,000.00.');
      expect(ack!.textBody).toContain(
        formatWelshDate(new Date(`${body.moveInDate}T12:00:00Z`), { timeZone: 'UTC' }),
      );
      expect(ack!.textBody).not.toMatch(/Hello|Thank you|You receive/);
      expect(ack!.htmlBody).toContain('<html lang="cy">');
      const notice = (await t.mailsTo(landlord.user.email, 'application_notice')).find((m) =>
        m.textBody.includes(body.email),
      );
      expect(notice!.subject).toBe('New application: Canton terrace from Gwen Price');
      const agency = (await t.mailsTo(AGENCY, 'application_notice')).find((m) =>
        m.textBody.includes(body.email),
      );
      expect(agency!.htmlBody).toContain('<html lang="en-GB">');
    });

    it('refuses a second open application from the same e-mail for the same home (409 on email)', async () => {
      const { body } = await applied();
      const again = await apply(listingId, { ...body, email: body.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors).toEqual({ email: ALREADY_APPLIED });
    });

    it('answers 400 with field messages, and stores nothing', async () => {
      const before = await t.db.select().from(applications);
      const res = await apply(
        listingId,
        applicationBody({
          fullName: 'A',
          email: 'not-an-email',
          phone: '',
          employmentStatus: 'astronaut',
          annualIncome: 12.5,
          householdSize: 0,
          moveInDate: addDays(todayInLondon(), -1),
          hasGuarantor: 'yes',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        fullName: 'Full name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Please enter a phone number we can reach you on',
        employmentStatus: 'Please select your employment status',
        annualIncome: 'Annual income must be a whole number of pence, 0 or more',
        householdSize: 'Household size must be a whole number from 1 to 20',
        moveInDate: 'The move-in date cannot be in the past',
        hasGuarantor: 'Please say whether you have a guarantor',
      });
      const far = await apply(listingId, applicationBody({ moveInDate: addDays(todayInLondon(), 400) }));
      expect(far.json().errors).toEqual({ moveInDate: 'The move-in date must be within a year' });
      const income = await apply(listingId, applicationBody({ annualIncome: '36000' }));
      expect(income.statusCode).toBe(400);
      const extra = await apply(listingId, { ...applicationBody(), status: 'approved' });
      expect(extra.statusCode).toBe(400);
      expect(await t.db.select().from(applications)).toHaveLength(before.length);
    });

    it('answers 404 for a home that is not a public listing, and stores nothing', async () => {
      const unlisted = await insertProperty(t.db, landlord.user.id, { isListed: false });
      const occupied = await insertProperty(t.db, landlord.user.id, { isListed: true, status: 'occupied' });
      for (const id of [unlisted.id, occupied.id, 999_999]) {
        const res = await apply(id, applicationBody());
        expect(res.statusCode).toBe(404);
      }
      const rows = await t.db.select().from(applications).where(eq(applications.propertyId, unlisted.id));
      expect(rows).toEqual([]);
    });

    it('throttles per address and per e-mail address with 429 and Retry-After', async () => {
      const address = nextAddress();
      for (let i = 0; i < 3; i++)
        expect((await apply(listingId, applicationBody(), address)).statusCode).toBe(201);
      const blocked = await apply(listingId, applicationBody(), address);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      const email = `busy.${++n}@example.test`;
      const other = await insertProperty(t.db, landlord.user.id, { isListed: true });
      expect((await apply(listingId, applicationBody({ email }))).statusCode).toBe(201);
      expect((await apply(other.id, applicationBody({ email }))).statusCode).toBe(201);
      const third = await apply(other.id, applicationBody({ email: email.toUpperCase() }));
      expect(third.statusCode).toBe(429);
    });
  });

  describe('GET /api/properties/{id}/applications', () => {
    it('answers the landlord and an admin, with affordability (30 × rent, or a guarantor)', async () => {
      const home = await insertProperty(t.db, landlord.user.id, { isListed: true, price: 100_000 });
      await applied({ fullName: 'Just Enough', annualIncome: 3_000_000 }, home.id);
      await applied({ fullName: 'Too Little', annualIncome: 2_999_999 }, home.id);
      await applied({ fullName: 'With Guarantor', annualIncome: 1_000_000, hasGuarantor: true }, home.id);

      for (const who of [landlord, admin]) {
        const res = await listFor(who.token, home.id);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-total-count']).toBe('3');
        const byName = Object.fromEntries(res.json<Application[]>().map((a) => [a.fullName, a]));
        expect(byName['Just Enough']!.affordability).toEqual({
          monthlyRent: 100_000,
          incomeNeeded: 3_000_000,
          meetsIncome: true,
          hasGuarantor: false,
          affordable: true,
        });
        expect(byName['Too Little']!.affordability).toMatchObject({ meetsIncome: false, affordable: false });
        expect(byName['With Guarantor']!.affordability).toMatchObject({
          meetsIncome: false,
          affordable: true,
        });
        expect(byName['Just Enough']!.holdingDeposit).toMatchObject({
          maximum: 23_076,
          amount: null,
          repayBy: null,
        });
      }
    });

    it('answers 404 to another landlord, 403 to a tenant and 401 to anyone signed out', async () => {
      expect((await listFor(otherLandlord.token)).statusCode).toBe(404);
      expect((await listFor(tenant.token)).statusCode).toBe(403);
      expect((await listFor(undefined)).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/applications/{id}', () => {
    it('moves an application forward, e-mailing the applicant at each step, and keeps notes', async () => {
      const { id, body } = await applied();
      const shortlisted = await patch(landlord.token, id, {
        status: 'shortlisted',
        notes: 'Good references likely.',
      });
      expect(shortlisted.statusCode, shortlisted.body).toBe(200);
      expect(shortlisted.json()).toMatchObject({ status: 'shortlisted', notes: 'Good references likely.' });
      expect((await t.mailsTo(body.email, 'application_shortlisted'))[0]!.subject).toBe(
        'Your application for Canton terrace: Shortlisted',
      );

      // GET → edit → PATCH of the whole record works (CONTRACT.md §5).
      const record = shortlisted.json<Application>();
      const whole = await patch(landlord.token, id, { ...record, status: 'referencing' });
      expect(whole.statusCode, whole.body).toBe(200);
      expect(await t.mailsTo(body.email, 'application_referencing')).toHaveLength(1);

      const approved = await patch(admin.token, id, { status: 'approved' });
      expect(approved.json()).toMatchObject({ status: 'approved', notes: 'Good references likely.' });
      expect(await t.mailsTo(body.email, 'application_approved')).toHaveLength(1);

      // Notes alone send nothing.
      const noted = await patch(landlord.token, id, { notes: 'Wants to move on the 1st.' });
      expect(noted.json().notes).toBe('Wants to move on the 1st.');
      expect(await t.mailsTo(body.email)).toHaveLength(4);
    });

    it('never goes back, and a closed application no longer changes status (409)', async () => {
      const { id } = await applied();
      await patch(landlord.token, id, { status: 'referencing' });
      const back = await patch(landlord.token, id, { status: 'shortlisted' });
      expect(back.statusCode).toBe(409);
      expect(back.json().errors.status).toMatch(/cannot go back/);
      await patch(landlord.token, id, { status: 'rejected', notes: 'References not received.' });
      const reopen = await patch(landlord.token, id, { status: 'approved' });
      expect(reopen.statusCode).toBe(409);
    });

    it('rejects only with a reason, which the applicant is sent', async () => {
      const { id, body } = await applied();
      const bare = await patch(landlord.token, id, { status: 'rejected' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toEqual({ notes: REJECTION_REASON_REQUIRED });
      const rejected = await patch(landlord.token, id, {
        status: 'rejected',
        notes: 'The landlord has chosen an applicant who can move sooner.',
      });
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        rejectionReason: 'The landlord has chosen an applicant who can move sooner.',
      });
      const [mail] = await t.mailsTo(body.email, 'application_rejected');
      expect(mail!.textBody).toContain('Reason: The landlord has chosen an applicant who can move sooner.');
    });

    it('answers 400 for a status it does not take or an unknown field', async () => {
      const { id } = await applied();
      expect((await patch(landlord.token, id, { status: 'let' })).statusCode).toBe(400);
      expect((await patch(landlord.token, id, { status: 'tenant' })).statusCode).toBe(400);
      // Its own status back is no change; back to new is not a step.
      expect((await patch(landlord.token, id, { status: 'new' })).statusCode).toBe(200);
      await patch(landlord.token, id, { status: 'shortlisted' });
      const back = await patch(landlord.token, id, { status: 'new' });
      expect(back.statusCode).toBe(400);
      expect(back.json().errors).toEqual({ status: STATUS_NOT_SETTABLE });
      expect((await patch(landlord.token, id, { colour: 'blue' })).statusCode).toBe(400);
      expect((await patch(landlord.token, id, { fullName: 'Someone Else' })).statusCode).toBe(400);
    });

    it('answers 404 to another landlord, 403 to a tenant and 401 signed out, changing nothing', async () => {
      const { id } = await applied();
      expect((await patch(otherLandlord.token, id, { status: 'shortlisted' })).statusCode).toBe(404);
      expect((await patch(tenant.token, id, { status: 'shortlisted' })).statusCode).toBe(403);
      expect((await patch(undefined, id, { status: 'shortlisted' })).statusCode).toBe(401);
      expect((await patch(landlord.token, 999_999, { status: 'shortlisted' })).statusCode).toBe(404);
      const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
      expect(row!.status).toBe('new');
    });
  });
});
