import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage, MessageKind } from '@shared/contact';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export interface InboxParams {
  kind?: MessageKind | undefined;
  /** false: only unhandled messages; undefined: all. */
  handled?: boolean | undefined;
  limit: number;
  offset: number;
}

export const inboxKeys = {
  all: queryRoots.adminMessages,
  list: (params: InboxParams) => [...inboxKeys.all, 'list', params] as const,
};

/** GET /api/admin/messages?kind&handled&limit&offset → array, full count in X-Total-Count. */
export function useInboxMessages(params: InboxParams) {
  return useQuery({
    queryKey: inboxKeys.list(params),
    queryFn: ({ signal }) =>
      api.list<InboxMessage>('/api/admin/messages', {
        query: { kind: params.kind, handled: params.handled, limit: params.limit, offset: params.offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/messages/{id} { handled }. */
export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.patch<InboxMessage>(`/api/admin/messages/${id}`, { handled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
