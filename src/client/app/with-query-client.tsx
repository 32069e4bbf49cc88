import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

// One client for the whole visit, so a portal page's data is still there when the person returns.
const queryClient = createQueryClient();

/**
 * TanStack Query for the signed-in and account pages, loaded with their code: the public pages,
 * which read the site's data store, never load it (ADR 0012).
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
