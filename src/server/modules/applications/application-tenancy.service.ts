import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OPEN_APPLICATION_STATUSES,
  sevenDaysFrom,
  type ApplicationTenancyAnswer,
  type ApplicationTenancySchema,
  type HoldingDepositUse,
} from '@shared/applications';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { formatPence } from '@shared/money';
import { OPEN_PAYMENT_STATUSES } from '@shared/payments';
import { PAGE_PATHS } from '@shared/routes';
import { applications, properties, rentPayments } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { settleExpected } from '../payments/settlement';
import type { Actor } from '../properties/property-access';
import { addTenant, type TenantData } from '../tenancies/tenancies.service';
import { applicationEmails } from './application-emails';
import {
  getApplication,
  loadManagedApplication,
  lockApplication,
  repayByAfterDecision,
} from './applications.service';

type TenancyData = z.output<typeof ApplicationTenancySchema>;

export const NOT_APPROVED = 'Only an approved application can become a tenancy.';
export const HOME_TAKEN_REASON = 'The home has been let to another applicant.';
const DEPOSIT_TOO_SMALL = 'The deposit must be at least the holding deposit it includes';

/**
 * POST /api/applications/{id}/tenancy: an approved application becomes the home's tenancy in
 * one step, through the same path as adding a tenancy (the compliance blocks, the invitation or
 * set-password e-mail, the rent schedule). In its transaction: the application is marked let, its
 * holding deposit put toward the deposit or the first rent (or given 7 days to be repaid), the
 * other open applications closed (their holders e-mailed that the home is taken, a held holding
 * deposit due back within 7 days), and the listing taken down.
 */
export async function createTenancyFromApplication(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: TenancyData,
): Promise<ApplicationTenancyAnswer> {
  const current = await loadManagedApplication(ctx.db, actor, id);
  const app = current.application;
  if (app.status !== 'approved') throw conflict(NOT_APPROVED, { status: NOT_APPROVED });

  const leaseStart = input.leaseStart ?? app.moveInDate;
  const contractType = input.contractType ?? 'periodic';
  if (contractType === 'fixed_term' && !input.fixedTermEnd) {
    const message = 'A fixed-term contract needs its end date';
    throw badRequest(message, { fixedTermEnd: message });
  }
  const leaseEnd = input.leaseEnd ?? input.fixedTermEnd ?? addDays(addMonths(leaseStart, 12), -1);
  if (leaseEnd < leaseStart) {
    const message = 'Lease end must be on or after the lease start';
    throw badRequest(message, { leaseEnd: message });
  }
  const deposit = input.deposit ?? null;
  const held = app.holdingDepositOutcome === 'held' ? app.holdingDepositAmount! : 0;
  // With the applicant's consent the law lets it go toward the deposit or the first rent.
  const use: HoldingDepositUse | null = held
    ? (input.holdingDepositUse ?? (deposit !== null && deposit >= held ? 'deposit' : 'first_rent'))
    : null;
  if (use === 'deposit' && (deposit === null || deposit < held)) {
    const message = `${DEPOSIT_TOO_SMALL} (${formatPence(held)})`;
    throw badRequest(message, { deposit: message });
  }

  const tenantInput: TenantData = {
    fullName: app.fullName,
    email: app.email.toLowerCase(),
    phone: app.phone,
    leaseStart,
    leaseEnd,
    rentAmount: input.rentAmount ?? current.monthlyRent,
    deposit,
    depositScheme: null,
    depositSchemeRef: null,
    depositPaidDate: null,
    status: 'active',
    tenantType: 'tenant',
    occupationDate: leaseStart,
    contractType,
    fixedTermEnd: contractType === 'fixed_term' ? (input.fixedTermEnd ?? null) : null,
  };

  const today = todayInLondon();
  let othersTold = 0;
  const listingsUrl = `${ctx.config.publicUrl}${PAGE_PATHS.listings}`;
  const added = await addTenant(ctx, actor, app.propertyId, tenantInput, async (tx, tenantId) => {
    const row = await lockApplication(tx, id);
    if (row.status !== 'approved') throw conflict(NOT_APPROVED, { status: NOT_APPROVED });
    const now = new Date();
    await tx
      .update(applications)
      .set({
        status: 'let',
        statusChangedAt: now,
        tenantId,
        updatedAt: now,
        ...(use === 'deposit' || use === 'first_rent'
          ? {
              holdingDepositOutcome: use === 'deposit' ? 'toward_deposit' : 'toward_rent',
              holdingDepositSettledOn: today,
              holdingDepositRepayBy: null,
            }
          : use === 'repay'
            ? // Repaid within 7 days of the contract (WALES.md HOLDING_DEPOSIT).
              { holdingDepositRepayBy: [row.holdingDepositRepayBy!, sevenDaysFrom(today)].sort()[0]! }
            : {}),
      })
      .where(eq(applications.id, id));
    if (use) {
      await enqueueEmail(
        tx,
        row.email,
        // An applicant has no account, so no language on record: English.
        applicationEmails.holdingDepositOutcome(
          row.fullName,
          current.propertyTitle,
          held,
          use,
          sevenDaysFrom(today),
        ),
        'holding_deposit_outcome',
        undefined,
        { tenantId },
      );
    }

    // Everyone else still waiting hears the home is taken.
    const others = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.propertyId, row.propertyId),
          ne(applications.id, id),
          inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
        ),
      )
      .for('update');
    for (const other of others) {
      const repayBy = repayByAfterDecision(other, today);
      await tx
        .update(applications)
        .set({
          status: 'rejected',
          rejectionReason: HOME_TAKEN_REASON,
          statusChangedAt: now,
          holdingDepositRepayBy: repayBy,
          updatedAt: now,
        })
        .where(eq(applications.id, other.id));
      await enqueueEmail(
        tx,
        other.email,
        applicationEmails.homeTaken(
          other.fullName,
          current.propertyTitle,
          other.holdingDepositOutcome === 'held' ? repayBy : null,
          listingsUrl,
        ),
        'application_home_taken',
      );
    }
    othersTold = others.length;
    // The listing comes down: let, it should not be advertised again when the tenancy ends by itself.
    await tx.update(properties).set({ isListed: false }).where(eq(properties.id, row.propertyId));
  });

  if (use === 'first_rent')
    await putTowardFirstRent(ctx, added.tenant.id, added.tenant.propertyId, held, leaseStart, today);

  return {
    application: await getApplication(ctx, actor, id),
    tenantId: added.tenant.id,
    account: added.account,
    othersTold,
    message: `Tenancy created. ${added.message.replace(/^Tenant added\.\s*/, '')}`.trim(),
  };
}

/**
 * The holding deposit pays (part of) the first rent: the earliest open expected rent is settled
 * with it, as a payment received would; before the schedule has written any, a paid row stands
 * for it on the lease start.
 */
async function putTowardFirstRent(
  ctx: AppContext,
  tenantId: number,
  propertyId: number,
  amount: number,
  leaseStart: string,
  today: string,
) {
  const receipt = {
    amount,
    paymentDate: today,
    paymentMethod: null,
    reference: 'Holding deposit',
    notes: "Holding deposit put toward the first month's rent",
    externalSource: 'manual' as const,
  };
  await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(rentPayments)
      .where(
        and(eq(rentPayments.tenantId, tenantId), inArray(rentPayments.status, [...OPEN_PAYMENT_STATUSES])),
      )
      .orderBy(asc(rentPayments.dueDate), asc(rentPayments.id))
      .limit(1)
      .for('update');
    if (open) await settleExpected(tx, open, receipt);
    else
      await tx.insert(rentPayments).values({
        ...receipt,
        tenantId,
        propertyId,
        dueDate: leaseStart,
        status: 'paid',
      });
  });
}
