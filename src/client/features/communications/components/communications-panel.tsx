import { useState } from 'react';
import { Paperclip, Pencil, Plus, Trash2 } from 'lucide-react';
import { communicationTypeLabel, directionLabel, type Communication } from '@shared/communications';
import { errorMessage } from '@client/app/api-client';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { useCommunications, useDeleteCommunication } from '../api';
import { CommunicationFormDialog } from './communication-form-dialog';

const dateTimeGB = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const formatWhen = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeGB.format(date);
};

/** The Communications inner tab for one tenant: newest first, log, edit and delete. */
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
  const [logging, setLogging] = useState(false);
  const [editing, setEditing] = useState<Communication | null>(null);
  const [deleting, setDeleting] = useState<Communication | null>(null);
  const rows = communications.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">Communications with {tenantName}, newest first.</p>
        <Button onClick={() => setLogging(true)}>
          <Plus aria-hidden="true" />
          Log Communication
        </Button>
      </div>

      {communications.isPending ? (
        <Loading label="Loading communications..." />
      ) : communications.isError ? (
        <FormAlert>Failed to fetch communications</FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No communications logged with {tenantName} yet.</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((item) => (
            <li key={item.id} className="rounded-md border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h5 className="font-semibold break-words text-slate-900">{item.subject}</h5>
                  <p className="text-sm text-slate-700">
                    <time dateTime={item.date}>{formatWhen(item.date)}</time>
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
              {item.attachmentUrl && (
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
                <Button size="sm" variant="outline" onClick={() => setEditing(item)}>
                  <Pencil aria-hidden="true" />
                  Edit<span className="sr-only"> communication &quot;{item.subject}&quot;</span>
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setDeleting(item)}>
                  <Trash2 aria-hidden="true" />
                  Delete<span className="sr-only"> communication &quot;{item.subject}&quot;</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
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

function DeleteCommunicationDialog({
  communication,
  onClose,
}: {
  communication: Communication | null;
  onClose: () => void;
}) {
  const remove = useDeleteCommunication();
  const confirm = () => {
    if (!communication) return;
    remove.mutate(communication.id, {
      onSuccess: () => {
        toast({
          title: 'Communication Deleted',
          description: 'The communication has been deleted.',
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete communication. Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={communication !== null}
      title="Delete Communication"
      confirmLabel="Delete Communication"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {communication && (
        <>
          Are you sure you want to delete the communication &quot;{communication.subject}&quot;? This action
          cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
