import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Tenant } from '@shared/tenancies';
import { toast } from '@client/components/ui/toast-store';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useCreateTenant, useUpdateTenant, type TenantAnswer } from '../api';
import { tenancyBlocked } from '../compliance-blocked';
import {
  rentChanged,
  TENANT_INPUT_FIELDS,
  TenantFormSchema,
  tenantFormDefaults,
  tenantFormFieldFor,
  type TenantFormOutput,
  type TenantFormValues,
} from '../tenant-form';

/**
 * The Add/Edit Tenant form's state: the fields, the parts shown by the answers (a fixed term's
 * end; when a changed rent starts), and the save. A Welsh letting rule's refusal stays in view.
 */
export function useTenantForm({
  propertyId,
  propertyRent,
  tenant,
  onClose,
  onChanged,
  initialBlocked,
}: {
  propertyId: number;
  propertyRent: number | undefined;
  tenant: Tenant | null | undefined;
  onClose: () => void;
  onChanged: (() => void) | undefined;
  initialBlocked: ComplianceBlocked | null;
}) {
  const isEdit = !!tenant;
  const [blocked, setBlocked] = useState<ComplianceBlocked | null>(initialBlocked);
  const create = useCreateTenant(propertyId, onChanged);
  const update = useUpdateTenant(propertyId, onChanged);
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<TenantFormValues, unknown, TenantFormOutput>({
    resolver: zodResolver(TenantFormSchema),
    defaultValues: tenantFormDefaults(tenant, propertyRent),
  });
  const [contractType, rent] = useWatch({ control, name: ['contractType', 'rent'] });
  const isFixedTerm = contractType === 'fixed_term';
  const asksRentStart = rentChanged(tenant, rent);

  const onSubmit = (input: TenantFormOutput) => {
    setBlocked(null);
    const handlers = {
      onSuccess: (answer: TenantAnswer) => {
        toast({
          title: isEdit ? 'Tenant Updated' : 'Tenant Added',
          description:
            answer.message || `${answer.tenant.fullName} has been ${isEdit ? 'updated' : 'added'}.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error: unknown) => {
        // A Welsh letting rule refused it (move-in too soon, rent rise too early): explain, stay open.
        const refusal = tenancyBlocked(error);
        if (refusal) {
          setBlocked(refusal);
          return;
        }
        applyServerFieldErrors(error, setError, TENANT_INPUT_FIELDS, tenantFormFieldFor);
        toast({
          title: 'Error',
          description: isEdit
            ? 'Failed to update tenant. Please try again.'
            : 'Failed to add tenant. Please try again.',
          variant: 'destructive',
        });
      },
    };
    if (tenant) update.mutate({ id: tenant.id, input }, handlers);
    else create.mutate(input, handlers);
  };

  return {
    register,
    errors,
    isFixedTerm,
    asksRentStart,
    saving,
    blocked,
    isEdit,
    submit: handleSubmit(onSubmit),
  };
}
