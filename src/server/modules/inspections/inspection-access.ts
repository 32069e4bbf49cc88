import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Inspection } from '@shared/inspections';
import { isAdmin } from '@shared/users';
import type { Db } from '../../db/create-db';
import { inspectionPhotos, inspections, properties, tenants } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { assertCanManageProperties, ownedPropertiesWhere, type Actor } from '../properties/property-access';
import { toInspection, type InspectionPhotoRow } from './inspection.presenter';

/**
 * Who reaches an inspection: the property's landlord and admins (to book and fill it in), and
 * the tenant of the tenancy it was booked for (to see it and its report). Anyone else is told
 * it does not exist.
 */
type Reader = Pick<Db, 'select'>;
export type InspectionViewer = 'manager' | 'tenant';

export function assertTenant(actor: Actor): void {
  if (actor.userType !== 'tenant') throw forbidden('Only tenants have a tenant portal.');
}

export function selectInspections(db: Reader, where: SQL | undefined) {
  return db
    .select({
      inspection: inspections,
      propertyTitle: properties.title,
      propertyAddress: properties.address,
      propertyCity: properties.city,
      propertyPostcode: properties.postcode,
      landlordId: properties.landlordId,
      tenantName: tenants.fullName,
      tenantUserId: tenants.userId,
      /** All rows matching, before limit and offset (for X-Total-Count). */
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(inspections)
    .innerJoin(properties, eq(properties.id, inspections.propertyId))
    .leftJoin(tenants, eq(tenants.id, inspections.tenantId))
    .where(where);
}
export type SelectedInspection = Awaited<ReturnType<typeof selectInspections>>[number];

/** An inspection of a property the landlord owns (archived ones included), or any for an admin. */
export async function loadManagedInspection(
  db: Reader,
  actor: Actor,
  id: number,
): Promise<SelectedInspection> {
  assertCanManageProperties(actor);
  const [row] = await selectInspections(
    db,
    and(eq(inspections.id, id), ownedPropertiesWhere(actor, { includeArchived: true })),
  ).limit(1);
  if (!row) throw notFound('Inspection');
  return row;
}

/** For the calls open to all three parties; 404 to anyone else, so an inspection's existence is not told. */
export async function loadVisibleInspection(
  db: Reader,
  actor: Actor,
  id: number,
): Promise<{ row: SelectedInspection; viewer: InspectionViewer }> {
  const [row] = await selectInspections(db, eq(inspections.id, id)).limit(1);
  if (row) {
    if (isAdmin(actor)) return { row, viewer: 'manager' };
    if (actor.userType === 'landlord' && row.landlordId === actor.id) return { row, viewer: 'manager' };
    if (actor.userType === 'tenant' && row.tenantUserId === actor.id) return { row, viewer: 'tenant' };
  }
  throw notFound('Inspection');
}

/**
 * The check-in a check-out is compared with: the last completed check-in of the same tenancy
 * before it, else the property's last completed check-in before it.
 */
export async function findCheckIn(db: Reader, row: SelectedInspection): Promise<number | null> {
  const i = row.inspection;
  if (i.type !== 'check_out') return null;
  const candidates = await db
    .select({ id: inspections.id, tenantId: inspections.tenantId })
    .from(inspections)
    .where(
      and(
        eq(inspections.propertyId, i.propertyId),
        eq(inspections.type, 'check_in'),
        eq(inspections.status, 'completed'),
        lt(inspections.scheduledAt, i.scheduledAt),
      ),
    )
    .orderBy(desc(inspections.scheduledAt), desc(inspections.id));
  const sameTenancy = i.tenantId !== null ? candidates.find((c) => c.tenantId === i.tenantId) : undefined;
  return (sameTenancy ?? candidates[0])?.id ?? null;
}

/** Answers for a page of inspections, their photos in one query. */
export async function presentInspections(db: Reader, rows: SelectedInspection[]): Promise<Inspection[]> {
  if (!rows.length) return [];
  const photos = await db
    .select()
    .from(inspectionPhotos)
    .where(
      inArray(
        inspectionPhotos.inspectionId,
        rows.map((r) => r.inspection.id),
      ),
    )
    .orderBy(asc(inspectionPhotos.id));
  const photosOf = new Map<number, InspectionPhotoRow[]>();
  for (const p of photos) {
    const list = photosOf.get(p.inspectionId);
    if (list) list.push(p);
    else photosOf.set(p.inspectionId, [p]);
  }
  return Promise.all(
    rows.map(async (row) =>
      toInspection(row, photosOf.get(row.inspection.id) ?? [], await findCheckIn(db, row)),
    ),
  );
}

export async function presentInspection(db: Reader, row: SelectedInspection): Promise<Inspection> {
  const [answer] = await presentInspections(db, [row]);
  return answer!;
}
