/**
 * Texts in the recipient's language (CONTRACT.md §9), like the e-mails they go with: the language
 * is read with the number and the opt-in, and the Welsh stays in plain GSM characters.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import {
  insertProperty,
  insertRequest,
  insertTenant,
  requestBody,
} from '../../../../../tests/setup/factories';
import { createTestApp, PUBLIC_URL, type Signed } from '../../../../../tests/setup/test-app';
import { outbox, rentPayments } from '../../../db/schema';
import { MAX_SMS_CHARS } from '../../../lib/sms/outbox';
import { sendRentReminders } from '../../payments/rent-reminders.service';

/** The GSM 03.38 basic set (as sms-texts.test.ts): circumflexes would halve a segment. */
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/;

const t = await createTestApp();
afterAll(() => t.close());

const optIn = async (who: Signed, phone: string) => {
  const res = await t.call('PUT', '/api/auth/user/notifications', who.token, { smsOptIn: true, phone });
  expect(res.statusCode, res.body).toBe(200);
};
const textsTo = (recipient: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.id));

const landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Morgan', language: 'cy' });
const tenantCy = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes', language: 'cy' });
const tenantEn = await t.signedIn({ userType: 'tenant', fullName: 'Owain Price' });
await optIn(landlord, '07700 900700');
await optIn(tenantCy, '07700 900456');
await optIn(tenantEn, '07700 900457');
const home = await insertProperty(t.db, landlord.user.id, { title: 'Terraced house in Roath' });
const tenancyCy = await insertTenant(t.db, home.id, { userId: tenantCy.user.id, fullName: 'Seren Hughes' });
const tenancyEn = await insertTenant(t.db, home.id, { userId: tenantEn.user.id, fullName: 'Owain Price' });

describe('texts in the recipient’s language', () => {
  it('texts a Welsh tenant their repair’s new status in Welsh, and an English tenant in English', async () => {
    const change = { status: 'completed', notes: 'New washer fitted' };
    for (const tenancy of [tenancyCy, tenancyEn]) {
      const row = await insertRequest(t.db, tenancy, { title: 'Kitchen tap dripping' });
      const res = await t.call('PATCH', `/api/maintenance/${row.id}`, landlord.token, change);
      expect(res.statusCode, res.body).toBe(200);
    }
    const [cy] = await textsTo('+447700900456');
    expect(cy).toMatchObject({ template: 'maintenance_status', tenantId: tenancyCy.id });
    expect(cy!.textBody).toBe(
      `Vale & City Lettings: mae eich atgyweiriad "Kitchen tap dripping" (Terraced house in Roath) bellach wedi'i gwblhau. Gareth Morgan: New washer fitted Manylion: ${PUBLIC_URL}/tenant-dashboard`,
    );
    expect(cy!.textBody).toMatch(GSM);
    const [en] = await textsTo('+447700900457');
    expect(en!.textBody).toBe(
      `Vale & City Lettings: your repair "Kitchen tap dripping" at Terraced house in Roath is now Completed. Gareth Morgan: New washer fitted Details: ${PUBLIC_URL}/tenant-dashboard`,
    );
  });

  it('texts a Welsh tenant each rent reminder in Welsh, with the day in Welsh', async () => {
    const today = todayInLondon();
    const due = addDays(today, -7);
    for (const tenancy of [tenancyCy, tenancyEn])
      await t.db.insert(rentPayments).values({
        tenantId: tenancy.id,
        propertyId: home.id,
        amount: 95_000,
        paymentDate: due,
        dueDate: due,
        status: 'overdue',
      });
    expect(await sendRentReminders(t.db, PUBLIC_URL, today)).toBe(2);
    const dueInWelsh = new Intl.DateTimeFormat('cy-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${due}T00:00:00Z`));
    const [text] = await textsTo('+447700900456');
    expect(text).toMatchObject({ template: 'rent_reminder_overdue_7', tenantId: tenancyCy.id });
    expect(text!.textBody).toContain(
      `Vale & City Lettings: mae eich rhent o £950.00 ar gyfer Terraced house in Roath, a oedd yn ddyledus ar ${dueInWelsh}, 7 diwrnod yn hwyr.`,
    );
    expect(text!.textBody).toMatch(GSM);
    expect(text!.textBody.length).toBeLessThanOrEqual(MAX_SMS_CHARS);
    expect((await textsTo('+447700900457'))[0]!.textBody).toContain('7 days overdue');

    // The e-mail that goes with it is Welsh too.
    const [mail] = await t.mailsTo(tenancyCy.email, 'rent_reminder_overdue_7');
    expect(mail!.subject).toBe('Rhent 7 diwrnod yn hwyr: £950.00');
    expect(mail!.textBody).toContain(`a oedd yn ddyledus ar ${dueInWelsh}, bellach 7 diwrnod yn hwyr.`);
  });

  it('texts a Welsh landlord about an emergency in Welsh', async () => {
    const res = await t.call(
      'POST',
      '/api/tenant/maintenance',
      tenantEn.token,
      requestBody({ priority: 'emergency', title: 'Smell of gas', affectsFitness: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [text] = await textsTo('+447700900700');
    expect(text).toMatchObject({ template: 'maintenance_reported' });
    expect(text!.textBody).toMatch(
      /^Vale & City Lettings: mae Owain Price \(Terraced house in Roath\) wedi rhoi gwybod am atgyweiriad argyfwng \(addasrwydd i fod yn annedd\): "Smell of gas"\. Targed: \d{2}:\d{2}, dydd /,
    );
    expect(text!.textBody).toMatch(GSM);
  });
});
