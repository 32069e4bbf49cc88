import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorCertificates, contractors, maintenanceRequests } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { expectRefused, recordContract, withField } from '../support/record-contract';
import { insertContractor, insertProperty, insertRequest, insertTenant } from '../setup/factories';

type Contractor = { id: number; certificates: { kind: string; expiresOn: string; state: string }[] };

/**
 * CONTRACT.md §5 on PUT /api/contractors/{id}: the record is an item of GET /api/contractors,
 * whose certificates carry a computed `state` the body's certificates do not take.
 */
describe('a contractor, read from the directory and sent back whole', () => {
  let t: TestApp;
  let landlord: { token: string; user: { id: number } };
  let stranger: { token: string };
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await t.signedIn({ userType: 'landlord' });
    stranger = await t.signedIn({ userType: 'landlord' });
    id = (
      await insertContractor(t.db, landlord.user.id, {
        trade: 'gas',
        certificates: [
          { kind: 'gas_safe', expiresOn: '2099-01-01' },
          { kind: 'insurance', expiresOn: '2000-01-01' },
        ],
      })
    ).id;
  });
  afterAll(() => t.close());

  const read = async (): Promise<Contractor & Record<string, unknown>> => {
    const res = await t.api({ method: 'GET', url: '/api/contractors', token: landlord.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as (Contractor & Record<string, unknown>)[]).find((c) => c.id === id)!;
  };
  const stored = async () => ({
    row: (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0],
    certificates: await t.db
      .select({ kind: contractorCertificates.kind, expiresOn: contractorCertificates.expiresOn })
      .from(contractorCertificates)
      .where(eq(contractorCertificates.contractorId, id))
      .orderBy(asc(contractorCertificates.kind)),
  });
  const put = (payload: Record<string, unknown>, token = landlord.token) =>
    t.api({ method: 'PUT', url: `/api/contractors/${id}`, token, payload });

  recordContract({
    t: () => t,
    method: 'PUT',
    url: () => `/api/contractors/${id}`,
    token: () => landlord.token,
    read,
    stored,
    edit: {
      field: 'name',
      value: (n) => `Dai the Gas ${n}`,
      isStored: (s, value) => (s as Awaited<ReturnType<typeof stored>>).row!.name === value,
    },
    readOnly: [
      ['id', 999_999],
      ['landlordId', 999_999],
      ['createdAt', '2001-01-01T00:00:00.000Z'],
      ['state', 'green'],
      ['canTakeWork', true],
      ['blockedReason', null],
      ['certificates.0.state', 'amber'],
    ],
    text: 'certificates.0.reference',
    date: 'certificates.0.expiresOn',
    stranger: () => stranger.token,
  });

  it('takes a certificate back with its state when its date is edited, and works out the new state', async () => {
    const record = await read();
    const insurance = record.certificates.findIndex((c) => c.kind === 'insurance');
    expect(record.certificates[insurance]!.state).toBe('red');
    const res = await put(withField(record, `certificates.${insurance}.expiresOn`, '2098-06-30'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().certificates[insurance]).toMatchObject({ expiresOn: '2098-06-30', state: 'green' });
    expect(res.json().canTakeWork).toBe(true);
  });

  it('matches a certificate sent back by its kind, so one removed from the list does not shift the others', async () => {
    const record = await read();
    const [first, ...rest] = record.certificates;
    const res = await put({ ...record, certificates: rest });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored()).certificates.map((c) => c.kind)).not.toContain(first!.kind);
    // Added back as a new certificate (no state: the record no longer has one to compare with).
    const again = await read();
    const added = { kind: first!.kind, expiresOn: first!.expiresOn };
    const back = await put({ ...again, certificates: [...again.certificates, added] });
    expect(back.statusCode, back.body).toBe(200);
    // A certificate the record does not have cannot carry a state to compare.
    const now = await read();
    const extra = { kind: 'electrical', expiresOn: '2099-01-01', state: 'green' };
    const stale = await put({ ...now, certificates: [...now.certificates, extra] });
    expectRefused(stale, `certificates.${now.certificates.length}.state`);
  });

  it('refuses an unknown field inside a certificate, naming it', async () => {
    const res = await put(withField(await read(), 'certificates.0.colour', 'blue'));
    expectRefused(res, 'certificates.0.colour');
  });

  describe('deleting a contractor', () => {
    it('archives rather than deletes (by design), so the repairs they did still name them', async () => {
      const property = await insertProperty(t.db, landlord.user.id);
      const tenancy = await insertTenant(t.db, property.id);
      const gone = await insertContractor(t.db, landlord.user.id, { name: 'Old Plumber' });
      const repair = await insertRequest(t.db, tenancy, { contractorId: gone.id });

      expect(
        (await t.api({ method: 'DELETE', url: `/api/contractors/${gone.id}`, token: stranger.token }))
          .statusCode,
      ).toBe(404);
      const res = await t.api({
        method: 'DELETE',
        url: `/api/contractors/${gone.id}`,
        token: landlord.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.db.select().from(contractors).where(eq(contractors.id, gone.id));
      expect(row!.archivedAt).not.toBeNull();
      const [job] = await t.db
        .select()
        .from(maintenanceRequests)
        .where(eq(maintenanceRequests.id, repair.id));
      expect(job!.contractorId).toBe(gone.id);
      const list = await t.api({ method: 'GET', url: '/api/contractors', token: landlord.token });
      expect((list.json() as { id: number }[]).map((c) => c.id)).not.toContain(gone.id);
    });
  });
});
