import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantInvitation } from '@shared/tenant-portal';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export const invitationKeys = { mine: [...queryRoots.tenantPortal, 'invitations'] as const };

/** GET /api/tenant/invitations: landlords' open invitations to this account (issue #17). */
export function useTenantInvitations() {
  return useQuery({
    queryKey: invitationKeys.mine,
    queryFn: ({ signal }) => api.get<TenantInvitation[]>('/api/tenant/invitations', { signal }),
  });
}

export interface InvitationAnswerResult {
  message: string;
  tenancyId: number | null;
}

/**
 * Accept or decline: with the e-mail link's token when the answer comes from it. Accepting brings
 * a tenancy into the portal, so everything the portal and repairs show is read again.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer, token }: { id: number; answer: 'accept' | 'decline'; token?: string }) =>
      api.post<InvitationAnswerResult>(`/api/tenant/invitations/${id}/${answer}`, token ? { token } : {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.tenantPortal }),
        queryClient.invalidateQueries({ queryKey: queryRoots.maintenance }),
      ]),
  });
}
