import { createRequire } from 'node:module';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

/**
 * pg is patched (patches/pg+8.23.1.patch, applied by `npm install`; issue #19): a plain query
 * config is copied by Object.assign, not a descriptor copy, and rows read as arrays build no object
 * template. Both must change nothing but the cost: these pin what pg 8.23.1 promised before.
 */
const require = createRequire(import.meta.url);
const { normalizeQueryConfig } = require('pg/lib/utils.js') as {
  normalizeQueryConfig: (config: object, values?: unknown, callback?: unknown) => Record<string, unknown>;
};
const Result = require('pg/lib/result.js') as new (rowMode?: string) => {
  addFields(fields: { name: string; dataTypeID: number; format: string }[]): void;
  parseRow(row: (string | null)[]): unknown;
  _prebuiltEmptyResultObject: object | null;
};

const FIELDS = [
  { name: 'id', dataTypeID: 23, format: 'text' },
  { name: 'title', dataTypeID: 25, format: 'text' },
];

describe('the patched pg driver', () => {
  it('is patched: rows read as arrays build no object template, rows read as objects still do', () => {
    const arrays = new Result('array');
    arrays.addFields(FIELDS);
    expect(arrays._prebuiltEmptyResultObject).toBeNull();
    expect(arrays.parseRow(['7', 'Flat 1'])).toEqual([7, 'Flat 1']);

    const objects = new Result();
    objects.addFields(FIELDS);
    expect(objects._prebuiltEmptyResultObject).toEqual({ id: null, title: null });
    expect(objects.parseRow(['7', null])).toEqual({ id: 7, title: null });
  });

  it("copies a plain config, every property kept, and never changes the caller's", () => {
    const types = { getTypeParser: () => (value: string) => value };
    const config = { name: 'q', text: 'select $1', rowMode: 'array', types };
    const callback = () => {};
    const normalized = normalizeQueryConfig(config, [1], callback);
    expect(normalized).toEqual({
      name: 'q',
      text: 'select $1',
      rowMode: 'array',
      types,
      values: [1],
      callback,
    });
    expect(normalized).not.toBe(config);
    expect(config).toEqual({ name: 'q', text: 'select $1', rowMode: 'array', types });
  });

  it('still reads a config that is not a plain object through its prototype', () => {
    class Statement {
      get text() {
        return 'select 1';
      }
    }
    const normalized = normalizeQueryConfig(new Statement(), [2]);
    expect(normalized.text).toBe('select 1');
    expect(normalized.values).toEqual([2]);
  });
});

describe('one query config reused by the pool and by a promise-style client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // brianc/node-postgres#2651: a config given a callback once must not turn a later
  // promise-style call into one that answers undefined. The copy is what prevents it.
  it('answers rows both ways, on PostgreSQL', async (context) => {
    if (t.dbHandle.kind !== 'postgres') return context.skip();
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const config = {
      name: 'reused_count',
      text: 'select count(*)::int as n from properties where id > $1',
      values: [0],
    };
    const first = await new Promise<pg.QueryResult>((resolve, reject) =>
      pool.query(config, (error, result) => (error ? reject(error) : resolve(result))),
    );
    const client = await pool.connect();
    try {
      const second = await client.query(config);
      expect(second.rows).toEqual(first.rows);
      expect(Object.keys(config)).toEqual(['name', 'text', 'values']);
    } finally {
      client.release();
    }
  });
});
