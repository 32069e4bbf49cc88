import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@shared/errors';
import type { RentPayment, TenantPaymentSummary } from '@shared/payments';
import { api, isApiError } from '@client/app/api-client';

export interface OwnPaymentsParams {
  limit: number;
  offset: number;
  /** Omitted: the server picks the tenant's current tenancy (the same one the summary picks). */
  tenancyId?: number;
}

export const tenantPortalKeys = {
  all: ['tenant-portal'] as const,
  summary: (tenancyId?: number) =>
    [...tenantPortalKeys.all, 'payment-summary', tenancyId ?? 'current'] as const,
  payments: (params: OwnPaymentsParams) => [...tenantPortalKeys.all, 'payments', params] as const,
};

/** GET /api/tenant/payments/summary: the cards, the Payments summary line and the Make Payment details. */
export function useTenantPaymentSummary(tenancyId?: number) {
  return useQuery({
    queryKey: tenantPortalKeys.summary(tenancyId),
    queryFn: ({ signal }) =>
      api.get<TenantPaymentSummary>('/api/tenant/payments/summary', { query: { tenancyId }, signal }),
  });
}

/** GET /api/tenant/payments?limit&offset → the tenant's own payments, latest due date first. */
export const ownPaymentsQuery = (params: OwnPaymentsParams) =>
  queryOptions({
    queryKey: tenantPortalKeys.payments(params),
    queryFn: ({ signal }) =>
      api.list<RentPayment>('/api/tenant/payments', {
        query: { limit: params.limit, offset: params.offset, tenancyId: params.tenancyId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOwnPayments = (params: OwnPaymentsParams) => useQuery(ownPaymentsQuery(params));

/** The server answers 404 not_found when the signed-in tenant has no tenancy at all. */
export const isNoTenancyError = (error: unknown): boolean =>
  isApiError(error) && error.code === ErrorCode.notFound;

/** A paid payment's PDF receipt; a plain link works because the session rides on the cookie. */
export const receiptUrl = (paymentId: number): string => `/api/payments/${paymentId}/receipt`;
