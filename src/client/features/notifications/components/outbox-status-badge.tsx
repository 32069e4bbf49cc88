import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import type { OutboxStatus } from '@shared/notifications';
import { Badge } from '@client/components/ui/badge';
import { outboxStatusLabel, outboxStatusVariant } from '../messages';

const icon = { queued: Clock, sending: Loader2, sent: CheckCircle2, failed: XCircle } as const;

/** A message's state in words and an icon as well as colour. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const Icon = icon[status] ?? Clock;
  return (
    <Badge variant={outboxStatusVariant[status] ?? 'neutral'} className="gap-1 whitespace-nowrap">
      <Icon aria-hidden="true" className="size-3.5" />
      {outboxStatusLabel[status] ?? status}
    </Badge>
  );
}
