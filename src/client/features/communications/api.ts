import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Communication, CreateCommunicationInput } from '@shared/communications';
import type { TenantSentMessage } from '@shared/notifications';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export interface CommunicationFilter {
  tenantId: number;
  propertyId: number;
}

export const communicationKeys = {
  all: queryRoots.communications,
  list: (filter: CommunicationFilter) => [...communicationKeys.all, 'list', filter] as const,
  sent: (tenantId: number, limit: number) => [...communicationKeys.all, 'sent', tenantId, limit] as const,
};

export type CommunicationBody = Omit<CreateCommunicationInput, 'tenantId' | 'propertyId'>;

/** GET /api/communications?tenantId&propertyId → newest first. */
export function useCommunications(filter: CommunicationFilter) {
  return useQuery({
    queryKey: communicationKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<Communication[]>('/api/communications', {
        query: { tenantId: filter.tenantId, propertyId: filter.propertyId },
        signal,
      }),
  });
}

/**
 * GET /api/tenants/{id}/notifications?limit&offset → what the product sent about this tenancy
 * (e-mail and SMS), newest first, full count in X-Total-Count. Shown read-only beside the log.
 */
export function useTenantSentMessages(tenantId: number, limit: number) {
  return useQuery({
    queryKey: communicationKeys.sent(tenantId, limit),
    queryFn: ({ signal }) =>
      api.list<TenantSentMessage>(`/api/tenants/${tenantId}/notifications`, {
        query: { limit, offset: 0 },
        signal,
      }),
    // Keep the shown page while a longer one loads, but never show another tenant's messages.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tenantId ? keepPreviousData(previous) : undefined,
  });
}

function useInvalidateCommunications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communicationKeys.all });
}

export function useLogCommunication() {
  const invalidate = useInvalidateCommunications();
  return useMutation({
    mutationFn: (input: CreateCommunicationInput) => api.post<Communication>('/api/communications', input),
    onSuccess: invalidate,
  });
}

export function useUpdateCommunication() {
  const invalidate = useInvalidateCommunications();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CommunicationBody }) =>
      api.put<Communication>(`/api/communications/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCommunication() {
  const invalidate = useInvalidateCommunications();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/communications/${id}`),
    onSettled: invalidate,
  });
}
