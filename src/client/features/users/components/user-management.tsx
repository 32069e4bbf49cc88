import { Search } from 'lucide-react';
import { mayManageAccount, type PublicUser } from '@shared/user-roles';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { Pager } from '@client/components/ui/pager';
import { Input, Select } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Table, TableBody, TableColumns } from '@client/components/ui/table';
import { DeleteUserDialog } from './delete-user-dialog';
import { EraseUserDialog } from './erase-user-dialog';
import { ManagementFeeDialog } from './management-fee-dialog';
import { StatementDialog } from './statement-dialog';
import { TempPasswordDialog } from './temp-password-dialog';
import { UserTypeDialog } from './user-type-dialog';
import { type StatusFilter, USERS_PAGE_SIZE, useUserManagement } from './use-user-management';
import { UserRow } from './user-row';

/** `currentUser` is the signed-in admin: whether they are a super_admin decides what each row offers. */
export function UserManagement({ currentUser }: { currentUser: Pick<PublicUser, 'id' | 'role'> }) {
  const { filter, page, users, pending, pendingCount, actions, dialogs } = useUserManagement();
  const { status, changeStatus, searchText, setSearchText, onSearch } = filter;
  const { offset, setOffset, total, rows } = page;

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
            <option value="erased">Erased</option>
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
            <TableColumns
              names={['User', 'User Type', 'Management fee', 'Status', 'Registered', 'Actions']}
            />
            <TableBody>
              {rows.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === currentUser.id}
                  canManage={mayManageAccount(currentUser, user)}
                  deciding={actions.busyStatusId === user.id}
                  resetting={actions.busyResetId === user.id}
                  onDecide={(next) => actions.decide(user, next)}
                  onUserType={() => dialogs.setTypeUser(user)}
                  onSetFee={() => dialogs.setFeeUser(user)}
                  onStatement={() => dialogs.setStatementUser(user)}
                  onReset={() => actions.reset(user)}
                  onDelete={() => dialogs.setDeleteUser(user)}
                  onErase={() => dialogs.setEraseUser(user)}
                />
              ))}
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

      <UserTypeDialog
        user={dialogs.typeUser}
        // Not for their own account: nobody changes their own role.
        mayGrantSuperAdmin={currentUser.role === 'super_admin' && dialogs.typeUser?.id !== currentUser.id}
        onClose={() => dialogs.setTypeUser(null)}
      />
      <DeleteUserDialog user={dialogs.deleteUser} onClose={() => dialogs.setDeleteUser(null)} />
      <EraseUserDialog user={dialogs.eraseUser} onClose={() => dialogs.setEraseUser(null)} />
      <ManagementFeeDialog user={dialogs.feeUser} onClose={() => dialogs.setFeeUser(null)} />
      <StatementDialog user={dialogs.statementUser} onClose={() => dialogs.setStatementUser(null)} />
      <TempPasswordDialog result={dialogs.tempPassword} onClose={() => dialogs.setTempPassword(null)} />
    </section>
  );
}
