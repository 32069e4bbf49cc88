/**
 * The public managed-image lookup (SPEC.md §4, §8). Public pages import this, so it holds no Zod
 * and nothing admin-only; the admin calls live in admin-api.ts (a lazily loaded chunk).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveImage, ImageUsageType } from '@shared/images';
import { api, isApiError } from '@client/app/api-client';

/** The managed-image cache time (SPEC.md §8). */
export const ACTIVE_IMAGE_STALE_TIME = 5 * 60 * 1000;

export const imageKeys = {
  all: ['images'] as const,
  active: () => [...imageKeys.all, 'active'] as const,
  activeSlot: (usageType: ImageUsageType, usageContext?: string | null) =>
    [...imageKeys.active(), usageType, usageContext ?? null] as const,
};

/**
 * GET /api/images/active/{usageType}?usageContext= → the slot's image, or null when the slot has
 * none (404: show the fallback, not an error). The server-side renderer prefetches the same options.
 */
export function activeImageQuery(usageType: ImageUsageType, usageContext?: string) {
  return queryOptions({
    queryKey: imageKeys.activeSlot(usageType, usageContext),
    queryFn: async ({ signal }): Promise<ActiveImage | null> => {
      try {
        return await api.get<ActiveImage>(`/api/images/active/${usageType}`, {
          query: { usageContext },
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: ACTIVE_IMAGE_STALE_TIME,
    retry: false,
  });
}

export function useActiveImage(usageType: ImageUsageType, usageContext?: string) {
  return useQuery(activeImageQuery(usageType, usageContext));
}
