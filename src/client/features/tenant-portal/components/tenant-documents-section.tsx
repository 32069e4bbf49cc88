import { useId } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import { todayInLondon } from '@shared/dates';
import { expiryBadge } from '@shared/documents';
import { m } from '@shared/i18n/messages';
import type { TenantDocument } from '@shared/tenant-portal';
import { Badge } from '@client/components/ui/badge';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { inlineDocumentUrl, useTenantDocuments } from '../api';
import { formatLondonDay, formatLongDate } from '@client/lib/format';
import { documentTypeText as documentTypeWords, expiryBadgeText } from '@client/lib/portal-labels';

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-900 hover:bg-slate-100';

/** The label of a type the product knows; anything newer is shown as sent. */
export const documentTypeText = (type: string): string => documentTypeWords(type);

/**
 * The documents shared with the tenant: Title (with the day a certificate was served on them),
 * Type, Uploaded, Expires, with View and Download.
 */
export function TenantDocumentsTable({
  documents,
  label,
  today = todayInLondon(),
}: {
  documents: readonly TenantDocument[];
  label: string;
  /** Europe/London today, for the Expired and Expiring Soon badges (SPEC.md §4). */
  today?: string;
}) {
  return (
    <Table label={label}>
      <caption className="sr-only">{label}</caption>
      <TableColumns
        names={[
          m.portal_documents_col_title(),
          m.portal_documents_col_type(),
          m.portal_documents_col_uploaded(),
          m.portal_documents_col_expires(),
        ]}
        actions
      />
      <TableBody>
        {documents.map((doc) => {
          const badge = expiryBadge(doc.expiryDate, today);
          return (
            <TableRow key={`${doc.source}-${doc.id}`}>
              <TableCell className="break-words">
                <span className="font-medium text-slate-900">{doc.title}</span>
                {doc.servedAt && (
                  <span className="block text-sm text-slate-700">
                    {m.portal_documents_served_on()}{' '}
                    <time dateTime={doc.servedAt} className="whitespace-nowrap">
                      {formatLondonDay(doc.servedAt)}
                    </time>
                  </span>
                )}
              </TableCell>
              <TableCell>{documentTypeText(doc.type)}</TableCell>
              <TableCell className="whitespace-nowrap">
                <time dateTime={doc.uploadDate}>{formatLondonDay(doc.uploadDate)}</time>
              </TableCell>
              <TableCell>
                {doc.expiryDate ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <time dateTime={doc.expiryDate} className="whitespace-nowrap">
                      {formatLongDate(doc.expiryDate)}
                    </time>
                    {badge === 'Expired' && <Badge variant="danger">{expiryBadgeText(badge)}</Badge>}
                    {badge === 'Expiring Soon' && <Badge variant="warning">{expiryBadgeText(badge)}</Badge>}
                  </span>
                ) : (
                  m.portal_documents_no_expiry()
                )}
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={inlineDocumentUrl(doc.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClass}
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                    {m.portal_documents_view()}
                    <span className="sr-only"> {m.portal_documents_view_sr({ title: doc.title })}</span>
                  </a>
                  <a href={doc.url} download className={linkClass}>
                    <Download aria-hidden="true" className="size-4" />
                    {m.portal_documents_download()}
                    <span className="sr-only"> {doc.title}</span>
                  </a>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The Documents tab (SPEC.md §2): the tenancy's shared documents and the home's certificates. */
export function TenantDocumentsSection({ tenancyId }: { tenancyId: number | undefined }) {
  const headingId = useId();
  const documents = useTenantDocuments(tenancyId);
  const rows = documents.data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
          {m.portal_tab_documents()}
        </h2>
        <p className="text-slate-700">{m.portal_documents_intro()}</p>
      </div>
      {documents.isPending ? (
        <Loading label={m.portal_documents_loading()} />
      ) : documents.isError ? (
        <FormAlert>{m.portal_documents_error()}</FormAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
          {m.portal_documents_none()}
        </p>
      ) : (
        <TenantDocumentsTable documents={rows} label={m.portal_documents_table_label()} />
      )}
    </section>
  );
}
