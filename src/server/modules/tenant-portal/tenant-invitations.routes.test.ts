/**
 * Issue #17: a landlord who adds a tenancy with an existing account's e-mail only invites that
 * account. Until its owner, signed in, accepts, the tenancy is not theirs: not in the portal, and
 * their repair requests (with access notes) do not go to that landlord.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Tenant } from '@shared/tenancies';
import type { TenantInvitation, TenantTenancy } from '@shared/tenant-portal';
import {
  insertLettableProperty,
  insertProperty,
  insertTenant,
  requestBody,
  tenantBody,
} from '../../../../tests/setup/factories';
import { createTestApp, linkFromMail } from '../../../../tests/setup/test-app';
import { maintenanceRequests, tenancyInvitations, tenants } from '../../db/schema';
import { ALREADY_LINKED } from '../tenancies/tenancies.service';
import { GONE_MESSAGE } from './tenant-invitations.service';

const t = await createTestApp();
afterAll(() => t.close());

/** The invitation id and token of the newest tenancy invitation e-mailed to `email`. */
async function invitationLink(email: string) {
  const [mail] = await t.mailsTo(email, 'tenancy_invitation');
  const match = /\/tenant-dashboard\?invitation=(\d+)&token=([^&\s]+)/.exec(mail!.textBody);
  return { id: Number(match![1]), token: decodeURIComponent(match![2]!) };
}

/** A tenant with a home of their own (landlord A), and landlord B who adds a tenancy with their e-mail. */
async function world() {
  const landlordA = await t.signedIn({ userType: 'landlord', fullName: 'Gareth Price' });
  const landlordB = await t.signedIn({ userType: 'landlord', fullName: 'Bryn Morgan' });
  const tenant = await t.signedIn({ userType: 'tenant', fullName: 'Seren Hughes' });
  const home = await insertProperty(t.db, landlordA.user.id, { title: 'Seren’s flat' });
  const homeTenancy = await insertTenant(t.db, home.id, {
    userId: tenant.user.id,
    email: tenant.user.email,
    leaseStart: '2026-01-01',
    leaseEnd: '2027-12-31',
  });
  const other = await insertLettableProperty(t.db, landlordB.user.id, { title: 'Bryn’s house' });
  const added = await t.call(
    'POST',
    `/api/properties/${other.id}/tenants`,
    landlordB.token,
    tenantBody({ email: tenant.user.email, leaseStart: '2026-01-01', leaseEnd: '2027-12-31' }),
  );
  expect(added.statusCode).toBe(201);
  const tenancy = added.json<{ tenant: Tenant }>().tenant;
  return { landlordA, landlordB, tenant, home, homeTenancy, other, tenancy };
}

const landlordView = async (token: string, tenancyId: number) => {
  const row = (await t.db.select().from(tenants).where(eq(tenants.id, tenancyId)))[0]!;
  const list = await t.call('GET', `/api/properties/${row.propertyId}/tenants`, token);
  return list.json<Tenant[]>().find((x) => x.id === tenancyId)!;
};
const myTenancies = async (token: string) =>
  (await t.call('GET', '/api/tenant/tenancies', token)).json<TenantTenancy[]>().map((x) => x.id);
const answer = (token: string, id: number, what: 'accept' | 'decline', body: object = {}) =>
  t.call('POST', `/api/tenant/invitations/${id}/${what}`, token, body);

describe('tenancy invitations', () => {
  it('an existing account is invited, not linked: the portal and repairs do not involve that tenancy', async () => {
    const w = await world();
    expect(w.tenancy).toMatchObject({ userId: null, invitation: { status: 'pending' } });
    expect(await myTenancies(w.tenant.token)).toEqual([w.homeTenancy.id]);
    const named = await t.call('GET', `/api/tenant/property?tenancyId=${w.tenancy.id}`, w.tenant.token);
    expect(named.statusCode).toBe(404);
    for (const path of ['/api/tenant/payments', '/api/tenant/documents']) {
      expect((await t.call('GET', `${path}?tenancyId=${w.tenancy.id}`, w.tenant.token)).statusCode).toBe(404);
    }

    const repair = await t.call('POST', '/api/tenant/maintenance', w.tenant.token, requestBody());
    expect(repair.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.id, repair.json<{ id: number }>().id));
    expect(stored).toMatchObject({ propertyId: w.home.id, tenantId: w.homeTenancy.id });
    expect(await t.mailsTo(w.landlordB.user.email, 'maintenance_reported')).toHaveLength(0);
    expect(await t.mailsTo(w.landlordA.user.email, 'maintenance_reported')).toHaveLength(1);
    const bRepairs = await t.call('GET', `/api/properties/${w.other.id}/maintenance`, w.landlordB.token);
    expect(bRepairs.json()).toEqual([]);

    const contact = await t.call('POST', '/api/tenant/contact-landlord', w.tenant.token, {
      subject: 'Hello',
      message: 'Just a note about the bins.',
    });
    expect(contact.statusCode).toBe(201);
    expect(await t.mailsTo(w.landlordB.user.email, 'tenant-contact-landlord')).toHaveLength(0);

    // The e-mail names the landlord and the home, and is logged against the tenancy.
    const [mail] = await t.mailsTo(w.tenant.user.email, 'tenancy_invitation');
    expect(mail).toMatchObject({ tenantId: w.tenancy.id });
    expect(mail!.textBody).toContain('Bryn Morgan invites you to the tenancy at Bryn’s house');
  });

  it('lists the open invitation; accepting from the link links the tenancy and shows it in the portal', async () => {
    const w = await world();
    const list = await t.call('GET', '/api/tenant/invitations', w.tenant.token);
    expect(list.json<TenantInvitation[]>()).toEqual([
      expect.objectContaining({
        landlordName: 'Bryn Morgan',
        propertyTitle: 'Bryn’s house',
        agencyName: expect.any(String),
        address: expect.stringContaining('Cardiff'),
      }),
    ]);
    const link = await invitationLink(w.tenant.user.email);
    expect(list.json<TenantInvitation[]>()[0]!.id).toBe(link.id);

    const accepted = await answer(w.tenant.token, link.id, 'accept', { token: link.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ tenancyId: w.tenancy.id });
    expect(await myTenancies(w.tenant.token)).toContain(w.tenancy.id);
    const named = await t.call('GET', `/api/tenant/property?tenancyId=${w.tenancy.id}`, w.tenant.token);
    expect(named.json()).toMatchObject({ title: 'Bryn’s house', landlordName: 'Bryn Morgan' });
    expect(await landlordView(w.landlordB.token, w.tenancy.id)).toMatchObject({
      userId: w.tenant.user.id,
      invitation: null,
    });
    expect((await t.call('GET', '/api/tenant/invitations', w.tenant.token)).json()).toEqual([]);

    // Single use: the same link again is gone (410).
    const again = await answer(w.tenant.token, link.id, 'accept', { token: link.token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'invitation_gone', message: GONE_MESSAGE });
    const resend = await t.call('POST', `/api/tenants/${w.tenancy.id}/invitation`, w.landlordB.token, {});
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(ALREADY_LINKED);
  });

  it('answers 404 to another account or a wrong token, 403 to a landlord, 410 once expired', async () => {
    const w = await world();
    const link = await invitationLink(w.tenant.user.email);
    const stranger = await t.signedIn({ userType: 'tenant' });
    for (const what of ['accept', 'decline'] as const) {
      expect((await answer(stranger.token, link.id, what, { token: link.token })).statusCode).toBe(404);
      expect((await answer(stranger.token, link.id, what)).statusCode).toBe(404);
      expect((await answer(w.tenant.token, link.id, what, { token: 'not-the-token' })).statusCode).toBe(404);
      expect((await answer(w.landlordB.token, link.id, what, { token: link.token })).statusCode).toBe(403);
      expect((await answer(w.tenant.token, 999_999, what)).statusCode).toBe(404);
    }
    expect((await t.call('GET', '/api/tenant/invitations', stranger.token)).json()).toEqual([]);
    expect(await myTenancies(stranger.token)).toEqual([]);

    await t.db
      .update(tenancyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tenancyInvitations.id, link.id));
    expect((await t.call('GET', '/api/tenant/invitations', w.tenant.token)).json()).toEqual([]);
    expect((await answer(w.tenant.token, link.id, 'accept', { token: link.token })).statusCode).toBe(410);
    expect(await landlordView(w.landlordB.token, w.tenancy.id)).toMatchObject({
      userId: null,
      invitation: { status: 'expired' },
    });

    // The landlord sends it again: a new link works, the old one stays gone.
    const resent = await t.call('POST', `/api/tenants/${w.tenancy.id}/invitation`, w.landlordB.token, {});
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      account: 'invitation_sent',
      tenant: { invitation: { status: 'pending' } },
    });
    const fresh = await invitationLink(w.tenant.user.email);
    expect(fresh.id).not.toBe(link.id);
    expect((await answer(w.tenant.token, link.id, 'accept', { token: link.token })).statusCode).toBe(410);
    // From the dashboard list, without the e-mail's token, the invited account itself may answer.
    expect((await answer(w.tenant.token, fresh.id, 'accept')).statusCode).toBe(200);
    expect(await myTenancies(w.tenant.token)).toContain(w.tenancy.id);
  });

  it('declining leaves the tenancy unlinked and tells the landlord, who sees it declined', async () => {
    const w = await world();
    const link = await invitationLink(w.tenant.user.email);
    const declined = await answer(w.tenant.token, link.id, 'decline', { token: link.token });
    expect(declined.statusCode).toBe(200);
    expect(await myTenancies(w.tenant.token)).toEqual([w.homeTenancy.id]);
    const seen = await landlordView(w.landlordB.token, w.tenancy.id);
    expect(seen).toMatchObject({ userId: null, invitation: { status: 'declined' } });
    expect(seen.invitation!.respondedAt).not.toBeNull();
    const [notice] = await t.mailsTo(w.landlordB.user.email, 'tenancy_invitation_declined');
    expect(notice!.textBody).toContain('Seren Hughes declined the invitation');
    expect((await answer(w.tenant.token, link.id, 'accept', { token: link.token })).statusCode).toBe(410);
    // A landlord's edit GET → PUT round trip carries the invitation state back unchanged.
    const put = await t.call('PUT', `/api/tenants/${w.tenancy.id}`, w.landlordB.token, seen);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      account: 'unchanged',
      tenant: { invitation: { status: 'declined' } },
    });
  });

  it('a changed e-mail withdraws the open invitation; a new address still makes and links a new account', async () => {
    const w = await world();
    const link = await invitationLink(w.tenant.user.email);
    const changed = await t.call(
      'PUT',
      `/api/tenants/${w.tenancy.id}`,
      w.landlordB.token,
      tenantBody({
        email: 'brand.new.person@example.test',
        leaseStart: '2026-01-01',
        leaseEnd: '2027-12-31',
      }),
    );
    expect(changed.json()).toMatchObject({ account: 'invited', tenant: { invitation: null } });
    expect(changed.json().tenant.userId).toEqual(expect.any(Number));
    expect((await answer(w.tenant.token, link.id, 'accept', { token: link.token })).statusCode).toBe(410);
    expect(await myTenancies(w.tenant.token)).toEqual([w.homeTenancy.id]);

    // The person who owns the new address sets a password from the link and sees the tenancy.
    const [mail] = await t.mailsTo('brand.new.person@example.test', 'tenant_invitation');
    const reset = linkFromMail(mail!.textBody);
    const set = await t.api({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: reset.token,
        userId: reset.userId,
        password: 'Windsor-Court-2468',
        confirmPassword: 'Windsor-Court-2468',
      },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.login('brand.new.person@example.test', 'Windsor-Court-2468');
    expect(await myTenancies(login.json().token as string)).toEqual([w.tenancy.id]);
  });
});
