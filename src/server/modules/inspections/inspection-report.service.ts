import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { inspectionTypeLabel } from '@shared/inspections';
import { inspectionPhotos, inspections, properties, users } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { readAll } from '../../lib/storage/read-all';
import type { Actor } from '../properties/property-access';
import { loadVisibleInspection, presentInspection, selectInspections } from './inspection-access';
import type { InspectionReport } from './inspection-report';

export const REPORT_NOT_READY = 'The report is ready once the inspection is completed.';
/** Enough thumbnails for a full inventory without a report that takes minutes to lay out. */
const MAX_THUMBNAILS = 120;

/**
 * What the report prints, for the landlord, an admin (any time: a draft says so) or the
 * inspection's tenant (once it is completed).
 */
export async function reportFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ report: InspectionReport; filename: string }> {
  const { row, viewer } = await loadVisibleInspection(ctx.db, actor, id);
  if (viewer === 'tenant' && row.inspection.status !== 'completed') throw conflict(REPORT_NOT_READY);
  const inspection = await presentInspection(ctx.db, row);
  let checkIn = null;
  if (inspection.checkInId) {
    const [found] = await selectInspections(ctx.db, eq(inspections.id, inspection.checkInId)).limit(1);
    checkIn = found ? await presentInspection(ctx.db, found) : null;
  }
  const [landlord] = await ctx.db
    .select({ fullName: users.fullName })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(eq(properties.id, inspection.propertyId));
  const thumbnails = new Map<number, Buffer>();
  const shown = inspection.photos.slice(0, MAX_THUMBNAILS).map((p) => p.id);
  const stored = shown.length
    ? await ctx.db
        .select({ id: inspectionPhotos.id, key: inspectionPhotos.storageKey })
        .from(inspectionPhotos)
        .where(inArray(inspectionPhotos.id, shown))
    : [];
  for (const photo of stored) {
    const bytes = await readAll(await ctx.storage.get(photo.key)).catch(() => null);
    if (!bytes) continue;
    // A file that no longer decodes leaves its thumbnail out rather than the whole report.
    const jpeg = await sharp(bytes)
      .resize({ width: 360, height: 270, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer()
      .catch(() => null);
    if (jpeg) thumbnails.set(photo.id, jpeg);
  }
  const date = inspection.scheduledAt.slice(0, 10);
  const kind = inspectionTypeLabel[inspection.type].toLowerCase();
  return {
    report: { inspection, checkIn, landlordName: landlord?.fullName ?? '', thumbnails },
    filename: `${kind}-inspection-${inspection.id}-${date}.pdf`,
  };
}
