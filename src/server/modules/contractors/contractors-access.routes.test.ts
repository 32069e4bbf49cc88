/** Contractors: who may call, what a body must hold, and what an admin may do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contractor } from '@shared/contractors';
import { addDays } from '@shared/dates';
import { expectEachRefused } from '../../../../tests/setup/access';
import { createTestApp, type Method, type Signed } from '../../../../tests/setup/test-app';
import { body, contractorsWorld, nextYear } from '../../../../tests/setup/worlds/contractors';
import { contractors } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, other, tenantUser, admin, create, rowOf, certificateRowsOf, contractorsOf } =
  await contractorsWorld(t);

describe('contractors API', () => {
  describe('who may call', () => {
    let contractorId: number;
    beforeAll(async () => {
      contractorId = (await create(landlord.token, { name: 'Who May Call Ltd' })).id;
    });
    const calls = (): [Method, string, unknown][] => [
      ['GET', '/api/contractors', undefined],
      ['POST', '/api/contractors', body()],
      ['PUT', `/api/contractors/${contractorId}`, body()],
      ['DELETE', `/api/contractors/${contractorId}`, undefined],
    ];

    it('needs a sign-in (401)', async () => {
      await expectEachRefused(t, calls(), undefined, 401);
    });

    it('refuses a tenant (403), even with a body that would not validate, and changes nothing', async () => {
      await expectEachRefused(t, calls(), tenantUser.token, 403);
      const invalid = await t.call('POST', '/api/contractors', tenantUser.token, { name: '' });
      expect(invalid.statusCode).toBe(403);
      expect(await contractorsOf(tenantUser.user.id)).toEqual([]);
      expect((await rowOf(contractorId))?.archivedAt).toBeNull();
    });

    it("answers 404 for another landlord's contractor and leaves it as it was", async () => {
      const put = await t.call(
        'PUT',
        `/api/contractors/${contractorId}`,
        other.token,
        body({ name: 'Taken Over' }),
      );
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ code: 'not_found', message: 'Contractor not found' });
      const del = await t.call('DELETE', `/api/contractors/${contractorId}`, other.token);
      expect(del.statusCode).toBe(404);
      const row = await rowOf(contractorId);
      expect(row?.name).toBe('Who May Call Ltd');
      expect(row?.archivedAt).toBeNull();
    });

    it("answers 404 to a landlord naming another landlord's directory; their own id is fine", async () => {
      const theirs = await t.call('GET', `/api/contractors?landlordId=${landlord.user.id}`, other.token);
      expect(theirs.statusCode).toBe(404);
      const post = await t.call(
        'POST',
        `/api/contractors?landlordId=${landlord.user.id}`,
        other.token,
        body(),
      );
      expect(post.statusCode).toBe(404);
      expect(await contractorsOf(other.user.id)).toEqual([]);
      const own = await t.call('GET', `/api/contractors?landlordId=${landlord.user.id}`, landlord.token);
      expect(own.statusCode).toBe(200);
      expect(own.json<Contractor[]>().map((c) => c.id)).toContain(contractorId);
    });

    it('answers 404 for an unknown contractor', async () => {
      expect((await t.call('PUT', '/api/contractors/999999', landlord.token, body())).statusCode).toBe(404);
      expect((await t.call('DELETE', '/api/contractors/999999', admin.token)).statusCode).toBe(404);
      expect((await t.call('DELETE', '/api/contractors/abc', landlord.token)).statusCode).toBe(400);
    });
  });

  describe('validation', () => {
    // Their own landlord, whose directory must stay empty through every refused call.
    let filler: Signed;
    beforeAll(async () => {
      filler = await t.signedIn({ userType: 'landlord' });
    });
    const refused = async (payload: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/contractors', filler.token, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(await contractorsOf(filler.user.id)).toEqual([]);
      return res.json<{ message: string; errors: Record<string, string> }>().errors;
    };

    it.each([[undefined], [''], ['  x  '], [42]])('refuses a name of %j', async (name) => {
      expect((await refused(body({ name }))).name).toBe('Name must be at least 2 characters');
    });

    it.each([[undefined], [''], ['plasterer']])('refuses a trade of %j', async (trade) => {
      expect((await refused(body({ trade }))).trade).toBe('Please select a trade');
    });

    it('refuses a bad e-mail address', async () => {
      expect((await refused(body({ email: 'not-an-email' }))).email).toBe(
        'Please enter a valid email address',
      );
    });

    it('refuses the same certificate kind twice', async () => {
      const errors = await refused(
        body({
          certificates: [
            { kind: 'insurance', expiresOn: nextYear },
            { kind: 'insurance', expiresOn: addDays(nextYear, 10) },
          ],
        }),
      );
      expect(errors.certificates).toBe('Each certificate once');
    });

    it.each([[undefined], [''], ['2026-02-30'], ['14/10/2027']])(
      'refuses a certificate expiry of %j',
      async (expiresOn) => {
        const errors = await refused(body({ certificates: [{ kind: 'insurance', expiresOn }] }));
        expect(errors['certificates.0.expiresOn']).toBe('Expiry date is required');
      },
    );

    it('refuses an unknown certificate kind and unknown fields', async () => {
      const kind = await refused(body({ certificates: [{ kind: 'driving_licence', expiresOn: nextYear }] }));
      expect(kind['certificates.0.kind']).toBe('Please select a certificate');
      await refused(body({ landlordId: landlord.user.id }));
    });

    it('refuses an invalid edit and keeps the stored contractor and certificates', async () => {
      const created = await create(landlord.token, { name: 'Unchanged Roofing', trade: 'roofing' });
      const res = await t.call(
        'PUT',
        `/api/contractors/${created.id}`,
        landlord.token,
        body({ name: 'Changed', certificates: [{ kind: 'insurance', expiresOn: '2027-13-01' }] }),
      );
      expect(res.statusCode).toBe(400);
      expect((await rowOf(created.id))?.name).toBe('Unchanged Roofing');
      expect(await certificateRowsOf(created.id)).toHaveLength(1);
    });
  });

  describe('an admin', () => {
    it('must choose the landlord when listing or adding', async () => {
      const list = await t.call('GET', '/api/contractors', admin.token);
      expect(list.statusCode).toBe(400);
      expect(list.json()).toMatchObject({
        message: 'Choose the landlord',
        errors: { landlordId: 'Choose the landlord' },
      });
      const before = await t.db.select({ id: contractors.id }).from(contractors);
      const post = await t.call('POST', '/api/contractors', admin.token, body());
      expect(post.statusCode).toBe(400);
      expect(post.json().errors.landlordId).toBe('Choose the landlord');
      expect(await t.db.select({ id: contractors.id }).from(contractors)).toEqual(before);
      expect((await t.call('GET', '/api/contractors?landlordId=', admin.token)).statusCode).toBe(400);
    });

    it('cannot add to the directory of an account that is not a landlord', async () => {
      for (const id of [tenantUser.user.id, admin.user.id, 999_999]) {
        const res = await t.call('POST', `/api/contractors?landlordId=${id}`, admin.token, body());
        expect(res.statusCode, String(id)).toBe(400);
        expect(res.json().errors.landlordId).toBe('landlordId must name a landlord');
      }
      expect(await contractorsOf(tenantUser.user.id)).toEqual([]);
    });

    it("lists, adds to, changes and removes from a landlord's directory", async () => {
      const owner = await t.signedIn({ userType: 'landlord' });
      const mine = await create(owner.token, { name: 'Owner Added' });
      const added = await create(admin.token, { name: 'Admin Added' }, `?landlordId=${owner.user.id}`);
      expect(added.landlordId).toBe(owner.user.id);

      const list = await t.call('GET', `/api/contractors?landlordId=${owner.user.id}`, admin.token);
      expect(list.statusCode).toBe(200);
      expect(list.json<Contractor[]>().map((c) => c.id)).toEqual([added.id, mine.id]);
      // The landlord sees what the admin added.
      const own = await t.call('GET', '/api/contractors', owner.token);
      expect(own.json<Contractor[]>().map((c) => c.id)).toEqual([added.id, mine.id]);

      const put = await t.call(
        'PUT',
        `/api/contractors/${mine.id}`,
        admin.token,
        body({ name: 'Renamed By Admin' }),
      );
      expect(put.statusCode).toBe(200);
      expect(put.json<Contractor>()).toMatchObject({ name: 'Renamed By Admin', landlordId: owner.user.id });
      expect((await t.call('DELETE', `/api/contractors/${added.id}`, admin.token)).statusCode).toBe(200);
      expect((await rowOf(added.id))?.archivedAt).toBeInstanceOf(Date);
    });
  });
});
