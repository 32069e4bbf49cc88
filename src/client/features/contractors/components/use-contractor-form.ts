import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { requiredCertificates, type Contractor } from '@shared/contractors';
import { errorMessage } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useAddContractor, useUpdateContractor } from '../api';
import {
  CONTRACTOR_FIELDS,
  ContractorFormSchema,
  contractorFormDefaults,
  type ContractorFormOutput,
  type ContractorFormValues,
} from '../contractor-form';

/**
 * The Add/Edit Contractor form's state: the fields, the certificates the chosen trade needs, and
 * the save, whose toast says whether the contractor can be given repairs yet.
 */
export function useContractorForm(
  contractor: Contractor | null | undefined,
  landlordId: number | undefined,
  onClose: () => void,
) {
  const isEdit = !!contractor;
  const add = useAddContractor(landlordId);
  const update = useUpdateContractor();
  const saving = add.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ContractorFormValues, unknown, ContractorFormOutput>({
    resolver: zodResolver(ContractorFormSchema),
    defaultValues: contractorFormDefaults(contractor),
  });
  const trade = useWatch({ control, name: 'trade' });
  const required = trade ? requiredCertificates(trade) : [];

  const save = (input: ContractorFormOutput) => {
    const onSuccess = (saved: Contractor) => {
      toast({
        title: isEdit ? 'Contractor Updated' : 'Contractor Added',
        description: saved.canTakeWork
          ? `${saved.name} can be given repairs.`
          : `${saved.name} cannot take work yet: ${saved.blockedReason ?? 'a certificate is missing'}.`,
        variant: 'success',
      });
      onClose();
    };
    const onError = (error: unknown) => {
      applyServerFieldErrors(error, setError, CONTRACTOR_FIELDS);
      toast({
        title: 'Error',
        description: errorMessage(
          error,
          isEdit
            ? 'Failed to update contractor. Please try again.'
            : 'Failed to add contractor. Please try again.',
        ),
        variant: 'destructive',
      });
    };
    if (contractor) update.mutate({ id: contractor.id, input }, { onSuccess, onError });
    else add.mutate(input, { onSuccess, onError });
  };

  return {
    isEdit,
    register,
    errors,
    trade,
    required,
    saving,
    submit: (event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event),
  };
}
