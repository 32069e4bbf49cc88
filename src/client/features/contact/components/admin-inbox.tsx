import { useState } from 'react';
import { messageKindLabel, inquiryTypeLabel, type InboxMessage, type MessageKind } from '@shared/contact';
import { errorMessage } from '@client/app/api-client';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Pager } from '@client/components/ui/pager';
import { CheckboxField } from '@client/components/ui/form-controls';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { useInboxMessages, useMarkMessageHandled } from '../api';

export const INBOX_PAGE_SIZE = 20;

type KindFilter = 'all' | MessageKind;
const KIND_FILTERS: { value: KindFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'contact', label: 'Contact' },
  { value: 'viewing', label: 'Viewing requests' },
];

/** The admin inbox: contact messages and viewing requests, newest first, each can be marked handled. */
export function AdminInbox() {
  const [kind, setKind] = useState<KindFilter>('all');
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const [offset, setOffset] = useState(0);
  const messages = useInboxMessages({
    kind: kind === 'all' ? undefined : kind,
    handled: unhandledOnly ? false : undefined,
    limit: INBOX_PAGE_SIZE,
    offset,
  });
  const mark = useMarkMessageHandled();

  const rows = [...(messages.data?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const total = messages.data?.total ?? 0;
  const busyId = mark.isPending ? mark.variables.id : undefined;

  const toggleHandled = (message: InboxMessage) => {
    const handled = !message.handledAt;
    mark.mutate(
      { id: message.id, handled },
      {
        onSuccess: () =>
          toast({
            title: handled ? 'Marked as handled' : 'Marked as unhandled',
            description: `The message from ${message.name} is now ${handled ? 'handled' : 'unhandled'}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update the message. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section aria-labelledby="inbox-heading" className="space-y-6">
      <h2 id="inbox-heading" className="text-2xl font-semibold text-slate-900">
        Inbox
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Message type" className="flex flex-wrap gap-2">
          {KIND_FILTERS.map((filter) => (
            <Button
              key={filter.value}
              size="sm"
              variant={kind === filter.value ? 'default' : 'outline'}
              aria-pressed={kind === filter.value}
              onClick={() => {
                setKind(filter.value);
                setOffset(0);
              }}
            >
              {filter.label}
            </Button>
          ))}
        </div>
        <CheckboxField
          label="Unhandled only"
          checked={unhandledOnly}
          onChange={(event) => {
            setUnhandledOnly(event.target.checked);
            setOffset(0);
          }}
        />
      </div>

      {messages.isPending ? (
        <Loading label="Loading messages…" />
      ) : messages.isError ? (
        <FormAlert>
          {errorMessage(messages.error, 'Failed to load messages. Please refresh the page to try again.')}
        </FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No messages found.</p>
      ) : (
        <>
          <ul aria-label="Messages" className="space-y-4">
            {rows.map((message) => (
              <li key={message.id}>
                <InboxItem
                  message={message}
                  busy={busyId === message.id}
                  onToggle={() => toggleHandled(message)}
                />
              </li>
            ))}
          </ul>
          <Pager
            label="Message list pages"
            noun={['message', 'messages']}
            offset={offset}
            pageSize={INBOX_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffsetChange={setOffset}
          />
        </>
      )}
    </section>
  );
}

function InboxItem({
  message,
  busy,
  onToggle,
}: {
  message: InboxMessage;
  busy: boolean;
  onToggle: () => void;
}) {
  const headingId = `inbox-message-${message.id}`;
  const handled = !!message.handledAt;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {message.name}
          </h3>
          <p className="text-sm text-slate-700">
            Received <time dateTime={message.createdAt}>{formatDateGB(message.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant={message.kind === 'viewing' ? 'default' : 'neutral'}>
            {messageKindLabel[message.kind]}
          </Badge>
          <Badge variant={handled ? 'success' : 'warning'}>{handled ? 'Handled' : 'Unhandled'}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Email</dt>
        <dd className="break-all">
          <a
            href={`mailto:${message.email}`}
            className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {message.email}
          </a>
        </dd>
        {message.phone && (
          <>
            <dt className="font-medium text-slate-900">Phone</dt>
            <dd>
              <a
                href={`tel:${message.phone}`}
                className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {message.phone}
              </a>
            </dd>
          </>
        )}
        {message.kind === 'contact' ? (
          <>
            <dt className="font-medium text-slate-900">Inquiry type</dt>
            <dd className="text-slate-800">{inquiryTypeLabel[message.inquiryType]}</dd>
          </>
        ) : (
          <>
            <dt className="font-medium text-slate-900">Property</dt>
            <dd className="text-slate-800">
              {message.propertyTitle ?? (message.propertyId ? `Property #${message.propertyId}` : 'Removed')}
            </dd>
            {message.preferredTimes && (
              <>
                <dt className="font-medium text-slate-900">Preferred times</dt>
                <dd className="break-words whitespace-pre-wrap text-slate-800">{message.preferredTimes}</dd>
              </>
            )}
          </>
        )}
      </dl>
      {message.message && (
        <div className="mt-3">
          <h4 className="sr-only">Message</h4>
          <p className="break-words whitespace-pre-wrap text-slate-900">{message.message}</p>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          {handled
            ? `Handled${message.handledByName ? ` by ${message.handledByName}` : ''} on ${formatDateGB(message.handledAt)}`
            : 'Not handled yet'}
        </p>
        <Button size="sm" variant={handled ? 'outline' : 'default'} disabled={busy} onClick={onToggle}>
          {handled ? 'Mark unhandled' : 'Mark handled'}
          <span className="sr-only"> (message from {message.name})</span>
        </Button>
      </div>
    </article>
  );
}
