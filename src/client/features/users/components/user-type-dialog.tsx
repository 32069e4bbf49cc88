import { useState, type FormEvent } from 'react';
import { USER_TYPES, userTypeLabel, type PublicUser, type Role, type UserType } from '@shared/user-roles';
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

/**
 * PATCH /api/admin/users/{id}/type. The server sets the role to match (admin → admin, else user);
 * a super admin may also make an admin a super admin or take that back (`mayGrantSuperAdmin`).
 */
export function UserTypeDialog({
  user,
  mayGrantSuperAdmin,
  onClose,
}: {
  user: PublicUser | null;
  mayGrantSuperAdmin: boolean;
  onClose: () => void;
}) {
  return (
    <RecordDialog record={user} onClose={onClose}>
      {(user) => (
        <UserTypeForm key={user.id} user={user} mayGrantSuperAdmin={mayGrantSuperAdmin} onClose={onClose} />
      )}
    </RecordDialog>
  );
}

function UserTypeForm({
  user,
  mayGrantSuperAdmin,
  onClose,
}: {
  user: PublicUser;
  mayGrantSuperAdmin: boolean;
  onClose: () => void;
}) {
  const [userType, setUserType] = useState<UserType>(user.userType);
  const [superAdmin, setSuperAdmin] = useState(user.role === 'super_admin');
  const update = useUpdateUserType();
  const role: Role | undefined =
    mayGrantSuperAdmin && userType === 'admin' ? (superAdmin ? 'super_admin' : 'admin') : undefined;
  const unchanged = userType === user.userType && (role === undefined || role === user.role);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: user.id, userType, role },
      {
        onSuccess: () => {
          toast({
            title: 'User Type Updated',
            description:
              role === 'super_admin'
                ? `${displayName(user)} is now a super admin.`
                : `${displayName(user)} is now ${userType === 'admin' ? 'an' : 'a'} ${userTypeLabel[userType].toLowerCase()}.`,
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
        {mayGrantSuperAdmin && userType === 'admin' && (
          <div className="flex items-start gap-2">
            <input
              id="user-type-super-admin"
              type="checkbox"
              checked={superAdmin}
              onChange={(event) => setSuperAdmin(event.target.checked)}
              aria-describedby="user-type-super-admin-hint"
              className="mt-0.5 size-4 accent-brand-700"
            />
            <div>
              <label htmlFor="user-type-super-admin" className="text-sm font-medium text-slate-900">
                Super admin
              </label>
              <p id="user-type-super-admin-hint" className="text-sm text-slate-700">
                May manage other super admins and give or take away this role.
              </p>
            </div>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={update.isPending || unchanged}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
