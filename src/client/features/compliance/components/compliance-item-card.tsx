import { ExternalLink, FilePlus, Pencil, Send } from 'lucide-react';
import type { ComplianceItem } from '@shared/compliance/types';
import { documentTypeLabel } from '@shared/documents';
import { Button } from '@client/components/ui/button';
import { actionText, blocksText, evidenceUrl, isOpen, uploadWhere } from '../compliance-view';
import { formatShortDate } from '@client/lib/format';
import { ComplianceStatusBadge } from './compliance-status-badge';
import { Fact } from '@client/components/ui/fact';

/** The property workspace's tabs an item's action can send the landlord to. */
export type WorkspaceTab = 'details' | 'tenants' | 'documents';

export interface ItemActionContext {
  isAdmin: boolean;
  /** Switch the property workspace to a tab (absent: the words alone say where). */
  onGoTo?: ((tab: WorkspaceTab) => void) | undefined;
  /** Open "Record a copy given" for a serve item. */
  onServe?: ((item: ComplianceItem) => void) | undefined;
}

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';

/** Long document names wrap on a phone instead of running off the screen. */
const wrapButton = 'h-auto min-h-9 py-1.5 text-left whitespace-normal';

const linkClass =
  'inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** One duty: title, status in words, due date, message, evidence, what it stops, and what closes it. */
export function ComplianceItemCard({
  item,
  context,
  headingAs: Heading = 'h6',
}: {
  item: ComplianceItem;
  context: ItemActionContext;
  headingAs?: HeadingTag;
}) {
  const blocks = blocksText(item.blocks);
  return (
    <li className="rounded-md border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 font-semibold break-words text-slate-900">{item.title}</Heading>
        <ComplianceStatusBadge status={item.status} />
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact term="Due:">
          {item.dueDate ? (
            <time dateTime={item.dueDate}>{formatShortDate(item.dueDate)}</time>
          ) : (
            'No fixed date'
          )}
        </Fact>
        {item.subject === 'tenancy' && item.tenantName && (
          <Fact term="Contract-holder:">{item.tenantName}</Fact>
        )}
      </dl>
      <p className="mt-2 text-sm text-slate-800">{item.message}</p>
      {blocks && <p className="mt-2 text-sm font-semibold text-red-800">{blocks}</p>}
      {item.documentIds.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="text-slate-700">Evidence:</span>
          {item.documentIds.map((id, index) => (
            <a
              key={id}
              href={evidenceUrl(item.subject, id)}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {item.documentIds.length > 1 ? `View document ${index + 1}` : 'View document'}
              <span className="sr-only"> for {item.title} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ))}
        </div>
      )}
      {isOpen(item) && <ItemAction item={item} context={context} />}
      <p className="mt-2 text-xs text-slate-600">Source: {item.source}</p>
    </li>
  );
}

function ItemAction({ item, context }: { item: ComplianceItem; context: ItemActionContext }) {
  const { action } = item;
  const { onGoTo, onServe, isAdmin } = context;
  const box = 'mt-3 space-y-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800';

  if (action.kind === 'upload') {
    const type = documentTypeLabel[action.documentType] ?? action.documentType;
    const words = uploadWhere(action, { tenantName: item.tenantName, isAdmin });
    return (
      <div className={box}>
        <p>{words}</p>
        {action.target === 'property' && onGoTo && (
          <Button size="sm" className={wrapButton} onClick={() => onGoTo('documents')}>
            <FilePlus aria-hidden="true" />
            Add {type}
            <span className="sr-only"> in the Documents tab</span>
          </Button>
        )}
        {action.target === 'tenancy' && onGoTo && (
          <Button size="sm" className={wrapButton} onClick={() => onGoTo('tenants')}>
            <FilePlus aria-hidden="true" />
            Add {type}
            <span className="sr-only">
              {' '}
              to {item.tenantName ?? 'the tenancy'}&apos;s documents in the Tenants tab
            </span>
          </Button>
        )}
        {action.target === 'landlord' && !isAdmin && (
          <a href="#your-documents" className={linkClass}>
            Go to Your documents<span className="sr-only"> to add your {type}</span>
          </a>
        )}
      </div>
    );
  }

  const words = actionText(action, item.tenantName);
  if (!words) return null;
  return (
    <div className={box}>
      <p>{words}</p>
      {action.kind === 'serve' && onServe && (
        <Button size="sm" onClick={() => onServe(item)}>
          <Send aria-hidden="true" />
          Record a copy given
          <span className="sr-only">
            {' '}
            to {item.tenantName ?? 'the contract-holder'}: {item.title}
          </span>
        </Button>
      )}
      {action.kind === 'edit_property' && onGoTo && (
        <Button size="sm" variant="outline" onClick={() => onGoTo('details')}>
          <Pencil aria-hidden="true" />
          Go to Details<span className="sr-only"> to edit the property</span>
        </Button>
      )}
      {action.kind === 'edit_tenancy' && onGoTo && (
        <Button size="sm" variant="outline" onClick={() => onGoTo('tenants')}>
          <Pencil aria-hidden="true" />
          Go to Tenants<span className="sr-only"> to edit {item.tenantName ?? 'the tenancy'}</span>
        </Button>
      )}
      {action.kind === 'book' && onGoTo && (
        <Button size="sm" variant="outline" onClick={() => onGoTo('documents')}>
          <FilePlus aria-hidden="true" />
          Go to Documents<span className="sr-only"> to add the certificate</span>
        </Button>
      )}
    </div>
  );
}
