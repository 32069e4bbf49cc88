import type { PublicUser } from '@shared/user-roles';
import { errorMessage } from '@client/app/api-client';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/toast-store';
import { displayName } from '@shared/user-roles';
import { useDeleteUser } from '../api';

/** DELETE /api/admin/users/{id} after a confirmation. A 409 carries the reason, shown in the toast. */
export function DeleteUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const remove = useDeleteUser();

  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'User Deleted', description: `${displayName(user)} has been deleted.` });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Failed to delete user',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete User"
      confirmLabel="Delete User"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {user && (
        <>Are you sure you want to delete &quot;{displayName(user)}&quot;? This action cannot be undone.</>
      )}
    </ConfirmDialog>
  );
}
