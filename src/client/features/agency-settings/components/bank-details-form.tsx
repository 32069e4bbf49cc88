import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import { BankDetailsSchema, type BankDetails } from '@shared/payments';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useSaveBankDetails } from '../api';
import { BANK_DETAILS_FIELDS, bankDetailsFormDefaults, type BankDetailsFormValues } from '../bank-details';

/**
 * The agency's client account. The shared schema checks it here first (same words as the server)
 * and the server's field messages, if any, land under the same fields.
 */
export function BankDetailsForm({ details }: { details: BankDetails | null }) {
  const save = useSaveBankDetails();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<BankDetailsFormValues, unknown, BankDetails>({
    resolver: zodResolver(BankDetailsSchema),
    defaultValues: bankDetailsFormDefaults(details),
  });

  const onSubmit = (input: BankDetails) => {
    save.mutate(input, {
      onSuccess: (saved) => {
        // Show what was stored (sort code as 12-34-56), which is what tenants will see.
        reset(bankDetailsFormDefaults(saved));
        toast({
          title: 'Bank Details Saved',
          description: 'Tenants now see these details under Make Payment.',
          variant: 'success',
        });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, BANK_DETAILS_FIELDS);
        toast({
          title: 'Failed to save bank details',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="client-account-heading"
      onSubmit={handleSubmit(onSubmit)}
      className="max-w-xl space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="space-y-1">
        <h3 id="client-account-heading" className="text-lg font-semibold text-slate-900">
          Client account for rent
        </h3>
        <p className="text-sm text-slate-700">
          Tenants see these details under Make Payment, with their own payment reference.
        </p>
      </div>
      <FormField
        label="Account name"
        autoComplete="off"
        error={errors.accountName?.message}
        {...register('accountName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Sort code"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-34-56"
          error={errors.sortCode?.message}
          {...register('sortCode')}
        />
        <FormField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12345678"
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
