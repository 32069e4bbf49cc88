import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { assignability, type Contractor, type ContractorInputSchema } from '@shared/contractors';
import { todayInLondon } from '@shared/dates';
import { isAdmin } from '@shared/users';
import type { Db } from '../../db/create-db';
import { contractorCertificates, contractors, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { assertCanManageProperties, type Actor } from '../properties/property-access';
import { toContractor, type CertificateRow, type ContractorRow } from './contractor.presenter';

type ContractorData = z.output<typeof ContractorInputSchema>;
/** Reads work on the database or inside a transaction. */
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert'>;

export type ContractorWithCertificates = ContractorRow & { certificates: CertificateRow[] };

export const CHOOSE_LANDLORD = 'Choose the landlord';
export const NOT_A_LANDLORD = 'landlordId must name a landlord';

/**
 * Whose directory a list or a new contractor is in. A landlord's is their own (naming another
 * landlord finds nothing); an admin names the landlord, who must be a landlord account.
 */
async function resolveDirectory(ctx: AppContext, actor: Actor, landlordId: number | undefined) {
  assertCanManageProperties(actor);
  if (!isAdmin(actor)) {
    if (landlordId !== undefined && landlordId !== actor.id) throw notFound('Landlord');
    return actor.id;
  }
  if (landlordId === undefined) throw badRequest(CHOOSE_LANDLORD, { landlordId: CHOOSE_LANDLORD });
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, landlordId), eq(users.userType, 'landlord')));
  if (!owner) throw badRequest(NOT_A_LANDLORD, { landlordId: NOT_A_LANDLORD });
  return owner.id;
}

/** A contractor the actor may change: their own (any, for an admin), and not removed. */
function ownedContractorWhere(actor: Actor, id: number): SQL | undefined {
  return and(
    eq(contractors.id, id),
    isNull(contractors.archivedAt),
    isAdmin(actor) ? undefined : eq(contractors.landlordId, actor.id),
  );
}

async function certificatesOf(db: Reader, contractorIds: number[]) {
  const byContractor = new Map<number, CertificateRow[]>(contractorIds.map((id) => [id, []]));
  if (contractorIds.length === 0) return byContractor;
  const rows = await db
    .select()
    .from(contractorCertificates)
    .where(inArray(contractorCertificates.contractorId, contractorIds));
  for (const row of rows) byContractor.get(row.contractorId)?.push(row);
  return byContractor;
}

async function insertCertificates(db: Writer, contractorId: number, input: ContractorData['certificates']) {
  if (input.length === 0) return [];
  return db
    .insert(contractorCertificates)
    .values(
      input.map((c) => ({ contractorId, kind: c.kind, reference: c.reference, expiresOn: c.expiresOn })),
    )
    .returning();
}

const columnsOf = (input: ContractorData) => ({
  name: input.name,
  trade: input.trade,
  phone: input.phone,
  email: input.email ?? null,
});

/** A landlord's directory, by name; removed contractors are left out. */
export async function listContractors(
  ctx: AppContext,
  actor: Actor,
  query: { limit: number; offset: number; landlordId?: number | undefined },
) {
  const landlordId = await resolveDirectory(ctx, actor, query.landlordId);
  const where = and(eq(contractors.landlordId, landlordId), isNull(contractors.archivedAt));
  // The count is its own query, so a page past the end still answers the full total.
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(contractors)
      .where(where)
      .orderBy(asc(sql`lower(${contractors.name})`), asc(contractors.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contractors)
      .where(where),
  ]);
  const certificates = await certificatesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const today = todayInLondon();
  return {
    contractors: rows.map((row) => toContractor(row, certificates.get(row.id) ?? [], today)),
    total: counted?.n ?? 0,
  };
}

/** One contractor as the directory lists it (certificates and states included); another landlord's is not found. */
export async function getContractor(ctx: AppContext, actor: Actor, id: number): Promise<Contractor> {
  assertCanManageProperties(actor);
  const [row] = await ctx.db.select().from(contractors).where(ownedContractorWhere(actor, id)).limit(1);
  if (!row) throw notFound('Contractor');
  const certificates = (await certificatesOf(ctx.db, [row.id])).get(row.id) ?? [];
  return toContractor(row, certificates, todayInLondon());
}

export async function createContractor(
  ctx: AppContext,
  actor: Actor,
  input: ContractorData,
  landlordId?: number,
): Promise<Contractor> {
  const owner = await resolveDirectory(ctx, actor, landlordId);
  const { row, certificates } = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contractors)
      .values({ ...columnsOf(input), landlordId: owner })
      .returning();
    return { row: created!, certificates: await insertCertificates(tx, created!.id, input.certificates) };
  });
  return toContractor(row, certificates, todayInLondon());
}

/** Replaces the details and the whole certificate set: what is not sent is no longer on file. */
export async function updateContractor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ContractorData,
): Promise<Contractor> {
  assertCanManageProperties(actor);
  const { row, certificates } = await ctx.db.transaction(async (tx) => {
    // Locking the row first makes two edits at once take turns, so neither re-inserts a
    // certificate kind the other has just written (one of each kind per contractor).
    const [locked] = await tx
      .select({ id: contractors.id })
      .from(contractors)
      .where(ownedContractorWhere(actor, id))
      .for('update');
    if (!locked) throw notFound('Contractor');
    const [updated] = await tx
      .update(contractors)
      .set(columnsOf(input))
      .where(eq(contractors.id, id))
      .returning();
    await tx.delete(contractorCertificates).where(eq(contractorCertificates.contractorId, id));
    return { row: updated!, certificates: await insertCertificates(tx, id, input.certificates) };
  });
  return toContractor(row, certificates, todayInLondon());
}

/** Archived rather than deleted, so the jobs a contractor did still name them. */
export async function removeContractor(ctx: AppContext, actor: Actor, id: number) {
  assertCanManageProperties(actor);
  const [row] = await ctx.db
    .update(contractors)
    .set({ archivedAt: sql`now()` })
    .where(ownedContractorWhere(actor, id))
    .returning({ id: contractors.id });
  if (!row) throw notFound('Contractor');
  return { message: 'Contractor removed.' };
}

/**
 * For assigning a job: the landlord's own, current contractor with their certificates, refused
 * (409, with the reason to show) when the certificates their trade needs are missing or expired.
 * Another landlord's or a removed contractor is not found. Works inside a transaction too.
 */
export async function loadAssignableContractor(
  db: Reader,
  landlordId: number,
  contractorId: number,
  today: string,
): Promise<ContractorWithCertificates> {
  const [row] = await db
    .select()
    .from(contractors)
    .where(
      and(
        eq(contractors.id, contractorId),
        eq(contractors.landlordId, landlordId),
        isNull(contractors.archivedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Contractor');
  const certificates = (await certificatesOf(db, [row.id])).get(row.id) ?? [];
  const verdict = assignability(row.trade, certificates, today);
  if (!verdict.ok) throw conflict(verdict.reason, { contractorId: verdict.reason });
  return { ...row, certificates };
}
