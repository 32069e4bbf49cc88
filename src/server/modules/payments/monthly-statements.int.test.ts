import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { startSmtp } from '../../../../tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { outbox, rentPayments, users } from '../../db/schema';
import { startOutboxSender } from '../../lib/mailer/sender';
import { smtpUrlTarget } from '../../lib/mailer/smtp-settings';
import { readAll } from '../../lib/storage/read-all';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { previousMonth, sendMonthlyStatements } from './monthly-statements.service';

const quietLog = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

describe('monthly statements by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes last month, even across a year', () => {
    expect(previousMonth('2026-12-01')).toBe('2026-11');
    expect(previousMonth('2027-01-03')).toBe('2026-12');
  });

  it('e-mails each landlord with properties last month’s statement PDF once, in the first week only', async () => {
    const landlord = await t.createUser({ userType: 'landlord', fullName: 'Huw Bevan' });
    await t.db.update(users).set({ managementFeeBasisPoints: 1000 }).where(eq(users.id, landlord.id));
    const idle = await t.createUser({ userType: 'landlord' }); // no properties: nothing to send
    const property = await insertProperty(t.db, landlord.id, { title: 'Pontcanna Maisonette' });
    const tenant = await insertTenant(t.db, property.id, { rentAmount: 110_000 });
    await t.db.insert(rentPayments).values({
      tenantId: tenant.id,
      propertyId: property.id,
      amount: 110_000,
      paymentDate: '2026-11-03',
      dueDate: '2026-11-01',
      status: 'paid',
    });

    expect(await sendMonthlyStatements(t.db, t.app.systemCtx.storage, t.config.publicUrl, '2026-12-09')).toBe(
      0,
    );
    const results = await Promise.all([
      sendMonthlyStatements(t.db, t.app.systemCtx.storage, t.config.publicUrl, '2026-12-01'),
      sendMonthlyStatements(t.db, t.app.systemCtx.storage, t.config.publicUrl, '2026-12-01'),
    ]);
    await sendMonthlyStatements(t.db, t.app.systemCtx.storage, t.config.publicUrl, '2026-12-02');
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.mailsTo(idle.email)).toEqual([]);
    const mails = await t.mailsTo(landlord.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Your statement for November 2026',
      template: 'landlord_statement',
    });
    expect(mails[0]!.textBody).toContain('Rent received: £1,100.00');
    expect(mails[0]!.textBody).toContain('£990.00'); // net after the 10% fee

    // Delivered with the PDF attached.
    const smtp = await startSmtp();
    await t.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.status, 'queued'));
    await t.db.update(outbox).set({ status: 'queued' }).where(eq(outbox.id, mails[0]!.id));
    const sender = startOutboxSender({
      db: t.db,
      log: quietLog,
      from: 'Vale & City Lettings <no-reply@localhost>',
      resolveTransport: async () => smtpUrlTarget(smtp.url),
      pollMs: 60_000,
      hostname: 'localhost',
      readAttachment: async (key) => readAll(await t.app.systemCtx.storage.get(key)),
    });
    try {
      await sender.flush();
      const [received] = smtp.to(landlord.email);
      expect(received?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['statement-2026-11.pdf', 'application/pdf'],
      ]);
      const pdf = await getDocumentProxy(new Uint8Array(received!.attachments[0]!.content));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain('Pontcanna Maisonette');
      expect(text).toContain('£110.00'); // the fee
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});
