import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  ApplicationChangeInput,
  ApplicationTenancyAnswer,
  ApplicationTenancyInput,
  HoldingDepositInformationInput,
  HoldingDepositInput,
  HoldingDepositRepaymentInput,
} from '@shared/applications';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

export interface ApplicationPage {
  limit: number;
  offset: number;
}

export const applicationKeys = {
  all: queryRoots.applications,
  property: (propertyId: number, page: ApplicationPage) =>
    [...applicationKeys.all, 'property', propertyId, page] as const,
};

/** GET /api/properties/{id}/applications?limit&offset → open ones first, the count in X-Total-Count. */
export function usePropertyApplications(propertyId: number, page: ApplicationPage) {
  return useQuery({
    queryKey: applicationKeys.property(propertyId, page),
    queryFn: ({ signal }) =>
      api.list<Application>(`/api/properties/${propertyId}/applications`, {
        query: { limit: page.limit, offset: page.offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useApplicationMutation<Input, Answer>(
  call: (id: number, input: Input) => Promise<Answer>,
  alsoStale: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Input }) => call(id, input),
    onSuccess: () =>
      Promise.all(
        [applicationKeys.all, ...alsoStale].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** PATCH /api/applications/{id}: a step on, notes, or rejected with the reason in notes. */
export const useChangeApplication = () =>
  useApplicationMutation((id, input: ApplicationChangeInput) =>
    api.patch<Application>(`/api/applications/${id}`, input),
  );

/** POST /api/applications/{id}/holding-deposit/information. */
export const useSendHoldingDepositInformation = () =>
  useApplicationMutation((id, input: HoldingDepositInformationInput) =>
    api.post<Application>(`/api/applications/${id}/holding-deposit/information`, input),
  );

/** POST /api/applications/{id}/holding-deposit. */
export const useRecordHoldingDeposit = () =>
  useApplicationMutation((id, input: HoldingDepositInput) =>
    api.post<Application>(`/api/applications/${id}/holding-deposit`, input),
  );

/** POST /api/applications/{id}/holding-deposit/repayment. */
export const useRecordHoldingDepositRepayment = () =>
  useApplicationMutation((id, input: HoldingDepositRepaymentInput) =>
    api.post<Application>(`/api/applications/${id}/holding-deposit/repayment`, input),
  );

/** POST /api/applications/{id}/tenancy: the tenancy, rent, compliance and the listing all change. */
export const useCreateTenancyFromApplication = () =>
  useApplicationMutation(
    (id, input: ApplicationTenancyInput) =>
      api.post<ApplicationTenancyAnswer>(`/api/applications/${id}/tenancy`, input),
    [queryRoots.tenancies, queryRoots.properties, queryRoots.compliance, queryRoots.payments],
  );
