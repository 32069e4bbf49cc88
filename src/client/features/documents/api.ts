import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentFields, DocumentRecord } from '@shared/documents';
import { api } from '@client/app/api-client';
import { uploadWithProgress } from '@client/components/ui/upload-progress';

/** Whose documents: a property's, or one tenancy's. */
export type DocumentOwner = { kind: 'property'; id: number } | { kind: 'tenant'; id: number };

export const documentKeys = {
  all: ['documents'] as const,
  list: (owner: DocumentOwner) => [...documentKeys.all, owner.kind, owner.id] as const,
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
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.list(owner) });
}

export interface UploadDocumentArgs {
  file: File;
  fields: DocumentFields;
  onProgress: (percent: number) => void;
}

/** Multipart upload: the fields first, then `file`; progress from XMLHttpRequest. */
export function useUploadDocument(owner: DocumentOwner) {
  const invalidate = useInvalidateDocuments(owner);
  return useMutation({
    mutationFn: ({ file, fields, onProgress }: UploadDocumentArgs) => {
      const body = new FormData();
      body.append('title', String(fields.title ?? ''));
      body.append('documentType', String(fields.documentType ?? ''));
      body.append('issueDate', String(fields.issueDate ?? ''));
      body.append('expiryDate', fields.expiryDate ? String(fields.expiryDate) : '');
      body.append('notes', fields.notes ? String(fields.notes) : '');
      if (owner.kind === 'tenant')
        body.append('sharedWithTenant', fields.sharedWithTenant ? 'true' : 'false');
      body.append('file', file);
      return uploadWithProgress<DocumentRecord>(basePath(owner), body, onProgress);
    },
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
