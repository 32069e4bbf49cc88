import { and, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  defaultDeadlineForAgreement,
  formatHoldingDepositCapMessage,
  HOLDING_DEPOSIT_REMINDER_DAYS,
  holdingDepositCap,
  sevenDaysFrom,
  type Application,
  type HoldingDepositInformationSchema,
  type HoldingDepositRepaymentSchema,
  type HoldingDepositSchema,
} from '@shared/applications';
import { addDays, todayInLondon } from '@shared/dates';
import type { Db } from '../../db/create-db';
import { applications, properties } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import type { Actor } from '../properties/property-access';
import { applicationEmails } from './application-emails';
import type { ApplicationRow } from './application.presenter';
import {
  dashboardUrl,
  enqueueToAll,
  getApplication,
  landlordAndAgency,
  loadManagedApplication,
  lockApplication,
} from './applications.service';

type InformationData = z.output<typeof HoldingDepositInformationSchema>;
type ReceiptData = z.output<typeof HoldingDepositSchema>;
type RepaymentData = z.output<typeof HoldingDepositRepaymentSchema>;

export const CLOSED_APPLICATION =
  'This application is closed: a holding deposit can no longer be taken for it.';
export const ALREADY_RECEIVED = 'A holding deposit has already been recorded for this application.';
export const ANOTHER_HOLDS =
  'Another applicant’s holding deposit holds this home: repay it, or reject that application, first.';
export const NOTHING_TO_REPAY = 'There is no holding deposit held on this application to repay.';

const isClosed = (row: ApplicationRow) => row.status === 'rejected' || row.status === 'let';

/** 400 on `amount` when it is more than one week's rent. */
function assertWithinCap(amount: number, monthlyRent: number) {
  const cap = holdingDepositCap(monthlyRent);
  if (amount > cap) {
    const message = formatHoldingDepositCapMessage(cap);
    throw badRequest(message, { amount: message });
  }
}

/**
 * POST /api/applications/{id}/holding-deposit/information: e-mails the applicant what the law
 * says they must have in writing before a holding deposit is taken, and records that it was sent.
 */
export async function sendHoldingDepositInformation(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: InformationData,
): Promise<Application> {
  const current = await loadManagedApplication(ctx.db, actor, id);
  assertWithinCap(input.amount, current.monthlyRent);
  const today = todayInLondon();
  if (input.deadlineForAgreement !== undefined && input.deadlineForAgreement < today) {
    const message = 'The deadline for agreement cannot be in the past';
    throw badRequest(message, { deadlineForAgreement: message });
  }
  const [property] = await ctx.db
    .select()
    .from(properties)
    .where(eq(properties.id, current.application.propertyId));
  const { landlordName } = await landlordAndAgency(ctx.db, property!.landlordId, ctx.config.agencyEmail);
  await ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (isClosed(row)) throw conflict(CLOSED_APPLICATION);
    if (row.holdingDepositReceivedOn) throw conflict(ALREADY_RECEIVED);
    await tx
      .update(applications)
      .set({
        holdingDepositInfoAmount: input.amount,
        holdingDepositInfoSentAt: new Date(),
        // A deadline agreed in writing is kept for the receipt; otherwise it follows from the day paid.
        holdingDepositDeadline: input.deadlineForAgreement ?? null,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
    await enqueueEmail(
      tx,
      row.email,
      applicationEmails.holdingDepositInformation(row.fullName, {
        propertyTitle: property!.title,
        address: `${property!.address}, ${property!.city} ${property!.postcode}`,
        monthlyRent: property!.price,
        amount: input.amount,
        deadlineForAgreement: input.deadlineForAgreement ?? null,
        landlordName,
      }),
      'holding_deposit_information',
    );
  });
  ctx.kickOutbox();
  return getApplication(ctx, actor, id);
}

/**
 * POST /api/applications/{id}/holding-deposit: the holding deposit received. At most one week's
 * rent (400), one per application and one held per home at a time (409). The deadline for
 * agreement is the one agreed in writing, or the 15th day beginning with the day it was received;
 * it must be repaid (or applied) within 7 days of that deadline unless a contract comes first.
 */
export async function recordHoldingDeposit(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ReceiptData,
): Promise<Application> {
  const current = await loadManagedApplication(ctx.db, actor, id);
  assertWithinCap(input.amount, current.monthlyRent);
  await ctx.db.transaction(async (tx) => {
    // The home first, then the application: the one-held-per-home check cannot race.
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, current.application.propertyId))
      .for('update');
    const row = await lockApplication(tx, id);
    if (isClosed(row)) throw conflict(CLOSED_APPLICATION);
    if (row.holdingDepositReceivedOn) throw conflict(ALREADY_RECEIVED);
    const [other] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.propertyId, row.propertyId),
          ne(applications.id, id),
          eq(applications.holdingDepositOutcome, 'held'),
        ),
      )
      .limit(1);
    if (other) throw conflict(ANOTHER_HOLDS);
    const deadline =
      input.deadlineForAgreement ??
      row.holdingDepositDeadline ??
      defaultDeadlineForAgreement(input.receivedOn);
    if (deadline < input.receivedOn) {
      const message = 'The deadline for agreement cannot be before the day the deposit was received';
      throw badRequest(message, { deadlineForAgreement: message });
    }
    const repayBy = sevenDaysFrom(deadline);
    await tx
      .update(applications)
      .set({
        holdingDepositAmount: input.amount,
        holdingDepositReceivedOn: input.receivedOn,
        holdingDepositDeadline: deadline,
        holdingDepositRepayBy: repayBy,
        holdingDepositOutcome: 'held',
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
    await enqueueEmail(
      tx,
      row.email,
      applicationEmails.holdingDepositReceived(
        row.fullName,
        current.propertyTitle,
        input.amount,
        deadline,
        repayBy,
      ),
      'holding_deposit_received',
    );
  });
  ctx.kickOutbox();
  return getApplication(ctx, actor, id);
}

/** POST /api/applications/{id}/holding-deposit/repayment: it went back to the applicant. */
export async function recordHoldingDepositRepayment(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: RepaymentData,
): Promise<Application> {
  await loadManagedApplication(ctx.db, actor, id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (row.holdingDepositOutcome !== 'held') throw conflict(NOTHING_TO_REPAY);
    if (input.repaidOn < row.holdingDepositReceivedOn!) {
      const message = 'The repaid date cannot be before the day the deposit was received';
      throw badRequest(message, { repaidOn: message });
    }
    await tx
      .update(applications)
      .set({
        holdingDepositOutcome: 'repaid',
        holdingDepositSettledOn: input.repaidOn,
        holdingDepositRepayBy: null,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
  });
  return getApplication(ctx, actor, id);
}

/**
 * The hourly job: the landlord and the agency are e-mailed when a held holding deposit's
 * repayment date is HOLDING_DEPOSIT_REMINDER_DAYS away (or has passed unreminded). Each date is
 * claimed by writing it on the row in the e-mail's transaction, so it goes once however many
 * instances run this; a new date (a rejection brings it forward) earns a new reminder.
 */
export async function sendHoldingDepositReminders(
  db: Db,
  opts: { publicUrl: string; agencyEmail: string },
  today: string = todayInLondon(),
): Promise<number> {
  const due = await db
    .select({
      id: applications.id,
      fullName: applications.fullName,
      amount: applications.holdingDepositAmount,
      repayBy: applications.holdingDepositRepayBy,
      propertyTitle: properties.title,
      landlordId: properties.landlordId,
    })
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .where(
      and(
        eq(applications.holdingDepositOutcome, 'held'),
        isNotNull(applications.holdingDepositRepayBy),
        lte(applications.holdingDepositRepayBy, addDays(today, HOLDING_DEPOSIT_REMINDER_DAYS)),
        or(
          sql`${applications.holdingDepositRemindedFor} is null`,
          sql`${applications.holdingDepositRemindedFor} <> ${applications.holdingDepositRepayBy}`,
        ),
      ),
    );
  let sent = 0;
  for (const a of due) {
    const { recipients } = await landlordAndAgency(db, a.landlordId, opts.agencyEmail);
    const claimed = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(applications)
        .set({ holdingDepositRemindedFor: a.repayBy })
        .where(
          and(
            eq(applications.id, a.id),
            eq(applications.holdingDepositRepayBy, a.repayBy!),
            eq(applications.holdingDepositOutcome, 'held'),
            sql`${applications.holdingDepositRemindedFor} is distinct from ${applications.holdingDepositRepayBy}`,
          ),
        )
        .returning({ id: applications.id });
      if (!won) return false;
      await enqueueToAll(
        tx,
        recipients,
        (locale) =>
          applicationEmails.holdingDepositReminder(
            a.fullName,
            a.propertyTitle,
            a.amount!,
            a.repayBy!,
            dashboardUrl(opts.publicUrl),
            locale,
          ),
        'holding_deposit_reminder',
      );
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
