import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@shared/errors';
import type {
  PaymentFilter,
  PaymentInput,
  PaymentSummary,
  PaymentUpdate,
  RentPayment,
} from '@shared/payments';
import { api, buildUrl, isApiError } from '@client/app/api-client';

export interface PaymentPage {
  limit: number;
  offset: number;
}

export const paymentKeys = {
  all: ['payments'] as const,
  property: (propertyId: number) => [...paymentKeys.all, 'property', propertyId] as const,
  propertyList: (propertyId: number, params: PaymentPage & { status: PaymentFilter }) =>
    [...paymentKeys.property(propertyId), 'list', params] as const,
  summary: (propertyId: number) => [...paymentKeys.property(propertyId), 'summary'] as const,
  tenant: (tenantId: number) => [...paymentKeys.all, 'tenant', tenantId] as const,
  tenantList: (tenantId: number, params: PaymentPage) =>
    [...paymentKeys.tenant(tenantId), 'list', params] as const,
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
