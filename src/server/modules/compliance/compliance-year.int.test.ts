import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_BY_ID, type RuleId } from '@shared/compliance';
import { addDays, addMonths } from '@shared/dates';
import { createTestDb } from '../../../../tests/setup/test-db';
import type { DbHandle } from '../../db/create-db';
import { complianceReminders, documents, landlordDocuments, outbox, tenants, users } from '../../db/schema';
import { insertProperty, insertTenant } from '../../../../tests/setup/factories';
import { EARLY_STEP_DAYS, runComplianceChecks } from './compliance-reminders.service';
import { serveOutstandingCopies } from './serve-copies';

/**
 * A year in a test (issue 14): 200 homes of ten landlords, with certificates, tenancies and
 * deposits of every age, run through 365 simulated days with the real jobs and the real outbox.
 * Half the landlords renew a certificate a few days after its first reminder; the others let
 * things run out. Checked: every ladder step of every deadline goes once, on its day, before the
 * deadline; nothing is sent for a duty already closed; one e-mail per landlord per day at most and
 * one digest per week.
 */
const START = '2027-01-04'; // a Monday
const DAYS = Number(process.env.YEAR_DAYS ?? 365);
const LANDLORDS = 10;
const HOMES_EACH = 20;
const PUBLIC_URL = 'http://localhost:3000';
const AGENCY = 'agency@example.test';

interface Claim {
  landlordId: number;
  itemKey: string;
  dueDate: string;
  step: string;
  day: string;
}

const DOC_FOR: Partial<Record<RuleId, 'GAS' | 'EICR' | 'EPC' | 'INSURANCE' | 'LEGIONELLA'>> = {
  GAS_ANNUAL: 'GAS',
  EICR_VALID: 'EICR',
  EPC_VALID: 'EPC',
  INSURANCE: 'INSURANCE',
  LEGIONELLA_RA: 'LEGIONELLA',
};

describe('a simulated year of compliance reminders', { timeout: 600_000 }, () => {
  let handle: DbHandle;
  const claims: Claim[] = [];
  /** `${itemKey}|${dueDate}` → the simulated day the duty was closed by a renewal. */
  const closedOn = new Map<string, string>();
  const diligent = new Set<number>();
  const landlordIds: number[] = [];
  /** Tenancies created during the year: the day the landlord adds them. */
  const laterTenancies: { day: string; propertyId: number; occupationDate: string; deposit: number }[] = [];

  const certificate = (
    propertyId: number,
    documentType: 'GAS' | 'EICR' | 'EPC' | 'INSURANCE' | 'LEGIONELLA',
    issueDate: string,
    expiryDate: string | null,
  ) => ({
    propertyId,
    title: documentType,
    documentType,
    storageKey: `year/${documentType}/${propertyId}/${issueDate}`,
    fileName: 'certificate.pdf',
    fileSize: 100,
    fileType: 'application/pdf',
    issueDate,
    expiryDate,
    epcBand: documentType === 'EPC' ? ('C' as const) : null,
  });

  beforeAll(async () => {
    handle = await createTestDb();
    const db = handle.db;
    for (let l = 0; l < LANDLORDS; l++) {
      const [landlord] = await db
        .insert(users)
        .values({
          username: `year.landlord.${l}`,
          email: `year.landlord.${l}@example.test`,
          fullName: `Landlord ${l}`,
          passwordHash: 'x',
          userType: 'landlord',
          status: 'approved',
          managementMode: l % 5 === 0 ? 'fully_managed' : 'let_only',
        })
        .returning();
      landlordIds.push(landlord!.id);
      if (l < LANDLORDS / 2) diligent.add(landlord!.id);
      // Registration (and a licence for let-only landlords) running out at some point in the year.
      for (const type of l % 5 === 0
        ? (['RSW_REGISTRATION'] as const)
        : (['RSW_REGISTRATION', 'RSW_LICENCE'] as const)) {
        await db.insert(landlordDocuments).values({
          landlordId: landlord!.id,
          documentType: type,
          title: type,
          reference: `RSW-${l}`,
          storageKey: `year/${type}/${l}`,
          fileName: 'rsw.pdf',
          fileSize: 100,
          fileType: 'application/pdf',
          issueDate: addDays(addMonths(START, -60), 40 + l * 30),
          expiryDate: null,
        });
      }
      for (let h = 0; h < HOMES_EACH; h++) {
        const i = l * HOMES_EACH + h;
        const storeys = 1 + (i % 3);
        const property = await insertProperty(db, landlord!.id, {
          title: `Home ${i}`,
          postcode: i % 7 === 0 ? 'CF24 4AA' : 'CF64 1AA',
          hasGasSupply: i % 3 !== 0,
          storeys,
          smokeAlarmStoreys: storeys,
          combustionRooms: i % 3 !== 0 ? [{ room: 'kitchen', hasCoAlarm: true }] : [],
        });
        const docs = [
          certificate(property.id, 'EICR', addDays(addMonths(START, -54), i * 3), null),
          certificate(property.id, 'EPC', addDays(addMonths(START, -114), i * 2), null),
          certificate(property.id, 'INSURANCE', addDays(START, -((i * 11) % 365)), null),
          certificate(property.id, 'LEGIONELLA', addDays(START, -((i * 5) % 700)), null),
        ];
        if (i % 3 !== 0) docs.push(certificate(property.id, 'GAS', addDays(START, -((i * 7) % 365)), null));
        await db.insert(documents).values(docs);
        if (i % 4 !== 3) {
          // Let already: statement and deposit done long ago, copies already given.
          const occupationDate = addDays(START, -(30 + ((i * 13) % 700)));
          const tenancy = await insertTenant(db, property.id, {
            leaseStart: occupationDate,
            leaseEnd: addMonths(occupationDate, 12),
            occupationDate,
            deposit: 100_000,
            depositPaidDate: occupationDate,
            contractType: i % 5 === 0 ? 'fixed_term' : 'periodic',
            fixedTermEnd: i % 5 === 0 ? addDays(START, 20 + i) : null,
          });
          await db.insert(documents).values(
            (['WRITTEN_STATEMENT', 'DEPOSIT_PROTECTION'] as const).map((documentType) => ({
              propertyId: property.id,
              tenantId: tenancy.id,
              title: documentType,
              documentType,
              storageKey: `year/${documentType}/${tenancy.id}`,
              fileName: 'tenancy.pdf',
              fileSize: 100,
              fileType: 'application/pdf',
              issueDate: occupationDate,
            })),
          );
        } else {
          const occupationDate = addDays(START, 20 + ((i * 17) % 300));
          laterTenancies.push({
            day: addDays(occupationDate, -10),
            propertyId: property.id,
            occupationDate,
            deposit: 90_000,
          });
        }
      }
    }
    // Copies of what is there at the start were given before the year began.
    await serveOutstandingCopies(
      db,
      PUBLIC_URL,
      undefined,
      addDays(START, -1),
      new Date(`${addDays(START, -1)}T12:00:00Z`),
    );
    await db.delete(outbox);
  });
  afterAll(() => handle.close());

  /** A diligent landlord renews a dated certificate three days after its first reminder. */
  async function renewals(today: string) {
    const db = handle.db;
    const due = claims.filter(
      (c) => diligent.has(c.landlordId) && c.step !== 'overdue' && addDays(c.day, 3) === today,
    );
    for (const c of due) {
      const [rule, subject, id] = c.itemKey.split(':') as [RuleId, string, string];
      const type = DOC_FOR[rule];
      const done = `${c.itemKey}|${c.dueDate}`;
      if (closedOn.has(done)) continue;
      if (type && subject === 'property') {
        await db
          .insert(documents)
          .values(certificate(Number(id), type, today, type === 'INSURANCE' ? addMonths(today, 12) : null));
        closedOn.set(done, today);
      } else if (subject === 'landlord' && (rule === 'RSW_REGISTRATION' || rule === 'RSW_LICENCE_LANDLORD')) {
        await db.insert(landlordDocuments).values({
          landlordId: Number(id),
          documentType: rule === 'RSW_REGISTRATION' ? 'RSW_REGISTRATION' : 'RSW_LICENCE',
          title: rule,
          storageKey: `year/${rule}/${id}/${today}`,
          fileName: 'rsw.pdf',
          fileSize: 100,
          fileType: 'application/pdf',
          issueDate: today,
        });
        closedOn.set(done, today);
      } else if (subject === 'tenancy' && (rule === 'WRITTEN_STATEMENT' || rule === 'DEPOSIT_PROTECT')) {
        const [tenancy] = await db
          .select()
          .from(tenants)
          .where(eq(tenants.id, Number(id)));
        const documentType = rule === 'WRITTEN_STATEMENT' ? 'WRITTEN_STATEMENT' : 'DEPOSIT_PROTECTION';
        await db.insert(documents).values({
          propertyId: tenancy!.propertyId,
          tenantId: tenancy!.id,
          title: documentType,
          documentType,
          storageKey: `year/${documentType}/${id}/${today}`,
          fileName: 'tenancy.pdf',
          fileSize: 100,
          fileType: 'application/pdf',
          issueDate: today,
        });
        closedOn.set(done, today);
      }
    }
  }

  it('runs 365 days', async () => {
    const db = handle.db;
    const seen = new Set<string>();
    let lastMail = 0;
    let lastClaim = new Date(0);
    for (let d = 0; d < DAYS; d++) {
      const today = addDays(START, d);
      for (const later of laterTenancies.filter((t) => t.day === today)) {
        await insertTenant(db, later.propertyId, {
          leaseStart: later.occupationDate,
          leaseEnd: addMonths(later.occupationDate, 12),
          occupationDate: later.occupationDate,
          deposit: later.deposit,
          depositPaidDate: today,
        });
      }
      await renewals(today);
      // The hourly job's work, once a day.
      await runComplianceChecks(db, {
        publicUrl: PUBLIC_URL,
        agencyEmail: AGENCY,
        today,
        now: new Date(`${today}T12:00:00Z`),
      });
      // Claims carry the real clock; the simulated day they were made is the one just run.
      const rows = await db
        .select()
        .from(complianceReminders)
        .where(gt(complianceReminders.sentAt, lastClaim));
      for (const r of rows) if (r.sentAt > lastClaim) lastClaim = r.sentAt;
      for (const r of rows) {
        const key = `${r.itemKey}|${r.dueDate}|${r.step}`;
        if (seen.has(key)) continue;
        seen.add(key);
        claims.push({
          landlordId: r.landlordId,
          itemKey: r.itemKey,
          dueDate: r.dueDate,
          step: r.step,
          day: today,
        });
      }
      // Date today's e-mails on the simulated day, so they can be counted per day and week.
      await db.execute(
        sql`update ${outbox} set created_at = ${`${today}T12:00:00Z`}::timestamptz where id > ${lastMail}`,
      );
      const [{ max } = { max: 0 }] = (
        (await db.execute(sql`select coalesce(max(id), 0)::int as max from ${outbox}`)) as unknown as {
          rows: { max: number }[];
        }
      ).rows;
      lastMail = Number(max);
    }
    expect(claims.length).toBeGreaterThan(500);
  });

  it('sends every dated step on its day, before the deadline, and overdue alerts only after it', () => {
    for (const c of claims) {
      if (c.step === 'overdue') {
        if (c.dueDate !== '2000-01-01') expect(c.day > c.dueDate, `${c.itemKey} ${c.dueDate}`).toBe(true);
        continue;
      }
      const days = Number(c.step.slice(1));
      expect(c.day <= c.dueDate, `${c.itemKey} ${c.step} on ${c.day}, due ${c.dueDate}`).toBe(true);
      // Never before its day; an early step (a month or more ahead) waits at most a week for the round-up.
      expect(c.day >= addDays(c.dueDate, -days), `${c.itemKey} ${c.step}`).toBe(true);
      // (The first step of a deadline may be late: the duty, or the year, began after its day.)
      const isFirst = claims.find((o) => o.itemKey === c.itemKey && o.dueDate === c.dueDate) === c;
      if (days >= EARLY_STEP_DAYS && !isFirst) {
        expect(c.day <= addDays(c.dueDate, 6 - days), `${c.itemKey} ${c.step} on ${c.day}`).toBe(true);
      }
    }
  });

  it('gives each deadline every step of its ladder exactly once, unless it was closed first', () => {
    const byDeadline = new Map<string, Claim[]>();
    for (const c of claims) {
      const k = `${c.itemKey}|${c.dueDate}`;
      byDeadline.set(k, [...(byDeadline.get(k) ?? []), c]);
    }
    let checked = 0;
    for (const [k, list] of byDeadline) {
      const [itemKey, dueDate] = k.split('|') as [string, string];
      const rule = RULES_BY_ID.get(itemKey.split(':')[0] as RuleId)!;
      const steps = list.map((c) => c.step);
      expect(new Set(steps).size, k).toBe(steps.length);
      const first = list[0]!.day;
      const closed = closedOn.get(k);
      for (const days of rule.ladder) {
        const stepDay = addDays(dueDate, -days);
        // Steps before the duty appeared, after the year, or after it was closed are not owed.
        if (stepDay < first || stepDay >= addDays(START, DAYS) || (closed && stepDay >= closed)) continue;
        // A new fact can move a deadline (a new tenancy brings a legionella review forward): the
        // old date's later steps are then not owed.
        if (claims.some((c) => c.itemKey === itemKey && c.dueDate !== dueDate && c.day <= stepDay)) continue;
        expect(steps, `${k} d${days}`).toContain(`d${days}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('sends nothing for a duty once it is closed', () => {
    expect(closedOn.size).toBeGreaterThan(50);
    for (const [k, day] of closedOn) {
      // Renewals happen before that day's run, so nothing may go from the closing day on.
      const after = claims.filter((c) => `${c.itemKey}|${c.dueDate}` === k && c.day >= day);
      expect(
        after,
        `${k} closed ${day}: ${JSON.stringify(claims.filter((c) => `${c.itemKey}|${c.dueDate}` === k))}`,
      ).toEqual([]);
    }
  });

  it('keeps e-mail humane: one reminder e-mail per landlord per day at most, one digest per week', async () => {
    const mails = await handle.db
      .select({ recipient: outbox.recipient, template: outbox.template, createdAt: outbox.createdAt })
      .from(outbox)
      .where(
        and(
          sql`${outbox.template} in ('compliance_reminder', 'compliance_digest')`,
          eq(outbox.channel, 'email'),
        ),
      );
    const perDay = new Map<string, number>();
    const digestsPerWeek = new Map<string, number>();
    const perWeek = new Map<string, number>();
    for (const m of mails) {
      const day = m.createdAt.toISOString().slice(0, 10);
      const week = Math.floor((Date.parse(day) - Date.parse(START)) / (7 * 86_400_000));
      const k = `${m.recipient}|${day}`;
      perDay.set(k, (perDay.get(k) ?? 0) + 1);
      if (m.template === 'compliance_digest') {
        const w = `${m.recipient}|${week}`;
        digestsPerWeek.set(w, (digestsPerWeek.get(w) ?? 0) + 1);
      }
      const w = `${m.recipient}|${week}`;
      perWeek.set(w, (perWeek.get(w) ?? 0) + 1);
    }
    // The agency's inbox gets one per fully managed landlord.
    for (const [k, n] of perDay) expect(n, k).toBeLessThanOrEqual(k.startsWith(AGENCY) ? 2 : 1);
    for (const [k, n] of digestsPerWeek) expect(n, k).toBeLessThanOrEqual(k.startsWith(AGENCY) ? 2 : 1);
    // Each landlord's own inbox (20 homes, every duty of each): fewer than four e-mails a week on average.
    const weekly: number[] = [];
    for (const l of landlordIds) {
      const weeks = [...perWeek].filter(([k]) => k.startsWith(`year.landlord.${landlordIds.indexOf(l)}@`));
      const total = weeks.reduce((sum, [, n]) => sum + n, 0);
      weekly.push(total / (DAYS / 7));
      expect(total / (DAYS / 7), `landlord ${l}`).toBeLessThan(4);
    }
    console.log('compliance e-mails per landlord per week', weekly.map((w) => w.toFixed(2)).join(' '));
    // The agency's inbox gets the fully managed landlords' e-mails too.
    expect(mails.some((m) => m.recipient === AGENCY)).toBe(true);
  });
});
