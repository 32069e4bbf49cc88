/** Tenancies: a property's list, changing a tenancy and ending it. */
import { afterAll, describe, expect, it } from 'vitest';
import type { Tenant } from '@shared/tenancies';
import {
  insertCommunication,
  insertLettableProperty as insertProperty,
  insertTenant,
  tenantBody,
} from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { tenanciesWorld } from '../../../../tests/setup/worlds/tenancies';
import { documents, rentPayments } from '../../db/schema';
import { ENDED_MESSAGE, NOT_A_TENANT_ACCOUNT, REMOVED_MESSAGE } from './tenancies.service';

const t = await createTestApp();
afterAll(() => t.close());
const {
  landlord,
  otherLandlord: other,
  tenant: tenantUser,
  statusOf,
  tenantRow,
  add,
} = await tenanciesWorld(t);

describe('tenancies API', () => {
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

    it("on a changed e-mail: invites an existing tenant account (unlinked until accepted), or a new one; refuses a landlord's", async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const created = (await add(id, tenantBody())).json<{ tenant: Tenant }>().tenant;
      const linked = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        tenantBody({ email: tenantUser.user.email }),
      );
      expect(linked.json()).toMatchObject({
        account: 'invitation_sent',
        tenant: { userId: null, invitation: { status: 'pending', email: tenantUser.user.email } },
      });
      expect((await t.mailsTo(tenantUser.user.email, 'tenancy_invitation')).length).toBe(1);
      const invited = await t.call(
        'PUT',
        `/api/tenants/${created.id}`,
        landlord.token,
        tenantBody({ email: 'changed.address@example.test' }),
      );
      expect(invited.json()).toMatchObject({ account: 'invited' });
      expect(invited.json().tenant).toMatchObject({ invitation: null });
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
