import { useId, useRef, useState } from 'react';
import { Eye, Pencil, Plus } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import type { MaintenanceRequest } from '@shared/maintenance';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { MAINTENANCE_PAGE_SIZE, useTenantMaintenance } from '../api';
import { formatLondonDay } from '@client/lib/format';
import { repairCategoryText } from '@client/lib/portal-labels';
import { MaintenanceBadges, ResponseTarget } from './repair-badges';
import { MaintenanceDetailsDialog } from './maintenance-details';
import { MaintenanceRequestDialog } from './maintenance-request-dialog';
import { Fact } from '@client/components/ui/fact';

/** One request in the list: what, how urgent, where it stands, and its actions. */
function MaintenanceItem({
  request,
  onView,
  onUpdate,
}: {
  request: MaintenanceRequest;
  onView: () => void;
  onUpdate: () => void;
}) {
  // SPEC.md §4: only submitted items offer Update.
  const canUpdate = request.status === 'submitted';
  return (
    <li>
      <Card className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <h3 className="text-lg font-semibold break-words text-slate-900">{request.title}</h3>
          <MaintenanceBadges request={request} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <Fact term={m.portal_repair_category_term()}>{repairCategoryText(request.category)}</Fact>
          <Fact term={m.portal_repair_reported_term()}>
            <time dateTime={request.date}>{formatLondonDay(request.date)}</time>
          </Fact>
          <Fact term={m.portal_repair_target_term()}>
            <ResponseTarget request={request} />
          </Fact>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onView} aria-haspopup="dialog">
            <Eye aria-hidden="true" />
            {m.portal_repair_view_details()}
            <span className="sr-only"> {m.portal_repair_of_title({ title: request.title })}</span>
          </Button>
          {canUpdate && (
            <Button size="sm" variant="outline" onClick={onUpdate} aria-haspopup="dialog">
              <Pencil aria-hidden="true" />
              {m.portal_repair_update()}
              <span className="sr-only">{` "${request.title}"`}</span>
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

/**
 * The Maintenance tab (SPEC.md §2): the tenancy's requests with View Details and Update (while
 * submitted), and New Request. `newRequestOpen` is lifted so Overview's Report Issue can open it.
 */
export function TenantMaintenanceSection({
  tenancyId,
  canReport,
  newRequestOpen,
  onNewRequestOpenChange,
}: {
  tenancyId: number | undefined;
  /** False for a past tenancy: new requests go to the current home. */
  canReport: boolean;
  newRequestOpen: boolean;
  onNewRequestOpenChange: (open: boolean) => void;
}) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const requests = useTenantMaintenance(tenancyId, offset);
  const rows = requests.data?.items ?? [];
  const total = requests.data?.total ?? 0;
  // Ids, not copies: the dialogs show the request as the latest list has it.
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const viewing = rows.find((request) => request.id === viewingId) ?? null;
  const editing = rows.find((request) => request.id === editingId) ?? null;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const newRequestRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  /** Back to the button that opened the dialog, or (when that has gone) New Request or the heading. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    openerRef.current = null;
    const target = opener?.isConnected ? opener : (newRequestRef.current ?? headingRef.current);
    target?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
            {m.portal_tab_maintenance()}
          </h2>
          <p className="text-slate-700">{m.portal_repairs_intro()}</p>
        </div>
        {canReport && (
          <Button
            ref={newRequestRef}
            aria-haspopup="dialog"
            onClick={() => {
              rememberOpener();
              // The new request is listed first, on page one.
              setOffset(0);
              onNewRequestOpenChange(true);
            }}
          >
            <Plus aria-hidden="true" />
            {m.portal_repair_new()}
          </Button>
        )}
      </div>

      <div aria-busy={requests.isFetching || undefined}>
        {requests.isPending ? (
          <Loading label={m.portal_repairs_loading()} />
        ) : requests.isError ? (
          <FormAlert>{m.portal_repairs_error()}</FormAlert>
        ) : rows.length === 0 ? (
          <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
            {m.portal_repairs_none()}
          </p>
        ) : (
          <div className="space-y-4">
            <ul aria-label={m.portal_repairs_list_label()} className="space-y-3">
              {rows.map((request) => (
                <MaintenanceItem
                  key={request.id}
                  request={request}
                  onView={() => {
                    rememberOpener();
                    setViewingId(request.id);
                  }}
                  onUpdate={() => {
                    rememberOpener();
                    setEditingId(request.id);
                  }}
                />
              ))}
            </ul>
            {total > MAINTENANCE_PAGE_SIZE && (
              <Pager
                label={m.portal_repairs_pages()}
                noun={[m.portal_noun_request(), m.portal_noun_requests()]}
                offset={offset}
                pageSize={MAINTENANCE_PAGE_SIZE}
                shown={rows.length}
                total={total}
                onOffsetChange={setOffset}
              />
            )}
          </div>
        )}
      </div>

      <MaintenanceRequestDialog
        open={newRequestOpen && canReport}
        request={null}
        onClose={() => onNewRequestOpenChange(false)}
        onCloseAutoFocus={returnFocus}
      />
      <MaintenanceRequestDialog
        open={editing !== null}
        request={editing}
        onClose={() => setEditingId(null)}
        onCloseAutoFocus={returnFocus}
      />
      <MaintenanceDetailsDialog request={viewing} onClose={() => setViewingId(null)} />
    </section>
  );
}
