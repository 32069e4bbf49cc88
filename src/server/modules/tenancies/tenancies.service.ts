import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tenant, TenantInputSchema } from '@shared/tenancies';
import { CURRENT_TENANT_STATUSES } from '@shared/tenancies';
import type { Db } from '../../db/create-db';
import { communications, documents, properties, rentPayments, tenants } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { todayInLondon } from '@shared/dates';
import { recordRentChange } from '../payments/rent-changes';
import { runRentSchedule } from '../payments/rent-schedule.service';
import { rentChanges } from '../../db/schema';
import { loadOwnedProperty, loadOwnedTenant, type Actor } from '../properties/property-access';
import {
  ACCOUNT_EXISTS,
  accountFor,
  accountMessages,
  attachAccount,
  emailConflict,
  type AccountOutcome,
} from './tenancy-accounts';
import { invitationStates } from './tenancy-invitations';
import { toTenant } from './tenancy.presenter';
import { afterComplianceChange } from '../compliance/after-change';
import { assertMayRaiseRent, assertMayStartTenancy } from '../compliance/compliance.service';

export type TenantData = z.output<typeof TenantInputSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const ENDED_MESSAGE =
  'This tenant has records that must be kept, so the tenancy has been marked as past instead of deleted.';
export const REMOVED_MESSAGE = 'Tenant removed.';
export const ALREADY_TENANT = 'This person is already a tenant of this property';
export const ALREADY_LINKED = "This tenancy is already linked to the tenant's account.";

export {
  ACCOUNT_EXISTS,
  NOT_A_TENANT_ACCOUNT,
  REJECTED_ACCOUNT,
  type AccountOutcome,
} from './tenancy-accounts';
import { pageTotal } from '../../lib/list-query';

async function assertNotAlreadyTenant(tx: Tx, propertyId: number, email: string, exceptId?: number) {
  const [same] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.propertyId, propertyId),
        sql`lower(${tenants.email}) = ${email}`,
        ne(tenants.status, 'past'),
        exceptId ? ne(tenants.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw emailConflict(ALREADY_TENANT);
}

/**
 * Keeps the property's status in step with its tenancies: someone living there (an active or
 * notice-given tenant who is not a guarantor) makes it occupied; when the last one leaves, an
 * occupied property becomes vacant. Other statuses set by hand (under offer) are left alone
 * unless someone moves in.
 */
export async function syncOccupancy(tx: Tx, propertyId: number) {
  await tx.execute(sql`update ${properties} set status = case
      when exists (select 1 from ${tenants} where ${tenants.propertyId} = ${propertyId}
                   and ${inArray(tenants.status, [...CURRENT_TENANT_STATUSES])} and ${tenants.tenantType} <> 'guarantor') then 'occupied'
      when ${properties.status} = 'occupied' then 'vacant'
      else ${properties.status} end
    where ${properties.id} = ${propertyId}`);
}

/** Two invitations racing for one address: the unique index decides, and the loser gets a 409 on `email`. */
function rethrowEmailTaken(error: unknown): never {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw emailConflict(ACCOUNT_EXISTS);
  throw error;
}

const columnsOf = (input: TenantData) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone ?? null,
  leaseStart: input.leaseStart,
  leaseEnd: input.leaseEnd,
  rentAmount: input.rentAmount,
  deposit: input.deposit ?? null,
  depositScheme: input.depositScheme ?? null,
  depositSchemeRef: input.depositSchemeRef ?? null,
  depositPaidDate: input.depositPaidDate ?? null,
  status: input.status,
  tenantType: input.tenantType,
  occupationDate: input.occupationDate ?? null,
  contractType: input.contractType,
  // A periodic contract has no fixed-term end.
  fixedTermEnd: input.contractType === 'fixed_term' ? (input.fixedTermEnd ?? null) : null,
  ...(input.lastRentIncreaseOn === undefined ? {} : { lastRentIncreaseOn: input.lastRentIncreaseOn }),
  ...(input.remindersPaused === undefined ? {} : { remindersPaused: input.remindersPaused }),
});

export async function listTenants(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  page: { limit: number; offset: number },
) {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const rows = await ctx.db
    .select({ tenant: tenants, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tenants)
    .where(eq(tenants.propertyId, propertyId))
    .orderBy(
      sql`case ${tenants.status} when 'active' then 0 when 'notice_given' then 1 else 2 end`,
      desc(tenants.leaseStart),
      desc(tenants.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, () =>
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tenants)
      .where(eq(tenants.propertyId, propertyId)),
  );
  const states = await invitationStates(
    ctx.db,
    rows.map((r) => r.tenant),
  );
  return { tenants: rows.map((r) => toTenant(r.tenant, states.get(r.tenant.id))), total };
}

/** A tenancy as the API answers it, with its invitation state while unlinked. */
async function presentTenant(ctx: AppContext, row: typeof tenants.$inferSelect): Promise<Tenant> {
  return toTenant(row, (await invitationStates(ctx.db, [row])).get(row.id));
}

/** One tenancy as the property's tenant list answers it; another landlord's is not found. */
export async function getTenant(ctx: AppContext, actor: Actor, id: number): Promise<Tenant> {
  return presentTenant(ctx, await loadOwnedTenant(ctx.db, actor, id));
}

export async function addTenant(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: TenantData,
  /** More work in the tenancy's transaction (an application becoming this tenancy); throwing undoes both. */
  within?: (tx: Tx, tenantId: number) => Promise<void>,
) {
  const property = await loadOwnedProperty(ctx.db, actor, propertyId);
  // A guarantor does not move in; anyone else needs the safety items in place by their occupation date.
  if (input.tenantType !== 'guarantor') {
    await assertMayStartTenancy(ctx.db, propertyId, input.occupationDate ?? input.leaseStart);
  }
  const account = await accountFor(ctx, input.email);
  const row = await ctx.db
    .transaction(async (tx) => {
      // One change at a time per property: the duplicate check and the status stay true.
      await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .for('update');
      await assertNotAlreadyTenant(tx, propertyId, input.email);
      // The tenancy first, so the invitation or notice can name it (the landlord sees it there).
      const [created] = await tx
        .insert(tenants)
        .values({ ...columnsOf(input), propertyId })
        .returning({ id: tenants.id });
      const userId = await attachAccount(ctx, tx, account, input, property, created!.id);
      const [inserted] = await tx
        .update(tenants)
        .set({ userId })
        .where(eq(tenants.id, created!.id))
        .returning();
      await tx
        .insert(rentChanges)
        .values({ tenantId: inserted!.id, amount: input.rentAmount, effectiveFrom: input.leaseStart });
      await syncOccupancy(tx, propertyId);
      await within?.(tx, inserted!.id);
      return inserted!;
    })
    .catch(rethrowEmailTaken);
  ctx.kickOutbox();
  // Expected rent appears at once rather than at the next hourly run.
  await runRentSchedule(ctx.db, todayInLondon(), { tenantId: row.id });
  // The new contract-holder is served the current certificates, and the landlord's clock starts.
  await afterComplianceChange(ctx, propertyId);
  const outcome: AccountOutcome = account.kind === 'existing' ? 'invitation_sent' : 'invited';
  return {
    tenant: await presentTenant(ctx, row),
    account: outcome,
    message: `Tenant added. ${accountMessages[outcome]}`,
  };
}

export async function updateTenant(ctx: AppContext, actor: Actor, id: number, input: TenantData) {
  const current = await loadOwnedTenant(ctx.db, actor, id);
  // A periodic contract's rent rises only as RHW12 allows (two months' notice, 12 months apart).
  if (input.rentAmount > current.rentAmount) {
    await assertMayRaiseRent(ctx.db, current.propertyId, id, input.rentEffectiveFrom ?? todayInLondon());
  }
  const emailChanged = current.email.toLowerCase() !== input.email;
  let account = emailChanged ? await accountFor(ctx, input.email) : null;
  // The linked account's owner changed their own address and the landlord follows: still theirs.
  if (account?.kind === 'existing' && account.id === current.userId) account = null;
  const row = await ctx.db
    .transaction(async (tx) => {
      const [property] = await tx
        .select()
        .from(properties)
        .where(eq(properties.id, current.propertyId))
        .for('update');
      let userId = current.userId;
      if (account) {
        await assertNotAlreadyTenant(tx, current.propertyId, input.email, id);
        userId = await attachAccount(ctx, tx, account, input, property!, id);
      }
      const [updated] = await tx
        .update(tenants)
        .set({ ...columnsOf(input), userId })
        .where(eq(tenants.id, id))
        .returning();
      if (input.rentAmount !== current.rentAmount) {
        const today = todayInLondon();
        await recordRentChange(tx, id, input.rentAmount, input.rentEffectiveFrom ?? today, today);
      }
      await syncOccupancy(tx, current.propertyId);
      return updated!;
    })
    .catch(rethrowEmailTaken);
  if (account) ctx.kickOutbox();
  await runRentSchedule(ctx.db, todayInLondon(), { tenantId: id });
  await afterComplianceChange(ctx, current.propertyId);
  const outcome: AccountOutcome = !account
    ? 'unchanged'
    : account.kind === 'existing'
      ? 'invitation_sent'
      : 'invited';
  return {
    tenant: await presentTenant(ctx, row),
    account: outcome,
    message: `Tenant updated. ${accountMessages[outcome]}`.trim(),
  };
}

/**
 * POST /api/tenants/{id}/invitation: the landlord sends the invitation again (after a decline, or
 * when it lapsed). The address is looked up afresh: an existing account is invited; if none has it
 * any more, a new account is made and invited to set its password, as when the tenancy was added.
 */
export async function resendInvitation(ctx: AppContext, actor: Actor, id: number): Promise<TenantAnswer> {
  const current = await loadOwnedTenant(ctx.db, actor, id);
  if (current.userId !== null) throw conflict(ALREADY_LINKED);
  const account = await accountFor(ctx, current.email.toLowerCase());
  const row = await ctx.db
    .transaction(async (tx) => {
      const [property] = await tx
        .select()
        .from(properties)
        .where(eq(properties.id, current.propertyId))
        .for('update');
      const [locked] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
      if (locked!.userId !== null) throw conflict(ALREADY_LINKED);
      const input = { email: current.email.toLowerCase(), fullName: current.fullName, phone: current.phone };
      const userId = await attachAccount(ctx, tx, account, input, property!, id);
      const [updated] = await tx.update(tenants).set({ userId }).where(eq(tenants.id, id)).returning();
      return updated!;
    })
    .catch(rethrowEmailTaken);
  ctx.kickOutbox();
  const outcome: AccountOutcome = account.kind === 'existing' ? 'invitation_sent' : 'invited';
  return { tenant: await presentTenant(ctx, row), account: outcome, message: accountMessages[outcome] };
}

/** A tenant with rent, documents or communications is kept as past; one with no records is deleted. */
export async function removeTenant(ctx: AppContext, actor: Actor, id: number) {
  const current = await loadOwnedTenant(ctx.db, actor, id);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, current.propertyId))
      .for('update');
    // Locking the row holds back records being added meanwhile (their foreign-key checks wait).
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).for('update');
    // Expected rent the schedule wrote and nobody paid is not a record to keep: it goes with the
    // tenancy (all of it on a delete, what is not yet due when the tenancy ends).
    const today = todayInLondon();
    const history = (await tx.execute(sql`select (
        exists (select 1 from ${rentPayments} where ${rentPayments.tenantId} = ${id}
                and not (${rentPayments.externalSource} = 'schedule' and ${rentPayments.status} <> 'paid'))
        or exists (select 1 from ${documents} where ${documents.tenantId} = ${id})
        or exists (select 1 from ${communications} where ${communications.tenantId} = ${id})
      ) as has`)) as unknown as { rows: { has: boolean }[] };
    const keep = !!history.rows[0]?.has;
    await tx
      .delete(rentPayments)
      .where(
        and(
          eq(rentPayments.tenantId, id),
          eq(rentPayments.externalSource, 'schedule'),
          ne(rentPayments.status, 'paid'),
          keep ? sql`${rentPayments.dueDate} > ${today}::date` : undefined,
        ),
      );
    if (keep) await tx.update(tenants).set({ status: 'past' }).where(eq(tenants.id, id));
    else await tx.delete(tenants).where(eq(tenants.id, id));
    await syncOccupancy(tx, current.propertyId);
    return keep;
  });
  return ended ? { ended: true, message: ENDED_MESSAGE } : { ended: false, message: REMOVED_MESSAGE };
}

export type TenantAnswer = { tenant: Tenant; account: AccountOutcome; message: string };
