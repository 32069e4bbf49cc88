import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contractor } from '@shared/contractors';
import type {
  MaintenanceChangeInput,
  MaintenanceRequest,
  MaintenanceRequestInput,
} from '@shared/maintenance';
import { api } from '@client/app/api-client';
import { queryRoots, tenantEventsKey } from '@client/app/query-keys';
import { uploadWithProgress } from '@client/app/upload';

export interface RepairPage {
  limit: number;
  offset: number;
}

export const maintenanceKeys = {
  all: queryRoots.maintenance,
  property: (propertyId: number) => [...maintenanceKeys.all, 'property', propertyId] as const,
  propertyList: (propertyId: number, page: RepairPage) =>
    [...maintenanceKeys.property(propertyId), 'list', page] as const,
  /** The signed-in tenant's requests: a tenancy, or 'current' when the server picks it. */
  tenantAll: () => [...maintenanceKeys.all, 'tenant'] as const,
  tenant: (tenancyId?: number, offset = 0) =>
    [...maintenanceKeys.tenantAll(), tenancyId ?? 'current', offset] as const,
};

/** Under the contractors root, so a change in the directory refreshes the choice here. */
export const assignableContractorsKey = (landlordId?: number) =>
  [...queryRoots.contractors, 'assignable', landlordId ?? 'own'] as const;

/** Every contractor a landlord has, for one select (CONTRACT.md: a list takes at most 500). */
export const ASSIGNABLE_CONTRACTORS_LIMIT = 500;

/**
 * GET /api/properties/{id}/maintenance?limit&offset → fitness-for-habitation matters first, the
 * full count in X-Total-Count.
 */
export function usePropertyRepairs(propertyId: number, page: RepairPage) {
  return useQuery({
    queryKey: maintenanceKeys.propertyList(propertyId, page),
    queryFn: ({ signal }) =>
      api.list<MaintenanceRequest>(`/api/properties/${propertyId}/maintenance`, {
        query: { limit: page.limit, offset: page.offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/contractors: the landlord's own directory. An admin names the property's landlord
 * (`landlordId`), as the server assigns from that landlord's directory.
 */
export function useAssignableContractors(landlordId?: number) {
  return useQuery({
    queryKey: assignableContractorsKey(landlordId),
    queryFn: ({ signal }) =>
      api.get<Contractor[]>('/api/contractors', {
        query: { limit: ASSIGNABLE_CONTRACTORS_LIMIT, offset: 0, landlordId },
        signal,
      }),
  });
}

/**
 * PATCH /api/maintenance/{id} with only what changed. 409 when the contractor cannot take work
 * (a certificate out of date); 400 with field messages.
 */
export function useChangeRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MaintenanceChangeInput }) =>
      api.patch<MaintenanceRequest>(`/api/maintenance/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

// ---- The tenant's own requests (the tenant portal's Maintenance tab) ----

export const MAINTENANCE_PAGE_SIZE = 20;

/** GET /api/tenant/maintenance?limit&offset: the tenancy's repair requests, a page at a time. */
export function useTenantMaintenance(tenancyId?: number, offset = 0) {
  return useQuery({
    queryKey: maintenanceKeys.tenant(tenancyId, offset),
    queryFn: ({ signal }) =>
      api.list<MaintenanceRequest>('/api/tenant/maintenance', {
        query: { tenancyId, limit: MAINTENANCE_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A request changes the list and, once a visit is booked, the tenant's upcoming events. */
export function useInvalidateMaintenance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: maintenanceKeys.tenantAll() }),
      queryClient.invalidateQueries({ queryKey: tenantEventsKey }),
    ]);
}

/** POST /api/tenant/maintenance → 201 the new request (for the current tenancy). */
export function useCreateMaintenanceRequest() {
  const invalidate = useInvalidateMaintenance();
  return useMutation({
    mutationFn: (input: MaintenanceRequestInput) =>
      api.post<MaintenanceRequest>('/api/tenant/maintenance', input),
    onSettled: invalidate,
  });
}

/** PUT /api/tenant/maintenance/{id}: only while submitted; 409 once someone has picked it up. */
export function useUpdateMaintenanceRequest() {
  const invalidate = useInvalidateMaintenance();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MaintenanceRequestInput }) =>
      api.put<MaintenanceRequest>(`/api/tenant/maintenance/${id}`, input),
    onSettled: invalidate,
  });
}

/** POST /api/maintenance/{id}/photos: one image in the multipart field `file`, with progress. */
export function uploadMaintenancePhoto(
  requestId: number,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress<unknown>(
    `/api/maintenance/${requestId}/photos`,
    body,
    onProgress,
    'POST',
    signal,
  );
}
