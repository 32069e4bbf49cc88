import type { Property } from '@shared/properties';
import { errorMessage } from '@client/app/api-client';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/toast-store';
import { useDeleteProperty } from '../api';

/**
 * DELETE /api/properties/{id} after SPEC.md's confirmation. A property with history is archived
 * rather than deleted; the server's message says which, and the toast shows it.
 */
export function DeletePropertyDialog({
  property,
  onClose,
  onDeleted,
}: {
  property: Property | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}) {
  const remove = useDeleteProperty();

  const confirm = () => {
    if (!property) return;
    remove.mutate(property.id, {
      onSuccess: (answer) => {
        toast({
          title: answer?.archived ? 'Property Archived' : 'Property Deleted',
          description: answer?.message || `"${property.title}" has been deleted.`,
          variant: 'success',
        });
        onDeleted?.(property.id);
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Failed to Delete Property',
          description: errorMessage(error, 'An error occurred. Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={property !== null}
      title="Delete Property"
      confirmLabel="Delete Property"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {property && (
        <>Are you sure you want to delete &quot;{property.title}&quot;? This action cannot be undone.</>
      )}
    </ConfirmDialog>
  );
}
