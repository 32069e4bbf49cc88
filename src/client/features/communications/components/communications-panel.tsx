import { useState } from 'react';
import { Paperclip, Pencil, Plus, Trash2 } from 'lucide-react';
import { communicationTypeLabel, directionLabel, type Communication } from '@shared/communications';
import type { TenantSentMessage } from '@shared/notifications';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { useCommunications, useTenantSentMessages } from '../api';
import { CommunicationFormDialog } from './communication-form-dialog';
import { formatDateTimeGB } from '@client/lib/format';
import { SentMessageEntry } from './sent-message-entry';
import { DeleteCommunicationDialog } from './delete-communication-dialog';

/** How many of the messages the product sent are shown at first, and added by Show more. */
export const SENT_MESSAGES_PAGE = 20;

type Entry =
  { kind: 'logged'; at: number; item: Communication } | { kind: 'sent'; at: number; item: TenantSentMessage };

const time = (value: string) => {
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? 0 : at;
};

/** What was logged and what the product sent, one list, newest first. */
export function mergeEntries(logged: readonly Communication[], sent: readonly TenantSentMessage[]): Entry[] {
  return [
    ...logged.map((item): Entry => ({ kind: 'logged', at: time(item.date), item })),
    ...sent.map((item): Entry => ({ kind: 'sent', at: time(item.sentAt ?? item.createdAt), item })),
  ].sort((a, b) => b.at - a.at);
}

/**
 * The Communications inner tab for one tenant: newest first, log, edit and delete; with it, read
 * only, the e-mails and texts the product itself sent about this tenancy.
 */
export function CommunicationsPanel({
  tenantId,
  propertyId,
  tenantName,
}: {
  tenantId: number;
  propertyId: number;
  tenantName: string;
}) {
  const communications = useCommunications({ tenantId, propertyId });
  const [sentLimit, setSentLimit] = useState(SENT_MESSAGES_PAGE);
  const sent = useTenantSentMessages(tenantId, sentLimit);
  const [logging, setLogging] = useState(false);
  const [editing, setEditing] = useState<Communication | null>(null);
  const [deleting, setDeleting] = useState<Communication | null>(null);
  const rows = communications.data ?? [];
  const sentRows = sent.data?.items ?? [];
  const sentTotal = sent.data?.total ?? 0;
  const entries = mergeEntries(rows, sentRows);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          Communications with {tenantName}, newest first, with the emails and texts the system sent.
        </p>
        <Button onClick={() => setLogging(true)}>
          <Plus aria-hidden="true" />
          Log Communication
        </Button>
      </div>

      {communications.isPending ? (
        <Loading label="Loading communications..." />
      ) : communications.isError ? (
        <FormAlert>Failed to fetch communications</FormAlert>
      ) : (
        <>
          {/* Logged by people; what the system sent is listed whether or not anything was logged. */}
          {rows.length === 0 && (
            <p className="text-slate-700">No communications logged with {tenantName} yet.</p>
          )}
          {entries.length > 0 && (
            <ul className="space-y-3">
              {entries.map((entry) =>
                entry.kind === 'sent' ? (
                  <SentMessageEntry key={`sent-${entry.item.id}`} message={entry.item} />
                ) : (
                  <LoggedEntry
                    key={`logged-${entry.item.id}`}
                    item={entry.item}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                  />
                ),
              )}
            </ul>
          )}
        </>
      )}

      {sent.isPending ? (
        <Loading label="Loading messages sent by the system..." />
      ) : sent.isError ? (
        <p className="text-sm text-slate-700">The messages the system sent could not be loaded.</p>
      ) : (
        sentTotal > sentRows.length && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700">
              Showing the {sentRows.length} most recent of {sentTotal} messages sent by the system.
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={sent.isFetching}
              onClick={() => setSentLimit((limit) => limit + SENT_MESSAGES_PAGE)}
            >
              {sent.isFetching ? 'Loading…' : 'Show older system messages'}
            </Button>
          </div>
        )
      )}

      <CommunicationFormDialog
        open={logging}
        tenantId={tenantId}
        propertyId={propertyId}
        tenantName={tenantName}
        onClose={() => setLogging(false)}
      />
      <CommunicationFormDialog
        open={editing !== null}
        tenantId={tenantId}
        propertyId={propertyId}
        tenantName={tenantName}
        communication={editing}
        onClose={() => setEditing(null)}
      />
      <DeleteCommunicationDialog communication={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function LoggedEntry({
  item,
  onEdit,
  onDelete,
}: {
  item: Communication;
  onEdit: (item: Communication) => void;
  onDelete: (item: Communication) => void;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h5 className="font-semibold break-words text-slate-900">{item.subject}</h5>
          <p className="text-sm text-slate-700">
            <time dateTime={item.date}>{formatDateTimeGB(item.date)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="neutral">{communicationTypeLabel[item.communicationType]}</Badge>
          <Badge variant={item.direction === 'inbound' ? 'warning' : 'success'}>
            {directionLabel[item.direction]}
          </Badge>
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{item.content}</p>
      {item.attachmentUrl && isWebAddress(item.attachmentUrl) && (
        <p className="mt-2 text-sm">
          <a
            href={item.attachmentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 break-all text-brand-800 underline underline-offset-4"
          >
            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
            Attachment<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onEdit(item)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> communication &quot;{item.subject}&quot;</span>
        </Button>
        <Button size="sm" variant="destructive" onClick={() => onDelete(item)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> communication &quot;{item.subject}&quot;</span>
        </Button>
      </div>
    </li>
  );
}

/** Only http(s) links are shown: a record stored before the API refused other schemes stays inert. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
