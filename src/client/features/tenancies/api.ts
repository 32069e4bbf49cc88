import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tenant, TenantInput } from '@shared/tenancies';
import { api } from '@client/app/api-client';
import { propertyTenanciesKey, queryRoots } from '@client/app/query-keys';

export const tenancyKeys = {
  all: queryRoots.tenancies,
  byProperty: propertyTenanciesKey,
};

export interface TenantAnswer {
  tenant: Tenant;
  /** `invitation_sent`: an existing account was invited, and is linked only when its owner accepts. */
  account: 'invitation_sent' | 'invited' | 'unchanged';
  message: string;
}

export interface RemoveTenantAnswer {
  ended: boolean;
  message: string;
}

export function useTenants(propertyId: number) {
  return useQuery({
    queryKey: tenancyKeys.byProperty(propertyId),
    queryFn: ({ signal }) => api.get<Tenant[]>(`/api/properties/${propertyId}/tenants`, { signal }),
  });
}

/**
 * Tenancy changes can move a property between occupied and vacant on the server, so the caller may
 * pass `onChanged` to refresh property data it owns (features do not import each other).
 */
function useInvalidateTenants(propertyId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tenancyKeys.byProperty(propertyId) }),
      queryClient.invalidateQueries({ queryKey: queryRoots.compliance }),
    ]);
    onChanged?.();
  };
}

export function useCreateTenant(propertyId: number, onChanged?: () => void) {
  const invalidate = useInvalidateTenants(propertyId, onChanged);
  return useMutation({
    mutationFn: (input: TenantInput) =>
      api.post<TenantAnswer>(`/api/properties/${propertyId}/tenants`, input),
    onSuccess: invalidate,
  });
}

export function useUpdateTenant(propertyId: number, onChanged?: () => void) {
  const invalidate = useInvalidateTenants(propertyId, onChanged);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TenantInput }) =>
      api.put<TenantAnswer>(`/api/tenants/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useRemoveTenant(propertyId: number, onChanged?: () => void) {
  const invalidate = useInvalidateTenants(propertyId, onChanged);
  return useMutation({
    mutationFn: (id: number) => api.delete<RemoveTenantAnswer>(`/api/tenants/${id}`),
    onSettled: invalidate,
  });
}

/** POST /api/tenants/{id}/invitation: send an unlinked tenancy's invitation again (issue #17). */
export function useResendInvitation(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TenantAnswer>(`/api/tenants/${id}/invitation`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenancyKeys.byProperty(propertyId) }),
  });
}
