import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Communication,
  CreateCommunicationSchema,
  UpdateCommunicationSchema,
} from '@shared/communications';
import { communications, properties } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import {
  assertCanManageProperties,
  loadOwnedProperty,
  loadOwnedTenant,
  ownedPropertiesWhere,
  type Actor,
} from '../properties/property-access';
import { toCommunication } from './communication.presenter';
import { pageTotal } from '../../lib/list-query';

type CreateInput = z.output<typeof CreateCommunicationSchema>;
type UpdateInput = z.output<typeof UpdateCommunicationSchema>;

export const TENANT_NOT_AT_PROPERTY = 'This tenant is not a tenant of that property';

/** A date without time is that day at midnight UTC; a timestamp is kept as given. */
const toTimestamp = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

export interface ListCommunicationsQuery {
  limit: number;
  offset: number;
  tenantId?: number | undefined;
  propertyId?: number | undefined;
}

/** The actor's communications (on their properties; all for an admin), newest first. */
export async function listCommunications(ctx: AppContext, actor: Actor, query: ListCommunicationsQuery) {
  assertCanManageProperties(actor);
  // Someone else's tenant or property is 404, not an empty list: the ids are checked like any other.
  if (query.tenantId !== undefined) await loadOwnedTenant(ctx.db, actor, query.tenantId);
  if (query.propertyId !== undefined)
    await loadOwnedProperty(ctx.db, actor, query.propertyId, { includeArchived: true });
  const where = and(
    ownedPropertiesWhere(actor, { includeArchived: true }),
    query.tenantId !== undefined ? eq(communications.tenantId, query.tenantId) : undefined,
    query.propertyId !== undefined ? eq(communications.propertyId, query.propertyId) : undefined,
  );
  const rows = await ctx.db
    .select({ communication: communications, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(communications)
    .innerJoin(properties, eq(properties.id, communications.propertyId))
    .where(where)
    .orderBy(desc(communications.date), desc(communications.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows, query.offset, () =>
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(communications)
      .innerJoin(properties, eq(properties.id, communications.propertyId))
      .where(where),
  );
  return { communications: rows.map((r) => toCommunication(r.communication)), total };
}

/** Both ids in the body are the actor's own (404 otherwise), and the tenant is of that property. */
export async function logCommunication(
  ctx: AppContext,
  actor: Actor,
  input: CreateInput,
): Promise<Communication> {
  await loadOwnedProperty(ctx.db, actor, input.propertyId, { includeArchived: true });
  const tenant = await loadOwnedTenant(ctx.db, actor, input.tenantId);
  if (tenant.propertyId !== input.propertyId)
    throw badRequest(TENANT_NOT_AT_PROPERTY, { tenantId: TENANT_NOT_AT_PROPERTY });
  const [row] = await ctx.db
    .insert(communications)
    .values({
      tenantId: input.tenantId,
      propertyId: input.propertyId,
      userId: actor.id,
      communicationType: input.communicationType,
      direction: input.direction,
      subject: input.subject,
      content: input.content,
      attachmentUrl: input.attachmentUrl ?? null,
      date: toTimestamp(input.date),
    })
    .returning();
  return toCommunication(row!);
}

async function loadOwnedCommunication(ctx: AppContext, actor: Actor, id: number) {
  assertCanManageProperties(actor);
  const [row] = await ctx.db
    .select({ communication: communications })
    .from(communications)
    .innerJoin(properties, eq(properties.id, communications.propertyId))
    .where(and(eq(communications.id, id), ownedPropertiesWhere(actor, { includeArchived: true })))
    .limit(1);
  if (!row) throw notFound('Communication');
  return row.communication;
}

/** One communication as the list answers it; another landlord's is not found. */
export async function getCommunication(ctx: AppContext, actor: Actor, id: number): Promise<Communication> {
  return toCommunication(await loadOwnedCommunication(ctx, actor, id));
}

export async function updateCommunication(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<Communication> {
  await loadOwnedCommunication(ctx, actor, id);
  const [row] = await ctx.db
    .update(communications)
    .set({
      communicationType: input.communicationType,
      direction: input.direction,
      subject: input.subject,
      content: input.content,
      attachmentUrl: input.attachmentUrl ?? null,
      date: toTimestamp(input.date),
    })
    .where(eq(communications.id, id))
    .returning();
  return toCommunication(row!);
}

export async function deleteCommunication(ctx: AppContext, actor: Actor, id: number) {
  await loadOwnedCommunication(ctx, actor, id);
  await ctx.db.delete(communications).where(eq(communications.id, id));
  return { message: 'Communication deleted.' };
}
