import type { z } from 'zod';
import { PAGE_PATHS } from '@shared/routes';
import type { ContactLandlordSchema } from '@shared/tenant-portal';
import type { PublicUser } from '@shared/users';
import type { RateLimitRule } from '../../config';
import { communications } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { hitRateLimit } from '../../lib/rate-limit';
import { ownTenancy } from '../payments/tenant-payments.service';
import { contactLandlordEmail } from './contact-landlord-email';
import { loadPropertyWithLandlord } from './tenant-portal.service';

export type ContactLandlordOutput = z.output<typeof ContactLandlordSchema>;

/** Enough for any real conversation, too few to flood a landlord's inbox. */
export const CONTACT_LANDLORD_LIMIT: RateLimitRule = { max: 10, windowSeconds: 60 * 60 };
export const CONTACT_LANDLORD_SENT = 'Your message has been sent to your landlord.';

/**
 * POST /api/tenant/contact-landlord: about the tenant's default tenancy (the current one, else
 * their latest). Logged as an inbound e-mail in that tenancy's Communications, so the landlord
 * keeps a record, and e-mailed to the landlord in the same transaction.
 */
export async function contactLandlord(
  ctx: AppContext,
  actor: Pick<PublicUser, 'id' | 'role' | 'userType' | 'fullName' | 'email'>,
  input: ContactLandlordOutput,
): Promise<{ message: string }> {
  const { tenant, propertyTitle } = await ownTenancy(ctx, actor);
  await hitRateLimit(ctx.db, `tenant-contact-landlord:${actor.id}`, CONTACT_LANDLORD_LIMIT);
  const { landlord } = await loadPropertyWithLandlord(ctx, tenant.propertyId);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(communications).values({
      tenantId: tenant.id,
      propertyId: tenant.propertyId,
      userId: actor.id,
      communicationType: 'email',
      direction: 'inbound',
      subject: input.subject,
      content: input.message,
    });
    await enqueueEmail(
      tx,
      landlord.email,
      contactLandlordEmail(
        {
          landlordName: landlord.fullName,
          tenantName: actor.fullName,
          tenantEmail: actor.email,
          propertyTitle,
          subject: input.subject,
          message: input.message,
          dashboardUrl: `${ctx.config.publicUrl}${PAGE_PATHS.landlordDashboard}`,
        },
        landlord.language,
      ),
      'tenant-contact-landlord',
    );
  });
  ctx.kickOutbox();
  return { message: CONTACT_LANDLORD_SENT };
}
