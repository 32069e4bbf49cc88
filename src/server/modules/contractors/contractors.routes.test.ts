import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contractor } from '@shared/contractors';
import { addDays, todayInLondon } from '@shared/dates';
import { createTestApp, type Signed, type TestApp } from '../../../../tests/setup/test-app';
import { contractorCertificates, contractors } from '../../db/schema';
import { loadAssignableContractor } from './contractors.service';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const today = todayInLondon();
const nextYear = addDays(today, 365);
const yesterday = addDays(today, -1);

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dafydd Plumbing',
  trade: 'plumbing',
  phone: '07700 900456',
  email: 'dafydd@example.test',
  certificates: [{ kind: 'insurance', reference: 'PL-123', expiresOn: nextYear }],
  ...overrides,
});

describe('contractors API', () => {
  let t: TestApp;
  let landlord: Signed;
  let other: Signed;
  let tenantUser: Signed;
  let admin: Signed;

  const create = async (token: string, overrides: Record<string, unknown> = {}, query = '') => {
    const res = await t.call('POST', `/api/contractors${query}`, token, body(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Contractor>();
  };
  const rowOf = async (id: number) =>
    (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0];
  const certificateRowsOf = (id: number) =>
    t.db.select().from(contractorCertificates).where(eq(contractorCertificates.contractorId, id));
  const contractorsOf = (landlordId: number) =>
    t.db.select().from(contractors).where(eq(contractors.landlordId, landlordId));

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    other = await t.signedIn({ userType: 'landlord' });
    tenantUser = await t.signedIn({ userType: 'tenant' });
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(() => t.close());

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
      for (const [method, url, payload] of calls()) {
        const res = await t.call(method, url, undefined, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe('unauthenticated');
      }
    });

    it('refuses a tenant (403), even with a body that would not validate, and changes nothing', async () => {
      for (const [method, url, payload] of calls()) {
        const res = await t.call(method, url, tenantUser.token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
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

  describe('creating, listing, changing and removing', () => {
    it('creates one with its certificates (201), tidying the input', async () => {
      const res = await t.call('POST', '/api/contractors', landlord.token, {
        name: '  Cardiff Gas Services  ',
        trade: 'gas',
        phone: '',
        email: ' Office@CardiffGas.example ',
        certificates: [
          { kind: 'insurance', reference: '', expiresOn: nextYear },
          { kind: 'gas_safe', reference: ' 123456 ', expiresOn: addDays(today, 200) },
        ],
      });
      expect(res.statusCode).toBe(201);
      const created = res.json<Contractor>();
      expect(created).toEqual({
        id: expect.any(Number),
        landlordId: landlord.user.id,
        name: 'Cardiff Gas Services',
        trade: 'gas',
        phone: null,
        email: 'office@cardiffgas.example',
        // In the shared order of kinds, whatever order they were sent in.
        certificates: [
          { kind: 'gas_safe', reference: '123456', expiresOn: addDays(today, 200), state: 'green' },
          { kind: 'insurance', reference: null, expiresOn: nextYear, state: 'green' },
        ],
        state: 'green',
        canTakeWork: true,
        blockedReason: null,
        createdAt: expect.any(String),
      });
      const stored = await certificateRowsOf(created.id);
      expect(stored.map((c) => c.kind).sort()).toEqual(['gas_safe', 'insurance']);
    });

    it("lists only the landlord's own current contractors, by name, with paging and X-Total-Count", async () => {
      const owner = await t.signedIn({ userType: 'landlord' });
      const zed = await create(owner.token, { name: 'Zed Electrics', trade: 'electrical' });
      const able = await create(owner.token, { name: 'able Locks', trade: 'locksmith' });
      const mid = await create(owner.token, { name: 'Morgan & Sons', trade: 'general' });
      const gone = await create(owner.token, { name: 'Barry Removed', trade: 'general' });
      await create(other.token, { name: 'Another Landlord Roofing', trade: 'roofing' });
      expect((await t.call('DELETE', `/api/contractors/${gone.id}`, owner.token)).statusCode).toBe(200);

      const all = await t.call('GET', '/api/contractors', owner.token);
      expect(all.statusCode).toBe(200);
      expect(all.json<Contractor[]>().map((c) => c.id)).toEqual([able.id, mid.id, zed.id]);
      expect(all.headers['x-total-count']).toBe('3');

      const second = await t.call('GET', '/api/contractors?limit=1&offset=1', owner.token);
      expect(second.json<Contractor[]>().map((c) => c.name)).toEqual(['Morgan & Sons']);
      expect(second.headers['x-total-count']).toBe('3');
      const past = await t.call('GET', '/api/contractors?limit=5&offset=10', owner.token);
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe('3');
      expect((await t.call('GET', '/api/contractors?limit=501', owner.token)).statusCode).toBe(400);

      const fresh = await t.signedIn({ userType: 'landlord' });
      const empty = await t.call('GET', '/api/contractors', fresh.token);
      expect(empty.json()).toEqual([]);
      expect(empty.headers['x-total-count']).toBe('0');
    });

    it('replaces the details and the whole certificate set', async () => {
      const created = await create(landlord.token, {
        name: 'Sparks Ltd',
        trade: 'electrical',
        certificates: [
          { kind: 'electrical', reference: 'NICEIC-1', expiresOn: nextYear },
          { kind: 'insurance', reference: 'INS-1', expiresOn: nextYear },
        ],
      });
      const res = await t.call('PUT', `/api/contractors/${created.id}`, landlord.token, {
        name: 'Sparks & Daughters',
        trade: 'general',
        phone: '029 2000 0000',
        email: null,
        certificates: [{ kind: 'insurance', reference: 'INS-2', expiresOn: addDays(nextYear, 30) }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Contractor>()).toMatchObject({
        id: created.id,
        name: 'Sparks & Daughters',
        trade: 'general',
        phone: '029 2000 0000',
        email: null,
        certificates: [{ kind: 'insurance', reference: 'INS-2', expiresOn: addDays(nextYear, 30) }],
        canTakeWork: true,
      });
      const stored = await certificateRowsOf(created.id);
      expect(stored.map((c) => [c.kind, c.reference])).toEqual([['insurance', 'INS-2']]);

      // An empty set clears them all: the contractor can no longer take work.
      const cleared = await t.call('PUT', `/api/contractors/${created.id}`, landlord.token, {
        name: 'Sparks & Daughters',
        trade: 'general',
      });
      expect(cleared.json<Contractor>()).toMatchObject({
        certificates: [],
        state: 'red',
        canTakeWork: false,
      });
      expect(await certificateRowsOf(created.id)).toEqual([]);
    });

    it('removing archives the contractor: gone from the list, kept in the database', async () => {
      const created = await create(landlord.token, { name: 'Soon Gone Pest Control', trade: 'pest_control' });
      const res = await t.call('DELETE', `/api/contractors/${created.id}`, landlord.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Contractor removed.' });
      const row = await rowOf(created.id);
      expect(row?.archivedAt).toBeInstanceOf(Date);
      expect(await certificateRowsOf(created.id)).toHaveLength(1);
      const listed = await t.call('GET', '/api/contractors?limit=500', landlord.token);
      expect(listed.json<Contractor[]>().map((c) => c.id)).not.toContain(created.id);
      expect((await t.call('DELETE', `/api/contractors/${created.id}`, landlord.token)).statusCode).toBe(404);
      expect((await t.call('PUT', `/api/contractors/${created.id}`, landlord.token, body())).statusCode).toBe(
        404,
      );
    });
  });

  describe('certificate states and whether a contractor can take work', () => {
    it('expired insurance: red, cannot take work, with the reason', async () => {
      const c = await create(landlord.token, {
        certificates: [{ kind: 'insurance', reference: null, expiresOn: yesterday }],
      });
      expect(c.certificates[0]?.state).toBe('red');
      expect(c).toMatchObject({
        state: 'red',
        canTakeWork: false,
        blockedReason: `The Public liability insurance expired on ${yesterday}`,
      });
    });

    it('expiring within 30 days: amber, and can still take work', async () => {
      for (const days of [0, 10, 30]) {
        const c = await create(landlord.token, {
          certificates: [{ kind: 'insurance', expiresOn: addDays(today, days) }],
        });
        expect(c, `${days} days`).toMatchObject({ state: 'amber', canTakeWork: true, blockedReason: null });
        expect(c.certificates[0]?.state).toBe('amber');
      }
      const later = await create(landlord.token, {
        certificates: [{ kind: 'insurance', expiresOn: addDays(today, 31) }],
      });
      expect(later.state).toBe('green');
    });

    it('a gas engineer without Gas Safe: red, cannot take work', async () => {
      const c = await create(landlord.token, { name: 'No Gas Safe Heating', trade: 'gas' });
      expect(c).toMatchObject({
        state: 'red',
        canTakeWork: false,
        blockedReason: 'No Gas Safe registration is on file',
      });
      expect(c.certificates.map((x) => x.state)).toEqual(['green']);
    });

    it('the worst needed certificate decides; one the trade does not need does not count', async () => {
      const gas = await create(landlord.token, {
        trade: 'heating',
        certificates: [
          { kind: 'gas_safe', expiresOn: addDays(today, 5) },
          { kind: 'insurance', expiresOn: nextYear },
        ],
      });
      expect(gas).toMatchObject({ state: 'amber', canTakeWork: true });

      const plumber = await create(landlord.token, {
        trade: 'plumbing',
        certificates: [
          { kind: 'gas_safe', expiresOn: yesterday },
          { kind: 'insurance', expiresOn: nextYear },
        ],
      });
      expect(plumber.certificates.map((x) => [x.kind, x.state])).toEqual([
        ['gas_safe', 'red'],
        ['insurance', 'green'],
      ]);
      expect(plumber).toMatchObject({ state: 'green', canTakeWork: true, blockedReason: null });
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

  describe('loadAssignableContractor (for assigning a job)', () => {
    it('returns a current contractor with their certificates', async () => {
      const c = await create(landlord.token, {
        name: 'Ready Gas',
        trade: 'gas',
        certificates: [
          { kind: 'gas_safe', reference: 'GS-9', expiresOn: addDays(today, 3) },
          { kind: 'insurance', expiresOn: nextYear },
        ],
      });
      const loaded = await loadAssignableContractor(t.db, landlord.user.id, c.id, today);
      expect(loaded).toMatchObject({
        id: c.id,
        landlordId: landlord.user.id,
        name: 'Ready Gas',
        trade: 'gas',
      });
      expect(loaded.certificates.map((x) => x.kind).sort()).toEqual(['gas_safe', 'insurance']);
    });

    it('refuses a gas engineer whose Gas Safe has expired (409, with the reason)', async () => {
      const c = await create(landlord.token, {
        name: 'Lapsed Gas',
        trade: 'gas',
        certificates: [
          { kind: 'gas_safe', expiresOn: yesterday },
          { kind: 'insurance', expiresOn: nextYear },
        ],
      });
      await expect(loadAssignableContractor(t.db, landlord.user.id, c.id, today)).rejects.toMatchObject({
        statusCode: 409,
        code: 'conflict',
        message: `The Gas Safe registration expired on ${yesterday}`,
      });
      // The same contractor could have been assigned the day before.
      await expect(
        loadAssignableContractor(t.db, landlord.user.id, c.id, addDays(today, -2)),
      ).resolves.toMatchObject({ id: c.id });
    });

    it("treats another landlord's or a removed contractor as not found (404)", async () => {
      const theirs = await create(other.token, { name: 'Not Yours Plumbing' });
      await expect(loadAssignableContractor(t.db, landlord.user.id, theirs.id, today)).rejects.toMatchObject({
        statusCode: 404,
        code: 'not_found',
        message: 'Contractor not found',
      });
      const removed = await create(landlord.token, { name: 'Removed Plumbing' });
      await t.call('DELETE', `/api/contractors/${removed.id}`, landlord.token);
      await expect(loadAssignableContractor(t.db, landlord.user.id, removed.id, today)).rejects.toMatchObject(
        {
          statusCode: 404,
        },
      );
    });
  });
});
