import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { userTypeLabel, type PublicUser, type UserStatus } from '@shared/user-roles';
import { api, errorMessage } from '@client/app/api-client';
import { queryRoots } from '@client/app/query-keys';
import { Button } from '@client/components/ui/button';
import { Pager } from '@client/components/ui/pager';
import { Input, Select } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { toast } from '@client/components/ui/toast-store';
import { displayName } from '@shared/user-roles';
import { formatDateGB } from '@client/lib/format';
import { usePendingCount, useResetUserPassword, useUpdateUserStatus, useUsers, userKeys } from '../api';
import { formatManagementFee } from '../management-fee';
import { DeleteUserDialog } from './delete-user-dialog';
import { ManagementFeeDialog } from './management-fee-dialog';
import { StatementDialog } from './statement-dialog';
import { TempPasswordDialog, type TempPasswordResult } from './temp-password-dialog';
import { UserStatusBadge } from './user-status-badge';
import { UserTypeDialog } from './user-type-dialog';

export const USERS_PAGE_SIZE = 25;

type StatusFilter = UserStatus | 'all';

export function UserManagement({ currentUserId }: { currentUserId: number }) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);

  const [typeUser, setTypeUser] = useState<PublicUser | null>(null);
  const [deleteUser, setDeleteUser] = useState<PublicUser | null>(null);
  const [feeUser, setFeeUser] = useState<PublicUser | null>(null);
  const [statementUser, setStatementUser] = useState<PublicUser | null>(null);
  const [tempPassword, setTempPassword] = useState<TempPasswordResult | null>(null);

  const users = useUsers({
    status: status === 'all' ? undefined : status,
    q: q || undefined,
    limit: USERS_PAGE_SIZE,
    offset,
  });
  const pending = usePendingCount();
  const updateStatus = useUpdateUserStatus();
  const resetPassword = useResetUserPassword();

  const pendingCount = pending.data ?? 0;
  const total = users.data?.total ?? 0;
  const rows = users.data?.items ?? [];

  const changeStatus = (next: StatusFilter) => {
    setStatus(next);
    setOffset(0);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(searchText.trim());
    setOffset(0);
  };

  const decide = (user: PublicUser, next: 'approved' | 'rejected') => {
    updateStatus.mutate(
      { id: user.id, status: next },
      {
        onSuccess: () =>
          toast({
            title: next === 'approved' ? 'User Approved' : 'User Rejected',
            description:
              next === 'approved'
                ? `${displayName(user)} can now sign in.`
                : `${displayName(user)}'s registration has been rejected.`,
          }),
        onError: (error) =>
          toast({
            title: 'Failed to update user status',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const reset = (user: PublicUser) => {
    resetPassword.mutate(user.id, {
      onSuccess: (answer) =>
        setTempPassword({ user, tempPassword: answer.tempPassword, message: answer.message }),
      onError: (error) =>
        toast({
          title: 'Failed to reset password',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const busyStatusId = updateStatus.isPending ? updateStatus.variables?.id : undefined;
  const busyResetId = resetPassword.isPending ? resetPassword.variables : undefined;

  return (
    <section aria-labelledby="users-heading" className="space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="users-heading" className="text-2xl font-semibold text-slate-900">
          User Management
        </h2>
        {pendingCount > 0 && status !== 'pending' && (
          <Button variant="secondary" onClick={() => changeStatus('pending')}>
            Show pending registrations ({pendingCount})
          </Button>
        )}
      </div>

      <p className="text-slate-700" aria-live="polite">
        {pending.isSuccess &&
          (pendingCount === 0
            ? 'No registrations are waiting for approval.'
            : `${pendingCount} registration${pendingCount === 1 ? ' is' : 's are'} waiting for approval.`)}
      </p>

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="space-y-1 md:w-56">
          <Label htmlFor="user-status-filter">Status</Label>
          <Select
            id="user-status-filter"
            value={status}
            onChange={(event) => changeStatus(event.target.value as StatusFilter)}
          >
            <option value="all">All users</option>
            <option value="pending">Pending{pending.isSuccess ? ` (${pendingCount})` : ''}</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </Select>
        </div>
        <form role="search" onSubmit={onSearch} className="flex flex-1 items-end gap-2">
          <div className="flex-1 space-y-1">
            <Label htmlFor="user-search">Search users</Label>
            <Input
              id="user-search"
              type="search"
              value={searchText}
              placeholder="Name, username or email"
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
      </div>

      {users.isPending ? (
        <Loading label="Loading users…" />
      ) : users.isError ? (
        <FormAlert>
          {errorMessage(users.error, 'Failed to load users. Please refresh the page to try again.')}
        </FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No users found.</p>
      ) : (
        <>
          <Table label="Users">
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>User Type</TableHead>
                <TableHead>Management fee</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Registered</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((user) => {
                const isSelf = user.id === currentUserId;
                const isLandlord = user.userType === 'landlord';
                return (
                  <TableRow key={user.id}>
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
                      {user.role === 'super_admin' && (
                        <div className="text-xs text-slate-700">Super admin</div>
                      )}
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
                      <div className="flex min-w-max flex-wrap gap-2">
                        {user.status === 'pending' && (
                          <>
                            <Button
                              size="sm"
                              onClick={() => decide(user, 'approved')}
                              disabled={busyStatusId === user.id}
                            >
                              Approve
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => decide(user, 'rejected')}
                              disabled={busyStatusId === user.id}
                            >
                              Reject
                            </Button>
                          </>
                        )}
                        <Button size="sm" variant="outline" onClick={() => setTypeUser(user)}>
                          User Type
                        </Button>
                        {isLandlord && (
                          <>
                            <ManagementModeSelect user={user} />
                            <Button size="sm" variant="outline" onClick={() => setFeeUser(user)}>
                              Set fee
                            </Button>
                            <Button size="sm" variant="outline" onClick={() => setStatementUser(user)}>
                              Statement
                            </Button>
                          </>
                        )}
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => reset(user)}
                          disabled={busyResetId === user.id}
                        >
                          Reset
                        </Button>
                        <Button size="sm" variant="destructive" onClick={() => setDeleteUser(user)}>
                          Delete
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pager
            label="User list pages"
            noun={['user', 'users']}
            offset={offset}
            pageSize={USERS_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffsetChange={setOffset}
          />
        </>
      )}

      <UserTypeDialog user={typeUser} onClose={() => setTypeUser(null)} />
      <DeleteUserDialog user={deleteUser} onClose={() => setDeleteUser(null)} />
      <ManagementFeeDialog user={feeUser} onClose={() => setFeeUser(null)} />
      <StatementDialog user={statementUser} onClose={() => setStatementUser(null)} />
      <TempPasswordDialog result={tempPassword} onClose={() => setTempPassword(null)} />
    </section>
  );
}

type ManagementMode = 'fully_managed' | 'let_only';

/** A landlord's arrangement: fully managed by the agency, or let-only (PATCH /api/admin/users/{id}/management-mode). */
function ManagementModeSelect({ user }: { user: PublicUser }) {
  const id = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (managementMode: ManagementMode) =>
      api.patch<{ id: number; managementMode: ManagementMode }>(
        `/api/admin/users/${user.id}/management-mode`,
        {
          managementMode,
        },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // Let-only landlords need a licence: their compliance changes with the mode.
        queryClient.invalidateQueries({ queryKey: queryRoots.compliance }),
      ]),
  });
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
