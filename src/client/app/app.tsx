import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { LazyToaster } from '@client/components/ui/lazy-toaster';
import { createQueryClient } from './query-client';
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
      <LazyToaster />
    </QueryClientProvider>
  );
}
