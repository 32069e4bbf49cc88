import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '@shared/tenancies';
import { createTestApp, linkFromMail, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { documents, properties, rentPayments, tenants, users } from '../../db/schema';
import {
  insertCommunication,
  insertLettableProperty as insertProperty,
  insertTenant,
  tenantBody,
} from '../../../../tests/setup/factories';
import {
  ACCOUNT_EXISTS,
  ALREADY_TENANT,
  ENDED_MESSAGE,
  NOT_A_TENANT_ACCOUNT,
  REJECTED_ACCOUNT,
  REMOVED_MESSAGE,
} from './tenancies.service';

describe('tenancies API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let admin: Signed;

  const statusOf = async (propertyId: number) =>
    (await t.db.select().from(properties).where(eq(properties.id, propertyId)))[0]?.status;
  const tenantRow = async (id: number) => (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0];
  const add = (propertyId: number, body: unknown, token = landlord.token) =>
    t.call('POST', `/api/properties/${propertyId}/tenants`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Price' });
    other = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(() => t.close());

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
      for (const [method, url, payload] of calls()) {
        expect((await t.call(method as 'GET', url, undefined, payload)).statusCode, `${method} ${url}`).toBe(
          401,
        );
        expect(
          (await t.call(method as 'GET', url, tenantUser.token, payload)).statusCode,
          `${method} ${url}`,
        ).toBe(403);
      }
    });
    it("answers 404 for another landlord's property or tenant", async () => {
      for (const [method, url, payload] of calls()) {
        const res = await t.call(method as 'GET', url, other.token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
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

    it('links an approved or pending tenant account with that e-mail instead of creating one', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const pending = await t.createUser({ userType: 'tenant', status: 'pending' });
      for (const person of [tenantUser.user, pending]) {
        const before = (await t.db.select().from(users)).length;
        const res = await add(id, tenantBody({ email: person.email.toUpperCase() }));
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ account: 'linked', tenant: { userId: person.id } });
        expect(res.json().message).toBe(
          'Tenant added. Their existing tenant account has been linked to this tenancy.',
        );
        expect((await t.db.select().from(users)).length).toBe(before);
        expect((await t.mailsTo(person.email, 'tenancy_linked'))[0]).toMatchObject({
          template: 'tenancy_linked',
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
      for (const field of [
        { propertyId: id },
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

  describe('GET /api/properties/{id}/tenants', () => {
    it('lists current tenants first, with limit, offset and the total', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      await insertTenant(t.db, id, { fullName: 'Past One', status: 'past', leaseStart: '2024-01-01' });
      await insertTenant(t.db, id, { fullName: 'Active Old', leaseStart: '2025-01-01' });
      await insertTenant(t.db, id, { fullName: 'Active New', leaseStart: '2026-01-01' });
      await insertTenant(t.db, id, { fullName: 'Leaving', status: 'notice_given' });
      const res = await t.call('GET', `/api/properties/${id}/tenants`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.json<Tenant[]>().map((x) => x.fullName)).toEqual([
        'Active New',
        'Active Old',
        'Leaving',
        'Past One',
      ]);
      expect(res.headers['x-total-count']).toBe('4');
      const page = await t.call('GET', `/api/properties/${id}/tenants?limit=1&offset=3`, landlord.token);
      expect(page.json<Tenant[]>().map((x) => x.fullName)).toEqual(['Past One']);
      expect(page.headers['x-total-count']).toBe('4');
      expect(
        (await t.call('GET', `/api/properties/${id}/tenants?offset=-1`, landlord.token)).statusCode,
      ).toBe(400);
    });
  });

  describe('PUT /api/tenants/{id}', () => {
    it('updates the tenancy, keeping the account while the e-mail is the same', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const created = (await add(id, tenantBody())).json<{ tenant: Tenant }>().tenant;
      const res = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        // A lower rent: a rise on a periodic contract needs RHW12 (compliance.routes.test.ts).
        tenantBody({ email: created.email.toUpperCase(), fullName: 'Rhys Evans-Jones', rentAmount: 90_000 }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        account: 'unchanged',
        message: 'Tenant updated.',
        tenant: expect.objectContaining({
          id: created.id,
          fullName: 'Rhys Evans-Jones',
          rentAmount: 90_000,
          userId: created.userId,
          propertyId: id,
        }),
      });
    });

    it("re-links on a changed e-mail: an existing tenant account, or a new invitation; refuses a landlord's", async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const created = (await add(id, tenantBody())).json<{ tenant: Tenant }>().tenant;
      const linked = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        tenantBody({ email: tenantUser.user.email }),
      );
      expect(linked.json()).toMatchObject({ account: 'linked', tenant: { userId: tenantUser.user.id } });
      const invited = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        tenantBody({ email: 'changed.address@example.test' }),
      );
      expect(invited.json()).toMatchObject({ account: 'invited' });
      expect(invited.json().tenant.userId).not.toBe(tenantUser.user.id);
      expect((await t.mailsTo('changed.address@example.test'))[0]?.template).toBe('tenant_invitation');
      const refused = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        tenantBody({ email: other.user.email }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual({ email: NOT_A_TENANT_ACCOUNT });
    });

    it('refuses bad input and fields a caller may not set; ending the last tenancy makes the property vacant', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const created = (await add(id, tenantBody())).json<{ tenant: Tenant }>().tenant;
      expect(await statusOf(id)).toBe('occupied');
      const bad = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        tenantBody({ rentAmount: 0 }),
      );
      expect(bad.json().errors).toEqual({ rentAmount: 'Rent amount must be greater than 0' });
      const moved = await t.call('PUT', `/api/tenants/${created.id}`, landlord.token, {
        ...tenantBody(),
        propertyId: 1,
      });
      expect(moved.statusCode).toBe(400);
      const ended = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        tenantBody({ email: created.email, status: 'past' }),
      );
      expect(ended.json().tenant.status).toBe('past');
      expect(await statusOf(id)).toBe('vacant');
    });
  });

  describe('DELETE /api/tenants/{id}', () => {
    it('deletes a tenant with no records', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const created = (await add(id, tenantBody())).json<{ tenant: Tenant }>().tenant;
      const res = await t.call('DELETE', `/api/tenants/${created.id}`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ended: false, message: REMOVED_MESSAGE });
      expect(await tenantRow(created.id)).toBeUndefined();
      expect(await statusOf(id)).toBe('vacant');
    });

    it('keeps a tenant with rent, documents or communications as past, and says so', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const withRent = await insertTenant(t.db, id);
      await t.db.insert(rentPayments).values({
        tenantId: withRent.id,
        propertyId: id,
        amount: 1,
        paymentDate: '2026-01-01',
        dueDate: '2026-01-01',
        status: 'paid',
      });
      const withDoc = await insertTenant(t.db, id);
      await t.db.insert(documents).values({
        propertyId: id,
        tenantId: withDoc.id,
        title: 'Statement',
        documentType: 'WRITTEN_STATEMENT',
        storageKey: 'documents/y.pdf',
        fileName: 'y.pdf',
        fileSize: 1,
        fileType: 'application/pdf',
        issueDate: '2026-01-01',
      });
      const withComm = await insertTenant(t.db, id);
      await insertCommunication(t.db, withComm);
      for (const x of [withRent, withDoc, withComm]) {
        const res = await t.call('DELETE', `/api/tenants/${x.id}`, landlord.token);
        expect(res.json()).toEqual({ ended: true, message: ENDED_MESSAGE });
        expect((await tenantRow(x.id))?.status).toBe('past');
      }
    });
  });
});
