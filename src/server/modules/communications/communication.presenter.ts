import type { Communication } from '@shared/communications';
import type { communications } from '../../db/schema';

export function toCommunication(row: typeof communications.$inferSelect): Communication {
  return {
    id: row.id,
    tenantId: row.tenantId,
    propertyId: row.propertyId,
    userId: row.userId,
    communicationType: row.communicationType,
    direction: row.direction,
    subject: row.subject,
    content: row.content,
    attachmentUrl: row.attachmentUrl,
    date: row.date.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
