import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locale';
import type { PublicUser } from '@shared/users';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { toPublicUser } from '../users/user.presenter';

/** The language a person reads their portal, e-mails and texts in (CONTRACT.md §9). */
export async function setLanguage(
  ctx: AppContext,
  userId: number,
  language: Locale,
): Promise<{ user: PublicUser }> {
  const [row] = await ctx.db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return { user: toPublicUser(row!) };
}
