/** Whose sign-in a tenancy is for: the account its e-mail belongs to, invited or made (issue #17). */
import { eq, or, sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locale';
import type { Db } from '../../db/create-db';
import { users, type properties } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { insertInvitedUser } from '../users/invitations';
import type { TenantData } from './tenancies.service';
import { tenancyEmails } from './tenancy-emails';
import { inviteToTenancy, revokePendingInvitations } from './tenancy-invitations';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PropertyRow = typeof properties.$inferSelect;

/**
 * What happened to the tenant's sign-in: an existing account was sent an invitation to join (it is
 * linked only when they accept, issue #17); a new account was made and invited to set a password.
 */
export type AccountOutcome = 'invitation_sent' | 'invited' | 'unchanged';

export const NOT_A_TENANT_ACCOUNT = 'This email address belongs to an account that is not a tenant account';
export const REJECTED_ACCOUNT =
  'This email address belongs to an account that cannot be used; please contact us';
export const ACCOUNT_EXISTS = 'An account with this email address already exists';

export const emailConflict = (message: string) => conflict(message, { email: message });

export const accountMessages: Record<AccountOutcome, string> = {
  invitation_sent:
    'They already have a tenant account, so we have e-mailed them an invitation. The tenancy is linked to their account when they accept.',
  invited: 'An e-mail with a link to set their password has been sent to them.',
  unchanged: '',
};

export type Account =
  | { kind: 'existing'; id: number; fullName: string; email: string; language: Locale }
  | { kind: 'new'; passwordHash: string };

/**
 * Who the e-mail address belongs to: an approved or pending tenant account is invited; a landlord's
 * or staff account, or a rejected one, is refused (409 on `email`); otherwise a new account will be
 * invited. The password hash for a new account is made here, outside any transaction.
 */
export async function accountFor(ctx: AppContext, email: string): Promise<Account> {
  const found = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      fullName: users.fullName,
      userType: users.userType,
      role: users.role,
      status: users.status,
      language: users.language,
    })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${email}`, sql`lower(${users.username}) = ${email}`));
  const byEmail = found.find((u) => u.email.toLowerCase() === email);
  if (byEmail) {
    if (byEmail.userType !== 'tenant' || byEmail.role !== 'user') throw emailConflict(NOT_A_TENANT_ACCOUNT);
    if (byEmail.status === 'rejected') throw emailConflict(REJECTED_ACCOUNT);
    return {
      kind: 'existing',
      id: byEmail.id,
      fullName: byEmail.fullName,
      email: byEmail.email,
      language: byEmail.language,
    };
  }
  // The new account's username is the e-mail address; someone else may already use it as theirs.
  if (found.length) throw emailConflict(ACCOUNT_EXISTS);
  // Unguessable until the person sets their own password from the link.
  return { kind: 'new', passwordHash: await hashPassword(newToken()) };
}

async function landlordNameOf(db: Pick<Db, 'select'>, property: PropertyRow): Promise<string> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, property.landlordId));
  return row?.fullName ?? 'Your landlord';
}

/**
 * Inside the transaction: the user id to store, with the invitation queued. An existing account is
 * only invited (null: not linked until its owner accepts, issue #17); a new account is made and
 * linked, since only the person who owns the address can set its password. Both e-mails are about
 * the tenancy `tenantId`, so its landlord sees them in that tenant's Communications.
 */
export async function attachAccount(
  ctx: AppContext,
  tx: Tx,
  account: Account,
  input: Pick<TenantData, 'email' | 'fullName' | 'phone'>,
  property: PropertyRow,
  tenantId: number,
): Promise<number | null> {
  const landlordName = await landlordNameOf(tx, property);
  await revokePendingInvitations(tx, tenantId);
  if (account.kind === 'existing') {
    await inviteToTenancy(tx, ctx.config.publicUrl, tenantId, account, property, landlordName);
    return null;
  }
  const user = await insertInvitedUser(
    tx,
    ctx.config.publicUrl,
    {
      username: input.email,
      email: input.email,
      fullName: input.fullName,
      phone: input.phone ?? null,
      userType: 'tenant',
      role: 'user',
      passwordHash: account.passwordHash,
    },
    tenancyEmails.invitation(property, landlordName),
    'tenant_invitation',
    { tenantId },
  );
  return user.id;
}
