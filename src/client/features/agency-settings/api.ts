import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankDetails } from '@shared/payments';
import { api } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';

const BANK_DETAILS_PATH = '/api/admin/settings/bank-details';

export const agencySettingsKeys = {
  all: queryRoots.agencySettings,
  bankDetails: () => [...agencySettingsKeys.all, 'bank-details'] as const,
};

/** The server answers {} until the agency has entered its account: that is "no details yet". */
export function toBankDetails(answer: Partial<BankDetails> | null | undefined): BankDetails | null {
  if (!answer?.accountName || !answer.sortCode || !answer.accountNumber) return null;
  return { accountName: answer.accountName, sortCode: answer.sortCode, accountNumber: answer.accountNumber };
}

/** GET /api/admin/settings/bank-details → the client account, or null when unset. */
export function useBankDetails() {
  return useQuery({
    queryKey: agencySettingsKeys.bankDetails(),
    queryFn: async ({ signal }) =>
      toBankDetails(await api.get<Partial<BankDetails>>(BANK_DETAILS_PATH, { signal })),
  });
}

/** PUT /api/admin/settings/bank-details → the saved details (sort code as 12-34-56). */
export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetails) => api.put<BankDetails>(BANK_DETAILS_PATH, input),
    onSuccess: (saved) => queryClient.setQueryData(agencySettingsKeys.bankDetails(), toBankDetails(saved)),
  });
}
