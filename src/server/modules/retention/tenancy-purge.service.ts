import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import { addMonths, todayInLondon } from '@shared/dates';
import type { Db } from '../../db/create-db';
import {
  communications,
  documents,
  maintenancePhotos,
  maintenanceRequests,
  outbox,
  rentPayments,
  statementDeductions,
  statementImports,
  statementLines,
  tenants,
} from '../../db/schema';
import type { FileStorage } from '../../lib/storage';

/** The Privacy Policy's 'How long we keep it' (src/client/content/legal/privacy.ts). */
export const TENANCY_RETENTION_YEARS = 6;

/** What a purged tenancy is called: it keeps its dates and money, not its person. */
export const PURGED_TENANT_NAME = 'Former tenant (details deleted)';

/** Six years before today: a tenancy that ended before this day is purged. */
export const tenancyCutoff = (today: string) => addMonths(today, -12 * TENANCY_RETENTION_YEARS);

/**
 * The last day of the latest UK financial year (6 April to 5 April) that ended more than six
 * years before today: money dated on or before it has been kept as long as HMRC asks.
 */
export function financialRecordsCutoff(today: string): string {
  const cutoff = tenancyCutoff(today);
  const year = Number(cutoff.slice(0, 4));
  const yearEnd = `${String(year).padStart(4, '0')}-04-05`;
  return yearEnd < cutoff ? yearEnd : `${String(year - 1).padStart(4, '0')}-04-05`;
}

export interface TenancyPurgeCounts {
  /** Tenancies whose personal data, log, documents and repairs were deleted. */
  tenancies: number;
  /** Rent payments past their financial records period, on purged tenancies. */
  payments: number;
  /** Purged tenancies deleted once nothing was left on them. */
  removedTenancies: number;
  /** Bank statement lines and agency deductions past their financial records period. */
  statementRecords: number;
}

/**
 * The six-year tenancy purge the Privacy Policy promises. A tenancy that ended (status past) more
 * than six years ago loses its communications log, the copies of messages sent about it, its
 * documents and repair requests (files too) and its person's name, e-mail, phone and account link.
 * Its rent payments are financial records: each goes once its financial year ended more than six
 * years ago, and a purged tenancy with nothing left is deleted. Idempotent, and safe to run from
 * several instances (each tenancy in its own transaction; the files go after the commit).
 */
export async function purgeEndedTenancies(
  db: Db,
  storage: FileStorage | undefined,
  now: Date = new Date(),
): Promise<TenancyPurgeCounts> {
  const today = todayInLondon(now);
  const cutoff = tenancyCutoff(today);
  const moneyCutoff = financialRecordsCutoff(today);
  const due = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.status, 'past'), lt(tenants.leaseEnd, cutoff), isNull(tenants.purgedAt)));

  const files: string[] = [];
  for (const { id } of due) {
    files.push(...(await purgeTenancy(db, id, now)));
  }
  // A file whose delete fails is only an orphan in storage: nothing refers to it any more.
  if (storage) await Promise.allSettled(files.map((key) => storage.delete(key)));

  const payments = await db
    .delete(rentPayments)
    .where(
      and(
        sql`greatest(${rentPayments.dueDate}, ${rentPayments.paymentDate}) <= ${moneyCutoff}`,
        inArray(
          rentPayments.tenantId,
          db.select({ id: tenants.id }).from(tenants).where(isNotNull(tenants.purgedAt)),
        ),
      ),
    )
    .returning({ id: rentPayments.id });
  const emptied = await db
    .delete(tenants)
    .where(
      and(
        isNotNull(tenants.purgedAt),
        notExists(db.select().from(rentPayments).where(eq(rentPayments.tenantId, tenants.id))),
        notExists(db.select().from(documents).where(eq(documents.tenantId, tenants.id))),
        notExists(db.select().from(maintenanceRequests).where(eq(maintenanceRequests.tenantId, tenants.id))),
      ),
    )
    .returning({ id: tenants.id });

  // Bank lines carry payers' names; deductions are the landlord's money records: the HMRC period.
  const lines = await db
    .delete(statementLines)
    .where(lte(statementLines.date, moneyCutoff))
    .returning({ id: statementLines.id });
  await db
    .delete(statementImports)
    .where(
      and(
        lte(statementImports.createdAt, new Date(`${moneyCutoff}T23:59:59Z`)),
        notExists(db.select().from(statementLines).where(eq(statementLines.importId, statementImports.id))),
      ),
    );
  const deductions = await db
    .delete(statementDeductions)
    .where(lte(statementDeductions.date, moneyCutoff))
    .returning({ id: statementDeductions.id });

  return {
    tenancies: due.length,
    payments: payments.length,
    removedTenancies: emptied.length,
    statementRecords: lines.length + deductions.length,
  };
}

/** One tenancy's personal data, in one transaction; answers the storage keys to delete after it. */
async function purgeTenancy(db: Db, tenantId: number, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Another instance may have purged it since the list was read.
    const [claimed] = await tx
      .update(tenants)
      .set({
        purgedAt: now,
        fullName: PURGED_TENANT_NAME,
        email: '',
        phone: null,
        userId: null,
      })
      .where(and(eq(tenants.id, tenantId), isNull(tenants.purgedAt)))
      .returning({ id: tenants.id });
    if (!claimed) return [];
    await tx.delete(communications).where(eq(communications.tenantId, tenantId));
    await tx.delete(outbox).where(and(eq(outbox.tenantId, tenantId), ne(outbox.status, 'queued')));
    const docs = await tx
      .delete(documents)
      .where(eq(documents.tenantId, tenantId))
      .returning({ key: documents.storageKey });
    const requests = await tx
      .select({ id: maintenanceRequests.id })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.tenantId, tenantId));
    const photos = requests.length
      ? await tx
          .select({ key: maintenancePhotos.storageKey })
          .from(maintenancePhotos)
          .where(
            inArray(
              maintenancePhotos.requestId,
              requests.map((r) => r.id),
            ),
          )
      : [];
    // Updates and photos go with their request (cascade).
    await tx.delete(maintenanceRequests).where(eq(maintenanceRequests.tenantId, tenantId));
    return [...docs.map((d) => d.key), ...photos.map((p) => p.key)];
  });
}
