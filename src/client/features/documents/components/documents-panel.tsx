import { useState } from 'react';
import { Download, ExternalLink, FilePlus, Pencil, Trash2 } from 'lucide-react';
import { todayInLondon } from '@shared/dates';
import { documentTypeLabel, expiryBadge, type DocumentRecord } from '@shared/documents';
import { errorMessage } from '@client/app/api-client';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { inlineUrl, useDeleteDocument, useDocuments, usePropertyTenants, type DocumentOwner } from '../api';
import { isServedDocument } from '../service-form';
import { DocumentFormDialog } from './document-form-dialog';
import { DocumentServices } from './document-services';

const PROPERTY_EMPTY = 'No documents added yet. Click "Add Document" to upload property documentation.';
const TENANT_EMPTY = 'No documents added yet. Click "Add Document" to upload documents for this tenancy.';

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100';

/** Documents of a property or of one tenancy: list, badges, open, download, add, edit, delete. */
export function DocumentsPanel({ owner, title }: { owner: DocumentOwner; title: string }) {
  const documents = useDocuments(owner);
  const remove = useDeleteDocument(owner);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DocumentRecord | null>(null);
  const canShare = owner.kind === 'tenant';
  const isProperty = owner.kind === 'property';
  // A property's certificates say who was given a copy; the tenancies name them.
  const tenants = usePropertyTenants(owner.id, isProperty);
  const today = todayInLondon();
  const rows = documents.data ?? [];

  const deleteDocument = (doc: DocumentRecord) => {
    if (!window.confirm('Are you sure you want to delete this document?')) return;
    remove.mutate(doc.id, {
      onSuccess: () =>
        toast({
          title: 'Document Deleted',
          description: `"${doc.title}" has been deleted.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete document. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{title}</p>
        <Button onClick={() => setAdding(true)}>
          <FilePlus aria-hidden="true" />
          Add Document
        </Button>
      </div>

      {documents.isPending ? (
        <Loading label="Loading documents..." />
      ) : documents.isError ? (
        <FormAlert>{errorMessage(documents.error, 'Failed to fetch documents')}</FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">{canShare ? TENANT_EMPTY : PROPERTY_EMPTY}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((doc) => {
            const badge = expiryBadge(doc.expiryDate, today);
            return (
              <li key={doc.id} className="rounded-md border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h5 className="font-semibold break-words text-slate-900">
                      <a
                        href={inlineUrl(doc)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-4 hover:text-brand-900"
                      >
                        {doc.title}
                        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </h5>
                    <p className="text-sm text-slate-700">
                      {documentTypeLabel[doc.documentType] ?? doc.documentType}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {badge === 'Expired' && <Badge variant="danger">Expired</Badge>}
                    {badge === 'Expiring Soon' && <Badge variant="warning">Expiring Soon</Badge>}
                    {canShare && doc.sharedWithTenant && <Badge variant="neutral">Shared with tenant</Badge>}
                  </div>
                </div>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <div className="flex gap-1">
                    <dt className="text-slate-700">Issued:</dt>
                    <dd className="text-slate-900">{formatDateGB(doc.issueDate)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-700">Expires:</dt>
                    <dd className="text-slate-900">
                      {doc.expiryDate ? formatDateGB(doc.expiryDate) : 'No expiry'}
                    </dd>
                  </div>
                  {doc.documentType === 'EPC' && (
                    <div className="flex gap-1">
                      <dt className="text-slate-700">EPC band:</dt>
                      <dd className="font-semibold text-slate-900">{doc.epcBand ?? 'Not recorded'}</dd>
                    </div>
                  )}
                  {doc.reference && (
                    <div className="flex gap-1">
                      <dt className="text-slate-700">
                        {doc.documentType === 'HMO_LICENCE' ? 'Licence number:' : 'Reference:'}
                      </dt>
                      <dd className="break-all text-slate-900">{doc.reference}</dd>
                    </div>
                  )}
                  {doc.maxOccupants !== null && doc.maxOccupants !== undefined && (
                    <div className="flex gap-1">
                      <dt className="text-slate-700">Maximum occupants:</dt>
                      <dd className="text-slate-900">{doc.maxOccupants}</dd>
                    </div>
                  )}
                </dl>
                {doc.notes && <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{doc.notes}</p>}
                {isProperty && isServedDocument(doc) && (
                  <DocumentServices document={doc} tenants={tenants.data} />
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  <a href={doc.fileUrl} download={doc.fileName} className={linkClass}>
                    <Download aria-hidden="true" className="size-4" />
                    Download<span className="sr-only"> {doc.title}</span>
                  </a>
                  <Button size="sm" variant="outline" onClick={() => setEditing(doc)}>
                    <Pencil aria-hidden="true" />
                    Edit<span className="sr-only"> {doc.title}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => deleteDocument(doc)}
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

      <DocumentFormDialog open={adding} owner={owner} canShare={canShare} onClose={() => setAdding(false)} />
      <DocumentFormDialog
        open={editing !== null}
        owner={owner}
        document={editing}
        canShare={canShare}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
