import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { m } from '@shared/i18n/messages';

/**
 * A log's title with a Refresh button beside it (the admin's Audit and Notifications tabs).
 * `query` is the list's TanStack query: the button says so while a refetch is on its way.
 */
export function RefreshHeader({
  id,
  title,
  level,
  query,
}: {
  id: string;
  title: string;
  level: 2 | 3;
  query: { refetch: () => unknown; isFetching: boolean; isPending: boolean };
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <Heading id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </Heading>
      <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw aria-hidden="true" />
        {query.isFetching && !query.isPending ? m.ui_refreshing() : m.ui_refresh()}
      </Button>
    </div>
  );
}
