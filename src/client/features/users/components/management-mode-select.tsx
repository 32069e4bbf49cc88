import { useId } from 'react';
import { displayName, type PublicUser } from '@shared/user-roles';
import { errorMessage } from '@client/app/api-client';
import { Select } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast-store';
import { useSetManagementMode, type ManagementMode } from '../api';

/** A landlord's arrangement: fully managed by the agency, or let-only (PATCH /api/admin/users/{id}/management-mode). */
export function ManagementModeSelect({ user }: { user: PublicUser }) {
  const id = useId();
  const change = useSetManagementMode(user.id);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-xs">
        Management<span className="sr-only"> for {displayName(user)}</span>
      </Label>
      <Select
        id={id}
        className="h-9 w-auto py-1"
        value={user.managementMode ?? ''}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(event.target.value as ManagementMode, {
            onSuccess: (answer) =>
              toast({
                title: 'Management mode saved',
                description: `${displayName(user)} is now ${answer.managementMode === 'let_only' ? 'let-only' : 'fully managed'}.`,
              }),
            onError: (error) =>
              toast({
                title: 'Failed to save management mode',
                description: errorMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      >
        {user.managementMode === null && (
          <option value="" disabled>
            Not set
          </option>
        )}
        <option value="fully_managed">Fully managed</option>
        <option value="let_only">Let-only</option>
      </Select>
    </div>
  );
}
