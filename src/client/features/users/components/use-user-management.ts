import { useState, type FormEvent } from 'react';
import { displayName, type PublicUser, type UserStatus } from '@shared/user-roles';
import { errorMessage } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import { usePendingCount, useResetUserPassword, useUpdateUserStatus, useUsers } from '../api';
import type { TempPasswordResult } from './temp-password-dialog';

export const USERS_PAGE_SIZE = 25;

export type StatusFilter = UserStatus | 'all';

/**
 * The admin's user list: the status filter and search (each back to page one), the page, the
 * approve, reject and reset actions with their toasts, and which user each dialog is open for.
 */
export function useUserManagement() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);

  const [typeUser, setTypeUser] = useState<PublicUser | null>(null);
  const [deleteUser, setDeleteUser] = useState<PublicUser | null>(null);
  const [eraseUser, setEraseUser] = useState<PublicUser | null>(null);
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

  return {
    filter: { status, changeStatus, searchText, setSearchText, onSearch },
    page: { offset, setOffset, total, rows },
    users,
    pending,
    pendingCount,
    actions: { decide, reset, busyStatusId, busyResetId },
    dialogs: {
      typeUser,
      setTypeUser,
      deleteUser,
      setDeleteUser,
      eraseUser,
      setEraseUser,
      feeUser,
      setFeeUser,
      statementUser,
      setStatementUser,
      tempPassword,
      setTempPassword,
    },
  };
}
