import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import { startTwilioStub, type TwilioStub } from '../../../../../tests/support/twilio-stub';
import { createTestApp, PUBLIC_URL, type Signed, type TestApp } from '../../../../../tests/setup/test-app';
import { outbox, rentPayments, tenants } from '../../../db/schema';
import { enqueueSms, MAX_SMS_CHARS } from '../../../lib/sms/outbox';
import { startSmsSender, type SmsSender } from '../../../lib/sms/sender';
import { insertContractor, insertRequest, requestBody } from '../../../../../tests/setup/factories';
import { sendRentReminders } from '../../payments/rent-reminders.service';
import { insertLettableProperty, insertTenant, tenantBody } from '../../../../../tests/setup/factories';

/** A pino-shaped logger that keeps every line it is given, to check no secret reaches the log. */
function recordingLogger() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => lines.push(JSON.stringify(args));
  const log = {
    level: 'info',
    warn: keep,
    error: keep,
    info: keep,
    debug: keep,
    trace: keep,
    fatal: keep,
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/**
 * Texts go through the outbox only to people who opted in, beside the e-mail they go with, and the
 * SMS sender delivers them through the twilio package to a local stub, with retries.
 */
describe('SMS delivery: who is texted, and the SMS sender', () => {
  let stub: TwilioStub;
  let t: TestApp;
  let admin: Signed;
  let landlord: Signed;
  let optedIn: Signed;
  let notOptedIn: Signed;
  let propertyId: number;
  let tenancyIn: { id: number; propertyId: number };
  let tenancyOut: { id: number; propertyId: number };
  const logger = recordingLogger();
  const senders: SmsSender[] = [];

  const smsRows = (recipient?: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), recipient ? eq(outbox.recipient, recipient) : undefined))
      .orderBy(desc(outbox.id));
  const sender = () => {
    // A long poll: the tests drive it with flush(), so nothing happens behind their back.
    const s = startSmsSender({ db: t.db, log: logger.log, config: t.config, pollMs: 60_000 });
    senders.push(s);
    return s;
  };
  const configure = async () => {
    const res = await t.call('POST', '/api/sms/configure', admin.token, {
      accountSid: stub.accountSid,
      authToken: stub.authToken,
      phoneNumber: stub.phoneNumber,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const optIn = async (who: Signed, phone: string) => {
    const res = await t.call('PUT', '/api/auth/user/notifications', who.token, { smsOptIn: true, phone });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Due again now, as if the backoff had passed. */
  const dueNow = () => t.db.execute(sql`update outbox set next_attempt_at = now() where channel = 'sms'`);

  beforeAll(async () => {
    stub = await startTwilioStub();
    t = await createTestApp({ twilio: { fromEnv: undefined, apiBase: stub.url } });
    admin = await t.signedIn({ userType: 'admin' });
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Morgan' });
    optedIn = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
    notOptedIn = await t.signedIn({ userType: 'tenant', fullName: 'Owain Price' });
    await optIn(optedIn, '07700 900456');
    // A mobile on the account, but no choice made: never texted.
    await t.call('PUT', '/api/auth/user/notifications', notOptedIn.token, {
      smsOptIn: false,
      phone: '07700 900457',
    });
    propertyId = (await insertLettableProperty(t.db, landlord.user.id, { title: 'Terraced house in Roath' }))
      .id;
    tenancyIn = await insertTenant(t.db, propertyId, { userId: optedIn.user.id, fullName: 'Seren Hughes' });
    tenancyOut = await insertTenant(t.db, propertyId, {
      userId: notOptedIn.user.id,
      fullName: 'Owain Price',
    });
  });
  afterEach(async () => {
    while (senders.length) await senders.pop()!.stop();
    stub.reset();
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  describe('while SMS is not configured', () => {
    it('queues the text of an opted-in tenant, and the sender leaves it waiting', async () => {
      const row = await insertRequest(t.db, tenancyIn, { title: 'Boiler pressure low' });
      const res = await t.call('PATCH', `/api/maintenance/${row.id}`, landlord.token, {
        status: 'in_progress',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [queued] = await smsRows('+447700900456');
      expect(queued).toMatchObject({ status: 'queued', attempts: 0, template: 'maintenance_status' });

      const s = sender();
      await s.flush();
      expect(stub.requests).toEqual([]);
      expect((await smsRows('+447700900456'))[0]).toMatchObject({ status: 'queued', attempts: 0 });
      expect(logger.lines.join('\n')).toContain('SMS is not configured');
    });

    it('sends what waited once SMS is configured', async () => {
      await configure();
      stub.reset();
      await sender().flush();
      const [sent] = await smsRows('+447700900456');
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(stub.messagesTo('+447700900456')).toHaveLength(1);
      expect(stub.messages[0]!.body).toContain('Boiler pressure low');
    });
  });

  describe('repair status changes (configured)', () => {
    it('texts the opted-in tenant, beside the e-mail, both naming the tenancy; the package’s request reaches the stub', async () => {
      const row = await insertRequest(t.db, tenancyIn, { title: 'Kitchen tap dripping' });
      const res = await t.call('PATCH', `/api/maintenance/${row.id}`, landlord.token, {
        status: 'completed',
        notes: 'New washer fitted',
      });
      expect(res.statusCode, res.body).toBe(200);

      const [text] = await smsRows('+447700900456');
      expect(text).toMatchObject({
        channel: 'sms',
        subject: null,
        htmlBody: null,
        template: 'maintenance_status',
        tenantId: tenancyIn.id,
        status: 'queued',
      });
      expect(text!.textBody).toBe(
        `Vale & City Lettings: your repair "Kitchen tap dripping" at Terraced house in Roath is now Completed. Gareth Morgan: New washer fitted Details: ${PUBLIC_URL}/tenant-dashboard`,
      );
      const tenantEmail = (await t.db.select().from(tenants).where(eq(tenants.id, tenancyIn.id)))[0]!.email;
      const [mail] = await t.mailsTo(tenantEmail);
      expect(mail).toMatchObject({
        channel: 'email',
        template: 'maintenance_status',
        tenantId: tenancyIn.id,
      });

      await sender().flush();
      expect((await smsRows('+447700900456'))[0]).toMatchObject({ status: 'sent' });
      const request = stub.requests.find((r) => r.form.To === '+447700900456')!;
      expect(request).toMatchObject({
        method: 'POST',
        path: `/2010-04-01/Accounts/${stub.accountSid}/Messages.json`,
        auth: { username: stub.accountSid, password: stub.authToken },
        form: { To: '+447700900456', From: stub.phoneNumber, Body: text!.textBody },
      });
    });

    it('does not text a tenant who did not opt in, though their e-mail goes (with the tenancy)', async () => {
      const row = await insertRequest(t.db, tenancyOut, { title: 'Door sticks' });
      const res = await t.call('PATCH', `/api/maintenance/${row.id}`, landlord.token, {
        status: 'in_progress',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await smsRows('+447700900457')).toEqual([]);
      const tenantEmail = (await t.db.select().from(tenants).where(eq(tenants.id, tenancyOut.id)))[0]!.email;
      expect((await t.mailsTo(tenantEmail))[0]).toMatchObject({ tenantId: tenancyOut.id });
    });

    it('does not text a tenancy with no account, nor a note without a status change', async () => {
      const noAccount = await insertTenant(t.db, propertyId, { phone: '07700 900459' });
      const row = await insertRequest(t.db, noAccount);
      await t.call('PATCH', `/api/maintenance/${row.id}`, landlord.token, { status: 'in_progress' });
      expect(await smsRows('+447700900459')).toEqual([]);

      const before = (await smsRows()).length;
      const mine = await insertRequest(t.db, tenancyIn);
      await t.call('PATCH', `/api/maintenance/${mine.id}`, landlord.token, { notes: 'Chasing the plumber' });
      expect((await smsRows()).length).toBe(before);
    });

    it('texts a contractor with a mobile and no e-mail the job instead', async () => {
      const contractor = await insertContractor(t.db, landlord.user.id, {
        name: 'Dai Jones',
        email: null,
        phone: '07700 900600',
      });
      const row = await insertRequest(t.db, tenancyIn, { title: 'Leaking stopcock', priority: 'urgent' });
      const res = await t.call('PATCH', `/api/maintenance/${row.id}`, landlord.token, {
        contractorId: contractor.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [job] = await smsRows('+447700900600');
      expect(job).toMatchObject({ template: 'maintenance_job', tenantId: null });
      expect(job!.textBody).toContain('Urgent job at 4 Salisbury Road, CF24 4AA: "Leaking stopcock".');
      expect(job!.textBody).toContain('Landlord: Gareth Morgan');
      expect(job!.textBody.length).toBeLessThanOrEqual(MAX_SMS_CHARS);
    });
  });

  describe('repairs reported by a tenant', () => {
    it('texts an opted-in landlord about an emergency, not about a routine repair', async () => {
      await optIn(landlord, '07700 900700');
      const report = (priority: string) =>
        t.api({
          method: 'POST',
          url: '/api/tenant/maintenance',
          token: optedIn.token,
          payload: requestBody({ priority, title: `${priority} repair` }),
        });
      expect((await report('routine')).statusCode).toBe(201);
      expect(await smsRows('+447700900700')).toEqual([]);
      expect((await report('emergency')).statusCode).toBe(201);
      const [text] = await smsRows('+447700900700');
      expect(text).toMatchObject({ template: 'maintenance_reported' });
      expect(text!.textBody).toMatch(
        /^Vale & City Lettings: Emergency repair reported by Seren Hughes at Terraced house in Roath: "emergency repair"\. Target: /,
      );
    });
  });

  describe('rent reminders', () => {
    it('texts the opted-in tenant each step with the e-mail, both naming the tenancy; not the other', async () => {
      const today = todayInLondon();
      const due = addDays(today, -7);
      for (const tenancy of [tenancyIn, tenancyOut])
        await t.db.insert(rentPayments).values({
          tenantId: tenancy.id,
          propertyId,
          amount: 95_000,
          paymentDate: due,
          dueDate: due,
          status: 'overdue',
        });
      expect(await sendRentReminders(t.db, PUBLIC_URL, today)).toBe(2);
      const [text] = await smsRows('+447700900456');
      expect(text).toMatchObject({ template: 'rent_reminder_overdue_7', tenantId: tenancyIn.id });
      expect(text!.textBody).toContain('£950.00');
      expect(text!.textBody).toContain('7 days overdue');
      expect(await smsRows('+447700900457')).toEqual([]);
      const reminders = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'email'), eq(outbox.template, 'rent_reminder_overdue_7')));
      expect(reminders.map((m) => m.tenantId).sort()).toEqual([tenancyIn.id, tenancyOut.id].sort());
    });
  });

  describe('tenancy invitations', () => {
    it('names the new tenancy on the invitation e-mail, so its landlord sees it', async () => {
      const body = tenantBody();
      const res = await t.call('POST', `/api/properties/${propertyId}/tenants`, landlord.token, body);
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().tenant as { id: number };
      const [mail] = await t.mailsTo(body.email as string, 'tenant_invitation');
      expect(mail).toMatchObject({ template: 'tenant_invitation', tenantId: created.id });
      const [row] = await t.db.select().from(tenants).where(eq(tenants.id, created.id));
      expect(row!.userId).not.toBeNull();
    });
  });

  describe('the SMS sender', () => {
    beforeAll(async () => {
      // What the tests above queued goes first, so each test here sees only its own texts.
      const drain = startSmsSender({ db: t.db, log: logger.log, config: t.config, pollMs: 60_000 });
      await drain.flush();
      await drain.stop();
      stub.reset();
    });

    it('retries after Twilio fails and delivers the text once', async () => {
      await enqueueSms(t.db, optedIn.user.id, 'Retry me please', 'test_retry');
      stub.failNext(1, 'server_error');
      const s = sender();
      await s.flush();
      let [row] = await smsRows('+447700900456');
      expect(row).toMatchObject({ status: 'queued', attempts: 1, textBody: 'Retry me please' });
      expect(row!.lastError).toBe('Twilio had a problem on its side (HTTP 500). Please try again shortly.');
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

      await s.flush(); // not due yet: nothing happens
      expect(stub.messages).toEqual([]);
      await dueNow();
      await s.flush();
      [row] = await smsRows('+447700900456');
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(stub.messages.filter((m) => m.body === 'Retry me please')).toHaveLength(1);
      await dueNow();
      await s.flush();
      expect(stub.messages.filter((m) => m.body === 'Retry me please')).toHaveLength(1);
    });

    it('gives up at once when Twilio refuses the number itself', async () => {
      await enqueueSms(t.db, { phone: '07700 900800' }, 'Hello', 'test_refused');
      stub.failNext(1, 'unreachable_to');
      await sender().flush();
      const [row] = await smsRows('+447700900800');
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.lastError).toContain('Twilio cannot text this number');
    });

    it('two senders never send one text twice', async () => {
      for (let i = 0; i < 6; i++)
        await enqueueSms(t.db, { phone: `07700 90090${i}` }, `Batch ${i}`, 'test_batch');
      await Promise.all([sender().flush(), sender().flush()]);
      for (let i = 0; i < 6; i++) expect(stub.messagesTo(`+44770090090${i}`)).toHaveLength(1);
    });

    it('keeps texts to two segments and sends nothing for a person without a choice or account', async () => {
      expect(await enqueueSms(t.db, notOptedIn.user.id, 'Hello', 'x')).toBe(false);
      expect(await enqueueSms(t.db, null, 'Hello', 'x')).toBe(false);
      expect(await enqueueSms(t.db, { phone: '029 2051 2345' }, 'Hello', 'x')).toBe(false);
      expect(await enqueueSms(t.db, { phone: '07700 900999' }, 'x'.repeat(500), 'long')).toBe(true);
      const [row] = await smsRows('+447700900999');
      expect(row!.textBody).toHaveLength(MAX_SMS_CHARS);
      expect(row!.textBody.endsWith('...')).toBe(true);
    });

    it('writes no credential to its log, even when Twilio refuses or fails', async () => {
      await enqueueSms(t.db, { phone: '07700 900801' }, 'Log check one', 'test_log');
      await enqueueSms(t.db, { phone: '07700 900802' }, 'Log check two', 'test_log');
      stub.failNext(1, 'server_error');
      stub.failNext(1, 'invalid_to');
      await sender().flush();
      const all = logger.lines.join('\n');
      expect(all).toContain('SMS delivery failed');
      expect(all).not.toContain(stub.authToken);
      expect(all).not.toContain(Buffer.from(`${stub.accountSid}:${stub.authToken}`).toString('base64'));
    });
  });
});
