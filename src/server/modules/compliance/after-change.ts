import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { runComplianceChecks, runComplianceReminders } from './compliance-reminders.service';

/**
 * Straight after a change to a property, its tenancies or their documents (CONTRACT.md §6): serve
 * any certificate a contract-holder is now owed and send any reminder step now reached, so a
 * certificate that expires in a week warns within a minute of being entered. A failure here
 * never undoes the change: the hourly job catches up.
 */
export async function afterComplianceChange(ctx: AppContext, propertyId: number): Promise<void> {
  try {
    const [property] = await ctx.db
      .select({ landlordId: properties.landlordId })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!property) return;
    // The landlord's whole portfolio: a registration or a round-up stands over all their homes.
    const { served, reminders } = await runComplianceChecks(ctx.db, {
      publicUrl: ctx.config.publicUrl,
      agencyEmail: ctx.config.agencyEmail,
      landlordId: property.landlordId,
    });
    if (served || reminders) ctx.kickOutbox();
  } catch (error) {
    ctx.log?.error({ err: error, propertyId }, 'compliance check after a change failed');
  }
}

/**
 * For a change that stands over all of a landlord's homes and serves nothing (their registration or
 * licence, their management mode): send any reminder step it brings, at once.
 */
export async function afterLandlordChange(ctx: AppContext, landlordId: number): Promise<void> {
  try {
    const queued = await runComplianceReminders(ctx.db, {
      publicUrl: ctx.config.publicUrl,
      agencyEmail: ctx.config.agencyEmail,
      landlordId,
    });
    if (queued) ctx.kickOutbox();
  } catch (error) {
    ctx.log?.error({ err: error, landlordId }, 'compliance reminders after a landlord change failed');
  }
}
