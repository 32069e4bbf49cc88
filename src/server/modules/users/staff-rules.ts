import { eq } from 'drizzle-orm';
import { ErrorCode } from '@shared/errors';
import {
  mayManageAccount,
  SUPER_ADMIN_ONLY_MESSAGE,
  SUPER_ADMIN_ROLE_MESSAGE,
  type Role,
} from '@shared/user-roles';
import type { Db } from '../../db/create-db';
import { users } from '../../db/schema';
import { forbidden, unauthenticated } from '../../lib/app-error';

/**
 * The acting admin as the database has them now, not as their session was when it was checked:
 * read inside the caller's transaction (and lock), so a role taken away a moment ago counts.
 */
export async function loadActor(db: Pick<Db, 'select'>, actorId: number) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, actorId));
  if (!row) throw unauthenticated();
  return row;
}

/** 403 unless the actor may act on the target's account at all (a super_admin only by a super_admin). */
export function assertMayManage(actor: { role: Role }, target: { role: Role }): void {
  if (!mayManageAccount(actor, target))
    throw forbidden(SUPER_ADMIN_ONLY_MESSAGE, ErrorCode.superAdminRequired);
}

/** 403 unless the actor may give or take away the super_admin role (from → to). */
export function assertMayChangeRole(actor: { role: Role }, from: Role, to: Role): void {
  const touchesSuper = (from === 'super_admin') !== (to === 'super_admin');
  if (touchesSuper && actor.role !== 'super_admin')
    throw forbidden(SUPER_ADMIN_ROLE_MESSAGE, ErrorCode.superAdminRequired);
}
