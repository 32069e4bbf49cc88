/** Image management calls for /admin/images (admins only; loaded with that page, never on public pages). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageCategory, ImageUsageRecord, ImageUsageType, ManagedImage } from '@shared/images';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';
import { uploadWithProgress } from '@client/app/upload';
import { useDataStore } from '@client/app/data-store';
import { ACTIVE_IMAGES } from './api';

/** The gallery shows up to this many images (the API's largest page). */
export const GALLERY_LIMIT = 500;

export const adminImageKeys = {
  all: queryRoots.adminImages,
  lists: () => [...adminImageKeys.all, 'list'] as const,
  list: (category: ImageCategory | null) => [...adminImageKeys.lists(), category] as const,
  usages: () => [...adminImageKeys.all, 'usages'] as const,
};

/** GET /api/admin/images?category= (null: all categories), newest first. */
export function useAdminImages(category: ImageCategory | null) {
  return useQuery({
    queryKey: adminImageKeys.list(category),
    queryFn: ({ signal }) =>
      api.list<ManagedImage>('/api/admin/images', {
        query: { category, limit: GALLERY_LIMIT, offset: 0 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/image-usage: every active usage (all slots). */
export function useImageUsages() {
  return useQuery({
    queryKey: adminImageKeys.usages(),
    queryFn: ({ signal }) => api.get<ImageUsageRecord[]>('/api/admin/image-usage', { signal }),
  });
}

export interface ImageUploadRequest {
  file: File;
  name: string | null;
  description: string | null;
  category: ImageCategory;
  tags: string[];
  onProgress: (percent: number) => void;
}

/** POST /api/admin/images/upload: multipart `image` plus name, description, category and tags (a JSON list). */
export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name, description, category, tags, onProgress }: ImageUploadRequest) => {
      const body = new FormData();
      if (name) body.append('name', name);
      if (description) body.append('description', description);
      body.append('category', category);
      body.append('tags', JSON.stringify(tags));
      body.append('image', file);
      return uploadWithProgress<ManagedImage>('/api/admin/images/upload', body, onProgress);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminImageKeys.lists() }),
  });
}

/** Deleting an image also clears the slots that used it, so the public lookups are refreshed too. */
export function useDeleteImage() {
  const queryClient = useQueryClient();
  const store = useDataStore();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/images/${id}`),
    onSettled: () => {
      store.invalidate(ACTIVE_IMAGES);
      return queryClient.invalidateQueries({ queryKey: adminImageKeys.all });
    },
  });
}

function useInvalidateUsages() {
  const queryClient = useQueryClient();
  const store = useDataStore();
  return () => {
    // The public pages' image slots (kept outside TanStack Query) are read again when next shown.
    store.invalidate(ACTIVE_IMAGES);
    return queryClient.invalidateQueries({ queryKey: adminImageKeys.usages() });
  };
}

export interface SetUsageRequest {
  imageId: number;
  usageType: ImageUsageType;
  /** The area name for area_guide; null otherwise. */
  usageContext: string | null;
}

export function useSetImageUsage() {
  const invalidate = useInvalidateUsages();
  return useMutation({
    mutationFn: (input: SetUsageRequest) => api.post<ImageUsageRecord>('/api/admin/image-usage', input),
    onSettled: invalidate,
  });
}

/** DELETE /api/admin/image-usage/{id}: the slot goes back to the built-in artwork. */
export function useClearImageUsage() {
  const invalidate = useInvalidateUsages();
  return useMutation({
    mutationFn: (usageId: number) => api.delete<{ message: string }>(`/api/admin/image-usage/${usageId}`),
    onSettled: invalidate,
  });
}
