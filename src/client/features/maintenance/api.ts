import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contractor } from '@shared/contractors';
import type { MaintenanceChangeInput, MaintenanceRequest } from '@shared/maintenance';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export interface RepairPage {
  limit: number;
  offset: number;
}

export const maintenanceKeys = {
  all: queryRoots.maintenance,
  property: (propertyId: number) => [...maintenanceKeys.all, 'property', propertyId] as const,
  propertyList: (propertyId: number, page: RepairPage) =>
    [...maintenanceKeys.property(propertyId), 'list', page] as const,
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
