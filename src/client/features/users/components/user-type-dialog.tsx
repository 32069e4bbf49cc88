import { useState, type FormEvent } from 'react';
import { USER_TYPES, userTypeLabel, type PublicUser, type UserType } from '@shared/user-roles';
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
import { toast } from '@client/components/ui/toast-store';
import { displayName } from '@shared/user-roles';
import { useUpdateUserType } from '../api';

/** PATCH /api/admin/users/{id}/type. The server sets the role to match (admin → admin, else user). */
export function UserTypeDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  return (
    <RecordDialog record={user} onClose={onClose}>
      {(user) => <UserTypeForm key={user.id} user={user} onClose={onClose} />}
    </RecordDialog>
  );
}

function UserTypeForm({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const [userType, setUserType] = useState<UserType>(user.userType);
  const update = useUpdateUserType();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: user.id, userType },
      {
        onSuccess: () => {
          toast({
            title: 'User Type Updated',
            description: `${displayName(user)} is now ${userType === 'admin' ? 'an' : 'a'} ${userTypeLabel[userType].toLowerCase()}.`,
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update user type',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <DialogContent>
      <DialogTitle>Update User Type</DialogTitle>
      <DialogDescription>Choose the account type for {displayName(user)}.</DialogDescription>
      <form onSubmit={onSubmit} className="space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">User type</legend>
          <div className="mt-3 space-y-2">
            {USER_TYPES.map((type) => (
              <div key={type} className="flex items-center gap-2">
                <input
                  id={`user-type-${type}`}
                  type="radio"
                  name="userType"
                  value={type}
                  checked={userType === type}
                  onChange={() => setUserType(type)}
                  className="size-4 accent-brand-700"
                />
                <label htmlFor={`user-type-${type}`} className="text-sm text-slate-900">
                  {userTypeLabel[type]}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={update.isPending || userType === user.userType}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
