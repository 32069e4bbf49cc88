import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { runComplianceChecks } from './compliance-reminders.service';

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
    // The landlord's whole portfolio: a registration or a digest stands over all their homes.
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
