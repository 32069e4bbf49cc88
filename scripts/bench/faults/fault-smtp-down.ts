/**
 * Fault 3: the SMTP server away for SMTP_DOWN_S seconds (FAULTS_SMTP_DOWN_S shortens it). While it
 * is away, N people ask for a password reset; the product must answer them at once and keep the
 * e-mails. The sink then comes back on the same port. Verdict: each of the N reset e-mails
 * arrives exactly once (one per recipient, no Message-ID twice).
 */
import { inArray, sql } from 'drizzle-orm';
import { outbox } from '../../../src/server/db/schema';
import { call, tally } from './http';
import { secondsSince, sleep, waitFor } from './processes';
import { passOrFail, type FaultResult } from './report';
import { insertUser, type World } from './world';

const SMTP_DOWN_S = Number(process.env.FAULTS_SMTP_DOWN_S ?? 60);
const N = 5;
/** After the last expected e-mail, how long to keep watching for a second copy. */
const SETTLE_S = 10;

export async function smtpDown(w: World): Promise<FaultResult> {
  const run = Date.now().toString(36);
  const people = [];
  for (let i = 0; i < N; i++) people.push(await insertUser(w.db, 'tenant', `reset${run}${i}`));
  const emails = people.map((p) => p.email.toLowerCase());

  await w.sink.stop();
  const downAt = performance.now();
  const asked = [];
  for (const email of emails)
    asked.push((await call(w.product.base, 'POST', '/api/auth/forgot-password', { body: { email } })).status);
  await sleep(Math.max(0, SMTP_DOWN_S * 1000 - (performance.now() - downAt)));

  const whileDown = await w.db
    .select({ status: outbox.status, attempts: outbox.attempts })
    .from(outbox)
    .where(inArray(sql`lower(${outbox.recipient})`, emails));
  const failedAttempts = whileDown.reduce((sum, r) => sum + r.attempts, 0);
  const sentWhileDown = whileDown.filter((r) => r.status === 'sent').length;

  await w.sink.start();
  const upAt = performance.now();
  const mailsTo = (email: string) => w.sink.received.filter((m) => m.to.includes(email));
  // The sender retries on a growing backoff (30 s, 60 s, 120 s …): allow a few steps of it.
  const timeoutS = Math.max(180, SMTP_DOWN_S * 3);
  const allArrived = await waitFor(
    async () => emails.every((e) => mailsTo(e).length > 0),
    timeoutS * 1000,
    250,
  );
  const deliveredAfter = secondsSince(upAt);
  await sleep(SETTLE_S * 1000);

  const counts = emails.map((e) => mailsTo(e).length);
  const mails = emails.flatMap(mailsTo);
  const ids = new Set(mails.map((m) => m.messageId));
  const delivered = counts.filter((n) => n >= 1).length;
  const twice = counts.filter((n) => n > 1).length;

  const reasons: string[] = [];
  if (asked.some((s) => s !== 200))
    reasons.push(`forgot-password answered ${tally(asked)} while SMTP was down`);
  if (sentWhileDown) reasons.push(`${sentWhileDown} e-mails marked sent while no SMTP server listened`);
  if (!allArrived)
    reasons.push(`${N - delivered} e-mails never arrived within ${timeoutS} s of SMTP coming back`);
  if (twice) reasons.push(`${twice} recipients got the e-mail more than once`);
  if (ids.size !== mails.length) reasons.push(`${mails.length - ids.size} Message-IDs seen twice`);
  return {
    fault: `3. SMTP down ${SMTP_DOWN_S} s`,
    figures: [
      `reset e-mails asked for while down: ${N} (answers ${tally(asked)}); failed send attempts while down: ${failedAttempts}`,
      `delivered: ${delivered} of ${N}, all ${allArrived ? `within ${deliveredAfter} s` : 'not'} after SMTP came back; more than once: ${twice}; distinct Message-IDs: ${ids.size} of ${mails.length}`,
    ],
    verdict: passOrFail(reasons),
    reasons,
  };
}
