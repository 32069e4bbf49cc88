import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCode } from '@shared/errors';
import {
  maintenanceStatusLabel,
  type MaintenanceChangeInput,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { errorMessage, hasErrorCode } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useAssignableContractors, useChangeRepair } from '../api';
import {
  REPAIR_CHANGE_FIELDS,
  repairChangeDefaults,
  repairChangeFormSchema,
  type RepairChangeFormValues,
} from '../repair-change-form';

/**
 * The landlord's Update this repair form: the fields, the contractors to choose from (the one
 * assigned first, as the directory may still be loading), and the save. A contractor the server
 * refuses (a certificate ran out since the list was read) stays in view as `refusal`.
 */
export function useRepairChangeForm(
  request: MaintenanceRequest,
  landlordId: number | undefined,
  onDone: () => void,
) {
  const change = useChangeRepair();
  const contractors = useAssignableContractors(landlordId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => repairChangeFormSchema(request), [request]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RepairChangeFormValues, unknown, MaintenanceChangeInput>({
    resolver: zodResolver(schema),
    defaultValues: repairChangeDefaults(request),
  });

  const assigned = request.contractor;
  const others = (contractors.data ?? []).filter((c) => c.id !== assigned?.id);
  const assignedNow = contractors.data?.find((c) => c.id === assigned?.id);

  const save = (input: MaintenanceChangeInput) => {
    setRefusal(null);
    change.mutate(
      { id: request.id, input },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Repair Updated',
            description: `"${saved.title}" is ${maintenanceStatusLabel[saved.status].toLowerCase()}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, REPAIR_CHANGE_FIELDS);
          const message = errorMessage(error, 'Failed to update repair. Please try again.');
          // 409: the contractor cannot take work (a certificate ran out); keep it in view beside the choice.
          if (hasErrorCode(error, ErrorCode.conflict)) setRefusal(message);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return {
    register,
    errors,
    contractors,
    assigned,
    assignedNow,
    others,
    refusal,
    saving: change.isPending,
    submit: (event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event),
  };
}
