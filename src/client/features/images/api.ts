/**
 * The public managed-image lookup (SPEC.md §4, §8). Public pages import this, so it holds no Zod,
 * no TanStack Query and nothing admin-only; the admin calls live in admin-api.ts (a lazily loaded
 * chunk).
 */
import type { ActiveImage, ImageUsageType } from '@shared/images';
import { loadApi } from '@client/app/lazy-api';
import { useStoredData } from '@client/app/data-store';

/** The managed-image cache time (SPEC.md §8). */
export const ACTIVE_IMAGE_STALE_TIME = 5 * 60 * 1000;

/** Every active-image key starts with this: an admin's change forgets them all. */
export const ACTIVE_IMAGES = 'images:active:';

export const activeImageKey = (usageType: ImageUsageType, usageContext?: string | null) =>
  `${ACTIVE_IMAGES}${usageType}:${usageContext ?? ''}`;

/**
 * GET /api/images/active/{usageType}?usageContext= → the slot's image, or null when the slot has
 * none (404: show the fallback, not an error). The server-side renderer loads the same.
 */
export async function fetchActiveImage(
  usageType: ImageUsageType,
  usageContext?: string,
  signal?: AbortSignal,
): Promise<ActiveImage | null> {
  const { api, hasErrorCode } = await loadApi();
  try {
    return await api.get<ActiveImage>(`/api/images/active/${usageType}`, {
      query: { usageContext },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (hasErrorCode(error, 'not_found')) return null;
    throw error;
  }
}

export function useActiveImage(usageType: ImageUsageType, usageContext?: string) {
  return useStoredData(
    activeImageKey(usageType, usageContext),
    (signal) => fetchActiveImage(usageType, usageContext, signal),
    { maxAgeMs: ACTIVE_IMAGE_STALE_TIME },
  );
}
