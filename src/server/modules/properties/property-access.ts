import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { isAdmin, type PublicUser } from '@shared/users';
import type { Db } from '../../db/create-db';
import { preparedQuery } from '../../db/prepared';
import { properties, tenants } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';

/**
 * Authorization for everything under a property: a landlord reaches only their own, an admin
 * reaches all. Records are loaded scoped to the actor, so another landlord's record is simply
 * not found (404), never "forbidden".
 */
export type Actor = Pick<PublicUser, 'id' | 'role' | 'userType'>;

/** Only landlords and admins manage properties; tenants use their own portal. */
export function assertCanManageProperties(actor: Actor): void {
  if (!isAdmin(actor) && actor.userType !== 'landlord')
    throw forbidden('Only landlords can manage properties.');
}

/** The WHERE clause limiting properties to those the actor may see (archived ones hidden unless asked). */
export function ownedPropertiesWhere(
  actor: Actor,
  options: { includeArchived?: boolean } = {},
): SQL | undefined {
  return and(
    isAdmin(actor) ? undefined : eq(properties.landlordId, actor.id),
    options.includeArchived ? undefined : isNull(properties.archivedAt),
  );
}

export async function loadOwnedProperty(
  db: Db,
  actor: Actor,
  propertyId: number,
  options: { includeArchived?: boolean } = {},
) {
  assertCanManageProperties(actor);
  const shape = `${isAdmin(actor) ? 'any' : 'own'}_${options.includeArchived ? 'all' : 'live'}` as const;
  const [row] = await ownedPropertyQuery(db, shape).execute({ propertyId, landlordId: actor.id });
  if (!row) throw notFound('Property');
  return row;
}

/** One property the actor may see: asked by every call under a property (built once, db/prepared.ts). */
const ownedPropertyQuery = preparedQuery(
  'owned_property',
  (db, shape: `${'any' | 'own'}_${'all' | 'live'}`, name) =>
    db
      .select()
      .from(properties)
      .where(
        and(
          eq(properties.id, sql.placeholder('propertyId')),
          shape.startsWith('own') ? eq(properties.landlordId, sql.placeholder('landlordId')) : undefined,
          shape.endsWith('live') ? isNull(properties.archivedAt) : undefined,
        ),
      )
      .limit(1)
      .prepare(name),
);

/** A tenancy row whose property the actor owns (or any, for an admin). */
export async function loadOwnedTenant(db: Db, actor: Actor, tenantId: number) {
  assertCanManageProperties(actor);
  const [row] = await db
    .select({ tenant: tenants, landlordId: properties.landlordId })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.id, tenantId), ownedPropertiesWhere(actor, { includeArchived: true })))
    .limit(1);
  if (!row) throw notFound('Tenant');
  return row.tenant;
}
