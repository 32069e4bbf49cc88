import type { PublicUser } from '@shared/users';
import { errorMessage } from '@client/app/api-client';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { displayName } from '@shared/users';
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
    <AlertDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      {user && (
        <AlertDialogContent>
          <AlertDialogTitle>Delete User</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &quot;{displayName(user)}&quot;? This action cannot be undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete User'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
