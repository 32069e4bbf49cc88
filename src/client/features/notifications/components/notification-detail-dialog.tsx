import type { ReactNode } from 'react';
import { Paperclip } from 'lucide-react';
import type { NotificationDetail, NotificationSummary } from '@shared/notifications';
import { errorMessage } from '@client/app/api-client';
import { DialogContent, DialogDescription, DialogTitle, RecordDialog } from '@client/components/ui/dialog';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { useNotificationDetail } from '../api';
import { formatDateTimeGB } from '@client/lib/format';
import { channelLabel, templateLabel } from '../messages';
import { OutboxStatusBadge } from './outbox-status-badge';

/** One message of the log opened: its facts, the text body, and the HTML body in a sandbox. */
export function NotificationDetailDialog({
  message,
  onClose,
}: {
  message: NotificationSummary | null;
  onClose: () => void;
}) {
  return (
    <RecordDialog record={message} onClose={onClose}>
      {(message) => (
        <DialogContent className="sm:max-w-3xl">
          <DialogTitle className="break-words">{message.summary || 'Message'}</DialogTitle>
          <DialogDescription>
            {channelLabel[message.channel]} to {message.recipient}
          </DialogDescription>
          <NotificationDetailBody summary={message} />
        </DialogContent>
      )}
    </RecordDialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1 py-1.5">
      <dt className="min-w-28 text-slate-700">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The row's facts at once (from the list), then the bodies once read. */
export function NotificationDetailBody({ summary }: { summary: NotificationSummary }) {
  const detail = useNotificationDetail(summary.id);
  const message: NotificationSummary = detail.data ?? summary;
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-slate-200 text-sm">
        <Fact term="Status">
          <OutboxStatusBadge status={message.status} />
        </Fact>
        <Fact term="Kind">{templateLabel(message.template)}</Fact>
        <Fact term="Attempts">{message.attempts}</Fact>
        <Fact term="Created">
          <time dateTime={message.createdAt}>{formatDateTimeGB(message.createdAt)}</time>
        </Fact>
        {message.sentAt && (
          <Fact term="Sent">
            <time dateTime={message.sentAt}>{formatDateTimeGB(message.sentAt)}</time>
          </Fact>
        )}
        {message.lastError && <Fact term="Last error">{message.lastError}</Fact>}
      </dl>
      {detail.isPending ? (
        <Loading label="Loading the message…" />
      ) : detail.isError ? (
        <FormAlert>{errorMessage(detail.error, 'Failed to load the message.')}</FormAlert>
      ) : (
        <MessageBodies detail={detail.data} />
      )}
    </div>
  );
}

/** The plain text as written; the HTML in an iframe with every permission withheld (sandbox=""). */
export function MessageBodies({ detail }: { detail: NotificationDetail }) {
  const textHeading = detail.channel === 'sms' ? 'Text message' : 'Plain text version';
  return (
    <>
      {detail.attachments.length > 0 && (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">Attachments</h3>
          <ul className="space-y-1 text-sm">
            {detail.attachments.map((attachment, index) => (
              <li key={`${attachment.filename}-${index}`} className="flex items-center gap-2 break-all">
                <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                {attachment.filename}
                <span className="text-slate-600">({attachment.contentType})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-900">{textHeading}</h3>
        <div
          role="region"
          aria-label={textHeading}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-72 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3"
        >
          <pre className="font-sans text-sm whitespace-pre-wrap break-words text-slate-900">
            {detail.textBody}
          </pre>
        </div>
      </section>
      {detail.htmlBody && (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">HTML version</h3>
          <iframe
            title={`HTML version of "${detail.summary}"`}
            sandbox=""
            srcDoc={detail.htmlBody}
            className="h-96 w-full rounded-md border border-slate-200 bg-white"
          />
        </section>
      )}
    </>
  );
}
