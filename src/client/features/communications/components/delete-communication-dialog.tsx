import type { Communication } from '@shared/communications';
import { errorMessage } from '@client/app/api-client';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/toast-store';
import { useDeleteCommunication } from '../api';

export function DeleteCommunicationDialog({
  communication,
  onClose,
}: {
  communication: Communication | null;
  onClose: () => void;
}) {
  const remove = useDeleteCommunication();
  const confirm = () => {
    if (!communication) return;
    remove.mutate(communication.id, {
      onSuccess: () => {
        toast({
          title: 'Communication Deleted',
          description: 'The communication has been deleted.',
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete communication. Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={communication !== null}
      title="Delete Communication"
      confirmLabel="Delete Communication"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {communication && (
        <>
          Are you sure you want to delete the communication &quot;{communication.subject}&quot;? This action
          cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
