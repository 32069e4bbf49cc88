import { and, count, eq, like } from 'drizzle-orm';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@shared/notifications';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../../../tests/setup/smtp-sink';
import { createTestApp, type Signed, type TestApp } from '../../../../../tests/setup/test-app';
import { outbox, outboxTallies } from '../../../db/schema';
import { startOutboxSender, type OutboxSender } from '../../../lib/mailer/sender';
import { smtpUrlTarget } from '../../../lib/mailer/smtp-settings';
import {
  insertLettableProperty,
  insertProperty,
  insertTenant,
  signedInPeople,
  tenantBody,
} from '../../../../../tests/setup/factories';
import { compactOutboxTallies, ONLY_FAILED_RETRY } from './notification-log.service';

type Row = typeof outbox.$inferInsert;

/**
 * The notification log (issue 7): admins list every outbox message with filters, read its bodies
 * (one-time link tokens hidden) and send a failed one again; landlords read what was sent about
 * their own tenancies in Communications, and no one else's.
 */
describe('notification log API', () => {
  let t: TestApp;
  let admin: Signed;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  let tenancyId: number;
  let otherTenancyId: number;
  const senders: OutboxSender[] = [];

  const insert = async (values: Partial<Row> & Pick<Row, 'recipient'>) => {
    const [row] = await t.db
      .insert(outbox)
      .values({
        channel: 'email',
        subject: 'A subject',
        textBody: 'A body',
        htmlBody: '<p>A body</p>',
        template: 'test_message',
        ...values,
      })
      .returning();
    return row!;
  };
  const list = (query: string, token = admin.token) =>
    t.api({ method: 'GET', url: `/api/admin/notifications${query}`, token });

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, landlord, otherLandlord, tenant } = await signedInPeople(t));
    const propertyId = (await insertProperty(t.db, landlord.user.id)).id;
    tenancyId = (await insertTenant(t.db, propertyId, { userId: tenant.user.id })).id;
    const otherPropertyId = (await insertProperty(t.db, otherLandlord.user.id)).id;
    otherTenancyId = (await insertTenant(t.db, otherPropertyId)).id;
  });
  afterEach(async () => {
    while (senders.length) await senders.pop()!.stop();
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    it('needs a sign-in (401) and an admin (403) for every log call', async () => {
      const row = await insert({ recipient: 'who@example.test', status: 'failed' });
      const calls = [
        ['GET', '/api/admin/notifications'],
        ['GET', `/api/admin/notifications/${row.id}`],
        ['POST', `/api/admin/notifications/${row.id}/retry`],
      ] as const;
      for (const [method, url] of calls) {
        expect((await t.api({ method, url })).statusCode, url).toBe(401);
        for (const who of [landlord, tenant])
          expect((await t.api({ method, url, token: who.token })).statusCode, url).toBe(403);
      }
      // The refused retry changed nothing.
      const [after] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(after!.status).toBe('failed');
    });
  });

  describe('GET /api/admin/notifications', () => {
    it('lists e-mails and texts newest first, with subject or first words, status, attempts and error', async () => {
      const email = await insert({
        recipient: 'list.one@example.test',
        subject: 'Your rent is due',
        status: 'sent',
        attempts: 1,
        sentAt: new Date(),
      });
      const sms = await insert({
        channel: 'sms',
        recipient: '+447700900111',
        subject: null,
        htmlBody: null,
        textBody:
          'Vale & City Lettings: your repair "Leaking kitchen tap" at Two-bed flat in Penarth is now in progress.',
        status: 'failed',
        attempts: 8,
        lastError: 'The number is not a mobile',
      });
      const res = await list('?recipient=list.one%40example&limit=5');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.json()).toEqual([
        {
          id: email.id,
          channel: 'email',
          recipient: 'list.one@example.test',
          summary: 'Your rent is due',
          template: 'test_message',
          status: 'sent',
          attempts: 1,
          lastError: null,
          createdAt: email.createdAt.toISOString(),
          sentAt: email.sentAt!.toISOString(),
        },
      ]);
      const [text] = (await list('?channel=sms&recipient=900111')).json();
      expect(text).toMatchObject({
        id: sms.id,
        status: 'failed',
        attempts: 8,
        lastError: 'The number is not a mobile',
      });
      // The first words, cut at a word, never the whole text.
      expect(text.summary).toBe('Vale & City Lettings: your repair "Leaking kitchen tap" at…');

      const all = (await list('')).json() as { id: number }[];
      expect(all.findIndex((r) => r.id === sms.id)).toBeLessThan(all.findIndex((r) => r.id === email.id));
    });

    it('filters by status, channel and part of the recipient (case-insensitive, % taken literally)', async () => {
      await insert({ recipient: 'Filter.Queued@Example.test', status: 'queued' });
      await insert({ recipient: 'filter.failed@example.test', status: 'failed' });
      await insert({ recipient: 'filter%odd@example.test', status: 'sent' });
      await insert({ recipient: 'filterXodd@example.test', status: 'sent' });

      const byRecipient = await list('?recipient=FILTER.');
      expect(byRecipient.headers['x-total-count']).toBe('2');
      const failed = (await list('?recipient=filter.&status=failed')).json();
      expect(failed.map((r: { recipient: string }) => r.recipient)).toEqual(['filter.failed@example.test']);
      const literal = (await list('?recipient=filter%25odd')).json();
      expect(literal.map((r: { recipient: string }) => r.recipient)).toEqual(['filter%odd@example.test']);
      expect((await list('?recipient=filter.&channel=sms')).json()).toEqual([]);
    });

    it('pages with limit and offset and counts every match', async () => {
      for (let i = 0; i < 3; i++) await insert({ recipient: `pager${i}@example.test` });
      const first = await list('?recipient=pager&limit=2');
      expect(first.json()).toHaveLength(2);
      expect(first.headers['x-total-count']).toBe('3');
      const past = await list('?recipient=pager&limit=2&offset=10');
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('3');
    });

    it('counts by status and channel without counting the log: exact through inserts, sends, deletes and folding', async () => {
      const filters = ['', '?status=failed', '?status=sent', '?channel=sms', '?channel=email&status=queued'];
      const expectExactTotals = async () => {
        for (const filter of filters) {
          const params = new URLSearchParams(filter.slice(1));
          const [{ n } = { n: -1 }] = await t.db
            .select({ n: count() })
            .from(outbox)
            .where(
              and(
                params.get('status') ? eq(outbox.status, params.get('status') as 'sent') : undefined,
                params.get('channel') ? eq(outbox.channel, params.get('channel') as 'sms') : undefined,
              ),
            );
          expect({ filter, total: (await list(filter)).headers['x-total-count'] }).toEqual({
            filter,
            total: String(n),
          });
        }
      };
      for (let i = 0; i < 4; i++) await insert({ recipient: `tally${i}@example.test`, status: 'queued' });
      await t.db.insert(outbox).values(
        [0, 1, 2].map((i) => ({
          channel: 'sms' as const,
          recipient: `+4477009000${i}`,
          textBody: 'Text',
          template: 'test',
        })),
      );
      await expectExactTotals();
      // One statement changing several rows, as a sender's pass or an admin's retry would.
      await t.db.update(outbox).set({ status: 'failed' }).where(like(outbox.recipient, 'tally%'));
      await t.db.update(outbox).set({ status: 'sent' }).where(like(outbox.recipient, '+4477009000%'));
      await expectExactTotals();
      await t.db.delete(outbox).where(eq(outbox.recipient, 'tally0@example.test'));
      await expectExactTotals();
      await compactOutboxTallies(t.db);
      const [{ rows } = { rows: 0 }] = await t.db.select({ rows: count() }).from(outboxTallies);
      expect(rows).toBeLessThanOrEqual(OUTBOX_CHANNELS.length * OUTBOX_STATUSES.length);
      await expectExactTotals();
    });

    it('answers 400 with a message for a filter it does not know', async () => {
      const res = await list('?status=lost');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.status).toBe('status must be queued, sending, sent or failed');
      expect((await list('?channel=fax')).json().errors.channel).toBe('channel must be email or sms');
      expect((await list('?limit=501')).statusCode).toBe(400);
    });
  });

  describe('GET /api/admin/notifications/{id}', () => {
    it('answers the bodies with one-time link tokens hidden, and attachments without where they are kept', async () => {
      const link = 'http://localhost:3000/reset-password?token=s3cr3t-Token_value&userId=7';
      const row = await insert({
        recipient: 'detail@example.test',
        subject: 'Reset your password',
        textBody: `Reset your password: ${link}`,
        htmlBody: `<a href="${link.replace('&', '&amp;')}">Reset</a>`,
        attachments: [
          { filename: 'statement.pdf', contentType: 'application/pdf', storageKey: 'statements/1.pdf' },
        ],
      });
      const res = await t.call('GET', `/api/admin/notifications/${row.id}`, admin.token);
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(detail).toMatchObject({ id: row.id, summary: 'Reset your password', status: 'queued' });
      expect(detail.textBody).toBe(
        'Reset your password: http://localhost:3000/reset-password?token=[hidden]&userId=7',
      );
      expect(detail.htmlBody).toContain('token=[hidden]&amp;userId=7');
      expect(res.body).not.toContain('s3cr3t-Token_value');
      expect(detail.attachments).toEqual([{ filename: 'statement.pdf', contentType: 'application/pdf' }]);
      expect(res.body).not.toContain('statements/1.pdf');
    });

    it('answers 404 for a message that does not exist', async () => {
      const res = await t.call('GET', '/api/admin/notifications/999999', admin.token);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /api/admin/notifications/{id}/retry', () => {
    it('queues a failed e-mail again with a fresh run of attempts, and the sender delivers it once', async () => {
      const smtp = await startSmtp();
      try {
        const row = await insert({
          recipient: 'retry.me@example.test',
          subject: 'Your monthly statement',
          textBody: 'Your statement is attached.',
          status: 'failed',
          attempts: 8,
          lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
          nextAttemptAt: new Date(Date.now() + 3600_000),
        });
        const res = await t.call('POST', `/api/admin/notifications/${row.id}/retry`, admin.token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: row.id, status: 'queued', attempts: 0 });

        const sender = startOutboxSender({
          db: t.db,
          log: t.app.log,
          from: 'Vale & City Lettings <no-reply@localhost>',
          resolveTransport: async () => smtpUrlTarget(smtp.url),
          pollMs: 60_000,
          hostname: 'localhost',
        });
        senders.push(sender);
        await sender.flush();
        await sender.flush();
        expect(smtp.to('retry.me@example.test')).toHaveLength(1);
        const [after] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
        expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      } finally {
        await smtp.close();
      }
    });

    it('refuses (409) a message that has not failed, and changes nothing', async () => {
      for (const status of ['queued', 'sent'] as const) {
        const row = await insert({ recipient: `not.failed.${status}@example.test`, status, attempts: 1 });
        const res = await t.call('POST', `/api/admin/notifications/${row.id}/retry`, admin.token);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'conflict', message: ONLY_FAILED_RETRY });
        const [after] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
        expect(after).toMatchObject({ status, attempts: 1 });
      }
    });

    it('answers 404 for a message that does not exist', async () => {
      const res = await t.call('POST', '/api/admin/notifications/999999/retry', admin.token);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('GET /api/tenants/{id}/notifications (what was sent about a tenancy)', () => {
    it("shows the tenancy's landlord every message about it, newest first, plain text with tokens hidden", async () => {
      await insert({
        recipient: 'tenant.one@example.test',
        subject: 'Your account is ready: set your password',
        textBody: 'Set your password: http://localhost:3000/reset-password?token=abcDEF123&userId=9',
        tenantId: tenancyId,
        status: 'sent',
        sentAt: new Date(),
      });
      await insert({
        channel: 'sms',
        recipient: '+447700900222',
        subject: null,
        htmlBody: null,
        textBody: 'Your rent of £950.00 is due on 1 December.',
        tenantId: tenancyId,
      });
      await insert({ recipient: 'someone.else@example.test', tenantId: otherTenancyId });

      const res = await t.call('GET', `/api/tenants/${tenancyId}/notifications`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('2');
      const [sms, email] = res.json();
      expect(sms).toMatchObject({
        channel: 'sms',
        recipient: '+447700900222',
        summary: 'Your rent of £950.00 is due on 1 December.',
        status: 'queued',
        sentAt: null,
      });
      expect(email).toMatchObject({ channel: 'email', summary: 'Your account is ready: set your password' });
      expect(email.textBody).toContain('token=[hidden]&userId=9');
      expect(res.body).not.toContain('abcDEF123');
      // The landlord's view has no HTML, attempts or errors: what was sent and how it went.
      expect(Object.keys(email).sort()).toEqual(
        ['channel', 'createdAt', 'id', 'recipient', 'sentAt', 'status', 'summary', 'textBody'].sort(),
      );

      const admins = await t.call('GET', `/api/tenants/${tenancyId}/notifications`, admin.token);
      expect(admins.json()).toHaveLength(2);
    });

    it('lists what the product itself queued when a landlord invites a tenant', async () => {
      const propertyId = (await insertLettableProperty(t.db, landlord.user.id)).id;
      const added = await t.api({
        method: 'POST',
        url: `/api/properties/${propertyId}/tenants`,
        token: landlord.token,
        payload: tenantBody({ fullName: 'Cerys Jones' }),
      });
      expect(added.statusCode, added.body).toBe(201);
      const { tenant: created } = added.json();
      const res = await t.call('GET', `/api/tenants/${created.id}/notifications`, landlord.token);
      // The invitation, and the home's EICR and EPC served to the new contract-holder.
      const sent = res.json<{ recipient: string; status: string; textBody: string }[]>();
      expect(sent).toHaveLength(3);
      for (const m of sent)
        expect(m).toMatchObject({ channel: 'email', recipient: created.email, status: 'queued' });
      expect(sent.some((m) => m.textBody.includes('Electrical Installation Condition Report'))).toBe(true);
      expect(sent.some((m) => m.textBody.includes('Energy Performance Certificate'))).toBe(true);
      // The real invitation carries a set-password link: its landlord never sees the token.
      const [stored] = await t.mailsTo(created.email, 'tenant_invitation');
      const token = /token=([^&\s]+)/.exec(stored!.textBody)![1]!;
      expect(res.body).not.toContain(token);
      const invitation = sent.find((m) => m.textBody.includes('token='))!;
      expect(invitation.textBody).toContain('token=[hidden]');
    });

    it("answers 404 for another landlord's tenancy, 403 for a tenant and 401 signed out", async () => {
      const url = `/api/tenants/${otherTenancyId}/notifications`;
      expect((await t.api({ method: 'GET', url, token: landlord.token })).statusCode).toBe(404);
      expect((await t.call('GET', '/api/tenants/999999/notifications', landlord.token)).statusCode).toBe(404);
      expect((await t.call('GET', `/api/tenants/${tenancyId}/notifications`, tenant.token)).statusCode).toBe(
        403,
      );
      expect((await t.api({ method: 'GET', url })).statusCode).toBe(401);
    });
  });
});
