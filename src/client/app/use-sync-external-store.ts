/**
 * What wouter imports as `use-sync-external-store/shim`: React 18 and later have the hook built in,
 * so the shim's fallback for older React is dead weight in every page (vite.config.ts aliases it).
 */
export { useSyncExternalStore } from 'react';
