/** Deleting an account and resetting its password. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/users';
import { insertProperty } from '../../../../tests/setup/factories';
import { createTestApp, linkFromMail } from '../../../../tests/setup/test-app';
import { NEW_PASSWORD, usersWorld } from '../../../../tests/setup/worlds/users';
import { rentPayments, tenants, websiteImages } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { admin, list, login, whoAmI, userRow } = await usersWorld(t);

describe('admin user API', () => {
  describe('DELETE /api/admin/users/:id', () => {
    const remove = (id: number | string, token = admin.token) =>
      t.call('DELETE', `/api/admin/users/${id}`, token);

    it('deletes a user: gone from the list, their sessions no longer work', async () => {
      const { user, token } = await t.signedIn({ userType: 'tenant' });
      const res = await remove(user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(await userRow(user.id)).toBeUndefined();
      expect((await whoAmI(token)).statusCode).toBe(401);
      expect(((await list('?limit=500')).json() as PublicUser[]).map((u) => u.id)).not.toContain(user.id);
      expect((await login(user.username, user.password)).statusCode).toBe(401);
      expect((await remove(user.id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const res = await remove(999_999);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect((await remove('abc')).statusCode).toBe(400);
    });

    it('refuses to delete oneself with 409', async () => {
      const res = await remove(admin.user.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: expect.any(String) });
      expect(await userRow(admin.user.id)).toBeDefined();
    });

    it('refuses to delete a landlord who owns a property with 409', async () => {
      const owner = await t.createUser({ userType: 'landlord' });
      await insertProperty(t.db, owner.id);
      const res = await remove(owner.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/properties|financial/i);
      expect(await userRow(owner.id)).toBeDefined();
    });

    it('refuses to delete a tenant who has rent payments with 409, and allows one with only a tenancy', async () => {
      const owner = await t.createUser({ userType: 'landlord' });
      const property = await insertProperty(t.db, owner.id);
      const payer = await t.createUser({ userType: 'tenant' });
      const [tenancy] = await t.db
        .insert(tenants)
        .values({
          userId: payer.id,
          propertyId: property.id,
          fullName: payer.fullName,
          email: payer.email,
          leaseStart: '2025-01-01',
          leaseEnd: '2025-12-31',
          rentAmount: 95_000,
        })
        .returning();
      await t.db.insert(rentPayments).values({
        tenantId: tenancy!.id,
        propertyId: property.id,
        amount: 95_000,
        paymentDate: '2025-02-01',
        dueDate: '2025-02-01',
        status: 'paid',
      });
      const res = await remove(payer.id);
      expect(res.statusCode).toBe(409);
      expect(await userRow(payer.id)).toBeDefined();

      const occupant = await t.createUser({ userType: 'tenant' });
      const [occupancy] = await t.db
        .insert(tenants)
        .values({
          userId: occupant.id,
          propertyId: property.id,
          fullName: occupant.fullName,
          email: occupant.email,
          leaseStart: '2025-01-01',
          leaseEnd: '2025-12-31',
          rentAmount: 95_000,
        })
        .returning();
      expect((await remove(occupant.id)).statusCode).toBe(200);
      // The tenancy keeps its history without the login.
      const [kept] = await t.db.select().from(tenants).where(eq(tenants.id, occupancy!.id));
      expect(kept).toMatchObject({ userId: null, fullName: occupant.fullName });
    });

    it('refuses with 409, never a 500, when other records still point at the user', async () => {
      const uploader = await t.createUser({ userType: 'admin' });
      await t.db
        .insert(websiteImages)
        .values({ name: 'Hero', url: '/uploads/hero.jpg', category: 'hero', uploadedBy: uploader.id });
      const res = await remove(uploader.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: expect.any(String) });
      expect(res.body).not.toMatch(/violat|constraint|sql/i);
      expect(await userRow(uploader.id)).toBeDefined();
    });

    it('may delete another admin while an admin remains', async () => {
      const { user, token } = await t.signedIn({ userType: 'admin' });
      expect((await remove(user.id)).statusCode).toBe(200);
      expect((await whoAmI(token)).statusCode).toBe(401);
    });
  });

  describe('POST /api/admin/users/:id/reset-password', () => {
    const resetPassword = (id: number | string, token = admin.token) =>
      t.call('POST', `/api/admin/users/${id}/reset-password`, token, {});

    it('answers a 12-character temporary password with upper, lower, digit and symbol, once', async () => {
      const { user, token } = await t.signedIn({ userType: 'landlord' });
      const res = await resetPassword(user.id);
      expect(res.statusCode).toBe(200);
      const { tempPassword, message } = res.json();
      expect(message).toEqual(expect.any(String));
      expect(tempPassword).toHaveLength(12);
      expect(tempPassword).toMatch(/[A-Z]/);
      expect(tempPassword).toMatch(/[a-z]/);
      expect(tempPassword).toMatch(/[0-9]/);
      expect(tempPassword).toMatch(/[^A-Za-z0-9]/);
      expect(res.body.toLowerCase()).not.toContain('hash');

      // Their sessions end; the old password no longer works; the temporary one does and must be changed.
      expect((await whoAmI(token)).statusCode).toBe(401);
      expect((await login(user.username, user.password)).statusCode).toBe(401);
      const signIn = await login(user.username, tempPassword);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.mustChangePassword).toBe(true);

      // They are told by e-mail, without the password.
      const mails = await t.mailsTo(user.email);
      expect(mails.map((m) => m.template)).toEqual(['password_reset_by_admin']);
      expect(mails[0]!.textBody).not.toContain(tempPassword);
      expect(mails[0]!.htmlBody ?? '').not.toContain(tempPassword);

      // A second reset gives a different password.
      const second = await resetPassword(user.id);
      expect(second.json().tempPassword).not.toBe(tempPassword);
      expect((await login(user.username, tempPassword)).statusCode).toBe(401);
    });

    it('retires any outstanding set-password or reset link', async () => {
      const created = await t.call('POST', '/api/admin/users', admin.token, {
        fullName: 'Link Holder',
        email: 'link.holder@example.test',
      });
      const link = linkFromMail((await t.mailsTo('link.holder@example.test'))[0]!.textBody);
      expect((await resetPassword(created.json().user.id)).statusCode).toBe(200);
      const use = await t.call('POST', '/api/auth/reset-password', undefined, {
        token: link.token,
        userId: link.userId,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(use.statusCode).toBe(400);
      expect(use.json().code).toBe('invalid_token');
    });

    it('answers 404 for an unknown user', async () => {
      const res = await resetPassword(999_999);
      expect(res.statusCode).toBe(404);
    });
  });
});
