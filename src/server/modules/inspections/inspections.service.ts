import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@shared/errors';
import {
  ALARMS_REQUIRED,
  earliestWithoutAgreement,
  MAX_DAYS_IN_PAST,
  NOTICE_TOO_SHORT,
  ROOMS_REQUIRED,
  SCHEDULED_IN_PAST,
  SCHEDULED_TOO_FAR,
  type Inspection,
  type InspectionCreateSchema,
  type InspectionStatus,
  type InspectionUpdateSchema,
} from '@shared/inspections';
import { PAGE_PATHS } from '@shared/routes';
import { CURRENT_TENANT_STATUSES } from '@shared/tenancies';
import type { Db } from '../../db/create-db';
import { inspections, tenants, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { localeOf } from '../../lib/mailer/recipient-locale';
import { loadOwnedProperty, type Actor } from '../properties/property-access';
import {
  assertTenant,
  loadManagedInspection,
  loadVisibleInspection,
  presentInspection,
  presentInspections,
  selectInspections,
  type SelectedInspection,
} from './inspection-access';
import { inspectionEmails } from './inspection-emails';
import { ownTenancy } from '../payments/tenant-payments.service';

type CreateData = z.output<typeof InspectionCreateSchema>;
type UpdateData = z.output<typeof InspectionUpdateSchema>;
type NamedActor = Actor & { fullName: string };

const DAY = 86_400_000;
export const EDIT_CONFLICT_MESSAGE =
  'Someone else changed this inspection while you were editing it. The latest version is shown; check it and save again.';
export const CANCELLED_IS_FINAL = 'This inspection was cancelled and can no longer change.';
export const COMPLETED_CANNOT_BE_CANCELLED = 'A completed inspection cannot be cancelled.';

/** A property's inspections, the latest booked first. */
export async function listPropertyInspections(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: { limit: number; offset: number },
): Promise<{ inspections: Inspection[]; total: number }> {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const rows = await selectInspections(ctx.db, eq(inspections.propertyId, propertyId))
    .orderBy(desc(inspections.scheduledAt), desc(inspections.id))
    .limit(query.limit)
    .offset(query.offset);
  return { inspections: await presentInspections(ctx.db, rows), total: rows[0]?.total ?? 0 };
}

/**
 * The tenancy to tell: the property's current one (active or under notice), lead tenant first,
 * guarantors never. A check-out is the outgoing tenancy's (the oldest current), any other the
 * newest, so a check-in for the next tenancy reaches the incoming tenant.
 */
async function tenancyToTell(db: Pick<Db, 'select'>, propertyId: number, type: CreateData['type']) {
  const [row] = await db
    .select({ id: tenants.id, fullName: tenants.fullName, email: tenants.email, language: users.language })
    .from(tenants)
    .leftJoin(users, eq(users.id, tenants.userId))
    .where(
      and(
        eq(tenants.propertyId, propertyId),
        inArray(tenants.status, [...CURRENT_TENANT_STATUSES]),
        ne(tenants.tenantType, 'guarantor'),
      ),
    )
    .orderBy(
      sql`case when ${tenants.tenantType} = 'lead_tenant' then 0 else 1 end`,
      type === 'check_out' ? asc(tenants.leaseStart) : desc(tenants.leaseStart),
      type === 'check_out' ? asc(tenants.id) : desc(tenants.id),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Books an inspection and tells the tenant by e-mail in the same transaction. The visit must be
 * at least 24 hours after that notice (WALES.md ACCESS_NOTICE) unless the tenant agreed to less;
 * an empty home has nobody to tell.
 */
export async function scheduleInspection(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: CreateData,
  now: Date = new Date(),
): Promise<Inspection> {
  const property = await loadOwnedProperty(ctx.db, actor, propertyId);
  const scheduledAt = new Date(input.scheduledAt);
  const tenant = await tenancyToTell(ctx.db, propertyId, input.type);
  if (scheduledAt.getTime() > now.getTime() + 366 * DAY)
    throw badRequest(SCHEDULED_TOO_FAR, { scheduledAt: SCHEDULED_TOO_FAR });
  if (tenant && !input.tenantAgreed && scheduledAt < earliestWithoutAgreement(now))
    throw badRequest(NOTICE_TOO_SHORT, { scheduledAt: NOTICE_TOO_SHORT });
  if (scheduledAt.getTime() < now.getTime() - MAX_DAYS_IN_PAST * DAY)
    throw badRequest(SCHEDULED_IN_PAST, { scheduledAt: SCHEDULED_IN_PAST });

  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(inspections)
      .values({
        propertyId,
        tenantId: tenant?.id ?? null,
        type: input.type,
        scheduledAt,
        tenantAgreed: input.tenantAgreed,
        noticeGivenAt: tenant ? now : null,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: inspections.id });
    if (tenant) {
      await enqueueEmail(
        tx,
        tenant.email,
        inspectionEmails.scheduled(
          {
            tenantName: tenant.fullName,
            propertyTitle: property.title,
            propertyAddress: `${property.address}, ${property.city} ${property.postcode}`,
            type: input.type,
            scheduledAt,
            tenantAgreed: input.tenantAgreed,
            portalUrl: portalUrl(ctx),
          },
          localeOf(tenant.language),
        ),
        'inspection_scheduled',
        undefined,
        { tenantId: tenant.id },
      );
    }
    return created!.id;
  });
  ctx.kickOutbox();
  return presentInspection(ctx.db, await loadManagedInspection(ctx.db, actor, id));
}

const portalUrl = (ctx: AppContext) => `${ctx.config.publicUrl}${PAGE_PATHS.tenantDashboard}?tab=inspections`;

/** One inspection for any of its parties: the landlord, an admin or its tenant; 404 to anyone else. */
export async function getInspection(ctx: AppContext, actor: Actor, id: number): Promise<Inspection> {
  const { row } = await loadVisibleInspection(ctx.db, actor, id);
  return presentInspection(ctx.db, row);
}

/** As GET answers it, for the PUT's read-only fields: only a landlord of the property or an admin. */
export async function getManagedInspection(ctx: AppContext, actor: Actor, id: number): Promise<Inspection> {
  return presentInspection(ctx.db, await loadManagedInspection(ctx.db, actor, id));
}

/**
 * Saves the checklist as a whole. The version read must still be current, so two people filling
 * in one inspection never silently overwrite each other: the second gets a 409 with the record
 * as it now is. Completing needs rooms (and, for a check-in or periodic visit, the smoke alarm
 * tests, WALES.md SMOKE_ALARMS); the tenant is e-mailed when it completes or is cancelled.
 */
export async function updateInspection(
  ctx: AppContext,
  actor: NamedActor,
  id: number,
  input: UpdateData,
  now: Date = new Date(),
): Promise<Inspection> {
  const current = await loadManagedInspection(ctx.db, actor, id);
  const before = current.inspection;
  if (before.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL);
  if (before.status === 'completed' && input.status === 'cancelled')
    throw conflict(COMPLETED_CANNOT_BE_CANCELLED, { status: COMPLETED_CANNOT_BE_CANCELLED });
  if (input.status === 'completed') {
    if (!input.rooms.length) throw badRequest(ROOMS_REQUIRED, { rooms: ROOMS_REQUIRED });
    if (before.type !== 'check_out' && !input.alarms.some((a) => a.kind === 'smoke'))
      throw badRequest(ALARMS_REQUIRED, { alarms: ALARMS_REQUIRED });
  }
  const completing = input.status === 'completed' && before.status !== 'completed';

  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(inspections)
      .set({
        status: input.status,
        rooms: input.rooms,
        meterReadings: input.meterReadings,
        alarms: input.alarms,
        notes: input.notes,
        ...(completing ? { completedAt: now, completedBy: actor.id, completedByName: actor.fullName } : {}),
        ...(input.status !== 'completed'
          ? { completedAt: null, completedBy: null, completedByName: null }
          : {}),
        version: sql`${inspections.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(inspections.id, id),
          eq(inspections.version, input.version),
          // A concurrent cancel is final, whatever version the editor read.
          ne(inspections.status, 'cancelled'),
        ),
      )
      .returning({ id: inspections.id, status: inspections.status });
    if (!row) return null;
    if (current.inspection.tenantId && row.status !== before.status)
      await tellTenant(tx, ctx, current, row.status);
    return row;
  });
  if (!updated) {
    const latest = await getManagedInspection(ctx, actor, id);
    if (latest.status === 'cancelled') throw conflict(CANCELLED_IS_FINAL);
    throw new AppError(ErrorCode.editConflict, EDIT_CONFLICT_MESSAGE, { extra: { current: latest } });
  }
  ctx.kickOutbox();
  return getManagedInspection(ctx, actor, id);
}

async function tellTenant(
  tx: Pick<Db, 'select' | 'insert'>,
  ctx: AppContext,
  current: SelectedInspection,
  status: InspectionStatus,
) {
  if (status === 'scheduled') return;
  const [tenant] = await tx
    .select({ id: tenants.id, fullName: tenants.fullName, email: tenants.email, language: users.language })
    .from(tenants)
    .leftJoin(users, eq(users.id, tenants.userId))
    .where(eq(tenants.id, current.inspection.tenantId!));
  if (!tenant) return;
  const about = {
    tenantName: tenant.fullName,
    propertyTitle: current.propertyTitle,
    propertyAddress: `${current.propertyAddress}, ${current.propertyCity} ${current.propertyPostcode}`,
    type: current.inspection.type,
    scheduledAt: current.inspection.scheduledAt,
    portalUrl: portalUrl(ctx),
  };
  await enqueueEmail(
    tx,
    tenant.email,
    status === 'completed'
      ? inspectionEmails.completed(about, localeOf(tenant.language))
      : inspectionEmails.cancelled(about, localeOf(tenant.language)),
    status === 'completed' ? 'inspection_completed' : 'inspection_cancelled',
    undefined,
    { tenantId: tenant.id },
  );
}

/** The signed-in tenant's inspections (every tenancy, or the one named), the latest booked first. */
export async function listOwnInspections(
  ctx: AppContext,
  actor: Actor,
  query: { tenancyId?: number | undefined; limit: number; offset: number },
): Promise<{ inspections: Inspection[]; total: number }> {
  assertTenant(actor);
  // A tenancy named must be theirs (404 otherwise).
  if (query.tenancyId !== undefined) await ownTenancy(ctx, actor, query.tenancyId);
  const rows = await selectInspections(
    ctx.db,
    and(
      eq(tenants.userId, actor.id),
      query.tenancyId !== undefined ? eq(inspections.tenantId, query.tenancyId) : undefined,
    ),
  )
    .orderBy(desc(inspections.scheduledAt), desc(inspections.id))
    .limit(query.limit)
    .offset(query.offset);
  return { inspections: await presentInspections(ctx.db, rows), total: rows[0]?.total ?? 0 };
}
