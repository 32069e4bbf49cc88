import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  applications,
  contactMessages,
  idempotencyKeys,
  outbox,
  passwordTokens,
  loginThrottles,
  rateLimits,
  sessions,
  users,
} from '../../db/schema';
import { insertApplication, insertProperty } from '../../../../tests/setup/factories';
import { purgeExpiredData } from './retention.service';

const NOW = new Date('2026-11-22T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const ahead = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000);

describe('retention purge (the Privacy Policy periods)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes finished rate-limit windows, ended sessions and spent links; keeps live ones', async () => {
    const user = await t.createUser();
    await t.db.insert(rateLimits).values([
      { key: 'retention:old', count: 3, resetAt: ago(2) },
      { key: 'retention:live', count: 1, resetAt: ahead(1) },
    ]);
    await t.db.insert(loginThrottles).values([
      { accountKey: 'name:retention-old', address: '192.0.2.1', failures: 4, expiresAt: ago(1) },
      { accountKey: 'name:retention-live', address: '192.0.2.1', failures: 4, expiresAt: ahead(1) },
    ]);
    const [expired, revoked, live] = await t.db
      .insert(sessions)
      .values([
        { userId: user.id, tokenHash: 'retention-expired', expiresAt: ago(1) },
        { userId: user.id, tokenHash: 'retention-revoked', expiresAt: ahead(1), revokedAt: ago(0.5) },
        { userId: user.id, tokenHash: 'retention-live', expiresAt: ahead(1) },
      ])
      .returning({ id: sessions.id });
    const [used, stale, open] = await t.db
      .insert(passwordTokens)
      .values([
        { userId: user.id, tokenHash: 'rt-used', purpose: 'reset', expiresAt: ahead(1), usedAt: ago(0.1) },
        { userId: user.id, tokenHash: 'rt-stale', purpose: 'invite', expiresAt: ago(1) },
        { userId: user.id, tokenHash: 'rt-open', purpose: 'invite', expiresAt: ahead(6) },
      ])
      .returning({ id: passwordTokens.id });
    await t.db.insert(idempotencyKeys).values([
      {
        userId: user.id,
        key: 'rt-old-key',
        scope: 'POST /x',
        statusCode: 201,
        response: {},
        createdAt: ago(2),
      },
      {
        userId: user.id,
        key: 'rt-new-key',
        scope: 'POST /x',
        statusCode: 201,
        response: {},
        createdAt: ago(0.5),
      },
    ]);

    const counts = await purgeExpiredData(t.db, NOW);
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1);

    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('retention:live');
    expect(keys).not.toContain('retention:old');
    const throttled = (await t.db.select({ key: loginThrottles.accountKey }).from(loginThrottles)).map(
      (r) => r.key,
    );
    expect(throttled).toContain('name:retention-live');
    expect(throttled).not.toContain('name:retention-old');
    const idempotency = (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (r) => r.key,
    );
    expect(idempotency).toEqual(['rt-new-key']);
    const sessionIds = (
      await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [expired!.id, revoked!.id, live!.id]))
    ).map((r) => r.id);
    expect(sessionIds).toEqual([live!.id]);
    const linkIds = (
      await t.db
        .select({ id: passwordTokens.id })
        .from(passwordTokens)
        .where(inArray(passwordTokens.id, [used!.id, stale!.id, open!.id]))
    ).map((r) => r.id);
    expect(linkIds).toEqual([open!.id]);
  });

  it('deletes enquiries after 12 months, and rejected registrations after 3 months unless they own records', async () => {
    const [oldEnquiry, recentEnquiry, recentlyHandled] = await t.db
      .insert(contactMessages)
      .values([
        {
          name: 'Old',
          email: 'old@example.test',
          inquiryType: 'general',
          message: 'An old question.',
          createdAt: ago(400),
        },
        {
          name: 'New',
          email: 'new@example.test',
          inquiryType: 'general',
          message: 'A recent question.',
          createdAt: ago(30),
        },
        {
          name: 'Answered lately',
          email: 'late@example.test',
          inquiryType: 'tenant',
          message: 'Asked long ago, answered recently.',
          createdAt: ago(400),
          handledAt: ago(10),
        },
      ])
      .returning({ id: contactMessages.id });
    const oldRejected = await t.createUser({ status: 'rejected' });
    const newRejected = await t.createUser({ status: 'rejected' });
    const oldRejectedWithProperty = await t.createUser({ status: 'rejected' });
    const oldPending = await t.createUser({ status: 'pending' });
    await insertProperty(t.db, oldRejectedWithProperty.id, {});
    for (const id of [oldRejected.id, oldRejectedWithProperty.id, oldPending.id])
      await t.db
        .update(users)
        .set({ createdAt: ago(100) })
        .where(eq(users.id, id));

    const counts = await purgeExpiredData(t.db, NOW);
    expect(counts.enquiries).toBe(1);
    expect(counts.rejectedRegistrations).toBe(1);

    const enquiryIds = (
      await t.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, [oldEnquiry!.id, recentEnquiry!.id, recentlyHandled!.id]))
    ).map((r) => r.id);
    expect(enquiryIds.sort()).toEqual([recentEnquiry!.id, recentlyHandled!.id].sort());
    const userIds = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [oldRejected.id, newRejected.id, oldRejectedWithProperty.id, oldPending.id]))
    ).map((r) => r.id);
    expect(userIds.sort()).toEqual([newRejected.id, oldRejectedWithProperty.id, oldPending.id].sort());

    // Running it again changes nothing.
    expect(await purgeExpiredData(t.db, NOW)).toEqual({
      rateLimits: 0,
      sessions: 0,
      passwordLinks: 0,
      enquiries: 0,
      rejectedRegistrations: 0,
      idempotencyKeys: 0,
      sentMessages: 0,
      applications: 0,
    });
  });

  it('deletes copies of sent and failed messages after 12 months, unless they are about a tenancy or still waiting', async () => {
    const message = (recipient: string, values: Partial<typeof outbox.$inferInsert>) => ({
      channel: 'email' as const,
      recipient,
      subject: 'A message',
      textBody: 'A body',
      template: 'retention_test',
      ...values,
    });
    const rows = await t.db
      .insert(outbox)
      .values([
        message('old.sent@example.test', { status: 'sent', createdAt: ago(400) }),
        message('old.failed@example.test', { status: 'failed', createdAt: ago(400) }),
        message('old.tenancy@example.test', { status: 'sent', createdAt: ago(400), tenantId: 42 }),
        message('old.queued@example.test', { status: 'queued', createdAt: ago(400) }),
        message('recent.sent@example.test', { status: 'sent', createdAt: ago(300) }),
      ])
      .returning({ id: outbox.id, recipient: outbox.recipient });
    const counts = await purgeExpiredData(t.db, NOW);
    expect(counts.sentMessages).toBe(2);
    const left = await t.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.recipient).sort()).toEqual([
      'old.queued@example.test',
      'old.tenancy@example.test',
      'recent.sent@example.test',
    ]);
  });

  it('deletes applications that did not go ahead 6 months after the decision, keeping money records and the rest', async () => {
    const landlord = await t.createUser({ userType: 'landlord' });
    const home = await insertProperty(t.db, landlord.id);
    const old = await insertApplication(t.db, home.id, { status: 'rejected', statusChangedAt: ago(190) });
    const recent = await insertApplication(t.db, home.id, { status: 'rejected', statusChangedAt: ago(170) });
    const withDeposit = await insertApplication(t.db, home.id, {
      status: 'rejected',
      statusChangedAt: ago(190),
      holdingDepositAmount: 5_000,
      holdingDepositReceivedOn: '2026-04-01',
      holdingDepositOutcome: 'repaid',
    });
    const open = await insertApplication(t.db, home.id, { status: 'new', statusChangedAt: ago(400) });
    const counts = await purgeExpiredData(t.db, NOW);
    expect(counts.applications).toBe(1);
    const left = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, [old.id, recent.id, withDeposit.id, open.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, withDeposit.id, open.id].sort());
  });
});
