import type { PublicUser } from '@shared/user-roles';
import { displayName } from '@shared/user-roles';
import { errorMessage } from '@client/app/api-client';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/toast-store';
import { useEraseUser } from '../api';

/**
 * POST /api/admin/users/{id}/erase after a confirmation that names the person and says what is
 * kept (UK GDPR erasure). A 409 or 403 carries the reason, shown in the toast.
 */
export function EraseUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const erase = useEraseUser();

  const confirm = () => {
    if (!user) return;
    erase.mutate(user.id, {
      onSuccess: (answer) => {
        toast({
          title: 'Person Erased',
          description: `${displayName(user)} is now shown as "${answer.user.fullName}".`,
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Failed to erase person',
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
      title="Erase Person"
      confirmLabel="Erase Person"
      pendingLabel="Erasing…"
      isPending={erase.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {user && (
        <span className="block space-y-2">
          <span className="block">
            Erase &quot;{displayName(user)}&quot; ({user.email})? Their name, email address, phone number and
            username are replaced by a pseudonym, they are signed out and can no longer sign in, and their
            enquiries and repair access notes are deleted.
          </span>
          <span className="block">
            Kept under the pseudonym, as the law requires: rent payments, deposits and arrears for six years,
            and the records of their tenancies until six years after each ends. This cannot be undone.
          </span>
        </span>
      )}
    </ConfirmDialog>
  );
}
