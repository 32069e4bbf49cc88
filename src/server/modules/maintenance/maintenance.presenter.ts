import { todayInLondon } from '@shared/dates';
import type { MaintenanceEvent, MaintenanceRequest } from '@shared/maintenance';
import { OPEN_MAINTENANCE_STATUSES } from '@shared/maintenance';
import type { maintenancePhotos, maintenanceRequests, maintenanceUpdates } from '../../db/schema';
import type { ContractorTrade } from '@shared/contractors';

export type RequestRow = typeof maintenanceRequests.$inferSelect;
export type UpdateRow = typeof maintenanceUpdates.$inferSelect;
export type PhotoRow = typeof maintenancePhotos.$inferSelect;

/** A request with the names the answer shows (see selectRequests in maintenance-access.ts). */
export interface RequestWithNames {
  request: RequestRow;
  tenantName: string;
  propertyTitle: string;
  contractor: { id: number; name: string; trade: ContractorTrade } | null;
}

/** Tenants see everything about their request except what it cost the landlord. */
export type Viewer = 'tenant' | 'manager';

export const isOpen = (status: RequestRow['status']) =>
  (OPEN_MAINTENANCE_STATUSES as readonly string[]).includes(status);

export const photoUrl = (requestId: number, photoId: number) =>
  `/api/maintenance/${requestId}/photos/${photoId}`;

export function toEvent(row: UpdateRow): MaintenanceEvent {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    byName: row.byName,
    byRole: row.byRole,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Row → answer; `history` in order and `photos` as uploaded. */
export function toMaintenanceRequest(
  { request, tenantName, propertyTitle, contractor }: RequestWithNames,
  history: UpdateRow[],
  photos: PhotoRow[],
  viewer: Viewer,
  now: Date,
): MaintenanceRequest {
  return {
    id: request.id,
    tenantId: request.tenantId,
    tenantName,
    propertyId: request.propertyId,
    propertyTitle,
    title: request.title,
    description: request.description,
    category: request.category,
    priority: request.priority,
    status: request.status,
    accessNotes: request.accessNotes,
    fitnessMatter: request.fitnessMatter,
    contractor,
    cost: viewer === 'manager' ? request.cost : null,
    photos: photos.map((p) => ({ id: p.id, url: photoUrl(request.id, p.id) })),
    history: history.map(toEvent),
    date: todayInLondon(request.createdAt),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    respondBy: request.respondBy.toISOString(),
    isLate: isOpen(request.status) && now.getTime() > request.respondBy.getTime(),
  };
}
