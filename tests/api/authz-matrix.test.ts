import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { ACTORS, authzWorld, type Actor, type AuthzWorld } from '../setup/worlds/authz';
import { changedTables, snapshotDb } from '../support/db-snapshot';
import { AUTHZ_TABLE } from './authz-matrix.table';
import { matches, outcomesOf, requestFor, wordFor, type Row } from './authz-matrix.support';
import { registeredRoutes } from './openapi-support';

/**
 * CONTRACT.md §4 as one table (authz-matrix.table.ts): every route the router holds, asked by each
 * of six callers about landlord A's records, and the outcome each must get. A refused request must
 * leave the database as it was. A route without a row, or a row without a route, fails the first test.
 */
const ROUTES = Object.keys(AUTHZ_TABLE).length;

describe('the authorization matrix: every route × every caller', () => {
  let t: TestApp;
  let w: AuthzWorld;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    w = await authzWorld(t);
    routes = registeredRoutes(t.app);
  }, 120_000);
  afterAll(() => t.close());

  /** Makes the route's request as each caller; refused callers first, then the allowed ones on fresh records. */
  const ask = async (route: string, row: Row, probe = false) => {
    const outcomes = outcomesOf(row);
    // A fresh session per caller, so signing out or changing a password spoils no other row.
    const tokens = row.session || probe ? await w.freshTokens() : w.tokens;
    const send = async (actor: Actor, fresh: boolean) => {
      const request = await requestFor(w, route, row, fresh);
      const res = await t.api({ ...request, token: tokens[actor] });
      return [actor, res.statusCode, res.body] as const;
    };
    const refused = ACTORS.filter((a) => outcomes[a] !== 'ok');
    const allowed = ACTORS.filter((a) => outcomes[a] === 'ok');
    const mutates = !route.startsWith('GET ');
    if (probe)
      return { outcomes, answers: await Promise.all(ACTORS.map((a) => send(a, mutates))), changed: [] };
    const before = mutates && refused.length ? await snapshotDb(t.db) : undefined;
    const answers = await Promise.all(refused.map((actor) => send(actor, false)));
    const changed = before ? changedTables(before, await snapshotDb(t.db)) : [];
    for (const actor of allowed) answers.push(await send(actor, mutates));
    return { outcomes, answers, changed };
  };

  it('has one row for each route the app registers, and none for a route it does not', async () => {
    const missing: string[] = [];
    for (const route of routes.filter((r) => !(r in AUTHZ_TABLE))) {
      // The row to add, as this app answers today: check each word before pasting it.
      const { answers } = await ask(route, { expect: 'ok ok ok ok ok ok' }, true);
      const words = ACTORS.map((actor) => wordFor(answers.find(([a]) => a === actor)![1]));
      missing.push(`  '${route}': { expect: '${words.join(' ')}' },`);
    }
    const stale = Object.keys(AUTHZ_TABLE).filter((route) => !routes.includes(route));
    expect(
      missing,
      `Add these rows to tests/api/authz-matrix.table.ts (outcomes observed now, for ${ACTORS.join(' ')}; ` +
        'give a body when an allowed caller gets a 400 that hides a 404):\n' +
        missing.join('\n'),
    ).toEqual([]);
    expect(stale, 'Rows for routes the app no longer registers: remove them').toEqual([]);
  }, 120_000);

  it(`answers each caller as the table says (${ROUTES} routes × ${ACTORS.length} callers = ${ROUTES * ACTORS.length} requests), a refusal changing nothing`, async () => {
    const wrong: string[] = [];
    const ordered = Object.entries(AUTHZ_TABLE).sort(
      ([, x], [, y]) => Number(!!x.session) - Number(!!y.session),
    );
    for (const [route, row] of ordered) {
      if (!routes.includes(route)) continue;
      const { outcomes, answers, changed } = await ask(route, row);
      for (const [actor, status, body] of answers) {
        if (!matches(status, outcomes[actor]))
          wrong.push(
            `${route} as ${actor}: expected ${outcomes[actor]}, got ${status} ${body.slice(0, 140)}`,
          );
      }
      if (changed.length) wrong.push(`${route}: a refused caller changed ${changed.join(', ')}`);
    }
    console.info(
      `authz matrix: ${ordered.length} routes × ${ACTORS.length} callers = ${ordered.length * ACTORS.length} requests`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
