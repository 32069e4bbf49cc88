import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateUserInput,
  PublicUser,
  UpdateUserStatusInput,
  UpdateUserTypeInput,
  UserStatus,
} from '@shared/users';
import type { MessageAnswer } from '@shared/auth';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export interface UserListParams {
  status?: UserStatus | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export const userKeys = {
  all: queryRoots.users,
  list: (params: UserListParams) => [...userKeys.all, 'list', params] as const,
  pendingCount: () => [...userKeys.all, 'pending-count'] as const,
};

/** GET /api/admin/users?limit&offset&status&q → array, full count in X-Total-Count. */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) =>
      api.list<PublicUser>('/api/admin/users', {
        query: { limit: params.limit, offset: params.offset, status: params.status, q: params.q },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many registrations wait for approval (only the count header is used). */
export function usePendingCount() {
  return useQuery({
    queryKey: userKeys.pendingCount(),
    queryFn: async ({ signal }) =>
      (
        await api.list<PublicUser>('/api/admin/users', {
          query: { status: 'pending', limit: 1, offset: 0 },
          signal,
        })
      ).total,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useUpdateUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & UpdateUserStatusInput) =>
      api.patch<PublicUser | { user: PublicUser }>(`/api/admin/users/${id}/status`, { status }),
    onSettled: invalidate,
  });
}

export function useUpdateUserType() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserTypeInput & { id: number }) =>
      api.patch<PublicUser | { user: PublicUser }>(`/api/admin/users/${id}/type`, body),
    onSettled: invalidate,
  });
}

export interface TempPasswordAnswer {
  tempPassword: string;
  message: string;
}

export function useResetUserPassword() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api.post<TempPasswordAnswer>(`/api/admin/users/${id}/reset-password`),
    onSettled: invalidate,
  });
}

/** A person's data for a subject access request: a plain link downloads it (JSON). */
export const userExportUrl = (id: number) => `/api/admin/users/${id}/export`;

/** POST /api/admin/users/{id}/erase answers the account as it now is, under its pseudonym. */
export function useEraseUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ user: PublicUser; message: string }>(`/api/admin/users/${id}/erase`),
    onSettled: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageAnswer | undefined>(`/api/admin/users/${id}`),
    onSettled: invalidate,
  });
}

/** PATCH /api/admin/users/{id}/fee answers the saved fee (a landlord only; others are 404). */
export interface ManagementFeeAnswer {
  id: number;
  managementFeePercent: number;
}

export function useUpdateManagementFee() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, managementFeePercent }: { id: number; managementFeePercent: number }) =>
      api.patch<ManagementFeeAnswer>(`/api/admin/users/${id}/fee`, { managementFeePercent }),
    onSettled: invalidate,
  });
}

export interface CreateUserAnswer {
  user: PublicUser;
  message: string;
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<CreateUserAnswer>('/api/admin/users', input),
    onSuccess: invalidate,
  });
}

export type ManagementMode = 'fully_managed' | 'let_only';

/** PATCH /api/admin/users/{id}/management-mode: a landlord fully managed by the agency, or let-only. */
export function useSetManagementMode(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managementMode: ManagementMode) =>
      api.patch<{ id: number; managementMode: ManagementMode }>(
        `/api/admin/users/${userId}/management-mode`,
        { managementMode },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // Let-only landlords need a licence: their compliance changes with the mode.
        queryClient.invalidateQueries({ queryKey: queryRoots.compliance }),
      ]),
  });
}
