import type { Inspection, InspectionPhoto } from '@shared/inspections';
import type { inspectionPhotos, inspections } from '../../db/schema';

export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionPhotoRow = typeof inspectionPhotos.$inferSelect;

/** An inspection with the names its answer shows (see selectInspections in inspection-access.ts). */
export interface InspectionWithNames {
  inspection: InspectionRow;
  propertyTitle: string;
  propertyAddress: string;
  propertyCity: string;
  propertyPostcode: string;
  tenantName: string | null;
}

export const inspectionPhotoUrl = (inspectionId: number, photoId: number) =>
  `/api/inspections/${inspectionId}/photos/${photoId}`;
export const inspectionReportUrl = (inspectionId: number) => `/api/inspections/${inspectionId}/report`;

export function toInspectionPhoto(row: InspectionPhotoRow): InspectionPhoto {
  return {
    id: row.id,
    url: inspectionPhotoUrl(row.inspectionId, row.id),
    room: row.room,
    item: row.item,
    caption: row.caption,
  };
}

/** Row → answer; landlord, agency and tenant see the same record (nothing in it is the landlord's alone). */
export function toInspection(
  row: InspectionWithNames,
  photos: InspectionPhotoRow[],
  checkInId: number | null,
): Inspection {
  const { inspection: i } = row;
  return {
    id: i.id,
    propertyId: i.propertyId,
    propertyTitle: row.propertyTitle,
    propertyAddress: `${row.propertyAddress}, ${row.propertyCity} ${row.propertyPostcode}`,
    tenantId: i.tenantId,
    tenantName: row.tenantName,
    type: i.type,
    status: i.status,
    scheduledAt: i.scheduledAt.toISOString(),
    tenantAgreed: i.tenantAgreed,
    noticeGivenAt: i.noticeGivenAt?.toISOString() ?? null,
    completedAt: i.completedAt?.toISOString() ?? null,
    completedByName: i.completedByName,
    rooms: i.rooms,
    meterReadings: i.meterReadings,
    alarms: i.alarms,
    notes: i.notes,
    photos: photos.map(toInspectionPhoto),
    checkInId,
    reportUrl: inspectionReportUrl(i.id),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    version: i.version,
  };
}
