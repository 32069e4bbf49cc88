import { userStatusLabel, type UserStatus } from '@shared/user-roles';
import { Badge } from '@client/components/ui/badge';

const variant = { approved: 'success', pending: 'warning', rejected: 'danger', erased: 'neutral' } as const;

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={variant[status] ?? 'neutral'}>{userStatusLabel[status] ?? status}</Badge>;
}
