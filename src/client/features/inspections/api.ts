import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@shared/errors';
import type {
  Inspection,
  InspectionCreateInput,
  InspectionPhoto,
  InspectionUpdateInput,
} from '@shared/inspections';
import { api, isApiError } from '@client/app/api-client';
import { queryRoots, tenantEventsKey } from '@client/app/query-keys';
import { uploadWithProgress } from '@client/app/upload';

export const inspectionKeys = {
  all: queryRoots.inspections,
  property: (propertyId: number) => [...inspectionKeys.all, 'property', propertyId] as const,
  one: (id: number) => [...inspectionKeys.all, 'one', id] as const,
  /** The signed-in tenant's: a tenancy, or 'current' when the server picks. */
  tenant: (tenancyId?: number) => [...inspectionKeys.all, 'tenant', tenancyId ?? 'all'] as const,
};

/** A property keeps a handful of inspections a year: one page of this many holds years of them. */
export const INSPECTIONS_LIMIT = 100;

/** GET /api/properties/{id}/inspections: latest booked first. */
export function usePropertyInspections(propertyId: number) {
  return useQuery({
    queryKey: inspectionKeys.property(propertyId),
    queryFn: ({ signal }) =>
      api.list<Inspection>(`/api/properties/${propertyId}/inspections`, {
        query: { limit: INSPECTIONS_LIMIT, offset: 0 },
        signal,
      }),
  });
}

/** GET /api/inspections/{id}: for the landlord, an admin or its tenant. */
export function useInspection(id: number | null | undefined) {
  return useQuery({
    queryKey: inspectionKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<Inspection>(`/api/inspections/${id}`, { signal }),
    enabled: !!id,
  });
}

/** GET /api/tenant/inspections: the tenant's own, for the tenancy shown. */
export function useTenantInspections(tenancyId?: number) {
  return useQuery({
    queryKey: inspectionKeys.tenant(tenancyId),
    queryFn: ({ signal }) =>
      api.list<Inspection>('/api/tenant/inspections', {
        query: { tenancyId, limit: INSPECTIONS_LIMIT, offset: 0 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateInspections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
      queryClient.invalidateQueries({ queryKey: tenantEventsKey }),
    ]);
}

/** POST /api/properties/{id}/inspections → 201; 400 names `scheduledAt` when the notice is too short. */
export function useScheduleInspection(propertyId: number) {
  const invalidate = useInvalidateInspections();
  return useMutation({
    mutationFn: (input: InspectionCreateInput) =>
      api.post<Inspection>(`/api/properties/${propertyId}/inspections`, input),
    onSuccess: invalidate,
  });
}

/** PUT /api/inspections/{id} with the version read; a 409 edit_conflict carries the current record. */
export function useSaveInspection() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateInspections();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InspectionUpdateInput }) =>
      api.put<Inspection>(`/api/inspections/${id}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(inspectionKeys.one(saved.id), saved);
      void invalidate();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.editConflict) void invalidate();
    },
  });
}

/** The record someone else saved first, from a 409 edit conflict; null for any other error. */
export function conflictingInspection(error: unknown): Inspection | null {
  if (!isApiError(error) || error.code !== ErrorCode.editConflict) return null;
  const current = error.body.current;
  return current && typeof current === 'object' && 'version' in current ? (current as Inspection) : null;
}

/** POST /api/inspections/{id}/photos (multipart: file, room, item). */
export function useUploadInspectionPhoto(inspectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      room,
      item,
      onProgress,
    }: {
      file: File;
      room: string;
      item: string | null;
      onProgress: (percent: number) => void;
    }) => {
      const body = new FormData();
      body.append('room', room);
      if (item) body.append('item', item);
      body.append('file', file);
      return uploadWithProgress<InspectionPhoto>(`/api/inspections/${inspectionId}/photos`, body, onProgress);
    },
    onSuccess: (photo) =>
      queryClient.setQueryData<Inspection>(inspectionKeys.one(inspectionId), (current) =>
        current ? { ...current, photos: [...current.photos, photo] } : current,
      ),
  });
}

/** DELETE /api/inspections/{id}/photos/{photoId}. */
export function useDeleteInspectionPhoto(inspectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => api.delete(`/api/inspections/${inspectionId}/photos/${photoId}`),
    onSuccess: (_, photoId) =>
      queryClient.setQueryData<Inspection>(inspectionKeys.one(inspectionId), (current) =>
        current ? { ...current, photos: current.photos.filter((p) => p.id !== photoId) } : current,
      ),
  });
}
