import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DocumentService, ServiceMethod } from '@shared/documents';
import { todayInLondon } from '@shared/dates';
import { documentServices, documents, tenants, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { loadOwnedProperty, type Actor } from '../properties/property-access';
import { afterComplianceChange } from './after-change';

/** A document the actor manages (landlord of its property, or admin); anyone else's is not found. */
async function loadManagedDocument(ctx: AppContext, actor: Actor, id: number) {
  const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!row) throw notFound('Document');
  await loadOwnedProperty(ctx.db, actor, row.propertyId, { includeArchived: true }).catch(() => {
    throw notFound('Document');
  });
  return row;
}

/** GET /api/documents/{id}/services: who was given a copy, when, how, and by whom. */
export async function listServices(
  ctx: AppContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentService[]> {
  await loadManagedDocument(ctx, actor, documentId);
  const rows = await ctx.db
    .select({
      tenantId: documentServices.tenantId,
      servedAt: documentServices.servedAt,
      method: documentServices.method,
      by: users.fullName,
    })
    .from(documentServices)
    .leftJoin(users, eq(users.id, documentServices.byUserId))
    .where(eq(documentServices.documentId, documentId))
    .orderBy(asc(documentServices.servedAt), asc(documentServices.id));
  return rows.map((r) => ({
    tenantId: r.tenantId,
    servedAt: r.servedAt.toISOString(),
    method: r.method,
    by: r.by ?? null,
  }));
}

export const NOT_A_CONTRACT_HOLDER = 'Choose a contract-holder of this property';
export const SERVED_IN_FUTURE = 'The date served cannot be in the future';

/**
 * POST /api/documents/{id}/services: a copy given outside the product (by post, in person, or an
 * e-mail of the landlord's own). The contract-holder must be of this document's property (and of
 * its tenancy, for a tenancy document).
 */
export async function recordService(
  ctx: AppContext,
  actor: Actor,
  documentId: number,
  input: { tenantId: number; method: ServiceMethod; servedAt: string },
): Promise<DocumentService> {
  const doc = await loadManagedDocument(ctx, actor, documentId);
  if (input.servedAt > todayInLondon()) throw badRequest(SERVED_IN_FUTURE, { servedAt: SERVED_IN_FUTURE });
  const [tenancy] = await ctx.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.id, input.tenantId),
        eq(tenants.propertyId, doc.propertyId),
        // Contract-holders only: a guarantor is not given the home's certificates.
        ne(tenants.tenantType, 'guarantor'),
        doc.tenantId === null ? undefined : eq(tenants.id, doc.tenantId),
      ),
    );
  if (!tenancy) throw badRequest(NOT_A_CONTRACT_HOLDER, { tenantId: NOT_A_CONTRACT_HOLDER });
  const [row] = await ctx.db
    .insert(documentServices)
    .values({
      documentId,
      tenantId: input.tenantId,
      // A day without a time: midday in the UK is the same calendar day in either clock.
      servedAt: new Date(`${input.servedAt}T12:00:00Z`),
      method: input.method,
      byUserId: actor.id,
    })
    .returning();
  await afterComplianceChange(ctx, doc.propertyId);
  const [by] = await ctx.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, actor.id));
  return {
    tenantId: row!.tenantId,
    servedAt: row!.servedAt.toISOString(),
    method: row!.method,
    by: by?.fullName ?? null,
  };
}

/** For the tenant's document list: when each of these documents was first given to this tenancy. */
export async function servedDates(ctx: AppContext, tenancyId: number, documentIds: number[]) {
  if (!documentIds.length) return new Map<number, string>();
  const rows = await ctx.db
    .select({ documentId: documentServices.documentId, servedAt: documentServices.servedAt })
    .from(documentServices)
    .where(and(eq(documentServices.tenantId, tenancyId), inArray(documentServices.documentId, documentIds)))
    .orderBy(asc(documentServices.servedAt));
  const first = new Map<number, string>();
  for (const r of rows) if (!first.has(r.documentId)) first.set(r.documentId, r.servedAt.toISOString());
  return first;
}
