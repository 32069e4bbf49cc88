/** Erasing a person (POST /api/admin/users/:id/erase): UK GDPR erasure, money records kept. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  insertCommunication,
  insertPayment,
  insertProperty,
  insertRequest,
  insertTenant,
} from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import {
  contactMessages,
  maintenanceRequests,
  outbox,
  passwordTokens,
  rentPayments,
  sessions,
  tenants,
  users,
} from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { eraseUser } from './erase.service';

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.signedIn({ userType: 'admin', fullName: 'Ada Admin' });
const erase = (id: number | string, token = admin.token) =>
  t.call('POST', `/api/admin/users/${id}/erase`, token);

/** A tenant with a tenancy, a payment, a repair with access notes, an enquiry and messages. */
async function tenantWithRecords() {
  const landlord = await t.createUser({ userType: 'landlord' });
  const home = await insertProperty(t.db, landlord.id);
  const person = await t.createUser({ userType: 'tenant', fullName: 'Seren Hughes' });
  await t.db.update(users).set({ phone: '07700 900123' }).where(eq(users.id, person.id));
  const login = await t.login(person.username, person.password);
  const cookie = login.cookies.find((c) => c.name === 'sid')!.value;
  const tenancy = await insertTenant(t.db, home.id, {
    userId: person.id,
    fullName: 'Seren Hughes',
    email: person.email,
    phone: '07700 900123',
    deposit: 100_000,
  });
  const payment = await insertPayment(t.db, tenancy, { dueDate: '2026-01-01', status: 'overdue' });
  const repair = await insertRequest(t.db, tenancy, { accessNotes: 'Key under the mat at number 4.' });
  await insertCommunication(t.db, tenancy, { subject: 'Inspection' });
  await t.db.insert(contactMessages).values({
    name: 'Seren Hughes',
    email: person.email,
    inquiryType: 'tenant',
    message: 'Please call me on 07700 900123.',
  });
  const mail = { subject: 'Hello', text: 'Dear Seren', html: '<p>Dear Seren</p>' };
  await enqueueEmail(t.db, person.email, mail, 'account_approved');
  await t.db.insert(passwordTokens).values({
    userId: person.id,
    tokenHash: `erase-test-${person.id}`,
    purpose: 'reset',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { person, cookie, tenancy, payment, repair };
}

describe('POST /api/admin/users/:id/erase', () => {
  it('replaces personal data by a pseudonym everywhere, keeps the money, ends sessions and sign-in', async () => {
    const { person, cookie, tenancy, payment, repair } = await tenantWithRecords();
    const res = await erase(person.id);
    expect(res.statusCode).toBe(200);
    const { user, message } = res.json();
    expect(message).toMatch(/six years/);
    expect(user).toMatchObject({ id: person.id, status: 'erased', phone: null });
    expect(user.fullName).toMatch(/^Erased person [0-9A-F]{4}$/);
    expect(user.email).toMatch(/@erased\.invalid$/);
    expect(user.username).toMatch(/^erased-/);

    // Scan every row that was theirs for what identified them.
    const identifying = [person.email, person.username, 'Seren', '07700 900123', 'Key under the mat'];
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    const [place] = await t.db.select().from(tenants).where(eq(tenants.id, tenancy.id));
    const [job] = await t.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, repair.id));
    const mailed = await t.db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.recipient}) = lower(${person.email})`);
    const asked = await t.db.select().from(contactMessages).where(eq(contactMessages.email, person.email));
    const scanned = JSON.stringify({ row, place, job, mailed, asked });
    for (const value of identifying) expect(scanned).not.toContain(value);
    expect(row!.passwordHash).toBe('');
    expect(place).toMatchObject({
      fullName: user.fullName,
      email: user.email,
      phone: null,
      deposit: 100_000,
    });
    expect(place!.userId).toBe(person.id);

    // Money records stay, on the pseudonymised tenancy.
    const [kept] = await t.db.select().from(rentPayments).where(eq(rentPayments.id, payment.id));
    expect(kept).toMatchObject({ tenantId: tenancy.id, amount: payment.amount, status: 'overdue' });

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, person.id))).toEqual([]);
    const byCookie = await t.api({ method: 'GET', url: '/api/auth/user', cookies: { sid: cookie } });
    expect(byCookie.statusCode).toBe(401);
    for (const name of [person.username, person.email, user.username, user.email])
      expect((await t.login(name, person.password)).statusCode).toBe(401);
    expect(res.body).not.toMatch(/hash/i);
  });

  it('answers 409 to a second erase, which changes nothing', async () => {
    const { person } = await tenantWithRecords();
    const first = (await erase(person.id)).json().user;
    const again = await erase(person.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ fullName: first.fullName, email: first.email, username: first.username });
  });

  it('keeps an erased account erased: no temporary password, new type or status', async () => {
    const person = await t.createUser({ userType: 'tenant' });
    await erase(person.id);
    expect(
      (await t.call('POST', `/api/admin/users/${person.id}/reset-password`, admin.token)).statusCode,
    ).toBe(409);
    const status = await t.call('PATCH', `/api/admin/users/${person.id}/status`, admin.token, {
      status: 'approved',
    });
    expect(status.statusCode).toBe(409);
    const type = await t.call('PATCH', `/api/admin/users/${person.id}/type`, admin.token, {
      userType: 'landlord',
    });
    expect(type.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ status: 'erased', userType: 'tenant', passwordHash: '' });
  });

  it('keeps a landlord’s properties under the pseudonym', async () => {
    const owner = await t.createUser({ userType: 'landlord', fullName: 'Gareth Price' });
    const home = await insertProperty(t.db, owner.id);
    expect((await erase(owner.id)).statusCode).toBe(200);
    const list = await t.call('GET', '/api/admin/users?q=erased', admin.token);
    expect(list.json().map((u: { id: number }) => u.id)).toContain(owner.id);
    const [row] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, owner.id));
    expect(row!.fullName).toMatch(/^Erased person/);
    expect((await t.call('GET', `/api/properties/${home.id}`, admin.token)).statusCode).toBe(200);
  });

  it('refuses yourself, and a super admin unless a super admin asks', async () => {
    expect((await erase(admin.user.id)).statusCode).toBe(409);
    const superAdmin = await t.signedIn({ userType: 'admin', role: 'super_admin' });
    const refused = await erase(superAdmin.user.id);
    expect(refused.statusCode).toBe(403);
    const otherAdmin = await t.createUser({ userType: 'admin' });
    expect((await erase(otherAdmin.id, superAdmin.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown person, 403 to a landlord or tenant, 401 signed out', async () => {
    expect((await erase(999_999)).statusCode).toBe(404);
    const person = await t.createUser({ userType: 'tenant' });
    for (const userType of ['landlord', 'tenant'] as const) {
      const caller = await t.signedIn({ userType });
      expect((await erase(person.id, caller.token)).statusCode).toBe(403);
    }
    expect((await t.call('POST', `/api/admin/users/${person.id}/erase`)).statusCode).toBe(401);
  });

  // Last: it takes every other administrator's approval away. A signed-in caller is always an
  // approved administrator, so the rule is a backstop, called here as an actor no longer approved would.
  it('never erases the last approved administrator', async () => {
    await t.db
      .update(users)
      .set({ status: 'rejected' })
      .where(sql`${users.userType} = 'admin' and ${users.id} <> ${admin.user.id}`);
    const gone = { ...admin.user, id: -1, role: 'super_admin' as const };
    await expect(eraseUser(t.app.systemCtx, gone, admin.user.id)).rejects.toMatchObject({ statusCode: 409 });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row!.status).toBe('approved');
  });
});
