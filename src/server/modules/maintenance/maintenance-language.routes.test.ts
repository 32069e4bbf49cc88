/**
 * Repairs and visits in the recipient's language (CONTRACT.md §9): a tenant's e-mails follow the
 * language of the account linked to the tenancy, a landlord's their own, whoever caused them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { formatWelshDate } from '@shared/i18n/welsh-dates';
import type { MaintenanceRequest } from '@shared/maintenance';
import { insertProperty, insertRequest, insertTenant, requestBody } from '../../../../tests/setup/factories';
import { createTestApp, PUBLIC_URL } from '../../../../tests/setup/test-app';

/** 'dydd Gwener 3 Gorffennaf 2026' for the UTC day of `at` (welsh-dates is checked against CLDR). */
const welshDay = (at: Date) => formatWelshDate(at, { timeZone: 'UTC', weekday: true });

const t = await createTestApp();
afterAll(() => t.close());

const landlordEn = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Morgan' });
const landlordCy = await t.signedIn({ userType: 'landlord', fullName: 'Rhian Jones', language: 'cy' });
const tenantCy = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes', language: 'cy' });
const tenantEn = await t.signedIn({ userType: 'tenant', fullName: 'Owain Price' });
// The Welsh tenant rents from the English landlord, and the English tenant from the Welsh one.
const homeEn = await insertProperty(t.db, landlordEn.user.id, { title: 'Terraced house in Roath' });
const homeCy = await insertProperty(t.db, landlordCy.user.id, { title: 'Flat in Canton' });
const tenancyCy = await insertTenant(t.db, homeEn.id, { userId: tenantCy.user.id, fullName: 'Seren Hughes' });
const tenancyEn = await insertTenant(t.db, homeCy.id, { userId: tenantEn.user.id, fullName: 'Owain Price' });

const patch = (id: number, token: string, payload: unknown) =>
  t.call('PATCH', `/api/maintenance/${id}`, token, payload);
const report = async (token: string) => {
  const res = await t.call('POST', '/api/tenant/maintenance', token, requestBody());
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MaintenanceRequest>();
};

describe('repair e-mails in the recipient’s language', () => {
  it('writes a Welsh tenant’s repair update in Welsh, and an English tenant’s identical update in English', async () => {
    const update = { status: 'in_progress', notes: 'Engineer booked for Tuesday.' };
    const welsh = await insertRequest(t.db, tenancyCy, { title: 'Boiler pressure low' });
    expect((await patch(welsh.id, landlordEn.token, update)).statusCode).toBe(200);
    const [cy] = await t.mailsTo(tenancyCy.email, 'maintenance_status');
    expect(cy!.subject).toBe('Diweddariad atgyweirio: Boiler pressure low – ar waith');
    expect(cy!.textBody).toContain('Helo Seren Hughes,');
    expect(cy!.textBody).toContain(
      'Mae gwaith wedi dechrau ar eich cais am atgyweiriad, "Boiler pressure low" (Terraced house in Roath).',
    );
    expect(cy!.textBody).toContain('Nodyn gan Gareth Morgan: Engineer booked for Tuesday.');
    expect(cy!.textBody).toContain(`Agor eich porth tenant: ${PUBLIC_URL}/tenant-dashboard`);
    expect(cy!.textBody).toContain('Ffôn 029 2051 2345.');
    expect(cy!.textBody).not.toMatch(/Hello|Repair update|You receive/);
    expect(cy!.htmlBody).toContain('<html lang="cy">');

    // The Welsh landlord's update to an English tenant stays English, word for word.
    const english = await insertRequest(t.db, tenancyEn, { title: 'Boiler pressure low' });
    expect((await patch(english.id, landlordCy.token, update)).statusCode).toBe(200);
    const [en] = await t.mailsTo(tenancyEn.email, 'maintenance_status');
    expect(en!.subject).toBe('Repair update: Boiler pressure low is in progress');
    expect(en!.textBody).toContain('Hello Owain Price,');
    expect(en!.textBody).toContain(
      'Work has started on your repair request "Boiler pressure low" at Flat in Canton.',
    );
    expect(en!.textBody).toContain('Note from Rhian Jones: Engineer booked for Tuesday.');
    expect(en!.htmlBody).toContain('<html lang="en-GB">');
  });

  it('declines in Welsh with the landlord’s reason', async () => {
    const row = await insertRequest(t.db, tenancyCy, { title: 'Paint the hallway' });
    const res = await patch(row.id, landlordEn.token, { status: 'denied', notes: 'Decorating is yours.' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.mailsTo(tenancyCy.email, 'maintenance_status');
    expect(mail!.subject).toBe("Diweddariad atgyweirio: Paint the hallway – wedi'i wrthod");
    expect(mail!.textBody).toContain('"Paint the hallway" (Terraced house in Roath), wedi\'i wrthod.');
    expect(mail!.textBody).toContain('Nodyn gan Gareth Morgan: Decorating is yours.');
  });

  it('e-mails a Welsh landlord a tenant’s repair report in Welsh, with the target day in Welsh', async () => {
    const created = await report(tenantEn.token);
    const [mail] = await t.mailsTo(landlordCy.user.email, 'maintenance_reported');
    expect(mail!.subject).toBe('Cais am atgyweiriad arferol – Flat in Canton: Kitchen tap dripping');
    expect(mail!.textBody).toContain('Helo Rhian Jones,');
    expect(mail!.textBody).toContain(
      'Mae Owain Price wedi rhoi gwybod am atgyweiriad sydd ei angen: Flat in Canton,',
    );
    expect(mail!.textBody).toContain('Kitchen tap dripping (Plymwaith a gollyngiadau)');
    // A routine repair's target is a working day, stored as its last second in UTC.
    expect(mail!.textBody).toContain(
      `Blaenoriaeth: Arferol. Y targed yw ${welshDay(new Date(created.respondBy))}.`,
    );
    expect(mail!.textBody).toContain(`Agor eich dangosfwrdd: ${PUBLIC_URL}/landlord-dashboard`);
    expect(mail!.htmlBody).toContain('<html lang="cy">');
  });

  it('e-mails an English landlord in English, though the tenant reporting reads Welsh', async () => {
    await report(tenantCy.token);
    const [mail] = await t.mailsTo(landlordEn.user.email, 'maintenance_reported');
    expect(mail!.subject).toBe('Routine repair reported at Terraced house in Roath: Kitchen tap dripping');
    expect(mail!.textBody).toContain('Seren Hughes has reported a repair at Terraced house in Roath');
    expect(mail!.htmlBody).toContain('<html lang="en-GB">');
  });
});

describe('inspection notices in the tenant’s language', () => {
  it('gives a Welsh tenant the visit’s day and time in Welsh', async () => {
    // Noon UTC ten days on: the same day in London, at 12:00 or 13:00 there.
    const visit = new Date(Date.now() + 10 * 24 * 3600_000);
    visit.setUTCHours(12, 0, 0, 0);
    const res = await t.call('POST', `/api/properties/${homeEn.id}/inspections`, landlordEn.token, {
      type: 'periodic',
      scheduledAt: visit.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.mailsTo(tenancyCy.email, 'inspection_scheduled');
    const when = `${welshDay(visit)} am 1[23]:00`;
    expect(mail!.subject).toMatch(
      new RegExp(`^Hysbysiad o archwiliad cyfnodol: Terraced house in Roath, ${when}$`),
    );
    expect(mail!.textBody).toMatch(new RegExp(`Dyddiad ac amser: ${when}\\.`));
    expect(mail!.textBody).toContain('O dan Ddeddf Rhentu Cartrefi (Cymru) 2016');
    expect(mail!.textBody).toContain('24 awr o rybudd');
    expect(mail!.htmlBody).toContain('<html lang="cy">');
  });
});
