import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { properties, tenants } from '../../src/server/db/schema';
import { insertProperty, insertRequest, insertTenant, propertyBody } from '../setup/factories';
import { multipart } from '../setup/uploads';

/** CONTRACT.md §5, tried as an outside API client would. */
describe('input tolerance (CONTRACT.md §5)', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let tenant: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
  });
  afterAll(() => t.close());
  const addProperty = (payload: Record<string, unknown>) =>
    t.api({ method: 'POST', url: '/api/properties', token: landlord.token, payload });

  describe('control characters', () => {
    it('refuses a NUL in a login username or a registration name with 400 naming the field', async () => {
      const login = await t.api({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'a\u0000b', password: 'x' },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json().errors).toHaveProperty('username');

      const register = await t.api({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: 'newperson',
          email: 'new@example.com',
          fullName: 'New\u0000Person',
          password: 'Tr1cky-Lettings-Pass',
          userType: 'tenant',
        },
      });
      expect(register.statusCode).toBe(400);
      expect(register.json().errors).toHaveProperty('fullName');
    });

    it('allows line breaks in long text but not in a single-line field', async () => {
      const multiLine = await addProperty(
        propertyBody({ description: 'First line.\r\nSecond line\twith a tab.' }),
      );
      expect(multiLine.statusCode).toBe(201);
      const titled = await addProperty(propertyBody({ title: 'Two lines\nof title' }));
      expect(titled.statusCode).toBe(400);
      expect(titled.json().errors).toHaveProperty('title');
    });

    it('refuses a control character in a multipart text field, naming it, before storing anything', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const res = await t.api({
        method: 'POST',
        url: `/api/properties/${id}/documents`,
        token: landlord.token,
        ...multipart([
          { name: 'title', value: 'Gas\u0000safety' },
          { name: 'documentType', value: 'other' },
          {
            name: 'file',
            filename: 'a.pdf',
            contentType: 'application/pdf',
            data: Buffer.from('%PDF-1.4\n%%EOF\n'),
          },
        ]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('title');
    });

    it('refuses a control character in a query value, naming the parameter, and in a header', async () => {
      const query = await t.api({
        method: 'GET',
        url: '/api/listings?area=Cardiff%00',
        token: landlord.token,
      });
      expect(query.statusCode).toBe(400);
      expect(query.json().errors).toHaveProperty('area');

      const header = await t.api({
        method: 'GET',
        url: '/api/listings',
        headers: { 'idempotency-key': 'abc\u0001' },
      });
      expect(header.statusCode).toBe(400);
      expect(header.json().errors).toHaveProperty('idempotency-key');
    });
  });

  describe('a body of a kind the call does not take', () => {
    it('answers a multipart body to a JSON call 415 with the JSON error body, and changes nothing', async () => {
      const { id } = await insertProperty(t.db, landlord.user.id);
      const before = await t.db.select().from(properties).where(eq(properties.id, id));
      const res = await t.api({
        method: 'PUT',
        url: `/api/properties/${id}`,
        token: landlord.token,
        ...multipart([{ name: 'title', value: 'Renamed by a form' }]),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: 'That type of content is not accepted here.' });
      expect(await t.db.select().from(properties).where(eq(properties.id, id))).toEqual(before);
    });
  });

  describe('numbers are numbers, dates are dates', () => {
    it.each([
      ['true', true],
      ['a string of digits', '95000'],
      ['hexadecimal text', '0x10'],
      ['a fraction', 950.5],
    ])('refuses price as %s and stores nothing', async (_label, price) => {
      const before = await t.db.select().from(properties);
      const res = await addProperty(propertyBody({ price, title: `Priced ${String(price)}` }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('price');
      expect(await t.db.select().from(properties)).toHaveLength(before.length);
    });

    it('refuses a count that is not a JSON integer', async () => {
      const res = await addProperty(propertyBody({ bedroomCount: '2' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('bedroomCount');
    });

    it('refuses year 0000 and other dates outside a sensible range with 400, not 500', async () => {
      for (const availableFrom of ['0000-01-01', '1899-12-31', '2200-01-01', '2026-02-30']) {
        const res = await addProperty(propertyBody({ availableFrom }));
        expect(res.statusCode, availableFrom).toBe(400);
        expect(res.json().errors).toHaveProperty('availableFrom');
      }
    });

    it('refuses query and path numbers written as anything but digits, and ids too big to exist', async () => {
      for (const url of [
        '/api/listings?limit=0x10',
        '/api/listings?minBedrooms=1e1',
        '/api/properties/0x10',
        '/api/properties/99999999999',
      ]) {
        const res = await t.api({ method: 'GET', url, token: landlord.token });
        expect(res.statusCode, url).toBe(400);
      }
    });
  });

  describe('GET → edit → PUT of a whole record', () => {
    let id: number;
    beforeAll(async () => {
      id = (await insertProperty(t.db, landlord.user.id)).id;
    });

    it('takes the record back with its read-only and computed fields unchanged', async () => {
      const record = (
        await t.api({ method: 'GET', url: `/api/properties/${id}`, token: landlord.token })
      ).json();
      const res = await t.api({
        method: 'PUT',
        url: `/api/properties/${id}`,
        token: landlord.token,
        payload: { ...record, title: 'Renamed by a round trip' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().title).toBe('Renamed by a round trip');
    });

    it.each([
      ['id', 999],
      ['landlordId', 999],
      ['createdAt', '2001-01-01T00:00:00.000Z'],
    ])('refuses a changed %s with 400 naming it, and changes nothing', async (field, value) => {
      const record = (
        await t.api({ method: 'GET', url: `/api/properties/${id}`, token: landlord.token })
      ).json();
      const res = await t.api({
        method: 'PUT',
        url: `/api/properties/${id}`,
        token: landlord.token,
        payload: { ...record, title: 'Should not stick', [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
      const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
      expect(row!.title).not.toBe('Should not stick');
    });

    it('refuses any other unknown field, naming it', async () => {
      const res = await t.api({
        method: 'PUT',
        url: `/api/properties/${id}`,
        token: landlord.token,
        payload: { ...propertyBody(), colour: 'blue' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ colour: expect.any(String) });
    });

    it('names an unknown field nested in a list item', async () => {
      const res = await addProperty(
        propertyBody({ combustionRooms: [{ room: 'kitchen', hasCoAlarm: true, extra: 1 }] }),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['combustionRooms.0.extra']);
    });
  });

  describe('deleting a record others refer to', () => {
    it('answers 409 with a clear message when a tenancy has a repair request', async () => {
      const property = await insertProperty(t.db, landlord.user.id);
      const tenancy = await insertTenant(t.db, property.id);
      await insertRequest(t.db, tenancy);
      const res = await t.api({ method: 'DELETE', url: `/api/tenants/${tenancy.id}`, token: landlord.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/repair requests/);
      expect(await t.db.select().from(tenants).where(eq(tenants.id, tenancy.id))).toHaveLength(1);
    });
  });

  describe('sign-in and role before the body', () => {
    it('answers an anonymous POST /api/admin/users with a bad body 401, and a tenant 403', async () => {
      const anonymous = await t.api({ method: 'POST', url: '/api/admin/users', payload: { junk: true } });
      expect(anonymous.statusCode).toBe(401);
      const asTenant = await t.api({
        method: 'POST',
        url: '/api/admin/users',
        token: tenant.token,
        payload: { junk: true },
      });
      expect(asTenant.statusCode).toBe(403);
    });

    it('answers 401 before reading a body that is not even JSON', async () => {
      const res = await t.api({
        method: 'POST',
        url: '/api/properties',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
