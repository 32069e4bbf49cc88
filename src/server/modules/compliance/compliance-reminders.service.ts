import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { currentStep, evaluateProperty, itemKey, ruleById, type ComplianceItem } from '@shared/compliance';
import { addDays, todayInLondon } from '@shared/dates';
import { PAGE_PATHS } from '@shared/routes';
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
  const roundedUp = await digestedThisWeek(db, [...byLandlord.keys()], weekOf(today));
  let queued = 0;
  for (const [landlordId, due] of byLandlord) {
    const landlord = landlords.get(landlordId);
    if (!landlord || due.size === 0) continue;
    const plan = planFor([...due.values()], sent, today, !roundedUp.has(landlordId));
    if (!plan.now.length && !plan.roundUp) continue;
    queued += await remindLandlord(db, landlord, plan, today, options);
  }
  return queued;
}

/** A step at least this many days before its deadline can wait for the weekly round-up. */
export const EARLY_STEP_DAYS = 30;

export const isUrgent = (step: string) => step === 'overdue' || Number(step.slice(1)) < EARLY_STEP_DAYS;

interface Plan {
  /** Steps to send in this run: overdue alerts and steps under a month ahead. */
  now: Due[];
  /** The week's round-up, when it is due: early steps reached, and what was already overdue. */
  roundUp: { comingUp: Due[]; stillOverdue: Due[] } | null;
}

/**
 * What a landlord is told in this run. Urgent steps go at once; early steps (a month or more ahead)
 * and everything that was already overdue on an earlier day wait for one round-up e-mail a week,
 * sent by the first run of the week that has something for it. Both go in one e-mail.
 */
export function planFor(
  due: Due[],
  sent: Map<string, string>,
  today: string,
  roundUpAvailable: boolean,
): Plan {
  const fresh = due.filter((d) => !sent.has(claimKey(d)));
  const now = fresh.filter((d) => isUrgent(d.step));
  const comingUp = fresh.filter((d) => !isUrgent(d.step));
  const stillOverdue = due.filter((d) => d.step === 'overdue' && (sent.get(claimKey(d)) ?? today) < today);
  const roundUp =
    roundUpAvailable && (comingUp.length || stillOverdue.length) ? { comingUp, stillOverdue } : null;
  return { now, roundUp };
}

export const reminderScope = (options: Pick<ReminderOptions, 'landlordId'>): SQL | undefined =>
  options.landlordId === undefined ? undefined : and(eq(properties.landlordId, options.landlordId));

const claimKey = (d: Pick<Due, 'key' | 'dueDate' | 'step'>) => `${d.key}|${d.dueDate}|${d.step}`;

/** Which of these steps were sent before, and on which day, in one query. */
async function alreadySent(db: Db, due: Due[]): Promise<Map<string, string>> {
  if (!due.length) return new Map();
  const result =
    (await db.execute(sql`select item_key, due_date::text as due_date, step, sent_on::text as sent_on from ${complianceReminders}
      where (item_key, due_date, step) in (
        select * from unnest(${toPgArray(due.map((d) => d.key))}::text[], ${toPgArray(due.map((d) => d.dueDate))}::date[], ${toPgArray(due.map((d) => d.step))}::text[]))`)) as unknown as {
      rows: { item_key: string; due_date: string; step: string; sent_on: string }[];
    };
  return new Map(result.rows.map((r) => [`${r.item_key}|${r.due_date}|${r.step}`, r.sent_on]));
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
  const { served, outstanding } = await serveOutstandingCopies(
    db,
    options.publicUrl,
    scope,
    today,
    options.now ?? new Date(),
    loaded,
  );
  // Re-read when any copy was owed, even one another instance served first: otherwise its duty
  // would still look overdue here and be reminded a second time.
  if (outstanding) loaded = await loadFacts(db, scope, today);
  const reminders = await runComplianceReminders(db, { ...options, today }, loaded);
  return { served, reminders };
}

async function remindLandlord(
  db: Db,
  landlord: LandlordContact,
  plan: Plan,
  today: string,
  options: ReminderOptions,
): Promise<number> {
  const dashboardUrl = `${options.publicUrl}${PAGE_PATHS.landlordDashboard}`;
  // The landlord's copy in their language; the agency inbox's in English.
  const recipients = [
    { email: landlord.email, forAgency: false, locale: landlord.language },
    ...(landlord.managementMode === 'fully_managed'
      ? [{ email: options.agencyEmail, forAgency: true, locale: 'en' as const }]
      : []),
  ];
  return db.transaction(async (tx) => {
    const claim = async (lines: Due[]) => {
      if (!lines.length) return [];
      const claimed = await tx
        .insert(complianceReminders)
        .values(
          lines.map((d) => ({
            landlordId: landlord.id,
            itemKey: d.key,
            dueDate: d.dueDate,
            step: d.step,
            sentOn: today,
          })),
        )
        .onConflictDoNothing()
        .returning({
          itemKey: complianceReminders.itemKey,
          dueDate: complianceReminders.dueDate,
          step: complianceReminders.step,
        });
      return lines.filter((d) =>
        claimed.some((c) => c.itemKey === d.key && c.dueDate === d.dueDate && c.step === d.step),
      );
    };
    const now = await claim(plan.now);
    let roundUp: { comingUp: Due[]; stillOverdue: Due[] } | null = null;
    if (plan.roundUp) {
      // Another instance may have sent this week's round-up a moment ago: the claim decides.
      const [week] = await tx
        .insert(complianceDigests)
        .values({ landlordId: landlord.id, weekOf: weekOf(today) })
        .onConflictDoNothing()
        .returning({ weekOf: complianceDigests.weekOf });
      if (week)
        roundUp = { comingUp: await claim(plan.roundUp.comingUp), stillOverdue: plan.roundUp.stillOverdue };
    }
    const content = { now, comingUp: roundUp?.comingUp ?? [], stillOverdue: roundUp?.stillOverdue ?? [] };
    if (!content.now.length && !content.comingUp.length && !content.stillOverdue.length) return 0;
    const template = now.length ? 'compliance_reminder' : 'compliance_digest';
    for (const r of recipients) {
      await enqueueEmail(
        tx,
        r.email,
        complianceEmails.summary(landlord.fullName, content, dashboardUrl, r.forAgency, r.locale),
        template,
      );
    }
    // A text only for what cannot wait.
    if (now.length) {
      const overdue = now.filter((d) => d.step === 'overdue').length;
      await enqueueSms(
        tx,
        landlord.id,
        (locale) => complianceTexts.reminders(now.length, overdue, dashboardUrl, locale),
        'compliance_reminder',
      );
    }
    return recipients.length;
  });
}
