import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import {
  DENIAL_NOTE_REQUIRED,
  OPEN_MAINTENANCE_STATUSES,
  type MaintenanceChangeSchema,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { isAdmin } from '@shared/users';
import { PAGE_PATHS } from '@shared/routes';
import type { Db } from '../../db/create-db';
import {
  maintenancePhotos,
  maintenanceRequests,
  maintenanceUpdates,
  properties,
  tenants,
  users,
} from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { localeOf } from '../../lib/mailer/recipient-locale';
import { enqueueSms } from '../../lib/sms/outbox';
import {
  loadAssignableContractor,
  type ContractorWithCertificates,
} from '../contractors/contractors.service';
import { smsTexts } from '../notifications/sms/sms-texts';
import { loadOwnedProperty, type Actor } from '../properties/property-access';
import { loadManagedRequest, presentRequest, presentRequests, selectRequests } from './maintenance-access';
import { maintenanceEmails } from './maintenance-emails';

type ChangeData = z.output<typeof MaintenanceChangeSchema>;
type ManagerActor = Actor & { fullName: string };

const openStatus = inArray(maintenanceRequests.status, [...OPEN_MAINTENANCE_STATUSES]);

/**
 * A property's requests in the order a landlord works through them: open fitness-for-habitation
 * matters first (WALES.md FFHH), then the other open ones by target, then the closed, newest first.
 */
export async function listPropertyRequests(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: { limit: number; offset: number },
): Promise<{ requests: MaintenanceRequest[]; total: number }> {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const rows = await selectRequests(ctx.db, eq(maintenanceRequests.propertyId, propertyId))
    .orderBy(
      sql`case when ${openStatus} and ${maintenanceRequests.fitnessMatter} then 0 when ${openStatus} then 1 else 2 end`,
      sql`case when ${openStatus} then ${maintenanceRequests.respondBy} end asc`,
      desc(maintenanceRequests.createdAt),
      desc(maintenanceRequests.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return { requests: await presentRequests(ctx.db, rows, 'manager'), total: rows[0]?.total ?? 0 };
}

/** One request on the actor's property as the property's list answers it; another landlord's is not found. */
export async function getManagedRequest(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<MaintenanceRequest> {
  return presentRequest(ctx.db, await loadManagedRequest(ctx.db, actor, id), 'manager');
}

/**
 * The landlord (or the agency) moves a request on: a status change or a note goes into the
 * history the tenant sees; a status change e-mails the tenant; a newly assigned contractor,
 * who must hold in-date certificates for their trade, gets the job by e-mail with the photos.
 */
export async function changeRequest(
  ctx: AppContext,
  actor: ManagerActor,
  id: number,
  input: ChangeData,
): Promise<MaintenanceRequest> {
  const current = await loadManagedRequest(ctx.db, actor, id);
  const byRole = isAdmin(actor) ? 'agency' : 'landlord';
  const now = new Date();

  await ctx.db.transaction(async (tx) => {
    // One change at a time per request, so two landlords' edits do not both e-mail a contractor.
    const [locked] = await tx
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.id, id))
      .for('update');
    const request = locked!;
    const newStatus = input.status !== undefined && input.status !== request.status ? input.status : null;
    // The tenant is told why a repair is denied (the e-mail and text carry the note).
    if (newStatus === 'denied' && !input.notes)
      throw badRequest(DENIAL_NOTE_REQUIRED, { notes: DENIAL_NOTE_REQUIRED });

    // A contractor from the property's landlord's own directory, refused (409) unless certified.
    let assigned: ContractorWithCertificates | null = null;
    if (input.contractorId != null && input.contractorId !== request.contractorId) {
      assigned = await loadAssignableContractor(
        tx,
        current.landlordId,
        input.contractorId,
        todayInLondon(now),
      );
    }

    await tx
      .update(maintenanceRequests)
      .set({
        ...(newStatus ? { status: newStatus } : {}),
        ...(input.contractorId !== undefined ? { contractorId: input.contractorId } : {}),
        ...(input.cost !== undefined ? { cost: input.cost } : {}),
        ...(input.fitnessMatter !== undefined ? { fitnessMatter: input.fitnessMatter } : {}),
        updatedAt: now,
      })
      .where(eq(maintenanceRequests.id, id));

    if (newStatus || input.notes) {
      await tx.insert(maintenanceUpdates).values({
        requestId: id,
        status: newStatus,
        note: input.notes,
        userId: actor.id,
        byName: actor.fullName,
        byRole,
        createdAt: now,
      });
    }

    if (!newStatus && !assigned) return;
    const context = await emailContext(tx, id);
    const about = { tenantId: request.tenantId };
    if (newStatus) {
      await enqueueEmail(
        tx,
        context.tenant.email,
        maintenanceEmails.statusChanged(
          {
            tenantName: context.tenant.fullName,
            propertyTitle: context.property.title,
            title: request.title,
            status: newStatus,
            note: input.notes,
            byName: actor.fullName,
            portalUrl: `${ctx.config.publicUrl}${PAGE_PATHS.tenantDashboard}`,
          },
          // The tenancy's account's language; English while no account is linked.
          localeOf(context.tenantLanguage),
        ),
        'maintenance_status',
        undefined,
        about,
      );
      // The tenant is also texted the new status when they opted in (their account's choice).
      await enqueueSms(
        tx,
        context.tenant.userId,
        (locale) =>
          smsTexts.repairStatus(
            {
              title: request.title,
              propertyTitle: context.property.title,
              status: newStatus,
              note: input.notes,
              byName: actor.fullName,
              portalUrl: `${ctx.config.publicUrl}${PAGE_PATHS.tenantDashboard}`,
            },
            locale,
          ),
        'maintenance_status',
        about,
      );
    }
    if (assigned?.email) {
      const photos = await tx
        .select()
        .from(maintenancePhotos)
        .where(eq(maintenancePhotos.requestId, id))
        .orderBy(asc(maintenancePhotos.id));
      await enqueueEmail(
        tx,
        assigned.email,
        maintenanceEmails.jobAssigned({
          contractorName: assigned.name,
          landlordName: context.landlord.fullName,
          landlordEmail: context.landlord.email,
          property: context.property,
          repair: request,
          tenantFirstName: context.tenant.fullName.trim().split(/\s+/)[0] ?? context.tenant.fullName,
          tenantPhone: context.tenant.phone,
          photoCount: photos.length,
        }),
        'maintenance_job',
        photos.map((p, i) => ({
          filename: `repair-${id}-photo-${i + 1}.webp`,
          contentType: p.fileType,
          storageKey: p.storageKey,
        })),
      );
    } else if (assigned) {
      // A contractor with no e-mail is texted the job instead (when their phone is a UK mobile).
      await enqueueSms(
        tx,
        { phone: assigned.phone },
        smsTexts.contractorJob({
          landlordName: context.landlord.fullName,
          landlordPhone: context.landlord.phone,
          address: `${context.property.address}, ${context.property.postcode}`,
          title: request.title,
          priority: request.priority,
          tenantFirstName: context.tenant.fullName.trim().split(/\s+/)[0] ?? context.tenant.fullName,
          tenantPhone: context.tenant.phone,
          accessNotes: request.accessNotes,
        }),
        'maintenance_job',
      );
    }
  });
  ctx.kickOutbox();
  return presentRequest(ctx.db, await loadManagedRequest(ctx.db, actor, id), 'manager');
}

/** The tenancy's account, when it has one: its language is the tenant's e-mails' and texts'. */
const tenantAccount = alias(users, 'tenant_account');

/**
 * Who the e-mails of a change go to: the tenancy's contact details (with its account's language),
 * the property and its landlord.
 */
async function emailContext(tx: Pick<Db, 'select'>, id: number) {
  const [row] = await tx
    .select({
      tenant: {
        fullName: tenants.fullName,
        email: tenants.email,
        phone: tenants.phone,
        userId: tenants.userId,
      },
      tenantLanguage: tenantAccount.language,
      property: {
        title: properties.title,
        address: properties.address,
        city: properties.city,
        postcode: properties.postcode,
      },
      landlord: { fullName: users.fullName, email: users.email, phone: users.phone },
    })
    .from(maintenanceRequests)
    .innerJoin(tenants, eq(tenants.id, maintenanceRequests.tenantId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .leftJoin(tenantAccount, eq(tenantAccount.id, tenants.userId))
    .where(eq(maintenanceRequests.id, id));
  return row!;
}
