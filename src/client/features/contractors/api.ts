import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contractor, ContractorInput } from '@shared/contractors';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export interface ContractorListParams {
  limit: number;
  offset: number;
  /** An admin names whose directory (the server requires it for them). */
  landlordId?: number | undefined;
}

export const contractorKeys = {
  all: queryRoots.contractors,
  list: (params: ContractorListParams) => [...contractorKeys.all, 'list', params] as const,
};

/** GET /api/contractors?limit&offset[&landlordId] → the directory, full count in X-Total-Count. */
export function useContractors(params: ContractorListParams) {
  return useQuery({
    queryKey: contractorKeys.list(params),
    queryFn: ({ signal }) =>
      api.list<Contractor>('/api/contractors', {
        query: { limit: params.limit, offset: params.offset, landlordId: params.landlordId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateContractors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractorKeys.all }),
      // A repair shows its contractor's name.
      queryClient.invalidateQueries({ queryKey: queryRoots.maintenance }),
    ]);
}

/** POST /api/contractors (an admin adds ?landlordId=) → 201 with the contractor. */
export function useAddContractor(landlordId?: number) {
  const invalidate = useInvalidateContractors();
  return useMutation({
    mutationFn: (input: ContractorInput) =>
      api.post<Contractor>('/api/contractors', input, { query: { landlordId } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/contractors/{id}: the whole record, certificates included. */
export function useUpdateContractor() {
  const invalidate = useInvalidateContractors();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ContractorInput }) =>
      api.put<Contractor>(`/api/contractors/${id}`, input),
    onSuccess: invalidate,
  });
}

/** DELETE /api/contractors/{id} → {message}. */
export function useRemoveContractor() {
  const invalidate = useInvalidateContractors();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/contractors/${id}`),
    onSettled: invalidate,
  });
}
