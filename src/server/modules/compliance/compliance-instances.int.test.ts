import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { startSmtp } from '../../../../tests/setup/smtp-sink';
import { createTestDb } from '../../../../tests/setup/test-db';
import { createDb, type DbHandle } from '../../db/create-db';
import { documentServices, documents, landlordDocuments, users } from '../../db/schema';
import { startOutboxSender, type OutboxSender } from '../../lib/mailer/sender';
import { smtpUrlTarget } from '../../lib/mailer/smtp-settings';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { runComplianceChecks } from './compliance-reminders.service';

const silent = {
  level: 'silent',
  warn: () => {},
  error: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  silent: () => {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

/**
 * Two app instances on one database, each with its own compliance job and its own outbox sender
 * delivering to a real SMTP server: each reminder step and each served certificate arrives once.
 * On PostgreSQL (DATABASE_URL, as CI runs it) the instances have separate connection pools; on the
 * embedded database they share the one engine, which still proves the claims.
 */
describe('compliance reminders with two instances', () => {
  let first: DbHandle;
  let second: DbHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const senders: OutboxSender[] = [];
  const today = todayInLondon();
  const options = { publicUrl: 'http://localhost:3000', agencyEmail: 'agency@example.test' };

  beforeAll(async () => {
    first = await createTestDb();
    const url = process.env.DATABASE_URL;
    // The second instance opens its own pool on the same database the first one uses.
    second = url
      ? await createDb({ databaseUrl: await databaseUrlOf(first, url) })
      : { ...first, close: async () => {} };
    smtp = await startSmtp();
    for (const handle of [first, second]) {
      senders.push(
        startOutboxSender({
          db: handle.db,
          log: silent,
          from: 'Vale & City Lettings <no-reply@localhost>',
          resolveTransport: async () => smtpUrlTarget(smtp.url),
          pollMs: 60_000,
          hostname: 'localhost',
        }),
      );
    }
  });
  afterAll(async () => {
    for (const s of senders) await s.stop();
    await smtp.close();
    await second.close();
    await first.close();
  });

  it('sends each step and each copy once, however many instances run the jobs', async () => {
    const db = first.db;
    const [landlord] = await db
      .insert(users)
      .values({
        username: 'two.instances',
        email: 'two.instances@example.test',
        fullName: 'Nia Landlord',
        passwordHash: 'x',
        userType: 'landlord',
        status: 'approved',
      })
      .returning();
    await db.insert(landlordDocuments).values({
      landlordId: landlord!.id,
      documentType: 'RSW_REGISTRATION',
      title: 'Registration',
      storageKey: 'x',
      fileName: 'rsw.pdf',
      fileSize: 1,
      fileType: 'application/pdf',
      issueDate: addMonths(today, -12),
    });
    const property = await insertProperty(db, landlord!.id, {
      title: 'Gas House',
      hasGasSupply: true,
      smokeAlarmStoreys: 1,
    });
    const tenancy = await insertTenant(db, property.id, {
      email: 'two.instances.tenant@example.test',
      occupationDate: addMonths(today, -3),
    });
    const certificate = (documentType: 'GAS' | 'EICR' | 'EPC', issueDate: string, expiryDate: string) => ({
      propertyId: property.id,
      title: documentType,
      documentType,
      storageKey: `x/${documentType}`,
      fileName: 'c.pdf',
      fileSize: 1,
      fileType: 'application/pdf',
      issueDate,
      expiryDate,
      epcBand: documentType === 'EPC' ? ('C' as const) : null,
    });
    await db.insert(documents).values([
      // The gas record runs out in 30 days: its d30 step is due today.
      certificate('GAS', addDays(addMonths(today, -12), 31), addDays(today, 30)),
      certificate('EICR', addMonths(today, -6), addMonths(today, 50)),
      certificate('EPC', addMonths(today, -6), addMonths(today, 100)),
    ]);

    // Both instances run their jobs at the same moment, three times over (start, hourly, after a change).
    for (let round = 0; round < 3; round++) {
      await Promise.all([runComplianceChecks(first.db, options), runComplianceChecks(second.db, options)]);
    }
    await Promise.all(senders.map((s) => s.flush()));
    await Promise.all(senders.map((s) => s.flush()));

    const toLandlord = smtp.to('two.instances@example.test');
    // One e-mail: what is overdue now (the written statement, among others), and the gas check a
    // month ahead in the week's round-up.
    expect(toLandlord).toHaveLength(1);
    expect(toLandlord[0]!.subject).toMatch(/^Action needed: \d+ compliance items for your lets$/);
    expect(toLandlord[0]!.text).toContain('OVERDUE: Gas House: Written statement of the occupation contract');
    expect(toLandlord[0]!.text).toMatch(/Coming up[^]*Gas House: Annual gas safety check/);
    const toTenant = smtp
      .to('two.instances.tenant@example.test')
      .map((m) => m.subject)
      .sort();
    expect(toTenant).toEqual([
      `Your copy of the Electrical Installation Condition Report for ${property.title}`,
      `Your copy of the Energy Performance Certificate for ${property.title}`,
      `Your copy of the Gas Safety Certificate for ${property.title}`,
    ]);
    // The service records are the evidence, one per copy.
    const served = await db.select().from(documentServices).where(eq(documentServices.tenantId, tenancy.id));
    expect(served).toHaveLength(3);
  });
});

/** The URL of the database a test handle was created on (createTestDb names a fresh one per file). */
async function databaseUrlOf(handle: DbHandle, base: string): Promise<string> {
  const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(base);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
