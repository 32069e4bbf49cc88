import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentFields, DocumentRecord, DocumentService, ServiceMethod } from '@shared/documents';
import type { Tenant } from '@shared/tenancies';
import { api } from '@client/app/api-client';
import { propertyTenanciesKey, queryRoots } from '@client/app/query-keys';
import { uploadWithProgress } from '@client/app/upload';

/** Whose documents: a property's, or one tenancy's. */
export type DocumentOwner = { kind: 'property'; id: number } | { kind: 'tenant'; id: number };

export const documentKeys = {
  all: queryRoots.documents,
  list: (owner: DocumentOwner) => [...documentKeys.all, owner.kind, owner.id] as const,
  services: (documentId: number) => [...documentKeys.all, 'services', documentId] as const,
};

const basePath = (owner: DocumentOwner) =>
  owner.kind === 'property' ? `/api/properties/${owner.id}/documents` : `/api/tenants/${owner.id}/documents`;

/** Opens the file in the browser rather than downloading it. */
export const inlineUrl = (doc: Pick<DocumentRecord, 'fileUrl'>) => `${doc.fileUrl}?inline=1`;

export function useDocuments(owner: DocumentOwner) {
  return useQuery({
    queryKey: documentKeys.list(owner),
    queryFn: ({ signal }) => api.get<DocumentRecord[]>(basePath(owner), { signal }),
  });
}

function useInvalidateDocuments(owner: DocumentOwner) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.list(owner) }),
      // A certificate changes what the compliance screens show.
      queryClient.invalidateQueries({ queryKey: queryRoots.compliance }),
    ]);
}

export interface UploadDocumentArgs {
  file: File;
  fields: DocumentFields;
  onProgress: (percent: number) => void;
}

/** The multipart body of an upload: the fields first (empty text when not given), then `file`. */
export function uploadBody(owner: DocumentOwner, fields: DocumentFields, file: Blob): FormData {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const body = new FormData();
  body.append('title', text(fields.title));
  body.append('documentType', text(fields.documentType));
  body.append('issueDate', text(fields.issueDate));
  body.append('expiryDate', text(fields.expiryDate));
  body.append('notes', text(fields.notes));
  // An EPC's band, a reference number, an HMO licence's occupant limit.
  body.append('epcBand', text(fields.epcBand));
  body.append('reference', text(fields.reference));
  body.append('maxOccupants', text(fields.maxOccupants));
  if (owner.kind === 'tenant') body.append('sharedWithTenant', fields.sharedWithTenant ? 'true' : 'false');
  body.append('file', file);
  return body;
}

/** Multipart upload (see uploadBody); progress from XMLHttpRequest. */
export function useUploadDocument(owner: DocumentOwner) {
  const invalidate = useInvalidateDocuments(owner);
  return useMutation({
    mutationFn: ({ file, fields, onProgress }: UploadDocumentArgs) =>
      uploadWithProgress<DocumentRecord>(basePath(owner), uploadBody(owner, fields, file), onProgress),
    onSuccess: invalidate,
  });
}

export function useUpdateDocument(owner: DocumentOwner) {
  const invalidate = useInvalidateDocuments(owner);
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: DocumentFields }) =>
      api.put<DocumentRecord>(`/api/documents/${id}`, fields),
    onSuccess: invalidate,
  });
}

export function useDeleteDocument(owner: DocumentOwner) {
  const invalidate = useInvalidateDocuments(owner);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/documents/${id}`),
    onSettled: invalidate,
  });
}

// Copies given to contract-holders (CONTRACT.md §6 Serving) ---------------------------------------

/** GET /api/documents/{id}/services: who was given a copy, when, how, and who recorded it. */
export function useDocumentServices(documentId: number) {
  return useQuery({
    queryKey: documentKeys.services(documentId),
    queryFn: ({ signal }) => api.get<DocumentService[]>(`/api/documents/${documentId}/services`, { signal }),
    // The server gives copies by itself (a new tenancy, a new certificate): ask again each time it shows.
    staleTime: 0,
  });
}

export interface RecordServiceArgs {
  tenantId: number;
  method: ServiceMethod;
  /** YYYY-MM-DD */
  servedAt: string;
}

/** POST /api/documents/{id}/services: a copy given outside the product (post, in person, own e-mail). */
export function useRecordService(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: RecordServiceArgs) =>
      api.post<DocumentService>(`/api/documents/${documentId}/services`, args),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.services(documentId) }),
        queryClient.invalidateQueries({ queryKey: queryRoots.compliance }),
      ]),
  });
}

/**
 * The property's tenancies, to name who was given a copy. The same call and cache entry as the
 * tenancies feature's useTenants (features do not import each other), so either one refreshes both.
 */
export function usePropertyTenants(propertyId: number, enabled = true) {
  return useQuery({
    queryKey: propertyTenanciesKey(propertyId),
    queryFn: ({ signal }) => api.get<Tenant[]>(`/api/properties/${propertyId}/tenants`, { signal }),
    enabled,
  });
}
