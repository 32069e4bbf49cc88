import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyInput, Property, PropertyPhoto, PropertySummary } from '@shared/properties';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';
import { uploadWithProgress } from '@client/app/upload';

export interface PropertyListParams {
  search?: string | undefined;
  limit: number;
  offset: number;
}

export const propertyKeys = {
  all: queryRoots.properties,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (params: PropertyListParams) => [...propertyKeys.lists(), params] as const,
  summary: () => [...propertyKeys.all, 'summary'] as const,
  detail: (id: number) => [...propertyKeys.all, 'detail', id] as const,
};

export interface DeletePropertyAnswer {
  archived: boolean;
  message: string;
}

/** GET /api/landlord/properties?search&limit&offset → array, full count in X-Total-Count. */
export function useProperties(params: PropertyListParams) {
  return useQuery({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) =>
      api.list<Property>('/api/landlord/properties', {
        query: { search: params.search, limit: params.limit, offset: params.offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The four dashboard cards, from one aggregate query on the server. */
export function usePropertySummary() {
  return useQuery({
    queryKey: propertyKeys.summary(),
    queryFn: ({ signal }) => api.get<PropertySummary>('/api/landlord/properties/summary', { signal }),
  });
}

/** Lists, summary and details all change together after any property or photo change. */
function useInvalidateProperties() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.compliance }),
    ]);
}

export function useCreateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (input: PropertyInput) => api.post<Property>('/api/properties', input),
    onSuccess: invalidate,
  });
}

export function useUpdateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PropertyInput }) =>
      api.put<Property>(`/api/properties/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (id: number) => api.delete<DeletePropertyAnswer>(`/api/properties/${id}`),
    onSettled: invalidate,
  });
}

/** Archived properties (admins restore them; landlords see only their own). */
export function useArchivedProperties(enabled: boolean) {
  return useQuery({
    queryKey: [...propertyKeys.lists(), 'archived'] as const,
    queryFn: ({ signal }) =>
      api.list<Property>('/api/landlord/properties', {
        query: { archived: 'true', limit: 100, offset: 0 },
        signal,
      }),
    enabled,
  });
}

export function useRestoreProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (id: number) => api.post<Property>(`/api/properties/${id}/restore`),
    onSettled: invalidate,
  });
}

// Photos ---------------------------------------------------------------------------------------

export function useUploadPhoto(propertyId: number) {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({
      file,
      altText,
      onProgress,
    }: {
      file: File;
      altText: string;
      onProgress: (percent: number) => void;
    }) => {
      const body = new FormData();
      body.append('altText', altText);
      body.append('file', file);
      return uploadWithProgress<PropertyPhoto>(`/api/properties/${propertyId}/photos`, body, onProgress);
    },
    onSettled: invalidate,
  });
}

export function useUpdatePhoto(propertyId: number) {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ photoId, ...patch }: { photoId: number; altText?: string; isCover?: boolean }) =>
      api.patch<PropertyPhoto[]>(`/api/properties/${propertyId}/photos/${photoId}`, patch),
    onSettled: invalidate,
  });
}

export function useReorderPhotos(propertyId: number) {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (photoIds: number[]) =>
      api.put<PropertyPhoto[]>(`/api/properties/${propertyId}/photos/order`, { photoIds }),
    onSettled: invalidate,
  });
}

export function useDeletePhoto(propertyId: number) {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (photoId: number) =>
      api.delete<PropertyPhoto[]>(`/api/properties/${propertyId}/photos/${photoId}`),
    onSettled: invalidate,
  });
}
