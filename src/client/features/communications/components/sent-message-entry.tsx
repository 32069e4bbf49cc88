import { Bot } from 'lucide-react';
import { directionLabel } from '@shared/communications';
import type { OutboxStatus, TenantSentMessage } from '@shared/notifications';
import { Badge } from '@client/components/ui/badge';
import { formatDateTimeGB } from '@client/lib/format';

export const sentChannelLabel = { email: 'Email', sms: 'Text message' } as const;

export const deliveryLabel: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not delivered',
};
const deliveryVariant = {
  queued: 'neutral',
  sending: 'neutral',
  sent: 'success',
  failed: 'danger',
} as const satisfies Record<OutboxStatus, string>;

/** A message the product sent: an outbound entry, read-only (no edit, no delete). */
export function SentMessageEntry({ message }: { message: TenantSentMessage }) {
  const when = message.sentAt ?? message.createdAt;
  return (
    <li className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h5 className="font-semibold break-words text-slate-900">{message.summary}</h5>
          <p className="text-sm break-all text-slate-700">
            <time dateTime={when}>{formatDateTimeGB(when)}</time> · to {message.recipient}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="neutral">{sentChannelLabel[message.channel] ?? message.channel}</Badge>
          <Badge variant="success">{directionLabel.outbound}</Badge>
          <Badge variant="neutral" className="gap-1">
            <Bot aria-hidden="true" className="size-3.5" />
            Sent by the system
          </Badge>
          <Badge variant={deliveryVariant[message.status] ?? 'neutral'}>
            <span className="sr-only">Delivery: </span>
            {deliveryLabel[message.status] ?? message.status}
          </Badge>
        </div>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-800 underline underline-offset-4">
          Show message<span className="sr-only"> &quot;{message.summary}&quot;</span>
        </summary>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{message.textBody}</p>
      </details>
    </li>
  );
}
