import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentMethodLabel,
  paymentStatusLabel,
  type RentPayment,
} from '@shared/payments';
import type { TenantStatus } from '@shared/tenancies';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  FormFooter,
} from '@client/components/ui/dialog';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { formatDateGB } from '@client/lib/format';
import { usePaymentForm } from './use-payment-form';

/** The tenancy a payment is recorded for (a Tenant from @shared/tenancies fits). */
export interface PaymentTenant {
  id: number;
  fullName: string;
  /** Monthly rent in pence: the suggested amount. */
  rentAmount: number;
  status?: TenantStatus;
}

export interface PaymentFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this payment. */
  payment?: RentPayment | null;
  /** Record a payment for this tenancy (Tenant management's Payments tab). */
  tenant?: PaymentTenant | null;
  /** Or ask which of these tenancies it is for (the Finances tab); undefined while they load. */
  tenants?: readonly PaymentTenant[] | undefined;
}

/** Record a rent payment for a tenancy, or edit one (SPEC.md §5 Rent payment). */
export function PaymentFormDialog({ open, onClose, ...props }: PaymentFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {/* Mounted only while open: each opening starts from fresh values and a fresh Idempotency-Key. */}
      {open && <PaymentFormContent onClose={onClose} {...props} />}
    </Dialog>
  );
}

function PaymentFormContent({ payment, tenant, tenants, onClose }: Omit<PaymentFormDialogProps, 'open'>) {
  const choosing = !payment && !tenant;
  if (choosing && !tenants?.length) return <NoTenants loading={!tenants} onClose={onClose} />;
  return <PaymentForm payment={payment} tenant={tenant} tenants={tenants} onClose={onClose} />;
}

/** A payment belongs to a tenancy, so a property without one has nothing to record against. */
function NoTenants({ loading, onClose }: { loading: boolean; onClose: () => void }) {
  return (
    <DialogContent>
      <DialogTitle>Record Payment</DialogTitle>
      <DialogDescription>
        {loading
          ? 'Loading tenants...'
          : 'This property has no tenants yet. Add a tenant in the Tenants tab, then record their payments here.'}
      </DialogDescription>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function PaymentForm({ payment, tenant, tenants = [], onClose }: Omit<PaymentFormDialogProps, 'open'>) {
  const {
    isEdit,
    choosing,
    tenantId,
    tenantError,
    tenantSelect,
    chooseTenant,
    tenantName,
    conflict,
    register,
    errors,
    saving,
    submit,
  } = usePaymentForm({ payment, tenant, tenants, onClose });

  return (
    <DialogContent className="sm:max-w-xl">
      <DialogTitle>{isEdit ? 'Edit Payment' : 'Record Payment'}</DialogTitle>
      <DialogDescription>
        {payment
          ? `Payment from ${payment.tenantName}, due ${formatDateGB(payment.dueDate)}.`
          : tenantName
            ? `Record rent received from, or due from, ${tenantName}.`
            : 'Choose the tenant, then record rent received or due.'}
      </DialogDescription>
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormAlert>{conflict}</FormAlert>
        {choosing && (
          <SelectField
            ref={tenantSelect}
            label="Tenant"
            value={tenantId}
            error={tenantError}
            onChange={(event) => chooseTenant(event.target.value)}
          >
            <option value="">Select a tenant</option>
            {tenants.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.status === 'past' ? `${t.fullName} (past tenant)` : t.fullName}
              </option>
            ))}
          </SelectField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Amount (£)"
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <SelectField label="Status" error={errors.status?.message} {...register('status')}>
            <LabelledOptions values={PAYMENT_STATUSES} labels={paymentStatusLabel} />
          </SelectField>
          <FormField
            label="Payment date"
            type="date"
            error={errors.paymentDate?.message}
            {...register('paymentDate')}
          />
          <FormField label="Due date" type="date" error={errors.dueDate?.message} {...register('dueDate')} />
          <SelectField
            label="Method"
            optional
            error={errors.paymentMethod?.message}
            {...register('paymentMethod')}
          >
            <option value="">Not recorded</option>
            <LabelledOptions values={PAYMENT_METHODS} labels={paymentMethodLabel} />
          </SelectField>
          <FormField
            label="Reference"
            optional
            autoComplete="off"
            maxLength={100}
            error={errors.reference?.message}
            {...register('reference')}
          />
        </div>
        <TextareaField
          label="Notes"
          optional
          rows={3}
          maxLength={1000}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <FormFooter
          onCancel={onClose}
          busy={saving}
          submitLabel={isEdit ? 'Save Changes' : 'Record Payment'}
        />
      </form>
    </DialogContent>
  );
}
