/** Tenancies: who may call, and adding a tenant (an account is made or linked, and invited). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '@shared/tenancies';
import {
  insertLettableProperty as insertProperty,
  insertTenant,
  tenantBody,
} from '../../../../tests/setup/factories';
import { expectEachRefused } from '../../../../tests/setup/access';
import { createTestApp, linkFromMail } from '../../../../tests/setup/test-app';
import { tenanciesWorld } from '../../../../tests/setup/worlds/tenancies';
import { users } from '../../db/schema';
import { ACCOUNT_EXISTS, ALREADY_TENANT, NOT_A_TENANT_ACCOUNT, REJECTED_ACCOUNT } from './tenancies.service';

const t = await createTestApp();
afterAll(() => t.close());
const {
  landlord,
  otherLandlord: other,
  tenant: tenantUser,
  admin,
  statusOf,
  tenantRow,
  add,
} = await tenanciesWorld(t);

describe('tenancies API', () => {
  describe('who may call', () => {
    let propertyId: number;
    let tenantId: number;
    beforeAll(async () => {
      propertyId = (await insertProperty(t.db, landlord.user.id)).id;
      tenantId = (await insertTenant(t.db, propertyId)).id;
    });
    const calls = (): [string, string, unknown][] => [
      ['GET', `/api/properties/${propertyId}/tenants`, undefined],
      ['POST', `/api/properties/${propertyId}/tenants`, tenantBody()],
      ['PUT', `/api/tenants/${tenantId}`, tenantBody()],
      ['DELETE', `/api/tenants/${tenantId}`, undefined],
    ];
    it('answers 401 signed out and 403 to a tenant', async () => {
      await expectEachRefused(t, calls(), undefined, 401);
      await expectEachRefused(t, calls(), tenantUser.token, 403);
    });
    it("answers 404 for another landlord's property or tenant", async () => {
      await expectEachRefused(t, calls(), other.token, 404);
      expect((await t.call('PUT', '/api/tenants/999999', landlord.token, tenantBody())).json().message).toBe(
        'Tenant not found',
      );
      expect(await tenantRow(tenantId)).toMatchObject({ status: 'active' });
    });
    it('lets an admin reach every call', async () => {
      expect((await t.call('GET', `/api/properties/${propertyId}/tenants`, admin.token)).statusCode).toBe(
        200,
      );
      expect((await add(propertyId, tenantBody(), admin.token)).statusCode).toBe(201);
      expect(
        (
          await t.call(
            'PUT',
            `/api/tenants/${tenantId}`,
            admin.token,
            tenantBody({ fullName: 'Admin Edited' }),
          )
        ).statusCode,
      ).toBe(200);
      expect((await t.call('DELETE', `/api/tenants/${tenantId}`, admin.token)).statusCode).toBe(200);
    });
  });

  describe('POST /api/properties/{id}/tenants', () => {
    it('creates an approved tenant account and e-mails a 7-day set-password link naming the property', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, {
        title: 'Flat 2, Windsor Court',
        status: 'vacant',
      });
      const body = tenantBody({
        email: 'New.Tenant@Example.TEST',
        fixedTermEnd: '2026-12-31',
        contractType: 'fixed_term',
        occupationDate: '2026-01-01',
        depositPaidDate: '2025-12-20',
        depositSchemeRef: 'DPS-123',
      });
      const res = await add(id, body);
      expect(res.statusCode).toBe(201);
      const answer = res.json<{ tenant: Tenant; account: string; message: string }>();
      expect(answer.account).toBe('invited');
      expect(answer.message).toBe(
        'Tenant added. An e-mail with a link to set their password has been sent to them.',
      );
      expect(answer.tenant).toMatchObject({
        propertyId: id,
        email: 'new.tenant@example.test',
        rentAmount: 95_000,
        deposit: 100_000,
        depositScheme: 'DPS',
        depositSchemeRef: 'DPS-123',
        depositPaidDate: '2025-12-20',
        occupationDate: '2026-01-01',
        contractType: 'fixed_term',
        fixedTermEnd: '2026-12-31',
        status: 'active',
        tenantType: 'tenant',
      });
      const [account] = await t.db.select().from(users).where(eq(users.id, answer.tenant.userId!));
      expect(account).toMatchObject({
        username: 'new.tenant@example.test',
        userType: 'tenant',
        role: 'user',
        status: 'approved',
      });
      // Adding an active tenant to a vacant property makes it occupied.
      expect(await statusOf(id)).toBe('occupied');

      const [mail] = await t.mailsTo('new.tenant@example.test', 'tenant_invitation');
      expect(mail).toMatchObject({ template: 'tenant_invitation' });
      expect(mail!.textBody).toContain('Flat 2, Windsor Court');
      expect(mail!.textBody).toContain('Gareth Price');
      expect(mail!.textBody).toContain('7 days');
      const link = linkFromMail(mail!.textBody);
      expect(link.userId).toBe(answer.tenant.userId);
      const set = await t.api({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: {
          token: link.token,
          userId: link.userId,
          password: 'Windsor-Court-2468',
          confirmPassword: 'Windsor-Court-2468',
        },
      });
      expect(set.statusCode).toBe(200);
      const login = await t.login('new.tenant@example.test', 'Windsor-Court-2468');
      expect(login.statusCode).toBe(200);
      expect(login.json().user.userType).toBe('tenant');
    });

    it('invites (does not link) an approved or pending tenant account with that e-mail instead of creating one', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const pending = await t.createUser({ userType: 'tenant', status: 'pending' });
      for (const person of [tenantUser.user, pending]) {
        const before = (await t.db.select().from(users)).length;
        const res = await add(id, tenantBody({ email: person.email.toUpperCase() }));
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({
          account: 'invitation_sent',
          tenant: { userId: null, invitation: { status: 'pending' } },
        });
        expect(res.json().message).toBe(
          'Tenant added. They already have a tenant account, so we have e-mailed them an invitation. The tenancy is linked to their account when they accept.',
        );
        expect((await t.db.select().from(users)).length).toBe(before);
        expect((await t.mailsTo(person.email, 'tenancy_invitation'))[0]).toMatchObject({
          template: 'tenancy_invitation',
        });
      }
    });

    it("refuses a landlord's, an admin's or a rejected account's e-mail, and the same person twice (409 on email)", async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const rejected = await t.createUser({ userType: 'tenant', status: 'rejected' });
      const usernameIsEmail = await t.createUser({ userType: 'tenant', username: 'taken@example.test' });
      for (const [email, message] of [
        [other.user.email, NOT_A_TENANT_ACCOUNT],
        [admin.user.email, NOT_A_TENANT_ACCOUNT],
        [rejected.email, REJECTED_ACCOUNT],
        ['taken@example.test', ACCOUNT_EXISTS],
      ] as const) {
        const res = await add(id, tenantBody({ email }));
        expect(res.statusCode, email).toBe(409);
        expect(res.json()).toMatchObject({ code: 'conflict', message, errors: { email: message } });
      }
      expect(usernameIsEmail.email).not.toBe('taken@example.test');
      const body = tenantBody();
      expect((await add(id, body)).statusCode).toBe(201);
      const twice = await add(id, { ...body, fullName: 'Same Person' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors).toEqual({ email: ALREADY_TENANT });
    });

    it('leaves the property status alone for a guarantor or a past tenant', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id, { status: 'vacant' });
      await add(id, tenantBody({ tenantType: 'guarantor' }));
      await add(id, tenantBody({ status: 'past' }));
      expect(await statusOf(id)).toBe('vacant');
    });

    it.each([
      ['fullName', 'R', 'Full name must be at least 2 characters'],
      ['fullName', undefined, 'Full name must be at least 2 characters'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['email', undefined, 'Please enter a valid email address'],
      ['leaseStart', undefined, 'Lease start date is required'],
      ['leaseStart', '2026-13-01', 'Lease start date is required'],
      ['leaseEnd', '', 'Lease end date is required'],
      ['leaseEnd', '2025-06-01', 'Lease end must be on or after the lease start'],
      ['rentAmount', 0, 'Rent amount must be greater than 0'],
      ['rentAmount', 'abc', 'Rent amount must be greater than 0'],
      ['rentAmount', 950.5, 'Rent amount must be in whole pence'],
      ['deposit', -1, 'Deposit must be 0 or more'],
      ['deposit', 10.5, 'Deposit must be in whole pence'],
      ['depositScheme', 'BANK', 'Please select a deposit scheme'],
      ['depositPaidDate', '2026-02-30', 'Deposit paid date must be a valid date'],
      ['status', 'gone', 'Please select a status'],
      ['tenantType', 'lodger', 'Please select a tenant type'],
      ['occupationDate', 'soon', 'Occupation date must be a valid date'],
      ['contractType', 'weekly', 'Please select a contract type'],
      ['fixedTermEnd', 'x', 'Fixed-term end must be a valid date'],
    ])('refuses %s = %j with "%s"', async (field, value, message) => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const res = await add(id, { ...tenantBody(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    });

    it('needs the end date of a fixed-term contract', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const res = await add(id, tenantBody({ contractType: 'fixed_term' }));
      expect(res.json().errors).toEqual({ fixedTermEnd: 'A fixed-term contract needs its end date' });
    });

    it('refuses fields a caller may not set, and an archived property', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      // The path's own propertyId is taken (CONTRACT.md §5); another is refused.
      expect(
        (await add(id, { ...tenantBody({ email: 'same.path@example.test' }), propertyId: id })).statusCode,
      ).toBe(201);
      for (const field of [
        { propertyId: id + 1000 },
        { userId: tenantUser.user.id },
        { id: 1 },
        { createdAt: '2026-01-01T00:00:00Z' },
        { landlordId: 1 },
      ]) {
        const res = await add(id, { ...tenantBody(), ...field });
        expect(res.statusCode, JSON.stringify(field)).toBe(400);
      }
      const archived = await insertProperty(t.db, landlord.user.id, { archivedAt: new Date() });
      expect((await add(archived.id, tenantBody())).statusCode).toBe(404);
    });
  });
});
