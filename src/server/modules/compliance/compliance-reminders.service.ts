import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  currentStep,
  evaluateProperty,
  itemKey,
  ruleById,
  type ComplianceItem,
} from '@shared/compliance';
import { addDays, todayInLondon } from '@shared/dates';
import type { Db } from '../../db/create-db';
import { complianceDigests, complianceReminders, properties } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { enqueueSms } from '../../lib/sms/outbox';
import { complianceEmails, complianceTexts, type ReminderLine } from './compliance-emails';
import { loadFacts, type LandlordContact, type LoadedFacts } from './compliance-facts';
import { serveOutstandingCopies } from './serve-copies';

/** Items overdue with no date of their own (an F/G band, an open fitness repair) are alerted once under this day. */
export const NO_DUE_DATE = '2000-01-01';

export interface ReminderOptions {
  publicUrl: string;
  /** The agency's inbox: fully managed landlords' reminders go there too. */
  agencyEmail: string;
  today?: string;
  /** Only this landlord (straight after a change to one of their homes). */
  landlordId?: number;
}

interface Due extends ReminderLine {
  key: string;
  dueDate: string;
}

/** The step an item has reached today: `overdue`, `d30` and so on, or null when nothing is due. */
export function stepFor(item: ComplianceItem, today: string): string | null {
  if (item.status === 'overdue') return 'overdue';
  if (item.status !== 'due_soon' || !item.dueDate) return null;
  const days = currentStep(ruleById(item.rule).ladder, item.dueDate, today);
  return days === null ? null : `d${days}`;
}

/** Monday of the week `today` is in: the weekly digest is claimed per landlord and week. */
export function weekOf(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, -((weekday + 6) % 7));
}

/**
 * The reminder ladders of WALES.md: every item that has reached a step gets it once (claimed in
 * compliance_reminders, in the transaction that queues the e-mail, so several instances never
 * send one twice). A landlord gets one e-mail per run with every step reached, a text when they
 * chose texts, and a weekly digest of what is still overdue. Fully managed landlords' e-mails go
 * to the agency's inbox too. Resolves to the number of e-mails queued.
 */
export async function runComplianceReminders(
  db: Db,
  options: ReminderOptions,
  /** Facts already read for this scope and day. */
  loaded?: LoadedFacts,
): Promise<number> {
  const today = options.today ?? todayInLondon();
  const { facts, landlords } = loaded ?? (await loadFacts(db, reminderScope(options), today));

  const byLandlord = new Map<number, Map<string, Due>>();
  for (const f of facts) {
    const due = byLandlord.get(f.landlord.id) ?? new Map<string, Due>();
    byLandlord.set(f.landlord.id, due);
    for (const item of evaluateProperty(f).items) {
      const step = stepFor(item, today);
      if (!step) continue;
      const key = itemKey(item, f.property.id, f.landlord.id);
      // A landlord's own duty stands over every home: it is one line, not one per home.
      due.set(key, {
        key,
        dueDate: item.dueDate ?? NO_DUE_DATE,
        step,
        item,
        propertyTitle: item.subject === 'landlord' ? null : f.property.title,
      });
    }
  }

  // Most runs find every step already sent: one read of the claims, and no write unless something is new.
  const candidates = [...byLandlord.values()].flatMap((due) => [...due.values()]);
  const sent = await alreadySent(db, candidates);
  const digested = await digestedThisWeek(db, [...byLandlord.keys()], weekOf(today));
  let queued = 0;
  for (const [landlordId, due] of byLandlord) {
    const landlord = landlords.get(landlordId);
    if (!landlord || due.size === 0) continue;
    const all = [...due.values()];
    const fresh = all.filter((d) => !sent.has(claimKey(d)));
    const wantsDigest = !digested.has(landlordId) && all.some((d) => d.step === 'overdue' && sent.has(claimKey(d)));
    if (!fresh.length && !wantsDigest) continue;
    queued += await remindLandlord(db, landlord, all, today, options);
  }
  return queued;
}

export const reminderScope = (options: Pick<ReminderOptions, 'landlordId'>): SQL | undefined =>
  options.landlordId === undefined ? undefined : and(eq(properties.landlordId, options.landlordId));

const claimKey = (d: Pick<Due, 'key' | 'dueDate' | 'step'>) => `${d.key}|${d.dueDate}|${d.step}`;

/** Which of these steps were sent before, in one query. */
async function alreadySent(db: Db, due: Due[]): Promise<Set<string>> {
  if (!due.length) return new Set();
  const result = (await db.execute(sql`select item_key, due_date::text as due_date, step from ${complianceReminders}
      where (item_key, due_date, step) in (
        select * from unnest(${toPgArray(due.map((d) => d.key))}::text[], ${toPgArray(due.map((d) => d.dueDate))}::date[], ${toPgArray(due.map((d) => d.step))}::text[]))`)) as unknown as {
    rows: { item_key: string; due_date: string; step: string }[];
  };
  return new Set(result.rows.map((r) => `${r.item_key}|${r.due_date}|${r.step}`));
}

async function digestedThisWeek(db: Db, landlordIds: number[], week: string): Promise<Set<number>> {
  if (!landlordIds.length) return new Set();
  const rows = await db
    .select({ landlordId: complianceDigests.landlordId })
    .from(complianceDigests)
    .where(and(eq(complianceDigests.weekOf, week), inArray(complianceDigests.landlordId, landlordIds)));
  return new Set(rows.map((r) => r.landlordId));
}

/** A PostgreSQL array literal of plain strings (keys, dates and step names: no quotes or braces in them). */
const toPgArray = (values: string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/**
 * Serve outstanding copies, then remind, reading the facts once (again only when something was
 * served, since a service closes a copy duty). The hourly job and the check after a change use it.
 */
export async function runComplianceChecks(
  db: Db,
  options: ReminderOptions & { now?: Date },
): Promise<{ served: number; reminders: number }> {
  const today = options.today ?? todayInLondon();
  const scope = reminderScope(options);
  let loaded = await loadFacts(db, scope, today);
  const served = await serveOutstandingCopies(db, options.publicUrl, scope, today, options.now ?? new Date(), loaded);
  if (served) loaded = await loadFacts(db, scope, today);
  const reminders = await runComplianceReminders(db, { ...options, today }, loaded);
  return { served, reminders };
}

async function remindLandlord(
  db: Db,
  landlord: LandlordContact,
  due: Due[],
  today: string,
  options: ReminderOptions,
): Promise<number> {
  const dashboardUrl = `${options.publicUrl}/landlord-dashboard`;
  const recipients = [
    { email: landlord.email, forAgency: false },
    ...(landlord.managementMode === 'fully_managed' ? [{ email: options.agencyEmail, forAgency: true }] : []),
  ];
  return db.transaction(async (tx) => {
    let queued = 0;
    const claimed = await tx
      .insert(complianceReminders)
      .values(due.map((d) => ({ landlordId: landlord.id, itemKey: d.key, dueDate: d.dueDate, step: d.step })))
      .onConflictDoNothing()
      .returning({ itemKey: complianceReminders.itemKey, step: complianceReminders.step });
    const fresh = due.filter((d) => claimed.some((c) => c.itemKey === d.key && c.step === d.step));
    if (fresh.length) {
      for (const r of recipients) {
        await enqueueEmail(tx, r.email, complianceEmails.reminders(landlord.fullName, fresh, dashboardUrl, r.forAgency), 'compliance_reminder');
        queued++;
      }
      const overdue = fresh.filter((d) => d.step === 'overdue').length;
      await enqueueSms(tx, landlord.id, complianceTexts.reminders(fresh.length, overdue, dashboardUrl), 'compliance_reminder');
    }
    // What was already overdue before this run is summed up once a week, not e-mailed each day.
    const stillOverdue = due.filter((d) => d.step === 'overdue' && !fresh.includes(d));
    if (stillOverdue.length) {
      const [digest] = await tx
        .insert(complianceDigests)
        .values({ landlordId: landlord.id, weekOf: weekOf(today) })
        .onConflictDoNothing()
        .returning({ weekOf: complianceDigests.weekOf });
      if (digest) {
        for (const r of recipients) {
          await enqueueEmail(tx, r.email, complianceEmails.weeklyDigest(landlord.fullName, stillOverdue, dashboardUrl, r.forAgency), 'compliance_digest');
          queued++;
        }
      }
    }
    return queued;
  });
}
