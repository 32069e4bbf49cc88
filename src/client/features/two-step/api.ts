import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@shared/auth';
import type {
  TotpDisableInput,
  TotpEnableAnswer,
  TotpEnableInput,
  TotpSetupAnswer,
  TotpStatus,
} from '@shared/totp';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export const twoStepKeys = {
  all: queryRoots.twoStep,
  status: () => [...twoStepKeys.all, 'status'] as const,
};

/** GET /api/auth/totp: whether two-step sign-in is on, and whether this account must have it. */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: twoStepKeys.status(),
    queryFn: ({ signal }) => api.get<TotpStatus>('/api/auth/totp', { signal }),
  });
}

/** POST /api/auth/totp/setup: a new secret to show (nothing changes until it is confirmed). */
export function useStartTwoStep() {
  return useMutation({ mutationFn: () => api.post<TotpSetupAnswer>('/api/auth/totp/setup') });
}

/** POST /api/auth/totp/enable: on, and the recovery codes to show this once. */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TotpEnableInput) => api.post<TotpEnableAnswer>('/api/auth/totp/enable', input),
    // Everything an admin was held back from (REQUIRE_ADMIN_TOTP) may answer now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TotpDisableInput) => api.post<MessageAnswer>('/api/auth/totp/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepKeys.all }),
  });
}
