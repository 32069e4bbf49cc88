import { SUPER_ADMIN_ONLY_MESSAGE, userTypeLabel, type PublicUser } from '@shared/user-roles';
import { Button } from '@client/components/ui/button';
import { TableCell, TableRow } from '@client/components/ui/table';
import { formatDateGB } from '@client/lib/format';
import { userExportUrl } from '../api';
import { formatManagementFee } from '../management-fee';
import { ManagementModeSelect } from './management-mode-select';
import { UserStatusBadge } from './user-status-badge';

/** One user in the admin's list: who, type, fee, status, registered, and what can be done. */
export function UserRow({
  user,
  isSelf,
  canManage,
  deciding,
  resetting,
  onDecide,
  onUserType,
  onSetFee,
  onStatement,
  onReset,
  onDelete,
  onErase,
}: {
  user: PublicUser;
  isSelf: boolean;
  /** False for a super_admin's row seen by a plain admin: the server would refuse every change. */
  canManage: boolean;
  /** An approval or rejection of this user is on its way. */
  deciding: boolean;
  resetting: boolean;
  onDecide: (next: 'approved' | 'rejected') => void;
  onUserType: () => void;
  onSetFee: () => void;
  onStatement: () => void;
  onReset: () => void;
  onDelete: () => void;
  onErase: () => void;
}) {
  const isLandlord = user.userType === 'landlord';
  // An erased account cannot be changed back (the server refuses): only its export and delete remain.
  const isErased = user.status === 'erased';
  return (
    <TableRow>
      <TableCell>
        <div className="font-medium text-slate-900">
          {user.fullName}
          {isSelf && <span className="font-normal text-slate-700"> (you)</span>}
        </div>
        <div className="text-slate-700">{user.username}</div>
        <div className="break-all text-slate-700">{user.email}</div>
      </TableCell>
      <TableCell>
        {userTypeLabel[user.userType] ?? user.userType}
        {user.role === 'super_admin' && <div className="text-xs text-slate-700">Super admin</div>}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {isLandlord && user.managementFeePercent !== null ? (
          formatManagementFee(user.managementFeePercent)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not a landlord</span>
          </>
        )}
      </TableCell>
      <TableCell>
        <UserStatusBadge status={user.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDateGB(user.createdAt)}</TableCell>
      <TableCell>
        {/* A set width wraps the actions: on one line they made the table four screens wide. */}
        <div className="flex w-72 flex-wrap gap-2 xl:w-[34rem]">
          {!canManage && <p className="max-w-56 text-xs text-slate-700">{SUPER_ADMIN_ONLY_MESSAGE}</p>}
          {canManage && user.status === 'pending' && (
            <>
              <Button size="sm" onClick={() => onDecide('approved')} disabled={deciding}>
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => onDecide('rejected')} disabled={deciding}>
                Reject
              </Button>
            </>
          )}
          {canManage && !isErased && (
            <Button size="sm" variant="outline" onClick={onUserType}>
              User Type
            </Button>
          )}
          {isLandlord && !isErased && (
            <>
              <ManagementModeSelect user={user} />
              <Button size="sm" variant="outline" onClick={onSetFee}>
                Set fee
              </Button>
              <Button size="sm" variant="outline" onClick={onStatement}>
                Statement
              </Button>
            </>
          )}
          {canManage && !isErased && (
            <Button size="sm" variant="outline" onClick={onReset} disabled={resetting}>
              Reset
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <a href={userExportUrl(user.id)} download aria-label={`Export data of ${user.fullName}`}>
              Export data
            </a>
          </Button>
          {canManage && !isErased && !isSelf && (
            <Button size="sm" variant="destructive" onClick={onErase}>
              Erase person
            </Button>
          )}
          {canManage && (
            <Button size="sm" variant="destructive" onClick={onDelete}>
              Delete
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
