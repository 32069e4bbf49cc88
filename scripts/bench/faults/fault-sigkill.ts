/**
 * Fault 1: SIGKILL under a write load. Writers record rent payments (the write that takes an
 * Idempotency-Key) for LOAD_S seconds; halfway, the product is killed with SIGKILL and started
 * again at once. Every write without a 2xx answer is then sent again with its same key and body.
 * Verdict: every acknowledged write is stored exactly once, and so is every retried one.
 */
import { sql } from 'drizzle-orm';
import { todayInLondon } from '@shared/dates';
import { queryRows } from '../../../src/server/db/create-db';
import { call, tally } from './http';
import { secondsSince, sleep } from './processes';
import { passOrFail, type FaultResult } from './report';
import type { World } from './world';

const LOAD_S = 5;
const WRITERS = 8;
const RETRY_ROUNDS = 5;

interface Write {
  key: string;
  body: Record<string, unknown>;
  status: number;
  /** Why there was no answer: ECONNREFUSED while the product was down, a cut connection when in flight at the kill. */
  error?: string | undefined;
  replayed: boolean;
}

export async function sigkillUnderLoad(w: World): Promise<FaultResult> {
  const today = todayInLondon();
  const run = Date.now().toString(36);
  const writes: Write[] = [];
  const url = `/api/tenants/${w.tenancyId}/payments`;
  const send = async (write: Write) => {
    const res = await call(w.product.base, 'POST', url, {
      token: w.landlord.token,
      body: write.body,
      headers: { 'idempotency-key': write.key },
    });
    write.status = res.status;
    write.error = res.error;
    write.replayed = res.headers?.get('idempotent-replayed') === 'true';
    return res;
  };

  const started = performance.now();
  const loadEnds = started + LOAD_S * 1000;
  let killedAt = 0;
  let restart: Promise<number> | undefined;
  const writer = async () => {
    while (performance.now() < loadEnds) {
      const n = writes.length;
      const key = `fault1-${run}-${n}`;
      const write: Write = {
        key,
        body: { amount: 10_000 + n, paymentDate: today, dueDate: today, status: 'pending', reference: key },
        status: 0,
        replayed: false,
      };
      writes.push(write);
      const res = await send(write);
      if (res.status === 0) await sleep(50); // the product is down: do not spin
    }
  };
  const killer = async () => {
    await sleep((LOAD_S * 1000) / 2);
    killedAt = secondsSince(started);
    await w.product.kill();
    restart = w.product.start();
    await restart.catch(() => 0);
  };
  await Promise.all([...Array.from({ length: WRITERS }, writer), killer()]);
  const restartSeconds = restart ? await restart.catch(() => 0) : 0;
  const firstPass = writes.map((x) => x.status);
  const acknowledged = writes.filter((x) => x.status >= 200 && x.status < 300);
  const unacknowledged = writes.filter((x) => !(x.status >= 200 && x.status < 300));
  const refused = unacknowledged.filter((x) => x.error === 'ECONNREFUSED').length;

  // Retry every unanswered write with its own key and body, until each has a 2xx.
  let retryRounds = 0;
  for (let round = 0; round < RETRY_ROUNDS; round++) {
    const open = unacknowledged.filter((x) => !(x.status >= 200 && x.status < 300));
    if (!open.length) break;
    retryRounds += 1;
    for (const write of open) await send(write);
  }
  const retried = unacknowledged.filter((x) => x.status >= 200 && x.status < 300);
  const replayed = retried.filter((x) => x.replayed).length;

  const stored = await queryRows<{ reference: string; n: number }>(
    w.db,
    sql`select reference, count(*)::int as n from rent_payments
        where tenant_id = ${w.tenancyId} and reference like ${`fault1-${run}-%`} group by reference`,
  );
  const count = new Map(stored.map((r) => [r.reference, r.n]));
  const lost = acknowledged.filter((x) => !count.has(x.key));
  const duplicates = stored.filter((r) => r.n > 1);
  const retriedLost = retried.filter((x) => !count.has(x.key));
  const neverAnswered = unacknowledged.filter((x) => !(x.status >= 200 && x.status < 300));

  const reasons: string[] = [];
  if (lost.length) reasons.push(`${lost.length} acknowledged writes missing (${lost[0]!.key} …)`);
  if (duplicates.length)
    reasons.push(`${duplicates.length} writes stored twice or more (${duplicates[0]!.reference} …)`);
  if (retriedLost.length)
    reasons.push(`${retriedLost.length} retried writes answered 2xx but are not stored`);
  if (neverAnswered.length)
    reasons.push(
      `${neverAnswered.length} writes still unanswered after ${RETRY_ROUNDS} retries: ${tally(neverAnswered.map((x) => x.status))}`,
    );
  if (!restartSeconds) reasons.push('the product did not start again after the kill');

  return {
    fault: '1. SIGKILL under write load',
    figures: [
      `writes sent: ${writes.length} in ${LOAD_S} s by ${WRITERS} writers, SIGKILL at ${killedAt} s`,
      `first answers: ${tally(firstPass)}`,
      `acknowledged: ${acknowledged.length}, found: ${acknowledged.length - lost.length}, duplicates: ${duplicates.length}`,
      `unacknowledged: ${unacknowledged.length} (${unacknowledged.length - refused} in flight at the kill or cut, ${refused} refused while down)`,
      `retried with their key: ${retried.length} now 2xx in ${retryRounds} round(s), ${replayed} of them replays of a write the crash had committed before answering`,
      `restart to healthy: ${restartSeconds} s`,
    ],
    verdict: passOrFail(reasons),
    reasons,
  };
}
