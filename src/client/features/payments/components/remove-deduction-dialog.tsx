import type { Deduction } from '@shared/deductions';
import { formatPence } from '@shared/money';
import { errorMessage } from '@client/app/api-client';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { useRemoveDeduction } from '../api';

export function RemoveDeductionDialog({
  propertyId,
  deduction,
  onClose,
}: {
  propertyId: number;
  deduction: Deduction | null;
  onClose: () => void;
}) {
  const remove = useRemoveDeduction(propertyId);
  const confirm = () => {
    if (!deduction) return;
    remove.mutate(deduction.id, {
      onSuccess: () => {
        toast({
          title: 'Deduction Removed',
          description: 'It will no longer be taken from the rent.',
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove deduction. Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={deduction !== null}
      title="Remove Deduction"
      confirmLabel="Remove Deduction"
      pendingLabel="Removing…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {deduction && (
        <>
          Remove &quot;{deduction.description}&quot; ({formatPence(deduction.amount)},{' '}
          {formatDateGB(deduction.date)})? It will no longer be taken from the rent in the statement.
        </>
      )}
    </ConfirmDialog>
  );
}
