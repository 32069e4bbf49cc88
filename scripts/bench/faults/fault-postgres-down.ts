/**
 * Fault 2: PostgreSQL stopped for DOWN_S seconds (`pg_ctl stop -m fast`), then started again.
 * While it is down a mix of calls is made over and over: health, a public read, a signed-in read
 * and a write. Verdict: every answer is a 503 with a clear JSON message (the API's body
 * `{message, code: 'service_unavailable'}`; health its own `{status: 'unavailable', message}`),
 * never a 500 and never silence; health is 200 again within RECOVERY_BUDGET_S of PostgreSQL
 * taking connections; no write acknowledged before the stop is lost.
 */
import { sql } from 'drizzle-orm';
import { todayInLondon } from '@shared/dates';
import { queryRows } from '../../../src/server/db/create-db';
import { call, describe, errorBody, tally, type Answer } from './http';
import { secondsSince, sleep, waitFor } from './processes';
import { passOrFail, type FaultResult } from './report';
import type { World } from './world';

const DOWN_S = 10;
const RECOVERY_BUDGET_S = 5;
const WRITES_BEFORE = 20;
const ROUND_MS = 250;
const WRITERS_WHILE_STOPPING = 6;

type Probe = { name: string; ask: (round: number) => Promise<Answer>; isHealth?: boolean };

export async function postgresDown(w: World): Promise<FaultResult> {
  const today = todayInLondon();
  const run = Date.now().toString(36);
  const base = w.product.base;
  const token = w.landlord.token;
  const payment = (key: string) => ({
    token,
    body: { amount: 20_000, paymentDate: today, dueDate: today, status: 'pending', reference: key },
    headers: { 'idempotency-key': key },
  });
  const paymentsUrl = `/api/tenants/${w.tenancyId}/payments`;

  const before: string[] = [];
  for (let i = 0; i < WRITES_BEFORE; i++) {
    const key = `fault2-${run}-before-${i}`;
    const res = await call(base, 'POST', paymentsUrl, payment(key));
    if (res.status === 201) before.push(key);
  }

  const probes: Probe[] = [
    { name: 'GET /api/health', ask: () => call(base, 'GET', '/api/health'), isHealth: true },
    { name: 'GET /api/listings', ask: () => call(base, 'GET', '/api/listings') },
    {
      name: 'GET /api/landlord/properties (signed in)',
      ask: () => call(base, 'GET', '/api/landlord/properties', { token }),
    },
    {
      name: 'POST payment (write)',
      ask: (round) => call(base, 'POST', paymentsUrl, payment(`fault2-${run}-during-${round}`)),
    },
  ];
  const answers = new Map<string, Answer[]>(probes.map((p) => [p.name, []]));
  // Calls made while pg_ctl is stopping the server: an answer may be a success (served before it
  // went) or a 503, never a 500; a write acknowledged then must be kept like any other.
  const whileStopping: Answer[] = [];
  const ackedWhileStopping: string[] = [];

  const state = { phase: 'stopping' as 'stopping' | 'down', downUntil: Infinity };
  const writeAnswers = new Map<string, number>();
  let round = 0;
  let stoppingRounds = 0;
  const prober = (async () => {
    while (performance.now() < state.downUntil) {
      const started = performance.now();
      const at = state.phase;
      const results = await Promise.all(probes.map((p) => p.ask(round)));
      writeAnswers.set(`fault2-${run}-during-${round}`, results[3]!.status);
      if (at === 'stopping') {
        whileStopping.push(...results);
        if (results[3]!.status === 201) ackedWhileStopping.push(`fault2-${run}-during-${round}`);
        stoppingRounds += 1;
      } else probes.forEach((p, i) => answers.get(p.name)!.push(results[i]!));
      round += 1;
      if (state.phase === 'down') await sleep(Math.max(0, ROUND_MS - (performance.now() - started)));
    }
  })();
  // And a write load while it stops, so some transactions are open when their connection goes.
  let loadWrites = 0;
  const stopLoad = Array.from({ length: WRITERS_WHILE_STOPPING }, async () => {
    while (state.phase === 'stopping') {
      const key = `fault2-${run}-load-${loadWrites++}`;
      const res = await call(base, 'POST', paymentsUrl, payment(key));
      writeAnswers.set(key, res.status);
      whileStopping.push(res);
      if (res.status === 201) ackedWhileStopping.push(key);
    }
  });
  await sleep(300);
  const stopStarted = performance.now();
  await w.pg.stop().finally(() => {
    state.phase = 'down';
    state.downUntil = performance.now() + DOWN_S * 1000;
  });
  const stopSeconds = secondsSince(stopStarted);
  await Promise.all([prober, ...stopLoad]);

  await w.pg.start();
  const back = performance.now();
  const crash = w.product.crash();
  const recovered =
    !crash &&
    (await waitFor(
      async () => (await call(base, 'GET', '/api/health', { timeoutMs: 2000 })).status === 200,
      60_000,
      50,
    ));
  const recoverySeconds = recovered ? secondsSince(back) : Infinity;
  const signedInAfter = (await call(base, 'GET', '/api/landlord/properties', { token })).status;

  const stored = await queryRows<{ reference: string; n: number }>(
    w.db,
    sql`select reference, count(*)::int as n from rent_payments
        where tenant_id = ${w.tenancyId} and reference like ${`fault2-${run}-%`} group by reference`,
  );
  const count = new Map(stored.map((r) => [r.reference, r.n]));
  const reasons: string[] = crash ? [crash] : [];
  const acknowledged = [...before, ...ackedWhileStopping];
  const lost = acknowledged.filter((key) => count.get(key) !== 1);
  const duringStored = stored.filter((r) => writeAnswers.get(r.reference) === 503).length;
  const unansweredStored = stored.filter((r) => writeAnswers.get(r.reference) === 0).length;
  const stoppingBad = whileStopping.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503));

  const figures = [
    `while pg_ctl stopped it (${stopSeconds} s, and 0.3 s before): ${stoppingRounds} rounds of ${probes.length} calls and ${loadWrites} writes of ${WRITERS_WHILE_STOPPING} writers: ${tally(whileStopping.map((a) => a.status))}`,
    `then down ${DOWN_S} s: ${round - stoppingRounds} rounds of ${probes.length} calls`,
  ];
  if (crash)
    reasons.push('every call after that went unanswered, and the product did not come back by itself');
  else if (stoppingBad.length)
    reasons.push(
      `${stoppingBad.length} calls while PostgreSQL was stopping answered ${tally(stoppingBad.map((a) => a.status))}`,
    );
  for (const p of probes) {
    const got = answers.get(p.name)!;
    const bad = got.filter((a) => !isClear503(a, p.isHealth ?? false));
    figures.push(`${p.name}: ${tally(got.map((a) => a.status))}`);
    if (bad.length && !crash) {
      const sample = bad[0]!;
      reasons.push(
        `${p.name}: ${bad.length} of ${got.length} answers not a clear 503 (e.g. ${describe(sample)})`,
      );
    }
  }
  figures.push(
    `health 200 again ${recovered ? `${recoverySeconds} s` : crash ? 'never (the product had died)' : 'never (60 s)'} after PostgreSQL took connections (budget ${RECOVERY_BUDGET_S} s); signed-in read after: ${signedInAfter}`,
    `writes acknowledged before the stop: ${acknowledged.length} (${ackedWhileStopping.length} while stopping), found once: ${acknowledged.length - lost.length}; answered 503 but stored: ${duringStored}; unanswered but stored: ${unansweredStored}`,
  );
  if (before.length < WRITES_BEFORE)
    reasons.push(`only ${before.length} of ${WRITES_BEFORE} writes before the stop were acknowledged`);
  if (recoverySeconds > RECOVERY_BUDGET_S && !crash)
    reasons.push(`recovery took longer than ${RECOVERY_BUDGET_S} s`);
  if (signedInAfter !== 200 && !crash)
    reasons.push(`the session did not work after recovery (${signedInAfter})`);
  if (lost.length) reasons.push(`${lost.length} acknowledged writes lost or doubled`);
  if (duringStored) reasons.push(`${duringStored} writes answered while the database was down were stored`);
  return { fault: '2. PostgreSQL down 10 s', figures, verdict: passOrFail(reasons), reasons };
}

/** 503 with JSON saying so: the API's error body, or health's own body. */
function isClear503(a: Answer, isHealth: boolean): boolean {
  if (a.status !== 503) return false;
  const body = errorBody(a);
  if (!body || !body.message) return false;
  if (isHealth) return (a.body as { status?: string }).status === 'unavailable';
  return body.code === 'service_unavailable';
}
