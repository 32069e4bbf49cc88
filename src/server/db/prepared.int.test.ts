import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { insertProperty } from '../../../tests/setup/factories';
import { isoTimestamp } from './iso-timestamp';
import { auditedDb } from './audited-db';
import { preparedQuery } from './prepared';
import { properties, users } from './schema';

/**
 * Prepared reads map their rows with a mapper made once (flatRows): the objects must be exactly
 * Drizzle's own, for every kind of field, null or not, on both databases.
 */
describe('prepared reads', () => {
  let t: TestApp;
  let landlordId: number;

  beforeAll(async () => {
    t = await createTestApp();
    landlordId = (await t.signedIn({ userType: 'landlord' })).user.id;
    await insertProperty(t.db, landlordId, {
      title: 'Flat 1, Cathedral Road',
      availableFrom: '2026-12-01',
      hasSmokeAlarms: true,
      archivedAt: new Date('2026-11-20T10:11:12.345Z'),
    });
    await insertProperty(t.db, landlordId, { title: 'Tŷ Bach 🏠', availableFrom: null, archivedAt: null });
  });
  afterAll(() => t.close());

  const fields = {
    id: properties.id,
    title: properties.title,
    price: properties.price,
    availableFrom: properties.availableFrom,
    hasSmokeAlarms: properties.hasSmokeAlarms,
    status: properties.status,
    archivedAt: properties.archivedAt,
    createdAt: properties.createdAt,
    archivedText: isoTimestamp(properties.archivedAt),
    doubled: sql<number>`${properties.price} * 2`.mapWith(Number),
    asText: sql<string>`${properties.price}::text`,
    landlordName: users.fullName,
  };
  const select = (db: TestApp['db']) =>
    db
      .select(fields)
      .from(properties)
      .innerJoin(users, eq(users.id, properties.landlordId))
      .where(eq(properties.landlordId, sql.placeholder('landlordId')))
      .orderBy(properties.id);

  it('answers a flat select with the very objects Drizzle makes', async () => {
    const query = preparedQuery('prepared_test_flat', (db, _shape: 'any', name) => select(db).prepare(name));
    const drizzles = await select(t.db).execute({ landlordId });
    const ours = await query(t.db, 'any').execute({ landlordId });
    expect(drizzles).toHaveLength(2);
    expect(ours).toEqual(drizzles);
    expect(ours[0]!.archivedAt).toBeInstanceOf(Date);
    expect(ours[1]).toMatchObject({ availableFrom: null, archivedAt: null, archivedText: null });
    expect(Object.keys(ours[0]!)).toEqual(Object.keys(fields));
  });

  it('leaves a nested select to Drizzle, with the same answer', async () => {
    const nested = (db: TestApp['db']) =>
      db
        .select({ id: properties.id, landlord: { id: users.id, name: users.fullName } })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.landlordId))
        .where(eq(properties.landlordId, sql.placeholder('landlordId')))
        .orderBy(properties.id);
    const query = preparedQuery('prepared_test_nested', (db, _shape: 'any', name) =>
      nested(db).prepare(name),
    );
    const ours = await query(t.db, 'any').execute({ landlordId });
    expect(ours).toEqual(await nested(t.db).execute({ landlordId }));
    expect(ours[0]!.landlord).toEqual({ id: landlordId, name: expect.any(String) });
  });

  it("is built once for all requests: a request's database shares the plain one's statements", async () => {
    let builds = 0;
    const query = preparedQuery('prepared_test_shared', (db, _shape: 'any', name) => {
      builds += 1;
      return select(db).prepare(name);
    });
    const asLandlord = () => auditedDb(t.db, () => ({ actorId: landlordId, ip: '203.0.113.9' }));
    const first = query(asLandlord(), 'any');
    expect(query(asLandlord(), 'any')).toBe(first);
    expect(query(t.db, 'any')).toBe(first);
    expect(builds).toBe(1);
    expect(await first.execute({ landlordId })).toHaveLength(2);
  });

  it('refuses to prepare a write: it would run on the plain database, unaudited', () => {
    const write = preparedQuery('prepared_test_write', (db, _shape: 'any', name) =>
      db
        .update(properties)
        .set({ title: sql`${sql.placeholder('title')}` })
        .where(eq(properties.id, sql.placeholder('id')))
        .prepare(name),
    );
    expect(() =>
      write(
        auditedDb(t.db, () => ({ actorId: landlordId, ip: null })),
        'any',
      ),
    ).toThrow('preparedQuery prepared_test_write is not a select');
  });
});
