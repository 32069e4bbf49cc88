import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** Helpers for render tests (server-side render, as the product's pages do). */
export type Client = ReturnType<typeof createQueryClient>;

export function render(node: ReactNode, fill: (client: Client) => void = () => {}): string {
  const client = createQueryClient();
  fill(client);
  return renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** The same, without React's markers between adjacent text (`<!-- -->`), for matching the markup. */
export const renderJoined = (node: ReactNode, fill: (client: Client) => void = () => {}): string =>
  render(node, fill).replaceAll('<!-- -->', '');

/** Puts a query in the cache as failed with this error (and not tried again as the page mounts). */
export function failQuery(client: Client, queryKey: QueryKey, error: Error): void {
  client.setQueryDefaults(queryKey, { retryOnMount: false });
  client.getQueryCache().build(client, { queryKey }).setState({
    status: 'error',
    error,
    fetchStatus: 'idle',
    errorUpdatedAt: Date.now(),
  });
}

/** Tags out (React's text-joining comments without a gap), entities decoded, space squeezed. */
export const text = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
