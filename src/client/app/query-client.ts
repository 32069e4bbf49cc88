import { QueryClient } from '@tanstack/react-query';

/** SPEC.md §7 defaults: no retry, no refetch on focus, data never goes stale by itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
