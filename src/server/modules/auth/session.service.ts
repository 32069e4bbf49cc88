import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { isAdmin, type PublicUser } from '@shared/users';
import type { Db } from '../../db/create-db';
import { preparedQuery } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { publicUserColumns, toPublicUser } from '../users/user.presenter';

export type SessionUser = PublicUser;

const HOUR = 3600_000;
export const SESSION_LIFETIME = { normal: 24 * HOUR, remembered: 30 * 24 * HOUR, adminMax: 12 * HOUR };

/** 24 hours, or 30 days with Remember Me; never more than 12 hours for an admin. */
export function sessionLifetimeMs(user: Pick<PublicUser, 'role' | 'userType'>, rememberMe: boolean): number {
  const wanted = rememberMe ? SESSION_LIFETIME.remembered : SESSION_LIFETIME.normal;
  return isAdmin(user) ? Math.min(wanted, SESSION_LIFETIME.adminMax) : wanted;
}

type DbOrTx = Pick<Db, 'insert' | 'update' | 'select'>;

export async function createSession(
  db: DbOrTx,
  user: Pick<PublicUser, 'id' | 'role' | 'userType'>,
  rememberMe: boolean,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(user, rememberMe));
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The live session of a token's hash and its approved user: asked on every signed-in request. */
const sessionUserQuery = preparedQuery('session_user', (db, _shape: 'any', name) =>
  db
    .select({ ...publicUserColumns, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'approved'),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The approved user behind a live session token, or null. */
export async function findSessionUser(
  db: Db,
  token: string,
): Promise<{ user: SessionUser; sessionId: number } | null> {
  const [row] = await sessionUserQuery(db, 'any').execute({ tokenHash: hashToken(token) });
  return row ? { user: toPublicUser(row), sessionId: row.sessionId } : null;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Revoke every live session of a user, except (optionally) the one making the change. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
