import { type Tenant } from '@shared/tenancies';
import { FormDialog, FormFooter } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
import { ComplianceBlockedAlert } from '@client/components/ui/compliance-blocked-alert';
import { useTenantForm } from './use-tenant-form';
import { RentAndDepositFields, TenancyFields } from './tenant-form-fields';

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
  const { register, errors, isFixedTerm, asksRentStart, saving, blocked, isEdit, submit } = useTenantForm({
    propertyId,
    propertyRent,
    tenant,
    onClose,
    onChanged,
    initialBlocked,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
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

      <TenancyFields register={register} errors={errors} isFixedTerm={isFixedTerm} />
      <RentAndDepositFields register={register} errors={errors} asksRentStart={asksRentStart} />

      <FormFooter onCancel={onClose} busy={saving} submitLabel={isEdit ? 'Save Changes' : 'Add Tenant'} />
    </form>
  );
}
