import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true right after: a form's submit button stays
 * disabled until pressing it runs our code rather than a plain browser submit.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The one state whose whole point is to change right after mounting (useSyncExternalStore's
  // server snapshot would say the same on React, but Preact's compat ignores it).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
