import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  CONTRACT_TYPES,
  DEPOSIT_SCHEMES,
  TENANT_STATUSES,
  TENANT_TYPES,
  contractTypeLabel,
  depositSchemeLabel,
  tenantStatusLabel,
  tenantTypeLabel,
  type Tenant,
} from '@shared/tenancies';
import { isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { FieldGroup, SelectField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { useCreateTenant, useUpdateTenant, type TenantAnswer } from '../api';
import {
  TENANT_INPUT_FIELDS,
  TenantFormSchema,
  tenantFormDefaults,
  tenantFormFieldFor,
  type TenantFormOutput,
  type TenantFormValues,
} from '../tenant-form';

interface TenantFormDialogProps {
  open: boolean;
  propertyId: number;
  /** Suggested rent for a new tenancy: the property's monthly rent, pence. */
  propertyRent?: number;
  tenant?: Tenant | null;
  onClose: () => void;
  onChanged?: () => void;
}

/** Add or edit a tenancy on a property (POST /api/properties/{id}/tenants, PUT /api/tenants/{id}). */
export function TenantFormDialog({ open, onClose, ...props }: TenantFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && <TenantFormContent onClose={onClose} {...props} />}
    </Dialog>
  );
}

function TenantFormContent({
  propertyId,
  propertyRent,
  tenant,
  onClose,
  onChanged,
}: Omit<TenantFormDialogProps, 'open'>) {
  const isEdit = !!tenant;
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
  const isFixedTerm = useWatch({ control, name: 'contractType' }) === 'fixed_term';

  const onSubmit = (input: TenantFormOutput) => {
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
        if (isApiError(error)) {
          let first = true;
          for (const field of TENANT_INPUT_FIELDS) {
            const message = error.fields[field];
            if (!message) continue;
            setError(tenantFormFieldFor(field), { type: 'server', message }, { shouldFocus: first });
            first = false;
          }
        }
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

  return (
    <DialogContent className="sm:max-w-2xl">
      <DialogTitle>{isEdit ? 'Edit Tenant' : 'Add Tenant'}</DialogTitle>
      <DialogDescription>
        {isEdit
          ? 'Update this tenancy. Amounts are in pounds.'
          : 'Add a tenant to this property. Amounts are in pounds. A new tenant is e-mailed an invitation to the tenant portal.'}
      </DialogDescription>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField
          label="Full Name"
          autoComplete="off"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            label="Phone"
            optional
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>

        <FieldGroup legend="Tenancy">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Lease Start"
              type="date"
              error={errors.leaseStart?.message}
              {...register('leaseStart')}
            />
            <FormField
              label="Lease End"
              type="date"
              error={errors.leaseEnd?.message}
              {...register('leaseEnd')}
            />
            <FormField
              label="Occupation Date"
              optional
              type="date"
              hint="The day the tenant moved in."
              error={errors.occupationDate?.message}
              {...register('occupationDate')}
            />
            <SelectField
              label="Contract Type"
              error={errors.contractType?.message}
              {...register('contractType')}
            >
              {CONTRACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {contractTypeLabel[type]}
                </option>
              ))}
            </SelectField>
            {isFixedTerm && (
              <FormField
                label="Fixed-term End"
                type="date"
                error={errors.fixedTermEnd?.message}
                {...register('fixedTermEnd')}
              />
            )}
            <SelectField label="Status" error={errors.status?.message} {...register('status')}>
              {TENANT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {tenantStatusLabel[status]}
                </option>
              ))}
            </SelectField>
            <SelectField label="Tenant Type" error={errors.tenantType?.message} {...register('tenantType')}>
              {TENANT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tenantTypeLabel[type]}
                </option>
              ))}
            </SelectField>
          </div>
        </FieldGroup>

        <FieldGroup legend="Rent and deposit">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Monthly Rent (£)"
              inputMode="decimal"
              hint="In pounds, for example 950.00"
              error={errors.rent?.message}
              {...register('rent')}
            />
            <FormField
              label="Deposit (£)"
              optional
              inputMode="decimal"
              error={errors.deposit?.message}
              {...register('deposit')}
            />
            <SelectField
              label="Deposit Scheme"
              optional
              error={errors.depositScheme?.message}
              {...register('depositScheme')}
            >
              <option value="">None selected</option>
              {DEPOSIT_SCHEMES.map((scheme) => (
                <option key={scheme} value={scheme}>
                  {depositSchemeLabel[scheme]}
                </option>
              ))}
            </SelectField>
            <FormField
              label="Deposit Scheme Reference"
              optional
              autoComplete="off"
              error={errors.depositSchemeRef?.message}
              {...register('depositSchemeRef')}
            />
            <FormField
              label="Deposit Paid Date"
              optional
              type="date"
              error={errors.depositPaidDate?.message}
              {...register('depositPaidDate')}
            />
          </div>
        </FieldGroup>

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : isEdit ? 'Save Changes' : 'Add Tenant'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
