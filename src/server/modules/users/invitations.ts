import { localePath, type Locale } from '@shared/i18n/locale';
import { resetPasswordPath } from '@shared/routes';
import type { UserType } from '@shared/user-roles';
import type { Db } from '../../db/create-db';
import { passwordTokens, users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import type { EmailContent } from '../../lib/mailer/templates';
import { hashToken, newToken } from '../../lib/tokens';

export const INVITATION_DAYS = 7;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface InvitedUserValues {
  username: string;
  email: string;
  fullName: string;
  phone: string | null;
  userType: UserType;
  role: 'user' | 'admin' | 'super_admin';
  /** Hashed before the transaction: argon2 is slow and must not hold it open. */
  passwordHash: string;
  /** Set when an admin typed a temporary password: it must be changed and it expires. */
  mustChangePassword?: boolean;
  passwordExpiresAt?: Date;
}

/**
 * Inside the caller's transaction: an approved account, a single-use set-your-password link valid
 * for INVITATION_DAYS, and the e-mail carrying it queued in the outbox. Used by the admin's
 * "create user" and by a landlord adding a tenant, so both invitations work the same way.
 * The caller kicks the outbox after committing.
 */
export async function insertInvitedUser(
  tx: Tx,
  publicUrl: string,
  values: InvitedUserValues,
  /** Written in the new account's language, with the link to the page in it. */
  mail: (name: string, url: string, days: number, locale: Locale) => EmailContent,
  template: string,
  /** The tenancy an invitation to a tenant is about: its landlord sees it in its Communications. */
  options?: { tenantId?: number },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, status: 'approved' })
    .returning();
  const token = newToken();
  await tx.insert(passwordTokens).values({
    userId: row!.id,
    tokenHash: hashToken(token),
    purpose: 'invite',
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000),
  });
  const url = `${publicUrl}${localePath(row!.language, resetPasswordPath(token, row!.id))}`;
  await enqueueEmail(
    tx,
    row!.email,
    mail(row!.fullName, url, INVITATION_DAYS, row!.language),
    template,
    undefined,
    options,
  );
  return row!;
}
