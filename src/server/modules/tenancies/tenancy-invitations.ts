import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locale';
import { tenancyInvitationPath } from '@shared/routes';
import { TENANCY_INVITATION_DAYS, type TenancyInvitationState } from '@shared/tenancies';
import type { Db } from '../../db/create-db';
import { tenancyInvitations, type tenants } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { hashToken, newToken } from '../../lib/tokens';
import { tenancyEmails, type PropertyRef } from './tenancy-emails';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TenantRow = typeof tenants.$inferSelect;

export interface InvitedAccount {
  id: number;
  fullName: string;
  email: string;
  /** The account's language: the invitation is written in it. */
  language: Locale;
}

/** Older invitations for the tenancy stop working: a new one, or a new address, replaces them. */
export async function revokePendingInvitations(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .update(tenancyInvitations)
    .set({ status: 'revoked', respondedAt: new Date() })
    .where(and(eq(tenancyInvitations.tenantId, tenantId), eq(tenancyInvitations.status, 'pending')));
}

/**
 * Inside the caller's transaction: an existing account is invited to the tenancy, never linked at
 * once (issue #17). The token is random, stored hashed, works once and for
 * TENANCY_INVITATION_DAYS, and is bound to the tenancy, the account and its address. The e-mail
 * goes through the outbox, logged against the tenancy (the log hides the link's token).
 */
export async function inviteToTenancy(
  tx: Tx,
  publicUrl: string,
  tenantId: number,
  account: InvitedAccount,
  property: PropertyRef,
  landlordName: string,
): Promise<void> {
  await revokePendingInvitations(tx, tenantId);
  const token = newToken();
  const [row] = await tx
    .insert(tenancyInvitations)
    .values({
      tenantId,
      userId: account.id,
      email: account.email.toLowerCase(),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TENANCY_INVITATION_DAYS * 24 * 3600_000),
    })
    .returning({ id: tenancyInvitations.id });
  await enqueueEmail(
    tx,
    account.email,
    tenancyEmails.joinInvitation(
      account.fullName,
      property,
      landlordName,
      `${publicUrl}${tenancyInvitationPath(row!.id, token)}`,
      TENANCY_INVITATION_DAYS,
      account.language,
    ),
    'tenancy_invitation',
    undefined,
    { tenantId },
  );
}

/**
 * The invitation state the landlord sees for each unlinked tenancy: its latest invitation, when
 * that is still pending (or has lapsed) or was declined. Linked tenancies have none.
 */
export async function invitationStates(
  db: Pick<Db, 'select'>,
  rows: Pick<TenantRow, 'id' | 'userId'>[],
  now = new Date(),
): Promise<Map<number, TenancyInvitationState>> {
  const ids = rows.filter((r) => r.userId === null).map((r) => r.id);
  const states = new Map<number, TenancyInvitationState>();
  if (!ids.length) return states;
  const invitations = await db
    .select()
    .from(tenancyInvitations)
    .where(inArray(tenancyInvitations.tenantId, ids))
    .orderBy(desc(tenancyInvitations.createdAt), desc(tenancyInvitations.id));
  const seen = new Set<number>();
  for (const inv of invitations) {
    // Rows come newest first: only each tenancy's latest invitation counts.
    if (seen.has(inv.tenantId)) continue;
    seen.add(inv.tenantId);
    if (inv.status === 'revoked' || inv.status === 'accepted') continue;
    states.set(inv.tenantId, {
      status: inv.status === 'declined' ? 'declined' : inv.expiresAt <= now ? 'expired' : 'pending',
      email: inv.email,
      sentAt: inv.createdAt.toISOString(),
      expiresAt: inv.expiresAt.toISOString(),
      respondedAt: inv.respondedAt?.toISOString() ?? null,
    });
  }
  return states;
}
