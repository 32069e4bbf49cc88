import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addMonths, todayInLondon } from '@shared/dates';
import {
  documentFactErrors,
  LANDLORD_DOCUMENT_TYPES,
  SERVED_DOCUMENT_TYPES,
  type DocumentType,
} from '@shared/documents';
import { isAdmin } from '@shared/users';
import { CURRENT_TENANT_STATUSES } from '@shared/tenancies';
import { documents, properties, tenants } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { afterComplianceChange } from '../compliance/after-change';
import type { AppContext } from '../../lib/context';
import {
  assertCanManageProperties,
  loadOwnedProperty,
  loadOwnedTenant,
  type Actor,
} from '../properties/property-access';
import { checkUpload, type DocumentFieldsOutput, type RawUpload } from './document-upload';
import { presentDocument, type DocumentRow } from './document.presenter';

/** WALES.md GAS_RETENTION: gas safety records are kept for at least 2 years from the check. */
export const GAS_RETENTION_MONTHS = 24;
export const GAS_RETENTION_MESSAGE = 'Gas safety records must be kept for at least 2 years.';

/** Property documents a contract-holder must receive (WALES.md GAS_COPY, EICR_COPY, EPC_VALID), so their tenant may download them. */
export const TENANT_VISIBLE_PROPERTY_TYPES: readonly DocumentType[] = SERVED_DOCUMENT_TYPES;
/** Tenancies whose contract-holder still lives there. */

/** Whether a tenancy with this status is current: its contract-holder still lives there. */
export const isCurrentTenancy = (status: string): boolean =>
  (CURRENT_TENANT_STATUSES as readonly string[]).includes(status);

/**
 * The documents a tenancy's tenant may download (the rule of mayDownload below, as a WHERE): those
 * shared with the tenancy, and while it is current, its property's GAS, EICR and EPC.
 */
export function tenantVisibleDocumentsWhere(tenancy: {
  id: number;
  propertyId: number;
  status: string;
}): SQL | undefined {
  const shared = and(eq(documents.tenantId, tenancy.id), eq(documents.sharedWithTenant, true));
  if (!isCurrentTenancy(tenancy.status)) return shared;
  return or(
    shared,
    and(
      eq(documents.propertyId, tenancy.propertyId),
      isNull(documents.tenantId),
      inArray(documents.documentType, [...TENANT_VISIBLE_PROPERTY_TYPES]),
    ),
  );
}

export interface ListQuery {
  limit: number;
  offset: number;
}

async function listWhere(ctx: AppContext, where: SQL | undefined, query: ListQuery) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(documents).where(where),
  ]);
  return { documents: rows.map(presentDocument), total: total?.n ?? 0 };
}

/** A property's own documents (not its tenancies'), newest first. Archived properties keep theirs readable. */
export async function listPropertyDocuments(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: ListQuery,
) {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  return listWhere(ctx, and(eq(documents.propertyId, propertyId), isNull(documents.tenantId)), query);
}

/** One tenancy's documents, newest first. */
export async function listTenantDocuments(ctx: AppContext, actor: Actor, tenantId: number, query: ListQuery) {
  await loadOwnedTenant(ctx.db, actor, tenantId);
  return listWhere(ctx, eq(documents.tenantId, tenantId), query);
}

/** Upload to a property: ownership is checked before the body is read, so nobody else's upload is ever buffered. */
export async function createPropertyDocument(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  read: () => Promise<RawUpload>,
) {
  const property = await loadOwnedProperty(ctx.db, actor, propertyId);
  const upload = await checkUpload(await read());
  assertNotLandlordType(upload.fields.documentType);
  // sharedWithTenant is for tenant documents; the property's GAS, EICR and EPC reach its tenants anyway.
  const created = await storeDocument(
    ctx,
    { propertyId: property.id, tenantId: null },
    { ...upload.fields, sharedWithTenant: false },
    upload.file,
  );
  await afterDocumentChange(ctx, created);
  return created;
}

/** Upload to a tenancy: the document belongs to the tenancy's property too. */
export async function createTenantDocument(
  ctx: AppContext,
  actor: Actor,
  tenantId: number,
  read: () => Promise<RawUpload>,
) {
  const tenant = await loadOwnedTenant(ctx.db, actor, tenantId);
  // As for the property's own documents: an archived property's records are kept, not added to.
  await loadOwnedProperty(ctx.db, actor, tenant.propertyId).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? notFound('Tenant') : error;
  });
  const upload = await checkUpload(await read());
  assertNotLandlordType(upload.fields.documentType);
  const created = await storeDocument(
    ctx,
    { propertyId: tenant.propertyId, tenantId: tenant.id },
    upload.fields,
    upload.file,
  );
  await afterDocumentChange(ctx, created);
  return created;
}

/** The file first, then the row; a failed insert takes the file away again, so nothing is left behind unreferenced. */
async function storeDocument(
  ctx: AppContext,
  owner: { propertyId: number; tenantId: number | null },
  fields: DocumentFieldsOutput,
  file: { data: Buffer; fileName: string; mimeType: string },
) {
  const storageKey = `documents/${randomUUID()}`;
  await ctx.storage.put(storageKey, file.data, file.mimeType);
  try {
    const [row] = await ctx.db
      .insert(documents)
      .values({
        ...owner,
        title: fields.title,
        documentType: fields.documentType,
        issueDate: fields.issueDate,
        expiryDate: fields.expiryDate,
        notes: fields.notes,
        ...evidenceColumns(fields),
        sharedWithTenant: owner.tenantId !== null && (fields.sharedWithTenant ?? false),
        storageKey,
        fileName: file.fileName,
        fileSize: file.data.length,
        fileType: file.mimeType,
      })
      .returning();
    return presentDocument(row!);
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/**
 * A document the actor manages (landlord of its property, or an admin); anyone else's is simply
 * not found. Writes need a live property; reads reach an archived one's records.
 */
async function loadManagedDocument(
  ctx: AppContext,
  actor: Actor,
  id: number,
  options: { includeArchived?: boolean } = {},
) {
  assertCanManageProperties(actor);
  const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!row) throw notFound('Document');
  try {
    if (row.tenantId !== null) await loadOwnedTenant(ctx.db, actor, row.tenantId);
    await loadOwnedProperty(ctx.db, actor, row.propertyId, options);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw notFound('Document');
    throw error;
  }
  return row;
}

/** One document as the property's and the tenancy's lists answer it; another landlord's is not found. */
export async function getDocument(ctx: AppContext, actor: Actor, id: number) {
  return presentDocument(await loadManagedDocument(ctx, actor, id, { includeArchived: true }));
}

/** PUT: the fields only (the file stays); sharedWithTenant kept when left out, and only ever true on a tenant document. */
export async function updateDocument(
  ctx: AppContext,
  actor: Actor,
  id: number,
  fields: DocumentFieldsOutput,
) {
  const current = await loadManagedDocument(ctx, actor, id);
  assertNotLandlordType(fields.documentType);
  const missing = documentFactErrors(fields);
  const first = Object.values(missing)[0];
  if (first) throw badRequest(first, missing);
  // A gas record inside its retention period keeps its type and date, so it cannot be relabelled and then deleted.
  if (
    current.documentType === 'GAS' &&
    current.issueDate > addMonths(todayInLondon(), -GAS_RETENTION_MONTHS) &&
    (fields.documentType !== 'GAS' || fields.issueDate !== current.issueDate)
  ) {
    throw conflict(
      'The type and issue date of a gas safety record cannot change while it must be kept (2 years).',
    );
  }
  const [row] = await ctx.db
    .update(documents)
    .set({
      title: fields.title,
      documentType: fields.documentType,
      issueDate: fields.issueDate,
      expiryDate: fields.expiryDate,
      notes: fields.notes,
      ...evidenceColumns(fields),
      sharedWithTenant: current.tenantId !== null && (fields.sharedWithTenant ?? current.sharedWithTenant),
      updatedAt: new Date(),
    })
    .where(eq(documents.id, id))
    .returning();
  const updated = presentDocument(row!);
  await afterDocumentChange(ctx, updated);
  return updated;
}

/** DELETE: the row, then the file. A gas safety record under 2 years old is kept (409). */
export async function deleteDocument(
  ctx: AppContext,
  actor: Actor,
  id: number,
  today: string = todayInLondon(),
) {
  const row = await loadManagedDocument(ctx, actor, id);
  if (row.documentType === 'GAS' && row.issueDate > addMonths(today, -GAS_RETENTION_MONTHS)) {
    throw conflict(GAS_RETENTION_MESSAGE);
  }
  await ctx.db.delete(documents).where(eq(documents.id, id));
  await afterComplianceChange(ctx, row.propertyId);
  // The row is gone, so the file can no longer be reached; a failed delete leaves only an orphan, never a broken link.
  await ctx.storage.delete(row.storageKey).catch(() => {});
  return { message: 'Document deleted.' };
}

/**
 * Who may download: the property's landlord and admins; and the tenant user of the tenancy, for a
 * tenant document shared with them, or for their current home's GAS, EICR or EPC. Anyone else: 404.
 */
export async function openDocumentFile(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ row: DocumentRow; stream: Readable }> {
  const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!row || !(await mayDownload(ctx, actor, row))) throw notFound('Document');
  const stream = await ctx.storage.get(row.storageKey);
  if (!stream) throw notFound('Document file');
  return { row, stream };
}

async function mayDownload(ctx: AppContext, actor: Actor, row: DocumentRow): Promise<boolean> {
  if (isAdmin(actor)) return true;
  if (actor.userType === 'landlord') {
    try {
      await loadManagedDocument(ctx, actor, row.id, { includeArchived: true });
      return true;
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }
  let where: SQL | undefined;
  if (row.tenantId !== null) {
    if (!row.sharedWithTenant) return false;
    where = and(eq(tenants.userId, actor.id), eq(tenants.id, row.tenantId));
  } else {
    if (!TENANT_VISIBLE_PROPERTY_TYPES.includes(row.documentType)) return false;
    where = and(
      eq(tenants.userId, actor.id),
      eq(tenants.propertyId, row.propertyId),
      inArray(tenants.status, [...CURRENT_TENANT_STATUSES]),
    );
  }
  const [found] = await ctx.db.select({ id: tenants.id }).from(tenants).where(where).limit(1);
  return !!found;
}

export const LANDLORD_TYPE_ON_PROPERTY =
  'Rent Smart Wales registration and licences are your own documents: add them under Your documents on the dashboard.';

/** RSW documents belong to the landlord (POST /api/landlord/documents), not to one home. */
function assertNotLandlordType(type: DocumentType) {
  if ((LANDLORD_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    throw badRequest(LANDLORD_TYPE_ON_PROPERTY, { documentType: LANDLORD_TYPE_ON_PROPERTY });
  }
}

/** The compliance facts a document carries: an EPC's band, a licence's number and occupant limit. */
const evidenceColumns = (fields: DocumentFieldsOutput) => ({
  epcBand: fields.documentType === 'EPC' ? (fields.epcBand ?? null) : null,
  reference: fields.reference ?? null,
  maxOccupants: fields.documentType === 'HMO_LICENCE' ? (fields.maxOccupants ?? null) : null,
});

/**
 * A certificate added or changed: the listing shows the latest EPC's band, contract-holders are
 * served their copies, and any reminder now due goes out.
 */
async function afterDocumentChange(
  ctx: AppContext,
  doc: { propertyId: number | null; tenantId: number | null; documentType: DocumentType },
) {
  if (doc.propertyId === null) return;
  if (doc.documentType === 'EPC' && doc.tenantId === null) {
    await ctx.db.execute(sql`update ${properties} set epc_band = (
        select ${documents.epcBand} from ${documents}
        where ${documents.propertyId} = ${doc.propertyId} and ${documents.tenantId} is null and ${documents.documentType} = 'EPC'
        order by ${documents.issueDate} desc, ${documents.id} desc limit 1)
      where ${properties.id} = ${doc.propertyId}`);
  }
  await afterComplianceChange(ctx, doc.propertyId);
}
