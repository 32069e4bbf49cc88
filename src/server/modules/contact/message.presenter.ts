import type { InboxMessage } from '@shared/contact';
import type { contactMessages } from '../../db/schema';

type MessageRow = typeof contactMessages.$inferSelect;

export function toInboxMessage(
  row: MessageRow,
  propertyTitle: string | null,
  handledByName: string | null,
): InboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    inquiryType: row.inquiryType,
    message: row.message,
    propertyId: row.propertyId,
    propertyTitle,
    preferredTimes: row.preferredTimes,
    handled: row.handledAt !== null,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: row.handledBy,
    handledByName,
    createdAt: row.createdAt.toISOString(),
  };
}
