import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Communication } from '@shared/communications';
import { expectEachRefused } from '../../../../tests/setup/access';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { communications } from '../../db/schema';
import {
  insertCommunication,
  insertProperty,
  insertTenant,
  signedInPeople,
} from '../../../../tests/setup/factories';
import { TENANT_NOT_AT_PROPERTY } from './communications.service';

const fields = (overrides: Record<string, unknown> = {}) => ({
  communicationType: 'email',
  direction: 'inbound',
  subject: 'Leaking tap',
  content: 'The kitchen tap drips all night.',
  date: '2026-03-02T09:30:00.000Z',
  ...overrides,
});

describe('communications API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let admin: Signed;
  let property: { id: number };
  let tenant: { id: number; propertyId: number };
  let secondTenant: { id: number; propertyId: number };
  let theirs: { id: number; propertyId: number };

  const row = async (id: number) =>
    (await t.db.select().from(communications).where(eq(communications.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    ({ landlord, otherLandlord: other, tenant: tenantUser, admin } = await signedInPeople(t));
    property = await insertProperty(t.db, landlord.user.id);
    tenant = await insertTenant(t.db, property.id);
    secondTenant = await insertTenant(t.db, property.id);
    const theirProperty = await insertProperty(t.db, other.user.id);
    theirs = await insertTenant(t.db, theirProperty.id);
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    let mine: number;
    let foreign: number;
    beforeAll(async () => {
      mine = (await insertCommunication(t.db, tenant)).id;
      foreign = (await insertCommunication(t.db, theirs)).id;
    });
    const calls = (): [string, string, unknown][] => [
      ['GET', '/api/communications', undefined],
      ['POST', '/api/communications', { tenantId: tenant.id, propertyId: property.id, ...fields() }],
      ['PUT', `/api/communications/${mine}`, fields()],
      ['DELETE', `/api/communications/${mine}`, undefined],
    ];
    it('answers 401 signed out and 403 to a tenant', async () => {
      await expectEachRefused(t, calls(), undefined, 401);
      await expectEachRefused(t, calls(), tenantUser.token, 403);
      expect(await row(mine)).toBeDefined();
    });
    it("answers 404 for another landlord's communication, by path", async () => {
      expect(
        (await t.call('PUT', `/api/communications/${foreign}`, landlord.token, fields())).statusCode,
      ).toBe(404);
      const res = await t.call('DELETE', `/api/communications/${foreign}`, landlord.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Communication not found');
      expect(await row(foreign)).toBeDefined();
    });
    it("answers 404 for another landlord's tenant or property in the body and the query", async () => {
      const byTenant = await t.call('POST', '/api/communications', landlord.token, {
        tenantId: theirs.id,
        propertyId: property.id,
        ...fields(),
      });
      expect(byTenant.statusCode).toBe(404);
      expect(byTenant.json().message).toBe('Tenant not found');
      const byProperty = await t.call('POST', '/api/communications', landlord.token, {
        tenantId: theirs.id,
        propertyId: theirs.propertyId,
        ...fields(),
      });
      expect(byProperty.statusCode).toBe(404);
      expect(byProperty.json().message).toBe('Property not found');
      expect(
        (await t.call('GET', `/api/communications?tenantId=${theirs.id}`, landlord.token)).statusCode,
      ).toBe(404);
      expect(
        (await t.call('GET', `/api/communications?propertyId=${theirs.propertyId}`, landlord.token))
          .statusCode,
      ).toBe(404);
    });
    it('lets an admin reach everything', async () => {
      const list = await t.call('GET', '/api/communications', admin.token);
      expect(list.json<Communication[]>().map((c) => c.id)).toEqual(expect.arrayContaining([mine, foreign]));
      const made = await t.call('POST', '/api/communications', admin.token, {
        tenantId: theirs.id,
        propertyId: theirs.propertyId,
        ...fields(),
      });
      expect(made.statusCode).toBe(201);
      expect(made.json().userId).toBe(admin.user.id);
      expect(
        (
          await t.call('PUT', `/api/communications/${foreign}`, admin.token, fields({ subject: 'By admin' }))
        ).json().subject,
      ).toBe('By admin');
      expect((await t.call('DELETE', `/api/communications/${made.json().id}`, admin.token)).statusCode).toBe(
        200,
      );
    });
  });

  describe('POST /api/communications', () => {
    it('logs a communication by the actor (201)', async () => {
      const res = await t.call('POST', '/api/communications', landlord.token, {
        tenantId: tenant.id,
        propertyId: property.id,
        ...fields({ attachmentUrl: 'https://example.com/letter.pdf' }),
      });
      expect(res.statusCode).toBe(201);
      const body = res.json<Communication>();
      expect(body).toMatchObject({
        tenantId: tenant.id,
        propertyId: property.id,
        userId: landlord.user.id,
        communicationType: 'email',
        direction: 'inbound',
        subject: 'Leaking tap',
        attachmentUrl: 'https://example.com/letter.pdf',
        date: '2026-03-02T09:30:00.000Z',
      });
      const dateOnly = await t.call('POST', '/api/communications', landlord.token, {
        tenantId: tenant.id,
        propertyId: property.id,
        ...fields({ date: '2026-03-05', attachmentUrl: '' }),
      });
      expect(dateOnly.json()).toMatchObject({ date: '2026-03-05T00:00:00.000Z', attachmentUrl: null });
    });

    it("refuses a tenant of another of the actor's properties", async () => {
      const second = await insertProperty(t.db, landlord.user.id);
      const res = await t.call('POST', '/api/communications', landlord.token, {
        tenantId: tenant.id,
        propertyId: second.id,
        ...fields(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ tenantId: TENANT_NOT_AT_PROPERTY });
    });

    it.each([
      ['subject', 'a', 'Subject must be at least 2 characters'],
      ['subject', undefined, 'Subject must be at least 2 characters'],
      ['content', 'short', 'Content must be at least 10 characters'],
      ['communicationType', 'fax', 'Please select a communication type'],
      ['direction', 'sideways', 'Please select a direction'],
      ['date', undefined, 'Date is required'],
      ['date', 'yesterday', 'Date is required'],
      ['attachmentUrl', 'not a url', 'Attachment must be a web address'],
      ['tenantId', 0, 'Please select a tenant'],
      ['propertyId', -1, 'Please select a property'],
    ])('refuses %s = %j with "%s"', async (field, value, message) => {
      const res = await t.call('POST', '/api/communications', landlord.token, {
        tenantId: tenant.id,
        propertyId: property.id,
        ...fields(),
        [field]: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    });

    it('refuses fields a caller may not set', async () => {
      for (const extra of [{ userId: other.user.id }, { id: 3 }, { createdAt: '2026-01-01T00:00:00Z' }]) {
        const res = await t.call('POST', '/api/communications', landlord.token, {
          tenantId: tenant.id,
          propertyId: property.id,
          ...fields(),
          ...extra,
        });
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      }
    });
  });

  describe('GET /api/communications', () => {
    it("lists the actor's communications newest first by date, filtered and paged", async () => {
      const mine = await t.signedIn({ userType: 'landlord' });
      const p = await insertProperty(t.db, mine.user.id);
      const a = await insertTenant(t.db, p.id);
      const b = await insertTenant(t.db, p.id);
      await insertCommunication(t.db, a, { subject: 'Oldest', date: new Date('2026-01-01T00:00:00Z') });
      await insertCommunication(t.db, b, { subject: 'Middle', date: new Date('2026-02-01T00:00:00Z') });
      await insertCommunication(t.db, a, { subject: 'Newest', date: new Date('2026-03-01T00:00:00Z') });
      await insertCommunication(t.db, theirs, { subject: 'Not mine' });
      const subjects = (res: { json: () => Communication[] }) => res.json().map((c) => c.subject);

      const all = await t.call('GET', '/api/communications', mine.token);
      expect(subjects(all)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(all.headers['x-total-count']).toBe('3');
      expect(subjects(await t.call('GET', `/api/communications?tenantId=${a.id}`, mine.token))).toEqual([
        'Newest',
        'Oldest',
      ]);
      expect(
        subjects(await t.call('GET', `/api/communications?propertyId=${p.id}&tenantId=${b.id}`, mine.token)),
      ).toEqual(['Middle']);
      const page = await t.call('GET', '/api/communications?limit=1&offset=1', mine.token);
      expect(subjects(page)).toEqual(['Middle']);
      expect(page.headers['x-total-count']).toBe('3');
      const past = await t.call('GET', '/api/communications?offset=9', mine.token);
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('3');
      expect((await t.call('GET', '/api/communications?tenantId=abc', mine.token)).statusCode).toBe(400);
    });
  });

  describe('PUT and DELETE /api/communications/{id}', () => {
    it('updates the fields, never the tenant, property or author', async () => {
      const made = await insertCommunication(t.db, tenant);
      const res = await t.call(
        'PUT',
        `/api/communications/${made.id}`,
        landlord.token,
        fields({
          subject: 'Tap fixed',
          direction: 'outbound',
          communicationType: 'visit',
          date: '2026-03-10',
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: made.id,
        subject: 'Tap fixed',
        direction: 'outbound',
        communicationType: 'visit',
        date: '2026-03-10T00:00:00.000Z',
        tenantId: tenant.id,
      });
      // CONTRACT §5: the record's own values come back ignored; different ones are refused, named.
      for (const extra of [
        { tenantId: secondTenant.id },
        { propertyId: property.id + 1000 },
        { userId: 1 },
      ]) {
        const refused = await t.call('PUT', `/api/communications/${made.id}`, landlord.token, {
          ...fields(),
          ...extra,
        });
        expect(refused.statusCode).toBe(400);
        expect(Object.keys(refused.json().errors)).toEqual(Object.keys(extra));
      }
      const same = await t.call('PUT', `/api/communications/${made.id}`, landlord.token, {
        ...fields(),
        tenantId: tenant.id,
        propertyId: property.id,
      });
      expect(same.statusCode, same.body).toBe(200);
      const bad = await t.call(
        'PUT',
        `/api/communications/${made.id}`,
        landlord.token,
        fields({ content: 'short' }),
      );
      expect(bad.json().errors).toEqual({ content: 'Content must be at least 10 characters' });
    });

    it('deletes', async () => {
      const made = await insertCommunication(t.db, tenant);
      const res = await t.call('DELETE', `/api/communications/${made.id}`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Communication deleted.' });
      expect(await row(made.id)).toBeUndefined();
      expect((await t.call('DELETE', `/api/communications/${made.id}`, landlord.token)).statusCode).toBe(404);
    });
  });
});
