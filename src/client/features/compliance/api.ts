import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ComplianceStatus,
  PortfolioCompliance,
  PropertyCompliance,
  RentIncreaseCheck,
  Section173Check,
} from '@shared/compliance/types';
import type { DocumentService, LandlordDocument, ServiceMethod } from '@shared/documents';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';
import { uploadWithProgress } from '@client/app/upload';
import { isIsoDate } from '@client/lib/format';
import type { LandlordDocumentFormOutput } from './landlord-document-form';
import { landlordDocumentBody } from './landlord-document-body';

export interface AdminComplianceFilters {
  landlordId?: number | undefined;
  status?: ComplianceStatus | undefined;
}

export const complianceKeys = {
  all: queryRoots.compliance,
  property: (propertyId: number) => [...complianceKeys.all, 'property', propertyId] as const,
  /** GET /api/landlord/compliance: the signed-in landlord's homes (an admin's: everyone's, or a named landlord's). */
  portfolio: (landlordId?: number) => [...complianceKeys.all, 'portfolio', landlordId ?? null] as const,
  admin: (filters: AdminComplianceFilters) =>
    [
      ...complianceKeys.all,
      'admin',
      { landlordId: filters.landlordId ?? null, status: filters.status ?? null },
    ] as const,
  section173: (tenantId: number, serveOn: string) =>
    [...complianceKeys.all, 'notices', tenantId, 'section-173', serveOn] as const,
  rentIncrease: (tenantId: number, effectiveOn: string | null) =>
    [...complianceKeys.all, 'notices', tenantId, 'rent-increase', effectiveOn] as const,
  services: (documentId: number) => [...complianceKeys.all, 'services', documentId] as const,
  landlordDocuments: (landlordId?: number) =>
    [...complianceKeys.all, 'landlord-documents', landlordId ?? null] as const,
};

/** The iCalendar feed of the portfolio's deadlines (the session cookie rides with it). */
export const COMPLIANCE_CALENDAR_URL = '/api/landlord/compliance.ics';

/** GET /api/properties/{id}/compliance */
export function usePropertyCompliance(propertyId: number) {
  return useQuery({
    queryKey: complianceKeys.property(propertyId),
    queryFn: ({ signal }) =>
      api.get<PropertyCompliance>(`/api/properties/${propertyId}/compliance`, { signal }),
    refetchOnMount: 'always',
  });
}

/** GET /api/landlord/compliance[?landlordId] */
export function usePortfolioCompliance(landlordId?: number) {
  return useQuery({
    queryKey: complianceKeys.portfolio(landlordId),
    queryFn: ({ signal }) =>
      api.get<PortfolioCompliance>('/api/landlord/compliance', { query: { landlordId }, signal }),
    refetchOnMount: 'always',
  });
}

/** GET /api/admin/compliance?landlordId&status (admins only): each property names its landlord. */
export function useAdminCompliance(filters: AdminComplianceFilters) {
  return useQuery({
    queryKey: complianceKeys.admin(filters),
    queryFn: ({ signal }) =>
      api.get<PortfolioCompliance>('/api/admin/compliance', {
        query: { landlordId: filters.landlordId, status: filters.status },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** GET /api/tenants/{id}/notices/section-173?serveOn — asked only once the date is whole. */
export function useSection173Check(tenantId: number, serveOn: string) {
  return useQuery({
    queryKey: complianceKeys.section173(tenantId, serveOn),
    queryFn: ({ signal }) =>
      api.get<Section173Check>(`/api/tenants/${tenantId}/notices/section-173`, {
        query: { serveOn },
        signal,
      }),
    enabled: isIsoDate(serveOn),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tenants/{id}/notices/rent-increase[?effectiveOn]: with no date, the server checks the earliest. */
export function useRentIncreaseCheck(tenantId: number, effectiveOn: string) {
  const date = effectiveOn === '' ? null : effectiveOn;
  return useQuery({
    queryKey: complianceKeys.rentIncrease(tenantId, date),
    queryFn: ({ signal }) =>
      api.get<RentIncreaseCheck>(`/api/tenants/${tenantId}/notices/rent-increase`, {
        query: { effectiveOn: date },
        signal,
      }),
    enabled: date === null || isIsoDate(date),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/documents/{id}/services: the copies of a document given so far. */
export function useDocumentServices(documentId: number) {
  return useQuery({
    queryKey: complianceKeys.services(documentId),
    queryFn: ({ signal }) => api.get<DocumentService[]>(`/api/documents/${documentId}/services`, { signal }),
  });
}

function useInvalidateCompliance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
      // The documents lists show what was just uploaded or served.
      queryClient.invalidateQueries({ queryKey: queryRoots.documents }),
    ]);
}

export interface RecordServiceInput {
  tenantId: number;
  method: ServiceMethod;
  servedAt: string;
}

/** POST /api/documents/{id}/services → 201 with the record; every compliance view is read again. */
export function useRecordService(documentId: number) {
  const invalidate = useInvalidateCompliance();
  return useMutation({
    mutationFn: (input: RecordServiceInput) =>
      api.post<DocumentService>(`/api/documents/${documentId}/services`, input),
    onSuccess: invalidate,
  });
}

/** GET /api/landlord/documents (an admin must name the landlord). */
export function useLandlordDocuments(landlordId?: number) {
  return useQuery({
    queryKey: complianceKeys.landlordDocuments(landlordId),
    queryFn: ({ signal }) =>
      api.get<LandlordDocument[]>('/api/landlord/documents', { query: { landlordId }, signal }),
  });
}

export interface UploadLandlordDocumentArgs {
  file: File;
  fields: LandlordDocumentFormOutput;
  onProgress: (percent: number) => void;
}

/** POST /api/landlord/documents (multipart); the registration changes every home's items. */
export function useUploadLandlordDocument(landlordId?: number) {
  const invalidate = useInvalidateCompliance();
  return useMutation({
    mutationFn: ({ file, fields, onProgress }: UploadLandlordDocumentArgs) =>
      uploadWithProgress<LandlordDocument>(
        landlordId ? `/api/landlord/documents?landlordId=${landlordId}` : '/api/landlord/documents',
        landlordDocumentBody(fields, file),
        onProgress,
      ),
    onSuccess: invalidate,
  });
}

/** DELETE /api/landlord/documents/{id} → {message}. */
export function useDeleteLandlordDocument() {
  const invalidate = useInvalidateCompliance();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/landlord/documents/${id}`),
    onSettled: invalidate,
  });
}
