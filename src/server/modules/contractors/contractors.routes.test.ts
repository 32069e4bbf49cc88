/** Contractors: a landlord's directory, certificate states, and who can take a job. */
import { afterAll, describe, expect, it } from 'vitest';
import type { Contractor } from '@shared/contractors';
import { addDays } from '@shared/dates';
import { createTestApp } from '../../../../tests/setup/test-app';
import {
  body,
  contractorsWorld,
  nextYear,
  today,
  yesterday,
} from '../../../../tests/setup/worlds/contractors';
import { loadAssignableContractor } from './contractors.service';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, other, create, rowOf, certificateRowsOf } = await contractorsWorld(t);

describe('contractors API', () => {
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
