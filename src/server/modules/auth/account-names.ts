import { sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db';
import { users } from '../../db/schema';

export const USERNAME_TAKEN = 'This username is already taken';
export const EMAIL_TAKEN = 'An account with this email address already exists';

/**
 * The account a sign-in name means, looked up one way only. A name with "@" is an e-mail address
 * and is matched against e-mail addresses first (an address is proven by the links sent to it; a
 * username is only typed), then usernames (accounts an admin created use the address as both);
 * a name without "@" can only be a username. Case never matters.
 */
export async function findAccountByName(db: Db, name: string) {
  const wanted = name.toLowerCase();
  const byEmail = wanted.includes('@')
    ? await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${wanted}`)
        .limit(1)
    : [];
  if (byEmail[0]) return byEmail[0];
  const [byUsername] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${wanted}`)
    .limit(1);
  return byUsername;
}

/**
 * Which of a new account's names someone else already has: a username may be nobody's username
 * nor e-mail address, and the same for an e-mail address (case-insensitive). Empty when both are free.
 */
export async function nameClashes(
  db: Db,
  username: string,
  email: string,
  exceptUserId?: number,
): Promise<Record<string, string>> {
  const names = [username.toLowerCase(), email.toLowerCase()];
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      sql`(lower(${users.username}) in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) or lower(${users.email}) in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}))`,
    );
  const fields: Record<string, string> = {};
  for (const row of rows) {
    if (row.id === exceptUserId) continue;
    const held = [row.username.toLowerCase(), row.email.toLowerCase()];
    if (held.includes(names[0]!)) fields.username = USERNAME_TAKEN;
    if (held.includes(names[1]!)) fields.email = EMAIL_TAKEN;
  }
  return fields;
}
