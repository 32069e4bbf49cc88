import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCode } from '@shared/errors';
import { formatPence, penceToPoundsInput } from '@shared/money';
import type { RentPayment } from '@shared/payments';
import { errorMessage, hasErrorCode } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { conflictingPayment, newIdempotencyKey, useRecordPayment, useUpdatePayment } from '../api';
import {
  PAYMENT_FIELDS,
  PaymentFormSchema,
  paymentFormDefaults,
  type PaymentFormOutput,
  type PaymentFormValues,
} from '../payment-form';
import type { PaymentTenant } from './payment-form-dialog';

const TENANT_REQUIRED = 'Please select a tenant';

/** One current tenancy (or only one at all) is the obvious choice; otherwise the landlord picks. */
function suggestedTenant(tenants: readonly PaymentTenant[]): PaymentTenant | null {
  const current = tenants.filter((t) => t.status !== 'past');
  if (current.length === 1) return current[0] ?? null;
  return tenants.length === 1 ? (tenants[0] ?? null) : null;
}

/**
 * The Record/Edit Payment form's state: which tenancy (chosen here on the Finances tab, with its
 * rent suggested), the fields, and the save. A new payment carries one Idempotency-Key per
 * opening; an edit sends the version it started from, and someone else's change is shown instead.
 */
export function usePaymentForm({
  payment,
  tenant,
  tenants = [],
  onClose,
}: {
  payment?: RentPayment | null | undefined;
  tenant?: PaymentTenant | null | undefined;
  tenants?: readonly PaymentTenant[] | undefined;
  onClose: () => void;
}) {
  const isEdit = !!payment;
  const choosing = !isEdit && !tenant;
  const [initialTenant] = useState(() => tenant ?? (choosing ? suggestedTenant(tenants) : null));
  const [tenantId, setTenantId] = useState(initialTenant ? String(initialTenant.id) : '');
  const [tenantError, setTenantError] = useState<string | undefined>();
  const tenantSelect = useRef<HTMLSelectElement>(null);
  // Made once per opening, so a double click or a retry records one payment.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The version this edit started from; an edit conflict moves it to the server's.
  const [version, setVersion] = useState(payment?.version);
  const [conflict, setConflict] = useState<string | null>(null);

  const record = useRecordPayment();
  const update = useUpdatePayment();
  const saving = record.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: zodResolver(PaymentFormSchema),
    defaultValues: paymentFormDefaults(payment, initialTenant?.rentAmount),
  });

  const chosenTenant = tenant ?? tenants.find((t) => String(t.id) === tenantId) ?? null;
  const tenantName = payment?.tenantName ?? chosenTenant?.fullName ?? '';

  const chooseTenant = (value: string) => {
    setTenantId(value);
    setTenantError(undefined);
    const next = tenants.find((t) => String(t.id) === value);
    // Suggest the new tenancy's rent unless the landlord has typed an amount.
    if (next && !dirtyFields.amount) setValue('amount', penceToPoundsInput(next.rentAmount));
  };

  const onError = (error: unknown) => {
    if (hasErrorCode(error, ErrorCode.editConflict)) {
      setConflict(
        errorMessage(error, 'Someone else changed this payment. Check the details and save again.'),
      );
      const current = conflictingPayment(error);
      if (current) {
        reset(paymentFormDefaults(current));
        setVersion(current.version);
      }
      return;
    }
    applyServerFieldErrors(error, setError, PAYMENT_FIELDS);
    toast({
      title: 'Error',
      description: errorMessage(
        error,
        isEdit
          ? 'Failed to update payment. Please try again.'
          : 'Failed to record payment. Please try again.',
      ),
      variant: 'destructive',
    });
  };

  const save = (input: PaymentFormOutput) => {
    setConflict(null);
    if (payment) {
      update.mutate(
        { id: payment.id, input: { ...input, version } },
        {
          onSuccess: () => {
            toast({
              title: 'Payment Updated',
              description: 'The payment has been updated.',
              variant: 'success',
            });
            onClose();
          },
          onError,
        },
      );
      return;
    }
    if (!chosenTenant) {
      setTenantError(TENANT_REQUIRED);
      tenantSelect.current?.focus();
      return;
    }
    record.mutate(
      { tenantId: chosenTenant.id, input, idempotencyKey },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Payment Recorded',
            description: `${formatPence(saved.amount)} for ${saved.tenantName} has been recorded.`,
            variant: 'success',
          });
          onClose();
        },
        onError,
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (choosing && !chosenTenant) setTenantError(TENANT_REQUIRED);
    void handleSubmit(save)(event);
  };

  return {
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
  };
}
