import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MaintenanceRequest } from '@shared/maintenance';
import { isAdmin } from '@shared/users';
import type { Db } from '../../db/create-db';
import {
  contractors,
  maintenancePhotos,
  maintenanceRequests,
  maintenanceUpdates,
  properties,
  tenants,
} from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { assertCanManageProperties, ownedPropertiesWhere, type Actor } from '../properties/property-access';
import {
  toMaintenanceRequest,
  type PhotoRow,
  type RequestWithNames,
  type UpdateRow,
  type Viewer,
} from './maintenance.presenter';

/**
 * Who reaches a repair request: its tenant (the user linked to the tenancy that reported it),
 * the property's landlord, and admins. Requests are loaded scoped to the actor, so anyone
 * else's is simply not found.
 */
type Reader = Pick<Db, 'select'>;

export function assertTenant(actor: Actor): void {
  if (actor.userType !== 'tenant') throw forbidden('Only tenants have a tenant portal.');
}

/** The request with the names its answer shows, and who may see it. */
export function selectRequests(db: Reader, where: SQL | undefined) {
  return db
    .select({
      request: maintenanceRequests,
      tenantName: tenants.fullName,
      propertyTitle: properties.title,
      contractor: { id: contractors.id, name: contractors.name, trade: contractors.trade },
      tenantUserId: tenants.userId,
      landlordId: properties.landlordId,
      /** All rows matching, before limit and offset (for X-Total-Count). */
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(maintenanceRequests)
    .innerJoin(tenants, eq(tenants.id, maintenanceRequests.tenantId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(contractors, eq(contractors.id, maintenanceRequests.contractorId))
    .where(where);
}
export type SelectedRequest = Awaited<ReturnType<typeof selectRequests>>[number];

/** The tenant's own request (any of their tenancies). */
export async function loadTenantRequest(db: Reader, actor: Actor, id: number): Promise<SelectedRequest> {
  assertTenant(actor);
  const [row] = await selectRequests(
    db,
    and(eq(maintenanceRequests.id, id), eq(tenants.userId, actor.id)),
  ).limit(1);
  if (!row) throw notFound('Maintenance request');
  return row;
}

/** A request on a property the landlord owns (archived ones included: the record stays), or any for an admin. */
export async function loadManagedRequest(db: Reader, actor: Actor, id: number): Promise<SelectedRequest> {
  assertCanManageProperties(actor);
  const [row] = await selectRequests(
    db,
    and(eq(maintenanceRequests.id, id), ownedPropertiesWhere(actor, { includeArchived: true })),
  ).limit(1);
  if (!row) throw notFound('Maintenance request');
  return row;
}

/** For the photo calls, open to all three: 404 to anyone else, so a request's existence is not told. */
export async function loadVisibleRequest(
  db: Reader,
  actor: Actor,
  id: number,
): Promise<{ row: SelectedRequest; viewer: Viewer }> {
  const [row] = await selectRequests(db, eq(maintenanceRequests.id, id)).limit(1);
  if (row) {
    if (isAdmin(actor)) return { row, viewer: 'manager' };
    if (actor.userType === 'landlord' && row.landlordId === actor.id) return { row, viewer: 'manager' };
    if (actor.userType === 'tenant' && row.tenantUserId === actor.id) return { row, viewer: 'tenant' };
  }
  throw notFound('Maintenance request');
}

/** Answers for a page of requests: history and photos fetched in two queries, not two per request. */
export async function presentRequests(
  db: Reader,
  rows: RequestWithNames[],
  viewer: Viewer,
  now: Date = new Date(),
): Promise<MaintenanceRequest[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.request.id);
  const [updates, photos] = await Promise.all([
    db
      .select()
      .from(maintenanceUpdates)
      .where(inArray(maintenanceUpdates.requestId, ids))
      .orderBy(asc(maintenanceUpdates.createdAt), asc(maintenanceUpdates.id)),
    db
      .select()
      .from(maintenancePhotos)
      .where(inArray(maintenancePhotos.requestId, ids))
      .orderBy(asc(maintenancePhotos.id)),
  ]);
  const historyOf = groupBy(updates, (u) => u.requestId);
  const photosOf = groupBy(photos, (p) => p.requestId);
  return rows.map((row) =>
    toMaintenanceRequest(
      row,
      historyOf.get(row.request.id) ?? [],
      photosOf.get(row.request.id) ?? [],
      viewer,
      now,
    ),
  );
}

export async function presentRequest(db: Reader, row: RequestWithNames, viewer: Viewer) {
  const [answer] = await presentRequests(db, [row], viewer);
  return answer!;
}

function groupBy<T extends UpdateRow | PhotoRow>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
