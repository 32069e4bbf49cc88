import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@shared/user-roles';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginAnswer,
  LoginInput,
  MessageAnswer,
  RegisterAnswer,
  RegisterInput,
  UserAnswer,
} from '@shared/auth';
import { api, isApiError } from '@client/app/api-client';

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

/** GET /api/auth/user: the signed-in user, or null when not signed in (401). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    const answer = await api.get<UserAnswer | { user: null }>('/api/auth/user');
    return answer?.user ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: authKeys.user(), queryFn: fetchCurrentUser });
}

export const setCurrentUser = (queryClient: QueryClient, user: PublicUser | null) =>
  queryClient.setQueryData(authKeys.user(), user);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginAnswer>('/api/auth/login', input),
    // The server sets the httpOnly session cookie; the token in the answer is deliberately ignored.
    onSuccess: (answer) => setCurrentUser(queryClient, answer.user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<RegisterAnswer>('/api/auth/register', input),
    onSuccess: (answer) => {
      if (!answer.pendingApproval && answer.token) setCurrentUser(queryClient, answer.user);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<MessageAnswer>('/api/auth/forgot-password', input),
  });
}

export interface ResetPasswordRequest {
  password: string;
  confirmPassword: string;
  token: string;
  userId: number;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => api.post<MessageAnswer>('/api/auth/reset-password', input),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<MessageAnswer>('/api/auth/change-password', input),
    // mustChangePassword (and possibly the session) changed on the server: read the user again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

/** POST /api/auth/logout, forget everything cached, then load / afresh. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch {
    // Even if the call fails, leave the signed-in view; the reload asks the server again.
  } finally {
    queryClient.clear();
    window.location.assign('/');
  }
}

export { displayName } from '@shared/user-roles';
