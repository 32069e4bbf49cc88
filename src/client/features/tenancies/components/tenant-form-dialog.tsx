import { useState } from 'react';
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
import { Button } from '@client/components/ui/button';
import { DialogFooter, FormDialog } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { FieldGroup, LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { useCreateTenant, useUpdateTenant, type TenantAnswer } from '../api';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
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
import { ComplianceBlockedAlert } from '@client/components/ui/compliance-blocked-alert';
import { applyServerFieldErrors } from '@client/lib/form-errors';

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
  const isEdit = !!props.tenant;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={isEdit ? 'Edit Tenant' : 'Add Tenant'}
      description={
        isEdit
          ? 'Update this tenancy. Amounts are in pounds.'
          : 'Add a tenant to this property. Amounts are in pounds. A new tenant is e-mailed an invitation to the tenant portal.'
      }
      className="sm:max-w-2xl"
    >
      <TenantForm onClose={onClose} {...props} />
    </FormDialog>
  );
}

/** The fields of the Add/Edit Tenant dialog, and what a refused save says. */
export function TenantForm({
  propertyId,
  propertyRent,
  tenant,
  onClose,
  onChanged,
  initialBlocked = null,
}: Omit<TenantFormDialogProps, 'open'> & {
  /** A refusal to show from the start (render tests). */
  initialBlocked?: ComplianceBlocked | null;
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

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {blocked && <ComplianceBlockedAlert blocked={blocked} />}
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
            hint="The day they may move in: the 14-day written statement clock starts here. Left empty, the lease start."
            error={errors.occupationDate?.message}
            {...register('occupationDate')}
          />
          <SelectField
            label="Contract Type"
            error={errors.contractType?.message}
            {...register('contractType')}
          >
            <LabelledOptions values={CONTRACT_TYPES} labels={contractTypeLabel} />
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
            <LabelledOptions values={TENANT_STATUSES} labels={tenantStatusLabel} />
          </SelectField>
          <SelectField label="Tenant Type" error={errors.tenantType?.message} {...register('tenantType')}>
            <LabelledOptions values={TENANT_TYPES} labels={tenantTypeLabel} />
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
          {asksRentStart && (
            <FormField
              label="New rent starts on"
              optional
              type="date"
              hint="Rent already due does not change. On a periodic contract a rise needs two months' notice (RHW12) and 12 months since the last rise. Left empty, today."
              error={errors.rentEffectiveFrom?.message}
              {...register('rentEffectiveFrom')}
            />
          )}
          <FormField
            label="Last rent increase (before records here)"
            optional
            type="date"
            hint="The day the last rise took effect, if it was before this tenancy was recorded here: the next rise needs 12 months from it."
            error={errors.lastRentIncreaseOn?.message}
            {...register('lastRentIncreaseOn')}
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
            <LabelledOptions values={DEPOSIT_SCHEMES} labels={depositSchemeLabel} />
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
            hint="The deposit must be protected, and its prescribed information given, within 30 days of this day."
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
  );
}
