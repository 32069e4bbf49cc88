import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { formatPence } from '@shared/money';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useAddDeduction } from '../api';
import {
  DEDUCTION_FIELDS,
  type DeductionFormOutput,
  DeductionFormSchema,
  type DeductionFormValues,
  emptyDeductionForm,
} from '../deduction-form';

export function AddDeductionForm({ propertyId, onAdded }: { propertyId: number; onAdded: () => void }) {
  const headingId = useId();
  const add = useAddDeduction(propertyId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeductionFormValues, unknown, DeductionFormOutput>({
    resolver: zodResolver(DeductionFormSchema),
    defaultValues: emptyDeductionForm(),
  });

  const save = (input: DeductionFormOutput) =>
    add.mutate(input, {
      onSuccess: (saved) => {
        toast({
          title: 'Deduction Added',
          description: `${formatPence(saved.amount)} for ${saved.description} will be taken from the rent.`,
          variant: 'success',
        });
        reset(emptyDeductionForm());
        // The newest deduction is on the first page.
        onAdded();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, DEDUCTION_FIELDS);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to add deduction. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="space-y-4 rounded-md border border-slate-200 p-4"
    >
      <h6 id={headingId} className="font-semibold text-slate-900">
        Add deduction
      </h6>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_minmax(0,9rem)]">
        <FormField label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <FormField
          label="Description"
          autoComplete="off"
          maxLength={200}
          error={errors.description?.message}
          {...register('description')}
        />
        <FormField
          label="Amount (£)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
      <Button type="submit" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? 'Adding…' : 'Add deduction'}
      </Button>
    </form>
  );
}
