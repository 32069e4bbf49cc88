import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { LazyToaster } from '@client/components/ui/lazy-toaster';
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
 * The whole client. The query client comes from outside: the browser entry fills it from the
 * server's rendered state, the server entry fills it before rendering.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
      <LazyToaster />
    </QueryClientProvider>
  );
}
