import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@shared/errors';
import type {
  ArrearsReport,
  ImportResult,
  PaymentFilter,
  PaymentInput,
  PaymentSummary,
  PaymentUpdate,
  RentPayment,
  StatementLine,
} from '@shared/payments';
import type { Deduction, DeductionInput } from '@shared/deductions';
import type { Tenant } from '@shared/tenancies';
import { uploadWithProgress } from '@client/app/upload';
import { api, buildUrl, isApiError } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';
import { columnMappingFields, type ColumnMapping } from './statement-import';

export interface PaymentPage {
  limit: number;
  offset: number;
}

export const paymentKeys = {
  all: queryRoots.payments,
  property: (propertyId: number) => [...paymentKeys.all, 'property', propertyId] as const,
  propertyList: (propertyId: number, params: PaymentPage & { status: PaymentFilter }) =>
    [...paymentKeys.property(propertyId), 'list', params] as const,
  summary: (propertyId: number) => [...paymentKeys.property(propertyId), 'summary'] as const,
  tenant: (tenantId: number) => [...paymentKeys.all, 'tenant', tenantId] as const,
  tenantList: (tenantId: number, params: PaymentPage) =>
    [...paymentKeys.tenant(tenantId), 'list', params] as const,
  /** Statement lines waiting for the landlord: under the property, so a payment change refreshes them. */
  review: (propertyId: number) => [...paymentKeys.property(propertyId), 'review'] as const,
  /** Across all the landlord's properties: any payment change can move it. */
  arrears: () => [...paymentKeys.all, 'arrears'] as const,
};

/** GET /api/properties/{id}/payments?status&limit&offset → newest due date first, full count in X-Total-Count. */
export function usePropertyPayments(propertyId: number, params: PaymentPage & { status: PaymentFilter }) {
  return useQuery({
    queryKey: paymentKeys.propertyList(propertyId, params),
    queryFn: ({ signal }) =>
      api.list<RentPayment>(`/api/properties/${propertyId}/payments`, {
        query: { status: params.status, limit: params.limit, offset: params.offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/properties/{id}/payments/summary: the three cards and the 12-month chart. */
export function usePaymentSummary(propertyId: number) {
  return useQuery({
    queryKey: paymentKeys.summary(propertyId),
    queryFn: ({ signal }) =>
      api.get<PaymentSummary>(`/api/properties/${propertyId}/payments/summary`, { signal }),
  });
}

/** GET /api/tenants/{id}/payments?limit&offset → one tenancy's payments. */
export function useTenantPayments(tenantId: number, params: PaymentPage) {
  return useQuery({
    queryKey: paymentKeys.tenantList(tenantId, params),
    queryFn: ({ signal }) =>
      api.list<RentPayment>(`/api/tenants/${tenantId}/payments`, {
        query: { limit: params.limit, offset: params.offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the current filter; a plain link downloads it, as the session rides on the cookie. */
export const paymentsExportUrl = (propertyId: number, status: PaymentFilter) =>
  buildUrl(`/api/properties/${propertyId}/payments/export`, { status });

/** GET /api/properties/{id}/payments/review → statement lines to match or ignore, newest first. */
export function useReviewLines(propertyId: number) {
  return useQuery({
    queryKey: paymentKeys.review(propertyId),
    queryFn: ({ signal }) =>
      api.get<StatementLine[]>(`/api/properties/${propertyId}/payments/review`, { signal }),
  });
}

/** GET /api/landlord/arrears → overdue rent per tenancy and in total (every landlord's, for an admin). */
export function useArrears() {
  return useQuery({
    queryKey: paymentKeys.arrears(),
    queryFn: ({ signal }) => api.get<ArrearsReport>('/api/landlord/arrears', { signal }),
  });
}

/**
 * A payment changes the property's list, its cards and chart, and the tenancy's list (recording a
 * paid row may also settle a scheduled one), so every payments query refreshes.
 */
function useInvalidatePayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}

/** A fresh Idempotency-Key. randomUUID needs a secure context (https or localhost); getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * POST /api/tenants/{id}/payments with an Idempotency-Key made once per dialog, so a double click
 * or a retry after a lost answer records one payment.
 */
export function useRecordPayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: ({
      tenantId,
      input,
      idempotencyKey,
    }: {
      tenantId: number;
      input: PaymentInput;
      idempotencyKey: string;
    }) => {
      // One key per dialog opening: a double click or a retry records the payment once.
      return api.post<RentPayment>(`/api/tenants/${tenantId}/payments`, input, {
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    onSuccess: invalidate,
  });
}

/** PUT /api/payments/{id} with the version the editor read: a stale one answers 409 edit_conflict. */
export function useUpdatePayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PaymentUpdate }) =>
      api.put<RentPayment>(`/api/payments/${id}`, input),
    onSuccess: invalidate,
    // A conflict means the lists show old values too.
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.editConflict) void invalidate();
    },
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payment as the server holds it now, sent as `current` with a 409 edit_conflict; null for any
 * other error.
 */
export function conflictingPayment(error: unknown): RentPayment | null {
  if (!isApiError(error) || error.code !== ErrorCode.editConflict) return null;
  const current = error.body.current;
  if (!isRecord(current)) return null;
  return typeof current.id === 'number' && typeof current.version === 'number'
    ? (current as unknown as RentPayment)
    : null;
}

export interface ImportStatementVariables {
  file: File;
  /** The column-mapping step's choices, when the first upload answered mapping_required. */
  mapping?: ColumnMapping;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/properties/{id}/payments/import, multipart with the statement in `file`. Matched lines
 * settle payments and the rest join the review list, so every payments query refreshes.
 */
export function useImportStatement(propertyId: number) {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: ({ file, mapping, onProgress, signal }: ImportStatementVariables) => {
      const body = new FormData();
      // Fields before the file, so a streaming reader has them when the file arrives.
      for (const [name, value] of Object.entries(mapping ? columnMappingFields(mapping) : {}))
        body.append(name, value);
      body.append('file', file);
      return uploadWithProgress<ImportResult>(
        `/api/properties/${propertyId}/payments/import`,
        body,
        onProgress ?? (() => {}),
        'POST',
        signal,
      );
    },
    onSuccess: invalidate,
  });
}

/**
 * POST /api/statement-lines/{id}/match {paymentId}: the line settles that payment (a smaller line
 * splits it). Refreshes on failure too: a 409 means the line or payment changed elsewhere. The
 * refresh is not awaited: it removes the line's item, and the caller's own callbacks must run while
 * the item is still there.
 */
export function useMatchStatementLine() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: ({ lineId, paymentId }: { lineId: number; paymentId: number }) =>
      api.post<RentPayment>(`/api/statement-lines/${lineId}/match`, { paymentId }),
    onSettled: () => void invalidate(),
  });
}

/** POST /api/statement-lines/{id}/ignore: not rent; kept so a re-import stays quiet. Refreshes as matching does. */
export function useIgnoreStatementLine() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: (lineId: number) =>
      api.post<{ id: number; status: 'ignored' }>(`/api/statement-lines/${lineId}/ignore`),
    onSettled: () => void invalidate(),
  });
}

/**
 * PATCH /api/tenants/{id}/reminders {paused} → the updated tenancy. Waits for the tenancy lists
 * to refetch before settling, so a checkbox showing the pending value never flicks back.
 */
export function useSetRemindersPaused(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => api.patch<Tenant>(`/api/tenants/${tenantId}/reminders`, { paused }),
    onSuccess: () =>
      Promise.all([
        // A tenancy's remindersPaused shows in its lists.
        queryClient.invalidateQueries({ queryKey: queryRoots.tenancies }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.arrears() }),
      ]),
  });
}

/**
 * Agency deductions (repairs and the like taken from the rent in the monthly statement). Their
 * own key: recording rent does not change them, and they change no payments query.
 */
export const deductionKeys = {
  all: queryRoots.deductions,
  property: (propertyId: number) => [...deductionKeys.all, 'property', propertyId] as const,
  propertyList: (propertyId: number, params: PaymentPage) =>
    [...deductionKeys.property(propertyId), 'list', params] as const,
};

/** GET /api/properties/{id}/deductions?limit&offset → newest first, full count in X-Total-Count. */
export function usePropertyDeductions(propertyId: number, params: PaymentPage) {
  return useQuery({
    queryKey: deductionKeys.propertyList(propertyId, params),
    queryFn: ({ signal }) =>
      api.list<Deduction>(`/api/properties/${propertyId}/deductions`, {
        query: { limit: params.limit, offset: params.offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/properties/{id}/deductions (admins only) → the deduction. */
export function useAddDeduction(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeductionInput) =>
      api.post<Deduction>(`/api/properties/${propertyId}/deductions`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deductionKeys.property(propertyId) }),
  });
}

/** DELETE /api/deductions/{id} (admins only). Refreshes on failure too: a 404 means it went elsewhere. */
export function useRemoveDeduction(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/deductions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deductionKeys.property(propertyId) }),
  });
}
