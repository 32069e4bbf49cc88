import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailConfig,
  EmailStatus,
  NotificationDetail,
  NotificationPreferences,
  NotificationSummary,
  OutboxChannel,
  OutboxStatus,
  SmsConfig,
  SmsStatus,
  SmsTestAnswer,
} from '@shared/notifications';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

/** What the e-mail calls answer: {success, message} (SPEC.md §7). */
export interface EmailAnswer {
  success: boolean;
  message: string;
}

/** What the SMS configure call answers. */
export type SmsConfigureAnswer = EmailAnswer;

export interface NotificationLogParams {
  status?: OutboxStatus | undefined;
  channel?: OutboxChannel | undefined;
  recipient?: string | undefined;
  limit: number;
  offset: number;
}

export const notificationKeys = {
  all: queryRoots.notifications,
  emailStatus: () => [...notificationKeys.all, 'email-status'] as const,
  smsStatus: () => [...notificationKeys.all, 'sms-status'] as const,
  log: () => [...notificationKeys.all, 'log'] as const,
  logPage: (params: NotificationLogParams) => [...notificationKeys.log(), 'list', params] as const,
  detail: (id: number) => [...notificationKeys.log(), 'detail', id] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

// ---- E-mail ----

/** GET /api/email/status → whether sending works, where the settings come from, the saved ones. */
export function useEmailStatus() {
  return useQuery({
    queryKey: notificationKeys.emailStatus(),
    queryFn: ({ signal }) => api.get<EmailStatus>('/api/email/status', { signal }),
  });
}

/**
 * POST /api/email/configure. The server connects before it saves: a failure is a 400 whose
 * message says why (and maybe `errors` per field); success answers {success, message}.
 */
export function useConfigureEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfig) => api.post<EmailAnswer>('/api/email/configure', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.emailStatus() }),
  });
}

/**
 * POST /api/email/test (the settings' test form) or /api/email/test-email (the /email-test page),
 * {recipient} → {success, message}: the same test on the server, two paths of SPEC.md §7.
 */
export type EmailTestPath = '/api/email/test' | '/api/email/test-email';
export function useSendTestEmail(path: EmailTestPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipient: string) => api.post<EmailAnswer>(path, { recipient }),
    // A test e-mail is a message like any other: the log shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.log() }),
  });
}

// ---- SMS ----

/** GET /api/sms/status → initialized, where the settings come from, the saved ones (no token). */
export function useSmsStatus() {
  return useQuery({
    queryKey: notificationKeys.smsStatus(),
    queryFn: ({ signal }) => api.get<SmsStatus>('/api/sms/status', { signal }),
  });
}

/** POST /api/sms/configure {accountSid, authToken, phoneNumber} → {success, message}. */
export function useConfigureSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsConfig) => api.post<SmsConfigureAnswer>('/api/sms/configure', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.smsStatus() }),
        // Whether people may choose texts depends on SMS being configured.
        queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
      ]),
  });
}

/** POST /api/sms/debug-test {phoneNumber} → {success, message, formattedNumber}. */
export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => api.post<SmsTestAnswer>('/api/sms/debug-test', { phoneNumber }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.log() }),
  });
}

// ---- The notification log (admin) ----

/** GET /api/admin/notifications?status&channel&recipient&limit&offset → a page, total in X-Total-Count. */
export function useNotificationLog(params: NotificationLogParams) {
  return useQuery({
    queryKey: notificationKeys.logPage(params),
    queryFn: ({ signal }) =>
      api.list<NotificationSummary>('/api/admin/notifications', {
        query: {
          status: params.status,
          channel: params.channel,
          recipient: params.recipient,
          limit: params.limit,
          offset: params.offset,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/notifications/{id} → the row with its text and HTML bodies. */
export function useNotificationDetail(id: number | null) {
  return useQuery({
    queryKey: notificationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<NotificationDetail>(`/api/admin/notifications/${id}`, { signal }),
    enabled: id !== null,
    // A message's state changes as the outbox works: read it afresh each time it is opened.
    staleTime: 0,
  });
}

/** POST /api/admin/notifications/{id}/retry → the row, queued again. */
export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<NotificationSummary>(`/api/admin/notifications/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.log() }),
  });
}

// ---- A person's own choice of SMS ----

const PREFERENCES_PATH = '/api/auth/user/notifications';

/** GET /api/auth/user/notifications → {smsOptIn, phone, smsAvailable}. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.get<NotificationPreferences>(PREFERENCES_PATH, { signal }),
  });
}

/** PUT /api/auth/user/notifications {smsOptIn, phone} → the saved choice. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { smsOptIn: boolean; phone: string | null }) =>
      api.put<NotificationPreferences>(PREFERENCES_PATH, input),
    // The answer is the saved choice. (The signed-in user lives in the site's data store, not
    // under a query key, and shows no phone number, so nothing else needs reading again.)
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
