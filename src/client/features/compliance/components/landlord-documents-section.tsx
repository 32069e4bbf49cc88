import { useId, useState } from 'react';
import { Download, FilePlus, Trash2 } from 'lucide-react';
import { todayInLondon } from '@shared/dates';
import { documentTypeLabel, expiryBadge, type LandlordDocument } from '@shared/documents';
import { errorMessage } from '@client/app/api-client';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { useDeleteLandlordDocument, useLandlordDocuments } from '../api';
import { formatShortDate } from '@client/lib/format';
import { Fact } from '@client/components/ui/fact';
import { lazyDialog } from '@client/app/lazy-dialog';

// Opened on a click: the form loads then, not with the dashboard.
const LandlordDocumentDialog = lazyDialog(() =>
  import('./landlord-document-dialog').then((m) => m.LandlordDocumentDialog),
);

/** The anchor the Compliance tab's "Go to Your documents" link jumps to. */
export const YOUR_DOCUMENTS_ID = 'your-documents';

const linkClass =
  'inline-flex h-9 items-center gap-1 rounded-md border border-slate-400 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100';

/** "Your documents" on the landlord dashboard: the Rent Smart Wales registration and licence. */
export function LandlordDocumentsSection({ landlordId }: { landlordId?: number }) {
  const headingId = useId();
  const documents = useLandlordDocuments(landlordId);
  const remove = useDeleteLandlordDocument();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<LandlordDocument | null>(null);
  const today = todayInLondon();
  const rows = documents.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    const doc = deleting;
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast({
          title: 'Document Deleted',
          description: `"${doc.title}" has been deleted.`,
          variant: 'success',
        });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete document. Please try again.'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  return (
    <Card>
      <section
        id={YOUR_DOCUMENTS_ID}
        aria-labelledby={headingId}
        className="scroll-mt-4 space-y-4 p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              Your documents
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Your Rent Smart Wales registration and licence: they stand for every home you let.
            </p>
          </div>
          <Button onClick={() => setAdding(true)}>
            <FilePlus aria-hidden="true" />
            Add registration or licence
          </Button>
        </div>

        {documents.isPending ? (
          <Loading label="Loading your documents…" />
        ) : documents.isError ? (
          <FormAlert>{errorMessage(documents.error, 'Failed to fetch your documents')}</FormAlert>
        ) : rows.length === 0 ? (
          <p className="text-slate-700">
            No registration or licence added yet. Without your Rent Smart Wales registration no home may be
            advertised or let.
          </p>
        ) : (
          <ul className="space-y-3">
            {rows.map((doc) => {
              const badge = expiryBadge(doc.expiryDate, today);
              return (
                <li key={doc.id} className="rounded-md border border-slate-200 p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-900">{doc.title}</p>
                      <p className="text-sm text-slate-700">
                        {documentTypeLabel[doc.documentType] ?? doc.documentType}
                      </p>
                    </div>
                    {badge === 'Expired' && <Badge variant="danger">Expired</Badge>}
                    {badge === 'Expiring Soon' && <Badge variant="warning">Expiring Soon</Badge>}
                  </div>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                    <div className="flex flex-wrap gap-1">
                      <dt className="text-slate-700">Reference:</dt>
                      <dd className="break-all text-slate-900">{doc.reference ?? 'None recorded'}</dd>
                    </div>
                    <Fact term="Issued:">
                      <time dateTime={doc.issueDate}>{formatShortDate(doc.issueDate)}</time>
                    </Fact>
                    <Fact term="Expires:">
                      {doc.expiryDate ? (
                        <time dateTime={doc.expiryDate}>{formatShortDate(doc.expiryDate)}</time>
                      ) : (
                        'No expiry given'
                      )}
                    </Fact>
                  </dl>
                  {doc.notes && (
                    <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{doc.notes}</p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <a href={doc.fileUrl} download={doc.fileName} className={linkClass}>
                      <Download aria-hidden="true" className="size-4" />
                      Download<span className="sr-only"> {doc.title}</span>
                    </a>
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => setDeleting(doc)}
                      disabled={remove.isPending && remove.variables === doc.id}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete<span className="sr-only"> {doc.title}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <LandlordDocumentDialog open={adding} landlordId={landlordId} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this document?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `"${deleting.title}" will be removed. ` : ''}Your compliance items are worked out again
        without it.
      </ConfirmDialog>
    </Card>
  );
}
