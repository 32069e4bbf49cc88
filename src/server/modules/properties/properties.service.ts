import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Property, PropertyInputSchema, PropertySummary } from '@shared/properties';
import { todayInLondon } from '@shared/dates';
import { isAdmin } from '@shared/users';
import type { Db } from '../../db/create-db';
import { preparedQuery } from '../../db/prepared';
import {
  applications,
  documents,
  properties,
  propertyPhotos,
  rentPayments,
  tenants,
  users,
} from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import {
  assertCanManageProperties,
  loadOwnedProperty,
  ownedPropertiesWhere,
  type Actor,
} from './property-access';
import {
  photoAnswerColumns,
  propertyAnswerColumns,
  toProperty,
  type PhotoAnswerRow,
} from './property.presenter';
import { afterComplianceChange } from '../compliance/after-change';
import { assertMayPublishListing } from '../compliance/compliance.service';

export type PropertyInput = z.output<typeof PropertyInputSchema>;

export const ARCHIVED_MESSAGE =
  'This property has records that must be kept, so it has been archived instead of deleted.';
export const DELETED_MESSAGE = 'Property deleted.';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** All photos of these properties in one query, in display order, grouped by property. */
export async function photosByProperty(db: Db, propertyIds: number[]) {
  const byProperty = new Map<number, PhotoAnswerRow[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await photosQuery(db, 'any').execute({ propertyIds });
  for (const row of rows) {
    const list = byProperty.get(row.propertyId) ?? [];
    list.push(row);
    byProperty.set(row.propertyId, list);
  }
  return byProperty;
}

/** Built once (db/prepared.ts): every list and page of homes asks for their photos. */
const photosQuery = preparedQuery('property_photos', (db, _shape: 'any', name) =>
  db
    .select(photoAnswerColumns)
    .from(propertyPhotos)
    .where(sql`${propertyPhotos.propertyId} = any(${sql.placeholder('propertyIds')}::integer[])`)
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.id))
    .prepare(name),
);

export interface ListPropertiesQuery {
  limit: number;
  offset: number;
  search?: string | undefined;
  archived?: boolean | undefined;
}

/**
 * The dashboard list: two queries whatever the number of properties — the page with its total
 * (a window count), then every photo of the page.
 */
export async function listProperties(ctx: AppContext, actor: Actor, query: ListPropertiesQuery) {
  assertCanManageProperties(actor);
  const search = query.search?.trim();
  // The same filter as the prepared page, built only for the rare count past the end.
  const where = () =>
    and(
      ownedPropertiesWhere(actor, { includeArchived: !!query.archived }),
      query.archived ? isNotNull(properties.archivedAt) : undefined,
      search
        ? or(
            ilike(properties.title, likePattern(search)),
            ilike(properties.address, likePattern(search)),
            ilike(properties.postcode, likePattern(search)),
          )
        : undefined,
    );
  const shape =
    `${isAdmin(actor) ? 'any' : 'own'}_${query.archived ? 'archived' : 'live'}_${search ? 'search' : 'all'}` as const;
  const rows = await propertiesPageQuery(ctx.db, shape).execute({
    landlordId: actor.id,
    pattern: search ? likePattern(search) : '',
    limit: query.limit,
    offset: query.offset,
  });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    // Past the end: the window count has no row to ride on.
    const [counted] = await ctx.db.select({ n: count() }).from(properties).where(where());
    total = counted?.n ?? 0;
  }
  const photos = await photosByProperty(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { properties: rows.map((r) => toProperty(r, photos.get(r.id) ?? [])), total };
}

/** The four dashboard cards from one aggregate query (archived properties are not counted). */
export async function propertySummary(ctx: AppContext, actor: Actor): Promise<PropertySummary> {
  assertCanManageProperties(actor);
  const [row] = await propertySummaryQuery(ctx.db, isAdmin(actor) ? 'any' : 'own').execute({
    landlordId: actor.id,
  });
  return row ?? { totalProperties: 0, occupied: 0, vacant: 0, monthlyRent: 0 };
}

/** The actor's homes: every landlord's for an admin ('any'), else their own. */
const ownedBy = (shape: string) =>
  shape.startsWith('own') ? eq(properties.landlordId, sql.placeholder('landlordId')) : undefined;

/** The dashboard's page of homes with their total, per kind of list (built once, db/prepared.ts). */
const propertiesPageQuery = preparedQuery(
  'properties_page',
  (db, shape: `${'any' | 'own'}_${'archived' | 'live'}_${'search' | 'all'}`, name) => {
    const pattern = sql.placeholder('pattern');
    return db
      .select({ ...propertyAnswerColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(properties)
      .where(
        and(
          ownedBy(shape),
          shape.includes('_archived_') ? isNotNull(properties.archivedAt) : isNull(properties.archivedAt),
          shape.endsWith('search')
            ? or(
                ilike(properties.title, pattern),
                ilike(properties.address, pattern),
                ilike(properties.postcode, pattern),
              )
            : undefined,
        ),
      )
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  },
);

/** The four dashboard cards (archived homes not counted), built once per kind of actor. */
const propertySummaryQuery = preparedQuery('property_summary', (db, shape: 'any' | 'own', name) =>
  db
    .select({
      totalProperties: sql<number>`count(*)`.mapWith(Number),
      occupied: sql<number>`count(*) filter (where ${properties.status} = 'occupied')`.mapWith(Number),
      vacant: sql<number>`count(*) filter (where ${properties.status} = 'vacant')`.mapWith(Number),
      monthlyRent:
        sql<number>`coalesce(sum(${properties.price}) filter (where ${properties.status} = 'occupied'), 0)`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .where(and(ownedBy(shape), isNull(properties.archivedAt)))
    .prepare(name),
);

export async function getProperty(ctx: AppContext, actor: Actor, id: number): Promise<Property> {
  const row = await loadOwnedProperty(ctx.db, actor, id, { includeArchived: true });
  const photos = await photosByProperty(ctx.db, [row.id]);
  return toProperty(row, photos.get(row.id) ?? []);
}

/**
 * A landlord's property is theirs; an admin adds one for a landlord named by `landlordId`
 * (an approved landlord account). Nobody else chooses the owner.
 */
async function resolveOwner(ctx: AppContext, actor: Actor, landlordId: number | undefined): Promise<number> {
  assertCanManageProperties(actor);
  if (!isAdmin(actor)) {
    if (landlordId !== undefined && landlordId !== actor.id) {
      throw badRequest('landlordId cannot be set', { landlordId: 'landlordId cannot be set' });
    }
    return actor.id;
  }
  if (landlordId === undefined) {
    const message = 'Choose the landlord this property belongs to';
    throw badRequest(message, { landlordId: message });
  }
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, landlordId), eq(users.userType, 'landlord'), eq(users.status, 'approved')));
  if (!owner) {
    const message = 'landlordId must name an approved landlord';
    throw badRequest(message, { landlordId: message });
  }
  return owner.id;
}

type PropertyRow = typeof properties.$inferSelect;

/**
 * The row's columns from a body. Alarms: the detailed fields (smoke alarms per storey, each
 * combustion room's CO alarm) win; SPEC.md's two checkboxes still work when they are left out
 * (ticked = every storey or every room), and are stored as what the detail says.
 */
function columnsOf(input: PropertyInput, current?: PropertyRow) {
  const { hasSmokeAlarms, hasCOAlarms, smokeAlarmStoreys, combustionRooms, licensingArea, ...rest } = input;
  const storeys = input.storeys ?? null;
  const floors = storeys ?? 1;
  const alarmStoreys = Math.min(
    floors,
    smokeAlarmStoreys ??
      (hasSmokeAlarms === undefined ? (current?.smokeAlarmStoreys ?? 0) : hasSmokeAlarms ? floors : 0),
  );
  let rooms = combustionRooms ?? current?.combustionRooms ?? [];
  if (!combustionRooms && hasCOAlarms !== undefined)
    rooms = rooms.map((r) => ({ ...r, hasCoAlarm: hasCOAlarms }));
  // One entry per room kind: the same room twice would count its alarm twice.
  rooms = [...new Map(rooms.map((r) => [r.room, r])).values()];
  return {
    ...rest,
    squareFeet: input.squareFeet ?? null,
    availableFrom: input.availableFrom ?? null,
    storeys,
    smokeAlarmStoreys: alarmStoreys,
    hasSmokeAlarms: alarmStoreys >= floors,
    combustionRooms: rooms,
    hasCOAlarms: rooms.length
      ? rooms.every((r) => r.hasCoAlarm)
      : (hasCOAlarms ?? current?.hasCOAlarms ?? false),
    licensingArea: licensingArea === undefined ? (current?.licensingArea ?? null) : licensingArea,
    // The listing's band comes from the latest EPC uploaded; a body without one keeps it.
    epcBand: input.epcBand === undefined ? (current?.epcBand ?? null) : input.epcBand,
    hmoOccupants: input.hmoOccupants ?? null,
    hmoHouseholds: input.hmoHouseholds ?? null,
    listingDescription: input.listingDescription || null,
  };
}

export async function createProperty(
  ctx: AppContext,
  actor: Actor,
  input: PropertyInput,
  landlordId?: number,
): Promise<Property> {
  const owner = await resolveOwner(ctx, actor, landlordId);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(properties)
      .values({ ...columnsOf(input), landlordId: owner })
      .returning();
    // Listed from the start: judged as the new home stands, and undone when refused.
    if (inserted!.isListed) {
      await assertMayPublishListing(tx as unknown as Db, inserted!.id, todayInLondon(), true);
    }
    return inserted!;
  });
  await afterComplianceChange(ctx, row.id);
  return toProperty(row, []);
}

export async function updateProperty(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: PropertyInput,
): Promise<Property> {
  const current = await loadOwnedProperty(ctx.db, actor, id);
  // Advertising starts only with a valid EPC (band E or an exemption) and the landlord's registration.
  if (input.isListed && !current.isListed) await assertMayPublishListing(ctx.db, id);
  const [row] = await ctx.db
    .update(properties)
    .set(columnsOf(input, current))
    .where(eq(properties.id, id))
    .returning();
  await afterComplianceChange(ctx, id);
  const photos = await photosByProperty(ctx.db, [id]);
  return toProperty(row!, photos.get(id) ?? []);
}

/**
 * A property with rent, documents, any tenancy or any application is kept (archived: hidden from lists,
 * restorable by an admin); one with no history is deleted with its photos.
 */
export async function deleteProperty(ctx: AppContext, actor: Actor, id: number) {
  await loadOwnedProperty(ctx.db, actor, id);
  const outcome = await ctx.db.transaction(async (tx) => {
    // Locking the row holds back a tenancy, payment or document being added meanwhile (their
    // foreign-key checks wait for it), so the history check cannot go stale before the delete.
    const [locked] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!locked) return { archived: false, keys: [] as string[] };
    const history = (await tx.execute(sql`select (
        exists (select 1 from ${rentPayments} where ${rentPayments.propertyId} = ${id})
        or exists (select 1 from ${documents} where ${documents.propertyId} = ${id})
        or exists (select 1 from ${tenants} where ${tenants.propertyId} = ${id})
        or exists (select 1 from ${applications} where ${applications.propertyId} = ${id})
      ) as has`)) as unknown as { rows: { has: boolean }[] };
    if (history.rows[0]?.has) {
      await tx
        .update(properties)
        .set({ archivedAt: sql`now()` })
        .where(eq(properties.id, id));
      return { archived: true, keys: [] as string[] };
    }
    const photos = await tx
      .select({ key: propertyPhotos.storageKey })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, id));
    await tx.delete(properties).where(eq(properties.id, id));
    return { archived: false, keys: photos.map((p) => p.key) };
  });
  // Files go only once the rows are gone; a failure here leaves an orphan file, never a broken photo.
  await Promise.all(outcome.keys.map((key) => ctx.storage.delete(key).catch(() => {})));
  return outcome.archived
    ? { archived: true, message: ARCHIVED_MESSAGE }
    : { archived: false, message: DELETED_MESSAGE };
}

/** Admins only (the route checks): brings an archived property back into its landlord's lists. */
export async function restoreProperty(ctx: AppContext, actor: Actor, id: number): Promise<Property> {
  await loadOwnedProperty(ctx.db, actor, id, { includeArchived: true });
  const [row] = await ctx.db
    .update(properties)
    .set({ archivedAt: null })
    .where(eq(properties.id, id))
    .returning();
  const photos = await photosByProperty(ctx.db, [id]);
  return toProperty(row!, photos.get(id) ?? []);
}
