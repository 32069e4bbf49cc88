import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateUserSchema,
  UpdateUserStatusSchema,
  UpdateUserTypeSchema,
  UserStatus,
} from '@shared/users';
import { localePath } from '@shared/i18n/locale';
import { PAGE_PATHS } from '@shared/routes';
import { TEMP_PASSWORD_HOURS } from '@shared/auth';
import { OWN_ROLE_MESSAGE } from '@shared/user-roles';
import { properties, rentPayments, tenants, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { Db } from '../../db/create-db';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { accountEmails } from '../../lib/mailer/templates';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { assertUnique, rethrowUniqueViolation } from '../auth/auth.service';
import { retirePasswordLinks } from '../auth/password-links';
import { assertPasswordAllowed } from '../auth/password-rules';
import { revokeUserSessions } from '../auth/session.service';
import { insertInvitedUser } from './invitations';
import { assertMayChangeRole, assertMayManage, loadActor } from './staff-rules';
import { toPublicUser } from './user.presenter';

export { INVITATION_DAYS } from './invitations';

const isAdminRow = sql`(${users.role} in ('admin', 'super_admin') or ${users.userType} = 'admin')`;

export interface ListUsersQuery {
  limit: number;
  offset: number;
  status?: UserStatus | undefined;
  q?: string | undefined;
}

export async function listUsers(ctx: AppContext, query: ListUsersQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.fullName, like), ilike(users.username, like), ilike(users.email, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toPublicUser), total: total?.n ?? 0 };
}

/** One user as the admin list answers it (admins only: the routes check). */
export async function getUser(ctx: AppContext, id: number) {
  return toPublicUser(await loadUser(ctx.db, id));
}

/** When a temporary password an admin sets stops working. */
const temporaryPasswordExpiry = () => new Date(Date.now() + TEMP_PASSWORD_HOURS * 3600_000);

/**
 * An admin-created account is approved; the person chooses their password from an e-mailed link.
 * A password the admin typed is a temporary one: it follows every password rule, must be changed
 * at first sign-in and stops working after TEMP_PASSWORD_HOURS.
 */
export async function createUser(ctx: AppContext, actorId: number, input: z.output<typeof CreateUserSchema>) {
  const username = input.username ?? input.email;
  const role = input.userType === 'admin' ? (input.role === 'super_admin' ? 'super_admin' : 'admin') : 'user';
  assertMayChangeRole(await loadActor(ctx.db, actorId), 'user', role);
  await assertUnique(ctx, username, input.email);
  if (input.password) await assertPasswordAllowed(ctx.db, input.password, { username, email: input.email });
  // Without a password from the admin the account has an unguessable one until the link is used.
  const passwordHash = await hashPassword(input.password ?? newToken());
  const user = await ctx.db
    .transaction((tx) =>
      insertInvitedUser(
        tx,
        ctx.config.publicUrl,
        {
          username,
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          phone: input.phone,
          userType: input.userType,
          role,
          ...(input.password
            ? { mustChangePassword: true, passwordExpiresAt: temporaryPasswordExpiry() }
            : {}),
        },
        accountEmails.invitation,
        'invitation',
      ),
    )
    .catch(rethrowUniqueViolation);
  ctx.kickOutbox();
  return {
    user: toPublicUser(user),
    message: 'User created. A link to set their password has been sent to their email address.',
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function loadUser(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

/**
 * Runs a change that could take an administrator away one at a time (a transaction-scoped advisory
 * lock), so two admins removing or demoting each other at once cannot both pass the
 * "another admin remains" check and leave none.
 */
export function withAdminLock<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7246001)`);
    return fn(tx);
  });
}

/** Refuses a change that would leave no approved administrator. */
export async function assertAnotherAdminRemains(db: Pick<Db, 'select'>, userId: number) {
  const [other] = await db
    .select({ n: count() })
    .from(users)
    .where(and(isAdminRow, eq(users.status, 'approved'), ne(users.id, userId)));
  if (!other?.n)
    throw conflict('This is the last administrator account; create another administrator first.');
}

export const isAdminUser = (row: typeof users.$inferSelect) =>
  row.role === 'admin' || row.role === 'super_admin' || row.userType === 'admin';

export async function deleteUser(ctx: AppContext, actorId: number, id: number) {
  await withAdminLock(ctx, async (tx) => {
    const target = await loadUser(tx, id);
    assertMayManage(await loadActor(tx, actorId), target);
    if (target.id === actorId) throw conflict('You cannot delete your own account.');
    if (isAdminUser(target)) await assertAnotherAdminRemains(tx, id);
    const [owned] = await tx.select({ n: count() }).from(properties).where(eq(properties.landlordId, id));
    const [paid] = await tx
      .select({ n: count() })
      .from(rentPayments)
      .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
      .where(eq(tenants.userId, id));
    if (owned?.n || paid?.n) {
      throw conflict(
        'This user owns properties or has financial records, which must be kept. Reassign or archive them before deleting the account.',
      );
    }
    // Sessions and links go with the user (cascade); tenancy rows keep their history without the login.
    await tx.delete(users).where(eq(users.id, id));
  }).catch(rethrowForeignKeyViolation);
  return { message: 'User deleted.' };
}

/** Any other record that must outlive the account (an uploaded image, …) makes the delete a 409, not a 500. */
function rethrowForeignKeyViolation(error: unknown): never {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  // 23503 foreign_key_violation; 23001 restrict_violation (ON DELETE RESTRICT).
  if (code === '23503' || code === '23001') {
    throw conflict(
      'Other records still refer to this user and must be kept. Reassign or remove them before deleting the account.',
    );
  }
  throw error;
}

/**
 * A temporary password the admin passes on: it must be changed at first sign-in and stops
 * working after TEMP_PASSWORD_HOURS; earlier reset and invitation links and every session end.
 */
export async function resetUserPassword(ctx: AppContext, actorId: number, id: number) {
  assertMayManage(await loadActor(ctx.db, actorId), await loadUser(ctx.db, id));
  const tempPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(tempPassword);
  await ctx.db.transaction(async (tx) => {
    // Again inside the transaction: the roles may have changed while the password was hashed.
    const target = await loadUser(tx, id);
    assertMayManage(await loadActor(tx, actorId), target);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, passwordExpiresAt: temporaryPasswordExpiry() })
      .where(eq(users.id, id));
    await retirePasswordLinks(tx, id);
    await revokeUserSessions(tx, id);
    // The e-mail says what happened; the password itself is only ever shown to the admin, once.
    if (target.id !== actorId) {
      await enqueueEmail(
        tx,
        target.email,
        accountEmails.passwordResetByAdmin(target.fullName, target.language),
        'password_reset_by_admin',
      );
    }
  });
  ctx.kickOutbox();
  return {
    tempPassword,
    message: `Temporary password created. It is shown only once and works for ${TEMP_PASSWORD_HOURS} hours; the user must change it when they next sign in.`,
  };
}

export async function changeUserType(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: z.output<typeof UpdateUserTypeSchema>,
) {
  const makesAdmin = input.userType === 'admin';
  const [row] = await withAdminLock(ctx, async (tx) => {
    const target = await loadUser(tx, id);
    const actor = await loadActor(tx, actorId);
    assertMayManage(actor, target);
    if (target.id === actorId && !makesAdmin)
      throw conflict('You cannot remove your own administrator access.');
    // Admin type gives role admin, or super_admin when asked; without a role a super_admin keeps
    // theirs. Any other type gives role user.
    const adminRole = input.role
      ? input.role === 'super_admin'
        ? 'super_admin'
        : 'admin'
      : target.role === 'super_admin'
        ? 'super_admin'
        : 'admin';
    const role = makesAdmin ? adminRole : 'user';
    if (target.id === actorId && role !== target.role) throw forbidden(OWN_ROLE_MESSAGE);
    assertMayChangeRole(actor, target.role, role);
    if (isAdminUser(target) && !makesAdmin) await assertAnotherAdminRemains(tx, id);
    const updated = await tx
      .update(users)
      .set({ userType: input.userType, role })
      .where(eq(users.id, id))
      .returning();
    // What the person may do has changed: they sign in again to pick up the new access.
    if (target.userType !== input.userType || target.role !== role) {
      await revokeUserSessions(tx, id);
    }
    return updated;
  });
  return { user: toPublicUser(row!), message: 'User type updated.' };
}

export async function setUserStatus(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: z.output<typeof UpdateUserStatusSchema>,
) {
  const result = await withAdminLock(ctx, async (tx) => {
    const target = await loadUser(tx, id);
    assertMayManage(await loadActor(tx, actorId), target);
    if (target.status === input.status) return { row: target, changed: false };
    if (input.status === 'rejected') {
      if (target.id === actorId) throw conflict('You cannot reject your own account.');
      if (isAdminUser(target)) await assertAnotherAdminRemains(tx, id);
    }
    const updated = await tx.update(users).set({ status: input.status }).where(eq(users.id, id)).returning();
    if (input.status === 'rejected') await revokeUserSessions(tx, id);
    // In the account's language, with links to the pages in it (CONTRACT.md §9).
    const link = (path: string) => `${ctx.config.publicUrl}${localePath(target.language, path)}`;
    const mail =
      input.status === 'approved'
        ? accountEmails.approved(target.fullName, link(PAGE_PATHS.login), target.language)
        : accountEmails.rejected(target.fullName, link(PAGE_PATHS.contact), target.language);
    await enqueueEmail(
      tx,
      target.email,
      mail,
      input.status === 'approved' ? 'account_approved' : 'account_rejected',
    );
    return { row: updated[0]!, changed: true };
  });
  if (!result.changed) return { user: toPublicUser(result.row), message: 'No change.' };
  ctx.kickOutbox();
  return {
    user: toPublicUser(result.row),
    message: input.status === 'approved' ? 'User approved.' : 'User rejected.',
  };
}
