import { useId, useState, type FormEvent } from 'react';
import { Eye, RotateCcw, Search } from 'lucide-react';
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type NotificationSummary,
  type OutboxChannel,
  type OutboxStatus,
} from '@shared/notifications';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { RefreshHeader } from '@client/components/ui/refresh-header';
import { LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { FormAlert } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { toast } from '@client/components/ui/toast-store';
import { useNotificationLog, useRetryNotification } from '../api';
import { formatDateTimeGB } from '@client/lib/format';
import { channelLabel, outboxStatusLabel } from '../messages';
import { NotificationDetailDialog } from './notification-detail-dialog';
import { OutboxStatusBadge } from './outbox-status-badge';

export const NOTIFICATION_LOG_PAGE_SIZE = 25;

/**
 * Every message the product sends, e-mail and SMS (issue 7): to, subject or first words, channel,
 * status, attempts, last error and time; filtered by status, channel and recipient; a failed one
 * can be retried, and any one opened to read its bodies.
 */
export function NotificationLog({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [channel, setChannel] = useState<OutboxChannel | ''>('');
  const [recipientText, setRecipientText] = useState('');
  const [recipient, setRecipient] = useState('');
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<NotificationSummary | null>(null);
  const recipientId = useId();

  const log = useNotificationLog({
    status: status || undefined,
    channel: channel || undefined,
    recipient: recipient || undefined,
    limit: NOTIFICATION_LOG_PAGE_SIZE,
    offset,
  });
  const retry = useRetryNotification();
  const rows = log.data?.items ?? [];
  const total = log.data?.total ?? 0;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(recipientText.trim());
    setOffset(0);
  };

  const retryOne = (message: NotificationSummary) => {
    retry.mutate(message.id, {
      onSuccess: () =>
        toast({
          title: 'Message Queued Again',
          description: `The ${channelLabel[message.channel].toLowerCase()} to ${message.recipient} will be sent again shortly.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Retry Failed',
          description: errorMessage(error, 'Failed to retry the message. Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  const retryingId = retry.isPending ? retry.variables : undefined;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <RefreshHeader id={headingId} title="Notifications" level={headingLevel} query={log} />
      <p className="text-slate-700">
        Every email and text message the site sends, newest first. A failed message can be sent again.
      </p>

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <SelectField
          label="Status"
          containerClassName="md:w-44"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxStatus | '');
            setOffset(0);
          }}
        >
          <option value="">All statuses</option>
          <LabelledOptions values={OUTBOX_STATUSES} labels={outboxStatusLabel} />
        </SelectField>
        <SelectField
          label="Channel"
          containerClassName="md:w-44"
          value={channel}
          onChange={(event) => {
            setChannel(event.target.value as OutboxChannel | '');
            setOffset(0);
          }}
        >
          <option value="">All channels</option>
          <LabelledOptions values={OUTBOX_CHANNELS} labels={channelLabel} />
        </SelectField>
        <form
          role="search"
          aria-label="Notifications"
          onSubmit={onSearch}
          className="flex flex-1 items-end gap-2"
        >
          <div className="flex-1 space-y-1">
            <Label htmlFor={recipientId}>Recipient</Label>
            <Input
              id={recipientId}
              type="search"
              placeholder="Email address or phone number"
              value={recipientText}
              onChange={(event) => setRecipientText(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
      </div>

      {log.isPending ? (
        <Loading label="Loading notifications…" />
      ) : log.isError ? (
        <FormAlert>{errorMessage(log.error, 'Failed to load the notification log.')}</FormAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
          {status || channel || recipient
            ? 'No messages match these filters.'
            : 'No messages have been sent yet.'}
        </p>
      ) : (
        <>
          <NotificationTable messages={rows} retryingId={retryingId} onView={setViewing} onRetry={retryOne} />
          <Pager
            label="Notification log pages"
            noun={['message', 'messages']}
            offset={offset}
            pageSize={NOTIFICATION_LOG_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffsetChange={setOffset}
          />
        </>
      )}

      <NotificationDetailDialog message={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

export function NotificationTable({
  messages,
  retryingId,
  onView,
  onRetry,
}: {
  messages: readonly NotificationSummary[];
  retryingId?: number | undefined;
  onView: (message: NotificationSummary) => void;
  onRetry: (message: NotificationSummary) => void;
}) {
  return (
    <Table label="Notification log">
      <TableColumns
        names={['To', 'Subject', 'Channel', 'Status', 'Attempts', 'Last error', 'Time']}
        actions
      />
      <TableBody>
        {messages.map((message) => (
          <TableRow key={message.id}>
            <TableCell className="break-all">{message.recipient}</TableCell>
            <TableCell className="min-w-48 break-words">{message.summary}</TableCell>
            <TableCell>{channelLabel[message.channel] ?? message.channel}</TableCell>
            <TableCell>
              <OutboxStatusBadge status={message.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{message.attempts}</TableCell>
            <TableCell className="min-w-48 text-sm break-words text-slate-700">
              {message.lastError ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">None</span>
                </>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={message.createdAt}>{formatDateTimeGB(message.createdAt)}</time>
              {message.sentAt && (
                <span className="block text-xs text-slate-600">
                  sent <time dateTime={message.sentAt}>{formatDateTimeGB(message.sentAt)}</time>
                </span>
              )}
            </TableCell>
            <TableCell>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => onView(message)} aria-haspopup="dialog">
                  <Eye aria-hidden="true" />
                  View<span className="sr-only"> message to {message.recipient}</span>
                </Button>
                {message.status === 'failed' && (
                  <Button size="sm" onClick={() => onRetry(message)} disabled={retryingId === message.id}>
                    <RotateCcw aria-hidden="true" />
                    {retryingId === message.id ? 'Retrying…' : 'Retry'}
                    <span className="sr-only"> message to {message.recipient}</span>
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
