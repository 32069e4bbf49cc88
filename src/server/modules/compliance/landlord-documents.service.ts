import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { LANDLORD_DOCUMENT_TYPES, type LandlordDocument, type LandlordDocumentType } from '@shared/documents';
import { isAdmin } from '@shared/users';
import { landlordDocuments, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { checkUpload, type RawUpload } from '../documents/document-upload';
import { assertCanManageProperties, type Actor } from '../properties/property-access';
import { afterLandlordChange } from './after-change';

type Row = typeof landlordDocuments.$inferSelect;

export const LANDLORD_TYPE_MESSAGE = 'Choose Rent Smart Wales registration or licence';
export const LANDLORD_REQUIRED = 'Choose the landlord these documents belong to';

const present = (row: Row): LandlordDocument => ({
  id: row.id,
  landlordId: row.landlordId,
  documentType: row.documentType,
  title: row.title,
  reference: row.reference,
  issueDate: row.issueDate,
  expiryDate: row.expiryDate,
  notes: row.notes,
  fileUrl: `/api/landlord/documents/${row.id}/file`,
  fileName: row.fileName,
  fileSize: row.fileSize,
  fileType: row.fileType,
  createdAt: row.createdAt.toISOString(),
});

/** Whose documents: a landlord's own; an admin names an approved landlord with ?landlordId=. */
async function ownerOf(ctx: AppContext, actor: Actor, landlordId: number | undefined): Promise<number> {
  assertCanManageProperties(actor);
  if (!isAdmin(actor)) return actor.id;
  if (landlordId === undefined) throw badRequest(LANDLORD_REQUIRED, { landlordId: LANDLORD_REQUIRED });
  const [landlord] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, landlordId), eq(users.userType, 'landlord')));
  if (!landlord) throw notFound('Landlord');
  return landlord.id;
}

export async function listLandlordDocuments(ctx: AppContext, actor: Actor, landlordId?: number) {
  const owner = await ownerOf(ctx, actor, landlordId);
  const rows = await ctx.db
    .select()
    .from(landlordDocuments)
    .where(eq(landlordDocuments.landlordId, owner))
    .orderBy(desc(landlordDocuments.issueDate), desc(landlordDocuments.id));
  return rows.map(present);
}

/** POST /api/landlord/documents: multipart like a property document, with a `reference`. */
export async function createLandlordDocument(
  ctx: AppContext,
  actor: Actor,
  landlordId: number | undefined,
  read: () => Promise<RawUpload>,
): Promise<LandlordDocument> {
  const owner = await ownerOf(ctx, actor, landlordId);
  const upload = await checkUpload(await read());
  const type = upload.fields.documentType;
  if (!(LANDLORD_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    throw badRequest(LANDLORD_TYPE_MESSAGE, { documentType: LANDLORD_TYPE_MESSAGE });
  }
  const storageKey = `landlord-documents/${randomUUID()}`;
  await ctx.storage.put(storageKey, upload.file.data, upload.file.mimeType);
  let row: Row;
  try {
    [row] = (await ctx.db
      .insert(landlordDocuments)
      .values({
        landlordId: owner,
        documentType: type as LandlordDocumentType,
        title: upload.fields.title,
        reference: upload.fields.reference ?? null,
        issueDate: upload.fields.issueDate,
        expiryDate: upload.fields.expiryDate,
        notes: upload.fields.notes,
        storageKey,
        fileName: upload.file.fileName,
        fileSize: upload.file.data.length,
        fileType: upload.file.mimeType,
      })
      .returning()) as [Row];
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  // A registration added or removed changes every home's items: remind (and warn) at once.
  await afterLandlordChange(ctx, owner);
  return present(row);
}

async function loadOwned(ctx: AppContext, actor: Actor, id: number): Promise<Row> {
  assertCanManageProperties(actor);
  const [row] = await ctx.db
    .select()
    .from(landlordDocuments)
    .where(
      and(
        eq(landlordDocuments.id, id),
        isAdmin(actor) ? undefined : eq(landlordDocuments.landlordId, actor.id),
      ),
    );
  if (!row) throw notFound('Document');
  return row;
}

export async function deleteLandlordDocument(ctx: AppContext, actor: Actor, id: number) {
  const row = await loadOwned(ctx, actor, id);
  await ctx.db.delete(landlordDocuments).where(eq(landlordDocuments.id, id));
  await ctx.storage.delete(row.storageKey).catch(() => {});
  await afterLandlordChange(ctx, row.landlordId);
  return { message: 'Document deleted.' };
}

export async function openLandlordDocumentFile(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ row: Row; stream: Readable }> {
  const row = await loadOwned(ctx, actor, id);
  const stream = await ctx.storage.get(row.storageKey);
  if (!stream) throw notFound('Document file');
  return { row, stream };
}
