import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AGENCY } from '@shared/agency';
import { ErrorCode } from '@shared/errors';
import { PAGE_PATHS } from '@shared/routes';
import type { TenantInvitation } from '@shared/tenant-portal';
import type { PublicUser } from '@shared/users';
import { properties, tenancyInvitations, tenants, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { hashToken } from '../../lib/tokens';
import { tenancyEmails } from '../tenancies/tenancy-emails';

type InvitedActor = Pick<PublicUser, 'id' | 'userType' | 'email' | 'fullName'>;
export type InvitationAnswer = 'accept' | 'decline';

export const ACCEPTED_MESSAGE = 'Invitation accepted. The tenancy is now in your tenant portal.';
export const DECLINED_MESSAGE = 'Invitation declined. We have let the landlord know.';
export const GONE_MESSAGE =
  'This invitation is no longer open: it has been answered, replaced or has expired. Ask your landlord to send it again if you need it.';

const gone = () => new AppError(ErrorCode.invitationGone, GONE_MESSAGE);

function assertTenantAccount(actor: InvitedActor) {
  if (actor.userType !== 'tenant') throw forbidden('Only tenants have a tenant portal.');
}

/**
 * An invitation is the signed-in account's when it was sent to this account at the address the
 * account still has: anyone else's, or one named by a token that is not its own, is not found.
 */
const ownInvitation = (actor: InvitedActor) =>
  and(eq(tenancyInvitations.userId, actor.id), eq(tenancyInvitations.email, actor.email.toLowerCase()));

/** GET /api/tenant/invitations: the open invitations to this account, newest first. */
export async function listOwnInvitations(ctx: AppContext, actor: InvitedActor): Promise<TenantInvitation[]> {
  assertTenantAccount(actor);
  const rows = await ctx.db
    .select({
      id: tenancyInvitations.id,
      expiresAt: tenancyInvitations.expiresAt,
      tenant: { leaseStart: tenants.leaseStart, leaseEnd: tenants.leaseEnd, rentAmount: tenants.rentAmount },
      property: {
        title: properties.title,
        address: properties.address,
        city: properties.city,
        postcode: properties.postcode,
      },
      landlordName: users.fullName,
    })
    .from(tenancyInvitations)
    .innerJoin(tenants, eq(tenants.id, tenancyInvitations.tenantId))
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(
      and(
        ownInvitation(actor),
        eq(tenancyInvitations.status, 'pending'),
        gt(tenancyInvitations.expiresAt, sql`now()`),
        isNull(tenants.userId),
      ),
    )
    .orderBy(desc(tenancyInvitations.createdAt), desc(tenancyInvitations.id));
  return rows.map((r) => ({
    id: r.id,
    agencyName: AGENCY.name,
    landlordName: r.landlordName,
    propertyTitle: r.property.title,
    address: `${r.property.address}, ${r.property.city} ${r.property.postcode}`,
    leaseStart: r.tenant.leaseStart,
    leaseEnd: r.tenant.leaseEnd,
    rentAmount: r.tenant.rentAmount,
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/**
 * POST /api/tenant/invitations/{id}/accept|decline. Only the invited account, signed in, answers
 * (404 for anyone else, and for a token that is not this invitation's). An invitation answers once:
 * answered, replaced or expired is 410. Accepting links the tenancy to the account, and only then
 * does it reach the portal, repairs, payments, documents and messages; declining leaves it
 * unlinked and e-mails the landlord.
 */
export async function answerInvitation(
  ctx: AppContext,
  actor: InvitedActor,
  id: number,
  token: string | undefined,
  answer: InvitationAnswer,
): Promise<{ message: string; tenancyId: number | null }> {
  assertTenantAccount(actor);
  const [found] = await ctx.db
    .select({ tokenHash: tenancyInvitations.tokenHash })
    .from(tenancyInvitations)
    .where(and(eq(tenancyInvitations.id, id), ownInvitation(actor)));
  if (!found || (token !== undefined && hashToken(token) !== found.tokenHash)) throw notFound('Invitation');

  const now = new Date();
  const tenantId = await ctx.db.transaction(async (tx) => {
    // Single use: only the first answer finds it pending, however many arrive at once.
    const [taken] = await tx
      .update(tenancyInvitations)
      .set({ status: answer === 'accept' ? 'accepted' : 'declined', respondedAt: now })
      .where(
        and(
          eq(tenancyInvitations.id, id),
          eq(tenancyInvitations.status, 'pending'),
          gt(tenancyInvitations.expiresAt, now),
        ),
      )
      .returning({ tenantId: tenancyInvitations.tenantId });
    if (!taken) throw gone();
    if (answer === 'accept') {
      const [linked] = await tx
        .update(tenants)
        .set({ userId: actor.id })
        .where(and(eq(tenants.id, taken.tenantId), isNull(tenants.userId)))
        .returning({ id: tenants.id });
      if (!linked) throw gone();
    } else {
      await tellLandlord(ctx, tx, actor, taken.tenantId);
    }
    return taken.tenantId;
  });
  if (answer === 'accept') return { message: ACCEPTED_MESSAGE, tenancyId: tenantId };
  ctx.kickOutbox();
  return { message: DECLINED_MESSAGE, tenancyId: null };
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function tellLandlord(ctx: AppContext, tx: Tx, actor: InvitedActor, tenantId: number) {
  const [row] = await tx
    .select({
      property: {
        title: properties.title,
        address: properties.address,
        city: properties.city,
        postcode: properties.postcode,
      },
      landlord: { fullName: users.fullName, email: users.email, language: users.language },
    })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(eq(tenants.id, tenantId));
  if (!row) return;
  await enqueueEmail(
    tx,
    row.landlord.email,
    tenancyEmails.declined(
      row.landlord.fullName,
      actor.fullName,
      row.property,
      `${ctx.config.publicUrl}${PAGE_PATHS.landlordDashboard}`,
      row.landlord.language,
    ),
    'tenancy_invitation_declined',
  );
}
