import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import { displayName, type PublicUser } from '@shared/user-roles';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  RecordDialog,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useUpdateManagementFee } from '../api';
import {
  MANAGEMENT_FEE_FIELDS,
  ManagementFeeFormSchema,
  formatManagementFee,
  managementFeeFormDefaults,
  type ManagementFeeFormOutput,
  type ManagementFeeFormValues,
} from '../management-fee';

/** Set a landlord's management fee: the share of rent due that the agency keeps on statements. */
export function ManagementFeeDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  return (
    <RecordDialog record={user} onClose={onClose}>
      {(user) => <ManagementFeeForm key={user.id} user={user} onClose={onClose} />}
    </RecordDialog>
  );
}

function ManagementFeeForm({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const update = useUpdateManagementFee();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ManagementFeeFormValues, unknown, ManagementFeeFormOutput>({
    resolver: zodResolver(ManagementFeeFormSchema),
    defaultValues: managementFeeFormDefaults(user.managementFeePercent),
  });

  const onSubmit = ({ managementFeePercent }: ManagementFeeFormOutput) => {
    update.mutate(
      { id: user.id, managementFeePercent },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Fee Updated',
            description: `${displayName(user)}'s management fee is now ${formatManagementFee(answer.managementFeePercent)} of rent due.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, MANAGEMENT_FEE_FIELDS);
          toast({
            title: 'Failed to update fee',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogTitle>Management fee for {displayName(user)}</DialogTitle>
      <DialogDescription>
        The agency keeps this share of each month&apos;s rent due; it appears on the landlord&apos;s
        statements.
      </DialogDescription>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <FormField
          label="Fee (% of rent due)"
          inputMode="decimal"
          autoComplete="off"
          hint="Up to two decimal places, for example 10 or 12.5."
          error={errors.managementFeePercent?.message}
          {...register('managementFeePercent')}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={update.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
