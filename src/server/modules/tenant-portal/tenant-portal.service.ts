import { desc, eq, sql } from 'drizzle-orm';
import type { TenantDocument, TenantProperty, TenantTenancy } from '@shared/tenant-portal';
import { documents, properties, tenants, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { servedDates } from '../compliance/document-services.service';
import { tenantVisibleDocumentsWhere } from '../documents/documents.service';
import { ownTenancy } from '../payments/tenant-payments.service';
import type { Actor } from '../properties/property-access';
import { toTenantDocument, toTenantProperty, toTenantTenancy } from './tenant-portal.presenter';

/** A property with its landlord's contact details (archived properties included: a past tenant looks back). */
export async function loadPropertyWithLandlord(ctx: AppContext, propertyId: number) {
  const [row] = await ctx.db
    .select({
      property: properties,
      landlord: {
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        language: users.language,
      },
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) throw notFound('Property');
  return row;
}

/** GET /api/tenant/property: the current tenancy's home, or the one named. */
export async function getOwnProperty(
  ctx: AppContext,
  actor: Actor,
  tenancyId?: number,
): Promise<TenantProperty> {
  const { tenant } = await ownTenancy(ctx, actor, tenancyId);
  const { property, landlord } = await loadPropertyWithLandlord(ctx, tenant.propertyId);
  return toTenantProperty(tenant, property, landlord);
}

/** GET /api/tenant/tenancies: current first, then past ones, latest lease first (ownTenancy's order). */
export async function listOwnTenancies(ctx: AppContext, actor: Actor): Promise<TenantTenancy[]> {
  const rows = await ctx.db
    .select({ tenant: tenants, propertyTitle: properties.title })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(eq(tenants.userId, actor.id))
    .orderBy(
      sql`case when ${tenants.status} = 'past' then 1 else 0 end`,
      desc(tenants.leaseStart),
      desc(tenants.id),
    );
  return rows.map((r) => toTenantTenancy(r.tenant, r.propertyTitle));
}

/**
 * GET /api/tenant/documents: what documents.service lets this tenant download for the tenancy
 * (shared tenancy documents; for a current tenancy also the property's certificates), newest first,
 * each with the day a copy was first given to this tenancy (one more query for all of them).
 */
export async function listOwnDocuments(
  ctx: AppContext,
  actor: Actor,
  tenancyId?: number,
): Promise<TenantDocument[]> {
  const { tenant } = await ownTenancy(ctx, actor, tenancyId);
  const rows = await ctx.db
    .select()
    .from(documents)
    .where(tenantVisibleDocumentsWhere(tenant))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const served = await servedDates(
    ctx,
    tenant.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTenantDocument(row, served.get(row.id) ?? null));
}
