import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEvent } from '@shared/audit';
import type { PublicUser } from '@shared/users';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export interface AuditLogParams {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  /** YYYY-MM-DD */
  from?: string | undefined;
  /** YYYY-MM-DD */
  to?: string | undefined;
  limit: number;
  offset: number;
}

export const auditKeys = {
  all: queryRoots.audit,
  page: (params: AuditLogParams) => [...auditKeys.all, 'page', params] as const,
  people: () => [...auditKeys.all, 'people'] as const,
};

/** GET /api/admin/audit?actorId&action&from&to&limit&offset → a page, total in X-Total-Count. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: auditKeys.page(params),
    queryFn: ({ signal }) =>
      api.list<AuditEvent>('/api/admin/audit', {
        query: {
          actorId: params.actorId,
          action: params.action,
          from: params.from,
          to: params.to,
          limit: params.limit,
          offset: params.offset,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // The trail grows while the tab is open; a revisit shows what happened since.
    staleTime: 0,
  });
}

/** Everyone who can act, for the Person filter (GET /api/admin/users, at most 500). */
export function useAuditPeople() {
  return useQuery({
    queryKey: auditKeys.people(),
    queryFn: async ({ signal }) =>
      (await api.list<PublicUser>('/api/admin/users', { query: { limit: 500, offset: 0 }, signal })).items,
  });
}
