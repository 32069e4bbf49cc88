import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { runComplianceReminders } from './compliance-reminders.service';
import { propertyScope, serveOutstandingCopies } from './serve-copies';

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
    const served = await serveOutstandingCopies(ctx.db, ctx.config.publicUrl, propertyScope(propertyId));
    const reminders = await runComplianceReminders(ctx.db, {
      publicUrl: ctx.config.publicUrl,
      agencyEmail: ctx.config.agencyEmail,
      landlordId: property.landlordId,
    });
    if (served || reminders) ctx.kickOutbox();
  } catch (error) {
    ctx.log?.error({ err: error, propertyId }, 'compliance check after a change failed');
  }
}
