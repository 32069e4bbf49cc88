import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@shared/errors';
import type { RentPayment, TenantPaymentSummary } from '@shared/payments';
import type {
  ContactLandlordInput,
  TenantDocument,
  TenantProperty,
  TenantTenancy,
  UpcomingEvent,
} from '@shared/tenant-portal';
import { api, isApiError } from '@client/app/api-client';
import { queryRoots, tenantEventsKey } from '@client/app/query-keys';

export interface OwnPaymentsParams {
  limit: number;
  offset: number;
  /** Omitted: the server picks the tenant's current tenancy (the same one the summary picks). */
  tenancyId?: number | undefined;
}

/** Every per-tenancy key ends in the tenancy, or 'current' when the server picks it. */
const tenancyKey = (tenancyId?: number) => tenancyId ?? 'current';

export const tenantPortalKeys = {
  all: queryRoots.tenantPortal,
  summary: (tenancyId?: number) =>
    [...tenantPortalKeys.all, 'payment-summary', tenancyKey(tenancyId)] as const,
  payments: (params: OwnPaymentsParams) => [...tenantPortalKeys.all, 'payments', params] as const,
  property: (tenancyId?: number) => [...tenantPortalKeys.all, 'property', tenancyKey(tenancyId)] as const,
  tenancies: () => [...tenantPortalKeys.all, 'tenancies'] as const,
  documents: (tenancyId?: number) => [...tenantPortalKeys.all, 'documents', tenancyKey(tenancyId)] as const,
  /** Under the events key the maintenance feature refreshes when a repair visit is booked. */
  events: (tenancyId?: number) => [...tenantEventsKey, tenancyKey(tenancyId)] as const,
  allEvents: () => tenantEventsKey,
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

/** GET /api/tenant/property: the home, its lease and who to contact (404 when there is no tenancy). */
export function useTenantProperty(tenancyId?: number) {
  return useQuery({
    queryKey: tenantPortalKeys.property(tenancyId),
    queryFn: ({ signal }) =>
      api.get<TenantProperty>('/api/tenant/property', { query: { tenancyId }, signal }),
  });
}

/** GET /api/tenant/tenancies: every tenancy of the tenant, current first (for the Tenancy select). */
export function useTenantTenancies() {
  return useQuery({
    queryKey: tenantPortalKeys.tenancies(),
    queryFn: ({ signal }) => api.get<TenantTenancy[]>('/api/tenant/tenancies', { signal }),
  });
}

/** GET /api/tenant/documents: what has been shared with the tenancy, and the home's certificates. */
export function useTenantDocuments(tenancyId?: number) {
  return useQuery({
    queryKey: tenantPortalKeys.documents(tenancyId),
    queryFn: ({ signal }) =>
      api.get<TenantDocument[]>('/api/tenant/documents', { query: { tenancyId }, signal }),
  });
}

/** GET /api/tenant/events: rent days, renewals and repair visits ahead, soonest first. */
export function useUpcomingEvents(tenancyId?: number) {
  return useQuery({
    queryKey: tenantPortalKeys.events(tenancyId),
    queryFn: ({ signal }) => api.get<UpcomingEvent[]>('/api/tenant/events', { query: { tenancyId }, signal }),
  });
}

/** POST /api/tenant/contact-landlord → 201 {message}: the words to show the tenant. */
export function useContactLandlord() {
  return useMutation({
    mutationFn: (input: ContactLandlordInput) =>
      api.post<{ message: string }>('/api/tenant/contact-landlord', input),
  });
}

/** The server answers 404 not_found when the signed-in tenant has no tenancy at all. */
export const isNoTenancyError = (error: unknown): boolean =>
  isApiError(error) && error.code === ErrorCode.notFound;

/** A paid payment's PDF receipt; a plain link works because the session rides on the cookie. */
export const receiptUrl = (paymentId: number): string => `/api/payments/${paymentId}/receipt`;

/** The document's file endpoint asked to show the file in the browser rather than download it. */
export const inlineDocumentUrl = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}inline=1`;
