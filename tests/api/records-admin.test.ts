import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, landlordDocuments, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recordContract, type RecordSpec } from '../support/record-contract';
import { insertProperty } from '../setup/factories';

/**
 * CONTRACT.md §5 on the admin's edits: PATCH /api/admin/messages/{id} (record: an item of GET
 * /api/admin/messages) and the four PATCH /api/admin/users/{id}/… (record: the user as GET
 * /api/admin/users lists them). Admin calls reach every record, so "someone else's" is a landlord
 * (403) and a record that does not exist (404), both with the round-trip body.
 */
describe('admin records, read from the admin lists and sent back whole', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: number } };
  let secondAdmin: { token: string; user: { id: number } };
  let landlord: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn({ userType: 'admin' });
    secondAdmin = await t.signedIn({ userType: 'admin' });
    landlord = await t.signedIn({ userType: 'landlord' });
  });
  afterAll(() => t.close());

  const listed = async (url: string, id: number) => {
    const res = await t.api({ method: 'GET', url, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).find((r) => r.id === id)! as Record<string, unknown>;
  };

  /** The admin-only answers: a landlord is refused, a missing record is not found, whatever the body. */
  const refusesOthers = (method: 'PATCH', url: (id: number) => string, read: () => Promise<object>) =>
    it('answers a landlord 403 and a record that does not exist 404, with the round-trip body', async () => {
      const record = await read();
      const asLandlord = await t.api({ method, url: url(1), token: landlord.token, payload: record });
      expect(asLandlord.statusCode).toBe(403);
      const missing = await t.api({ method, url: url(999_999), token: admin.token, payload: record });
      expect(missing.statusCode, missing.body).toBe(404);
    });

  describe('an inbox message', () => {
    let id: number;
    beforeAll(async () => {
      const [row] = await t.db
        .insert(contactMessages)
        .values({
          name: 'Gwen Price',
          email: 'gwen@example.test',
          inquiryType: 'tenant',
          message: 'Is it free?',
        })
        .returning();
      id = row!.id;
    });
    const read = () => listed('/api/admin/messages', id);
    const stored = async () =>
      (await t.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

    recordContract({
      t: () => t,
      method: 'PATCH',
      url: () => `/api/admin/messages/${id}`,
      token: () => admin.token,
      read,
      stored,
      edit: {
        field: 'handled',
        value: (n) => n % 2 === 1,
        isStored: (row, value) => ((row as { handledAt: Date | null }).handledAt !== null) === value,
      },
      readOnly: [
        ['id', 999_999],
        ['name', 'Someone Else'],
        ['email', 'else@example.test'],
        ['propertyId', 5],
        ['createdAt', '2001-01-01T00:00:00.000Z'],
        ['handledByName', 'Nobody'],
      ],
      text: 'name',
    });
    refusesOthers('PATCH', (i) => `/api/admin/messages/${i}`, read);

    it('keeps who handled it and when, when another admin sends it back still handled', async () => {
      const url = `/api/admin/messages/${id}`;
      const marked = await t.api({ method: 'PATCH', url, token: admin.token, payload: { handled: true } });
      expect(marked.statusCode, marked.body).toBe(200);
      const record = await read();
      expect(record.handledBy).toBe(admin.user.id);
      const again = await t.api({ method: 'PATCH', url, token: secondAdmin.token, payload: record });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(record);
    });
  });

  describe('a user, by the four admin changes', () => {
    /** A fresh account per route, so each route's edits start from the same place. */
    const userRoute = (
      path: 'type' | 'status' | 'fee' | 'management-mode',
      status: 'approved' | 'pending',
      edit: RecordSpec['edit'],
      extra: Partial<RecordSpec> = {},
    ) =>
      describe(`PATCH /api/admin/users/{id}/${path}`, () => {
        let id: number;
        beforeAll(async () => {
          id = (await t.createUser({ userType: 'landlord', status })).id;
        });
        const read = () => listed('/api/admin/users?limit=500', id);
        recordContract({
          t: () => t,
          method: 'PATCH',
          url: () => `/api/admin/users/${id}/${path}`,
          token: () => admin.token,
          read,
          stored: async () => (await t.db.select().from(users).where(eq(users.id, id)))[0],
          edit,
          readOnly: [
            ['id', 999_999],
            ['username', 'someone-else'],
            ['createdAt', '2001-01-01T00:00:00.000Z'],
            ['lastLogin', '2001-01-01T00:00:00.000Z'],
            ['mustChangePassword', true],
          ],
          text: 'fullName',
          ...extra,
        });
        refusesOthers('PATCH', (i) => `/api/admin/users/${i}/${path}`, read);
      });

    const column =
      <K extends keyof typeof users.$inferSelect>(key: K, map: (v: unknown) => unknown = (v) => v) =>
      (row: unknown, value: unknown) =>
        (row as typeof users.$inferSelect)[key] === map(value);

    userRoute('type', 'approved', {
      field: 'userType',
      value: (n) => (n % 2 === 1 ? 'tenant' : 'landlord'),
      isStored: column('userType'),
    });
    userRoute('status', 'pending', {
      field: 'status',
      value: (n) => (n % 2 === 1 ? 'approved' : 'rejected'),
      isStored: column('status'),
    });
    userRoute(
      'fee',
      'approved',
      {
        field: 'managementFeePercent',
        value: (n) => 10 + n / 4,
        isStored: column('managementFeeBasisPoints', (v) => Math.round((v as number) * 100)),
      },
      { number: 'managementFeePercent', badNumbers: [true, '16', '0x10', 12.345] },
    );
    userRoute('management-mode', 'approved', {
      field: 'managementMode',
      value: (n) => (n % 2 === 1 ? 'fully_managed' : 'let_only'),
      isStored: column('managementMode'),
    });
  });

  describe('deleting a user', () => {
    it('answers 409 for a landlord who owns properties, and deletes nothing', async () => {
      const owner = await t.createUser({ userType: 'landlord' });
      await insertProperty(t.db, owner.id);
      const res = await t.api({ method: 'DELETE', url: `/api/admin/users/${owner.id}`, token: admin.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/owns properties/);
      expect(await t.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
    });

    it('answers 409 when their own records (a Rent Smart Wales registration) refer to them, and deletes nothing', async () => {
      const registered = await t.createUser({ userType: 'landlord' });
      await t.db.insert(landlordDocuments).values({
        landlordId: registered.id,
        documentType: 'RSW_REGISTRATION',
        title: 'Registration',
        storageKey: 'fixtures/rsw',
        fileName: 'rsw.pdf',
        fileSize: 100,
        fileType: 'application/pdf',
        issueDate: '2025-01-01',
      });
      const res = await t.api({
        method: 'DELETE',
        url: `/api/admin/users/${registered.id}`,
        token: admin.token,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/Other records still refer to this user/);
      expect(await t.db.select().from(users).where(eq(users.id, registered.id))).toHaveLength(1);
    });

    it('deletes a user nothing refers to', async () => {
      const bare = await t.createUser({ userType: 'tenant' });
      const res = await t.api({ method: 'DELETE', url: `/api/admin/users/${bare.id}`, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(await t.db.select().from(users).where(eq(users.id, bare.id))).toHaveLength(0);
    });
  });
});
