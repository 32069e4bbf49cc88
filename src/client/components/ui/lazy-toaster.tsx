import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToast, subscribeToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Loads the toast component (Radix Toast) only once the first toast is raised, keeping it out
 * of the public bundle. After that it stays mounted, with its F8 viewport.
 */
export function LazyToaster() {
  const hasToast = useSyncExternalStore(
    subscribeToasts,
    () => getToast() !== null,
    () => false,
  );
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
