import { useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginAnswer,
  LoginInput,
  MessageAnswer,
  RegisterAnswer,
  RegisterInput,
} from '@shared/auth';
import { api } from '@client/app/api-client';
import { useDataStore } from '@client/app/data-store';
import { CURRENT_USER, setCurrentUser } from './session';

export function useLogin() {
  const store = useDataStore();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginAnswer>('/api/auth/login', input),
    // The server sets the httpOnly session cookie; the token in the answer is deliberately ignored.
    onSuccess: (answer) => setCurrentUser(store, answer.user),
  });
}

export function useRegister() {
  const store = useDataStore();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<RegisterAnswer>('/api/auth/register', input),
    onSuccess: (answer) => {
      if (!answer.pendingApproval && answer.token) setCurrentUser(store, answer.user);
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
  const store = useDataStore();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<MessageAnswer>('/api/auth/change-password', input),
    // mustChangePassword (and possibly the session) changed on the server: read the user again.
    onSuccess: () => store.invalidate(CURRENT_USER),
  });
}

export { displayName } from '@shared/user-roles';
export { logout, useCurrentUser } from './session';
