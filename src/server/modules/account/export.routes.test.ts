/** A person's data download (GET /api/account/export) and an admin's subject access export. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  insertCommunication,
  insertDocument,
  insertPayment,
  insertProperty,
  insertRequest,
  insertTenant,
} from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { contactMessages, inspections, outbox, users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';

const t = await createTestApp();
afterAll(() => t.close());

const landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Price' });
const otherLandlord = await t.signedIn({ userType: 'landlord', fullName: 'Other Landlord' });
const tenant = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
const otherTenant = await t.signedIn({ userType: 'tenant', fullName: 'Dylan Morgan' });
const admin = await t.signedIn({ userType: 'admin' });

const home = await insertProperty(t.db, landlord.user.id, { title: 'Seafront flat' });
const othersHome = await insertProperty(t.db, otherLandlord.user.id, { title: 'Hidden house' });
const mine = await insertTenant(t.db, home.id, {
  userId: tenant.user.id,
  fullName: 'Seren Hughes',
  email: tenant.user.email,
});
// A co-tenant in the same home: the landlord's record, not the tenant's.
const coTenant = await insertTenant(t.db, home.id, {
  userId: otherTenant.user.id,
  fullName: 'Dylan Morgan',
  email: 'dylan.cotenant@example.test',
});
const elsewhere = await insertTenant(t.db, othersHome.id, {
  fullName: 'Nia Elsewhere',
  email: 'nia.elsewhere@example.test',
});
const myPayment = await insertPayment(t.db, mine, { dueDate: '2026-02-01', status: 'paid', amount: 87_500 });
const coPayment = await insertPayment(t.db, coTenant, {
  dueDate: '2026-02-01',
  status: 'paid',
  amount: 11_111,
});
await insertPayment(t.db, elsewhere, { dueDate: '2026-02-01', status: 'paid', amount: 22_222 });
const sharedDoc = await insertDocument(t.db, home.id, {
  documentType: 'WRITTEN_STATEMENT',
  issueDate: '2026-01-01',
  tenantId: mine.id,
  sharedWithTenant: true,
  title: 'My written statement',
});
const privateDoc = await insertDocument(t.db, home.id, {
  documentType: 'OTHER',
  issueDate: '2026-01-01',
  tenantId: mine.id,
  title: 'Landlord notes on Seren',
});
await insertDocument(t.db, home.id, {
  documentType: 'OTHER',
  issueDate: '2026-01-01',
  tenantId: coTenant.id,
  sharedWithTenant: true,
  title: 'Co-tenant letter',
});
const myLog = await insertCommunication(t.db, mine, { subject: 'Boiler visit for Seren' });
await insertCommunication(t.db, coTenant, { subject: 'Call with Dylan' });
await insertCommunication(t.db, elsewhere, { subject: 'Call with Nia' });
const myRepair = await insertRequest(t.db, mine, { accessNotes: 'Key under the mat.' });
await insertRequest(t.db, elsewhere, { title: 'Nia broken window' });
const [myInspection] = await t.db
  .insert(inspections)
  .values({
    propertyId: home.id,
    tenantId: mine.id,
    type: 'check_in',
    scheduledAt: new Date('2026-01-02T10:00:00Z'),
  })
  .returning();
await t.db.insert(inspections).values({
  propertyId: elsewhere.propertyId,
  tenantId: elsewhere.id,
  type: 'periodic',
  scheduledAt: new Date(),
});
await t.db.insert(contactMessages).values({
  name: 'Seren Hughes',
  email: tenant.user.email.toUpperCase(),
  inquiryType: 'tenant',
  message: 'Is the flat still free?',
});
await enqueueEmail(
  t.db,
  tenant.user.email,
  {
    subject: 'Reset your password',
    text: 'Open http://localhost:3000/reset-password?token=SECRET-TOKEN-123&userId=1',
    html: '<p>x</p>',
  },
  'password_reset',
);

const exportOf = (token: string | undefined, url = '/api/account/export') => t.call('GET', url, token);
const NO_SECRETS = [/password_?hash/i, /token_?hash/i, /storage_?key/i, /SECRET-TOKEN-123/, /\$argon2/];

describe('GET /api/account/export', () => {
  it('downloads a tenant their own data as a JSON attachment, without secrets', async () => {
    const res = await exportOf(tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="personal-data-${tenant.user.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers['cache-control']).toContain('no-store');
    for (const secret of NO_SECRETS) expect(res.body).not.toMatch(secret);
    const [row] = await t.db.select().from(users).where(eq(users.id, tenant.user.id));
    expect(res.body).not.toContain(row!.passwordHash);

    const data = res.json();
    expect(data.format).toBe('personal-data-export/1');
    expect(data.account).toMatchObject({
      id: tenant.user.id,
      email: tenant.user.email,
      fullName: 'Seren Hughes',
    });
    expect(data.signInSessions.length).toBeGreaterThan(0);
    expect(data.tenancies.map((x: { id: number }) => x.id)).toEqual([mine.id]);
    expect(data.tenancies[0].property).toMatchObject({ id: home.id, title: 'Seafront flat' });
    expect(data.payments.map((x: { id: number }) => x.id)).toEqual([myPayment.id]);
    expect(data.documents.map((x: { id: number }) => x.id)).toEqual([sharedDoc.id]);
    expect(data.messages.map((x: { id: number }) => x.id)).toEqual([myLog.id]);
    expect(data.maintenance.map((x: { id: number }) => x.id)).toEqual([myRepair.id]);
    expect(data.maintenance[0].accessNotes).toBe('Key under the mat.');
    expect(data.inspections.map((x: { id: number }) => x.id)).toEqual([myInspection!.id]);
    expect(data.inspections[0].scheduledAt).toBe('2026-01-02T10:00:00.000Z');
    expect(data.enquiries).toHaveLength(1);
    expect(data.messagesSent[0].text).toContain('token=[hidden]');
    expect(data.properties).toEqual([]);
  });

  it("holds nothing of another person's", async () => {
    const res = await exportOf(tenant.token);
    for (const other of [
      'Dylan',
      'dylan.cotenant',
      'Nia',
      'Hidden house',
      'Co-tenant letter',
      'Landlord notes',
    ])
      expect(res.body).not.toContain(other);
    expect(res.json().payments.map((p: { amount: number }) => p.amount)).not.toContain(coPayment.amount);
  });

  it("gives a landlord their properties, their tenancies' records and nothing of another landlord's", async () => {
    const res = await exportOf(landlord.token);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.account.id).toBe(landlord.user.id);
    expect(data.properties.map((p: { id: number }) => p.id)).toEqual([home.id]);
    expect(data.tenancies.map((x: { id: number }) => x.id).sort()).toEqual([mine.id, coTenant.id].sort());
    expect(data.payments.map((x: { id: number }) => x.id).sort()).toEqual(
      [myPayment.id, coPayment.id].sort(),
    );
    expect(data.documents).toHaveLength(3);
    expect(data.messages).toHaveLength(2);
    expect(data.maintenance.map((x: { id: number }) => x.id)).toEqual([myRepair.id]);
    for (const other of ['Nia', 'Hidden house', 'nia.elsewhere']) expect(res.body).not.toContain(other);
    for (const secret of NO_SECRETS) expect(res.body).not.toMatch(secret);
  });

  it('answers 401 signed out, and an unknown query names nobody else', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
    const res = await exportOf(otherTenant.token, `/api/account/export?userId=${tenant.user.id}`);
    if (res.statusCode === 200) expect(res.json().account.id).toBe(otherTenant.user.id);
    else expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/:id/export', () => {
  it("exports a person's data for a subject access request, with documents not shared with them", async () => {
    const res = await exportOf(admin.token, `/api/admin/users/${tenant.user.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d+-/);
    const data = res.json();
    expect(data.account.id).toBe(tenant.user.id);
    expect(data.documents.map((d: { id: number }) => d.id).sort()).toEqual(
      [sharedDoc.id, privateDoc.id].sort(),
    );
    expect(data.payments.map((x: { id: number }) => x.id)).toEqual([myPayment.id]);
    for (const secret of NO_SECRETS) expect(res.body).not.toMatch(secret);
    expect(res.body).not.toContain('Dylan');
  });

  it('answers 404 for an unknown person, 403 to a landlord or tenant, 401 signed out', async () => {
    expect((await exportOf(admin.token, '/api/admin/users/999999/export')).statusCode).toBe(404);
    for (const caller of [tenant, landlord])
      expect(
        (await exportOf(caller.token, `/api/admin/users/${otherTenant.user.id}/export`)).statusCode,
      ).toBe(403);
    expect((await exportOf(undefined, `/api/admin/users/${tenant.user.id}/export`)).statusCode).toBe(401);
  });

  it("leaves the outbox's copies as they were (an export changes nothing)", async () => {
    const before = await t.db.select().from(outbox);
    await exportOf(admin.token, `/api/admin/users/${tenant.user.id}/export`);
    expect(await t.db.select().from(outbox)).toEqual(before);
  });
});
