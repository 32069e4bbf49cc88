/**
 * Issue 17: sign-ins and their failures, sign-outs and documents served are in the audit trail;
 * no secret ever is; GET /api/admin/audit filters and pages it for admins only, and nothing
 * (no route, no SQL) changes or removes a row.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@shared/dates';
import type { AuditEvent } from '@shared/audit';
import { createTestApp, linkFromMail } from '../../../../tests/setup/test-app';
import { expectEachRefused } from '../../../../tests/setup/access';
import { insertProperty, signedInPeople, uploadPropertyDoc } from '../../../../tests/setup/factories';
import { auditCalls } from '../../../../tests/setup/worlds/audit';
import { auditEvents, users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, tenant, admin } = await signedInPeople(t);
const { IP, call, onlyRowOf, rowsOf } = auditCalls(t);
const audit = (query = '', token = admin.token) => t.call('GET', `/api/admin/audit${query}`, token);

describe('events in the audit trail', () => {
  it('a sign-in: the person, their address', async () => {
    const row = await onlyRowOf('users', async () => {
      const res = await call('POST', '/api/auth/login', undefined, {
        username: landlord.user.username,
        password: landlord.user.password,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(row).toMatchObject({
      action: 'sign_in',
      actorId: landlord.user.id,
      targetId: String(landlord.user.id),
      ip: IP,
    });
  });

  it('a failed sign-in: the name tried and why, never the password', async () => {
    const tried = 'Wrong-Guess-9876';
    const rows = await rowsOf(async () => {
      const res = await call('POST', '/api/auth/login', undefined, {
        username: landlord.user.username,
        password: tried,
      });
      expect(res.statusCode).toBe(401);
      const unknown = await call('POST', '/api/auth/login', undefined, {
        username: 'nobody-here',
        password: tried,
      });
      expect(unknown.statusCode).toBe(401);
    });
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'sign_in_failed',
        actorId: null,
        ip: IP,
        details: { username: landlord.user.username, reason: 'invalid_credentials' },
      }),
      expect.objectContaining({
        action: 'sign_in_failed',
        details: { username: 'nobody-here', reason: 'invalid_credentials' },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(tried);
  });

  it('a sign-out', async () => {
    const { token } = (await t.login(tenant.user.username, tenant.user.password)).json();
    const row = await onlyRowOf('users', async () => {
      expect((await call('POST', '/api/auth/logout', token)).statusCode).toBe(200);
    });
    expect(row).toMatchObject({ action: 'sign_out', actorId: tenant.user.id, ip: IP });
  });

  it('a document downloaded', async () => {
    const property = await insertProperty(t.db, landlord.user.id);
    const uploaded = await uploadPropertyDoc(t, landlord.token, property.id, {
      documentType: 'EICR',
      issueDate: '2026-01-10',
      expiryDate: '2031-01-09',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const doc = uploaded.json();
    const row = await onlyRowOf('documents', async () => {
      expect((await call('GET', `/api/documents/${doc.id}/file`, admin.token)).statusCode).toBe(200);
    });
    expect(row).toMatchObject({
      action: 'document_served',
      targetId: String(doc.id),
      actorId: admin.user.id,
      ip: IP,
      details: { fileName: doc.fileName },
    });
  });

  it('no password, hash or token ever reaches the trail: sign-up, approval, password change and reset', async () => {
    const first = 'Quiet-Harbour-7731';
    const second = 'Lantern-Bridge-4410';
    const third = 'Copper-Meadow-2209';
    const secrets: string[] = [first, second, third];
    const hashOf = async (id: number) =>
      (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;

    const signUp = await call('POST', '/api/auth/register', undefined, {
      username: 'secretive',
      password: first,
      email: 'secretive@example.test',
      userType: 'tenant',
      fullName: 'Sid Secretive',
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const id: number = signUp.json().user.id;
    secrets.push(await hashOf(id));
    expect(
      (await call('PATCH', `/api/admin/users/${id}/status`, admin.token, { status: 'approved' })).statusCode,
    ).toBe(200);
    const login = await call('POST', '/api/auth/login', undefined, {
      username: 'secretive',
      password: first,
    });
    const token: string = login.json().token;
    secrets.push(token);
    const changed = await call('POST', '/api/auth/change-password', token, {
      currentPassword: first,
      newPassword: second,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    secrets.push(await hashOf(id));
    expect(
      (await call('POST', '/api/auth/forgot-password', undefined, { email: 'secretive@example.test' }))
        .statusCode,
    ).toBe(200);
    const link = linkFromMail((await t.mailsTo('secretive@example.test', 'password_reset'))[0]!.textBody);
    secrets.push(link.token);
    const reset = await call('POST', '/api/auth/reset-password', undefined, {
      token: link.token,
      userId: id,
      password: third,
      confirmPassword: third,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    secrets.push(await hashOf(id));
    secrets.push(
      (await call('POST', '/api/auth/login', undefined, { username: 'secretive', password: third })).json()
        .token,
    );

    const everything = JSON.stringify(await t.db.select().from(auditEvents));
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // The changes themselves are there, with the secret's value withheld.
    const mine = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(id)));
    const actions = mine.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'sign_in']));
    expect(
      mine.filter((row) => JSON.stringify(row.details).includes('"password_hash":{"redacted":true}')),
    ).toHaveLength(2);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages the trail newest first, with the count in X-Total-Count and who did it by name', async () => {
    const all = await audit('?limit=500');
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    const rows: AuditEvent[] = all.json();
    expect(rows).toHaveLength(total);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    const page = await audit('?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(page.json().map((r: AuditEvent) => r.id)).toEqual(rows.slice(1, 3).map((r) => r.id));
    const signIn = rows.find((r) => r.action === 'sign_in' && r.actorId === landlord.user.id)!;
    expect(signIn).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      actorId: landlord.user.id,
      actorName: landlord.user.fullName,
      action: 'sign_in',
      targetType: 'users',
      targetId: landlord.user.id,
      ip: expect.any(String),
      details: {},
    });
  });

  it('filters by person, action and dates', async () => {
    const byAction: AuditEvent[] = (await audit('?action=sign_in_failed')).json();
    expect(byAction.length).toBeGreaterThanOrEqual(2);
    expect(byAction.every((r) => r.action === 'sign_in_failed')).toBe(true);
    const byActor: AuditEvent[] = (await audit(`?actorId=${tenant.user.id}`)).json();
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((r) => r.actorId === tenant.user.id)).toBe(true);
    const today = todayInLondon();
    expect((await audit(`?from=${today}&to=${today}`)).headers['x-total-count']).toBe(
      (await audit('')).headers['x-total-count'],
    );
    const past = await audit('?from=2020-01-01&to=2020-12-31');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('0');
    const bad = await audit('?action=anything&from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'from']);
  });

  it('is for admins only (CONTRACT.md §4)', async () => {
    await expectEachRefused(t, [['GET', '/api/admin/audit']], undefined, 401);
    await expectEachRefused(t, [['GET', '/api/admin/audit']], landlord.token, 403);
    await expectEachRefused(t, [['GET', '/api/admin/audit']], tenant.token, 403);
  });

  it('has no call that changes or removes an event', async () => {
    const [row] = (await audit('?limit=1')).json();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${row.id}`]) {
        const res = await t.call(method, url, admin.token, method === 'DELETE' ? undefined : { action: 'x' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await audit('?limit=1')).json()[0]).toEqual(row);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the trail', async () => {
    const before = await t.db.select().from(auditEvents);
    await expect(t.db.update(auditEvents).set({ action: 'sign_in' })).rejects.toThrow();
    await expect(t.db.delete(auditEvents)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await t.db.select().from(auditEvents)).toEqual(before);
  });
});
