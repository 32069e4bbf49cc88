import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import {
  respondByFor,
  type MaintenanceRequest,
  type MaintenanceRequestChangeSchema,
  type MaintenanceRequestSchema,
} from '@shared/maintenance';
import { PAGE_PATHS } from '@shared/routes';
import { CURRENT_TENANT_STATUSES } from '@shared/tenancies';
import { maintenanceRequests, maintenanceUpdates, properties, tenants, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { enqueueSms } from '../../lib/sms/outbox';
import { smsTexts } from '../notifications/sms/sms-texts';
import type { Actor } from '../properties/property-access';
import {
  assertTenant,
  loadTenantRequest,
  presentRequest,
  presentRequests,
  selectRequests,
} from './maintenance-access';
import { maintenanceEmails } from './maintenance-emails';
import { ownTenancy } from '../payments/tenant-payments.service';

type RequestData = z.output<typeof MaintenanceRequestSchema>;
type RequestChange = z.output<typeof MaintenanceRequestChangeSchema>;
type TenantActor = Actor & { fullName: string };

export const NO_LONGER_CHANGEABLE = 'This request can no longer be changed because work has started.';

/** The tenant's requests across all their tenancies (or one, when named), newest first. */
export async function listOwnRequests(
  ctx: AppContext,
  actor: Actor,
  query: { tenancyId?: number | undefined; limit: number; offset: number },
): Promise<{ requests: MaintenanceRequest[]; total: number }> {
  assertTenant(actor);
  // A tenancy named must be theirs (404 otherwise).
  if (query.tenancyId !== undefined) await ownTenancy(ctx, actor, query.tenancyId);
  const rows = await selectRequests(
    ctx.db,
    and(
      eq(tenants.userId, actor.id),
      query.tenancyId !== undefined ? eq(maintenanceRequests.tenantId, query.tenancyId) : undefined,
    ),
  )
    .orderBy(desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  return { requests: await presentRequests(ctx.db, rows, 'tenant'), total: rows[0]?.total ?? 0 };
}

/** One of the tenant's own requests as their list answers it; anyone else's is not found. */
export async function getOwnRequest(ctx: AppContext, actor: Actor, id: number): Promise<MaintenanceRequest> {
  return presentRequest(ctx.db, await loadTenantRequest(ctx.db, actor, id), 'tenant');
}

/** The tenancy a new request belongs to: the tenant's current one (active or notice given), latest first. */
async function currentTenancy(ctx: AppContext, actor: Actor) {
  const [row] = await ctx.db
    .select({
      tenant: tenants,
      property: {
        title: properties.title,
        address: properties.address,
        city: properties.city,
        postcode: properties.postcode,
      },
      landlord: { id: users.id, fullName: users.fullName, email: users.email, language: users.language },
    })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(and(eq(tenants.userId, actor.id), inArray(tenants.status, [...CURRENT_TENANT_STATUSES])))
    .orderBy(desc(tenants.leaseStart), desc(tenants.id))
    .limit(1);
  if (!row) throw notFound('Active tenancy');
  return row;
}

/**
 * A tenant reports a repair on their current tenancy. The target date follows from the priority,
 * the tenant's fitness answer flags it for the landlord, and the landlord is e-mailed at once.
 */
export async function reportRequest(
  ctx: AppContext,
  actor: TenantActor,
  input: RequestData,
): Promise<MaintenanceRequest> {
  assertTenant(actor);
  const { tenant, property, landlord } = await currentTenancy(ctx, actor);
  const now = new Date();
  const respondBy = respondByFor(input.priority, now, todayInLondon(now));
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(maintenanceRequests)
      .values({
        tenantId: tenant.id,
        propertyId: tenant.propertyId,
        title: input.title,
        description: input.description,
        category: input.category,
        priority: input.priority,
        accessNotes: input.accessNotes,
        fitnessMatter: input.affectsFitness,
        respondBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: maintenanceRequests.id });
    await tx.insert(maintenanceUpdates).values({
      requestId: created!.id,
      status: 'submitted',
      note: 'Reported',
      userId: actor.id,
      byName: actor.fullName,
      byRole: 'tenant',
      createdAt: now,
    });
    await enqueueEmail(
      tx,
      landlord.email,
      maintenanceEmails.reported(
        {
          landlordName: landlord.fullName,
          tenantName: tenant.fullName,
          property,
          repair: { ...input, respondBy },
          fitnessMatter: input.affectsFitness,
          dashboardUrl: `${ctx.config.publicUrl}${PAGE_PATHS.landlordDashboard}`,
        },
        landlord.language,
      ),
      'maintenance_reported',
    );
    // An emergency (or a fitness matter) also texts the landlord, when they opted in.
    if (input.priority === 'emergency' || input.affectsFitness) {
      await enqueueSms(
        tx,
        landlord.id,
        (locale) =>
          smsTexts.repairReported(
            {
              tenantName: tenant.fullName,
              propertyTitle: property.title,
              title: input.title,
              priority: input.priority,
              respondBy,
              fitnessMatter: input.affectsFitness,
              dashboardUrl: `${ctx.config.publicUrl}${PAGE_PATHS.landlordDashboard}`,
            },
            locale,
          ),
        'maintenance_reported',
      );
    }
    return created!.id;
  });
  ctx.kickOutbox();
  return presentRequest(ctx.db, await loadTenantRequest(ctx.db, actor, id), 'tenant');
}

/** The tenant corrects their own request while nobody has acted on it yet. */
export async function updateOwnRequest(
  ctx: AppContext,
  actor: TenantActor,
  id: number,
  input: RequestChange,
): Promise<MaintenanceRequest> {
  const current = await loadTenantRequest(ctx.db, actor, id);
  if (current.request.status !== 'submitted') throw conflict(NO_LONGER_CHANGEABLE);
  const reportedAt = current.request.createdAt;
  await ctx.db.transaction(async (tx) => {
    // Only while still submitted: the landlord may have moved it on since it was read.
    const [updated] = await tx
      .update(maintenanceRequests)
      .set({
        title: input.title,
        description: input.description,
        category: input.category,
        priority: input.priority,
        accessNotes: input.accessNotes,
        // Left out (a request sent back as read, which answers fitnessMatter): the flag stays as it is.
        ...(input.affectsFitness === undefined ? {} : { fitnessMatter: input.affectsFitness }),
        // The target still runs from when it was reported, at the (perhaps new) priority.
        respondBy: respondByFor(input.priority, reportedAt, todayInLondon(reportedAt)),
        updatedAt: new Date(),
      })
      .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.status, 'submitted')))
      .returning({ id: maintenanceRequests.id });
    if (!updated) throw conflict(NO_LONGER_CHANGEABLE);
    await tx.insert(maintenanceUpdates).values({
      requestId: id,
      status: null,
      note: 'Updated the request',
      userId: actor.id,
      byName: actor.fullName,
      byRole: 'tenant',
    });
  });
  return presentRequest(ctx.db, await loadTenantRequest(ctx.db, actor, id), 'tenant');
}
