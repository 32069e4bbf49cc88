import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { authzWorld, type AuthzWorld } from '../setup/worlds/authz';
import { changedTables, snapshotDb, type DbSnapshot } from '../support/db-snapshot';
import { fromSchema, mutated } from '../support/schema-arbitrary';
import { requestFor } from './authz-matrix.support';
import { operationsOf, toRouterPath, type OpenApiDoc } from './openapi-support';

/**
 * Every route that takes a JSON body, fed bodies made from its own schema (/api/openapi.json) and
 * the same bodies mutated (wrong types, 100 KB strings, 50-deep nesting, NUL and lone surrogates,
 * prototype keys, arrays for objects, numbers past 2^53), as an admin and as landlord A, on A's
 * records. Never a 5xx; and an answer of 4xx leaves the database as it was.
 * FUZZ_RUNS raises the inputs per route and caller; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
fc.configureGlobal({ seed: SEED, numRuns: RUNS, endOnFailure: true });

describe(`hostile JSON bodies: never a 5xx, a 4xx changes nothing (seed ${SEED}, ${RUNS} inputs per route and caller)`, () => {
  let t: TestApp;
  let w: AuthzWorld;
  let routes: { route: string; schema: Record<string, unknown> }[];
  beforeAll(async () => {
    t = await createTestApp();
    w = await authzWorld(t);
    const doc = (await t.api({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
    routes = operationsOf(doc).flatMap(({ method, path, operation }) => {
      const schema = operation.requestBody?.content['application/json']?.schema;
      return schema ? [{ route: `${method} ${toRouterPath(path)}`, schema }] : [];
    });
    console.info(`fuzz: seed ${SEED}, ${routes.length} JSON routes × 2 callers × ${RUNS} inputs`);
  }, 120_000);
  afterAll(() => t.close());

  for (const actor of ['admin', 'landlord'] as const) {
    it(`as ${actor === 'admin' ? 'an admin' : 'landlord A'}`, async () => {
      expect(routes.length).toBeGreaterThan(40);
      const failures: string[] = [];
      const statuses: Record<string, number> = {};
      let current: DbSnapshot;
      for (const { route, schema } of routes) {
        // Each route gets its own record and sessions, so one that suspends an account or changes a
        // password (as an admin may) spoils no other route's run.
        const { url, method } = await requestFor(w, route, { expect: '' }, true);
        const tokens = await w.freshTokens();
        current = await snapshotDb(t.db);
        const valid = fromSchema(schema);
        const bodies = fc.oneof(
          valid.map((b) => JSON.stringify(b ?? null)),
          mutated(valid),
          mutated(valid),
        );
        await fc.assert(
          fc.asyncProperty(bodies, async (payload) => {
            const res = await t.api({
              method,
              url,
              token: tokens[actor],
              headers: { 'content-type': 'application/json' },
              payload,
            });
            const after = await snapshotDb(t.db);
            const changed = changedTables(current, after);
            current = after;
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            const what = `${route} ${payload.slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
            if (res.statusCode >= 500) failures.push(what);
            else if (res.statusCode >= 400 && changed.length)
              failures.push(`${what}: changed ${changed.join(', ')}`);
          }),
        );
      }
      console.info(`fuzz as ${actor}: answers by status ${JSON.stringify(statuses)}`);
      expect(failures).toEqual([]);
    }, 600_000);
  }
});
