import { useLocation } from 'wouter';
import { LazyToaster } from '@client/components/ui/lazy-toaster';
import { DataStoreProvider, type DataStore } from './data-store';
import { ErrorBoundary } from './error-boundary';
import { SiteLayout } from './layouts/site-layout';
import { AppRoutes } from './routes';

function Shell() {
  const [location] = useLocation();
  return (
    <SiteLayout>
      <ErrorBoundary resetKey={location}>
        <AppRoutes />
      </ErrorBoundary>
    </SiteLayout>
  );
}

/**
 * The whole client. The data store comes from outside: the browser entry fills it from the
 * server's rendered state, the server entry fills it before rendering. The signed-in pages bring
 * their own TanStack Query client with their code (with-query-client.tsx).
 */
export function App({ store }: { store: DataStore }) {
  return (
    <DataStoreProvider store={store}>
      <Shell />
      <LazyToaster />
    </DataStoreProvider>
  );
}
