import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { outbox } from '../db/schema';
import {
  claimNextRow,
  startPass,
  INTERRUPTED_ERROR,
  markAttemptFailed,
  markSent,
  MAX_ATTEMPTS,
} from './outbox-worker';

/**
 * The claim and the outcome of one send, as both senders use them: one row per claim, under its
 * own lease; a sender whose lease ran out never overwrites the one that took over; a message that
 * keeps dying with its sender stops; a sent copy keeps no one-time link token.
 */
describe('outbox worker', () => {
  let t: TestApp;
  let n = 0;
  const queue = async (values: Partial<typeof outbox.$inferInsert> = {}) => {
    n += 1;
    const [row] = await t.db
      .insert(outbox)
      .values({
        channel: 'sms',
        recipient: `+4477009${String(n).padStart(5, '0')}`,
        textBody: `Message ${n}`,
        template: 'worker_test',
        ...values,
      })
      .returning();
    return row!;
  };
  const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  /** As if the lease had run out (the sender that held it died or stalled). */
  const expireLease = (id: number) =>
    t.db.execute(sql`update outbox set locked_until = now() - interval '1 second' where id = ${id}`);
  /** Nothing else of this channel is due, so each test sees only its own rows. */
  const clearChannel = () => t.db.execute(sql`update outbox set status = 'sent' where channel = 'sms'`);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('claims one row at a time, oldest first, each under its own lease; two claimers get different rows', async () => {
    await clearChannel();
    const first = await queue();
    const second = await queue();
    const start = (await startPass(t.db, 'sms'))!;
    // Three claimers race for two rows: which of them comes away empty is down to timing.
    const claims = await Promise.all([
      claimNextRow(t.db, 'sms', start),
      claimNextRow(t.db, 'sms', start),
      claimNextRow(t.db, 'sms', start),
    ]);
    const claimedIds = claims.flatMap((claim) => (claim ? [claim.id] : []));
    expect(claimedIds.sort()).toEqual([first.id, second.id].sort());
    expect(claims.filter((claim) => claim === undefined)).toHaveLength(1);
    const claimed = await rowOf(first.id);
    expect(claimed.status).toBe('sending');
    expect(claimed.attempts).toBe(1);
    // The lease is long enough for the slowest send (minutes, not seconds).
    expect(claimed.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(5 * 60_000);
  });

  it('a sender whose lease ran out cannot overwrite the outcome of the one that took over', async () => {
    await clearChannel();
    const row = await queue();
    const slow = (await claimNextRow(t.db, 'sms', (await startPass(t.db, 'sms'))!))!;
    await expireLease(row.id);
    const takeover = (await claimNextRow(t.db, 'sms', (await startPass(t.db, 'sms'))!))!;
    expect(takeover).toMatchObject({ id: row.id, attempts: 2 });

    expect(await markAttemptFailed(t.db, slow, 'a late failure')).toBe('taken over');
    expect(await markSent(t.db, slow)).toBe(false);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sending', attempts: 2, lastError: null });

    expect(await markSent(t.db, takeover)).toBe(true);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    // Once settled, a late outcome of the same attempt changes nothing either.
    expect(await markAttemptFailed(t.db, takeover, 'again')).toBe('taken over');
  });

  it('queues a failure again with its backoff, and fails it for good after the last attempt', async () => {
    await clearChannel();
    const row = await queue({ attempts: MAX_ATTEMPTS - 1 });
    const first = (await claimNextRow(t.db, 'sms', (await startPass(t.db, 'sms'))!))!;
    expect(first.attempts).toBe(MAX_ATTEMPTS);
    expect(await markAttemptFailed(t.db, first, 'still down')).toBe('failed');
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', lastError: 'still down' });

    const other = await queue();
    const claimed = (await claimNextRow(t.db, 'sms', (await startPass(t.db, 'sms'))!))!;
    expect(await markAttemptFailed(t.db, claimed, 'down', { backoffSeconds: () => 120 })).toBe('queued');
    const after = await rowOf(other.id);
    expect(after.status).toBe('queued');
    expect(after.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
  });

  it('gives up on a message whose sender died with it on every attempt', async () => {
    await clearChannel();
    const row = await queue({ status: 'sending', attempts: MAX_ATTEMPTS });
    await expireLease(row.id);
    expect(await claimNextRow(t.db, 'sms', (await startPass(t.db, 'sms'))!)).toBeUndefined();
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', lastError: INTERRUPTED_ERROR });
  });

  it('keeps no one-time link token in the copy of a sent message', async () => {
    const row = await queue({
      channel: 'email',
      recipient: 'token.copy@example.test',
      subject: 'Reset your password',
      textBody: 'Reset: http://localhost:3000/reset-password?token=Abc-123_xyz&userId=5 (30 minutes)',
      htmlBody: '<a href="http://localhost:3000/reset-password?token=Abc-123_xyz&amp;userId=5">Reset</a>',
    });
    await t.db.execute(sql`update outbox set status = 'sent' where channel = 'email' and id <> ${row.id}`);
    const claimed = (await claimNextRow(t.db, 'email', (await startPass(t.db, 'email'))!))!;
    expect(claimed.text_body).toContain('token=Abc-123_xyz');
    expect(await markSent(t.db, claimed)).toBe(true);
    const sent = await rowOf(row.id);
    expect(sent.textBody).toBe(
      'Reset: http://localhost:3000/reset-password?token=[hidden]&userId=5 (30 minutes)',
    );
    expect(sent.htmlBody).toBe(
      '<a href="http://localhost:3000/reset-password?token=[hidden]&amp;userId=5">Reset</a>',
    );
  });
});
