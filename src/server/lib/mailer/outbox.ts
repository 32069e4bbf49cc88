import type { Db } from '../../db/create-db';
import { outbox } from '../../db/schema';
import type { EmailContent } from './templates';

/** A transaction or the database: enqueue inside the transaction of the change that causes it. */
export type DbOrTx = Pick<Db, 'insert'>;
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

export async function enqueueEmail(
  db: DbOrTx,
  to: string,
  content: EmailContent,
  template: string,
  /** Files already in storage, attached when the message is sent. */
  attachments?: OutboxAttachment[],
  /** The tenancy a message to a tenant is about: the landlord sees it in its Communications. */
  options?: { tenantId?: number },
): Promise<void> {
  await db.insert(outbox).values({
    ...(attachments?.length ? { attachments } : {}),
    ...(options?.tenantId ? { tenantId: options.tenantId } : {}),
    channel: 'email',
    recipient: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    template,
  });
}
