import { useId, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ComplianceItem, PropertyCompliance } from '@shared/compliance/types';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { usePropertyCompliance } from '../api';
import {
  checklistLabel,
  countByStatus,
  groupItems,
  openCountsText,
  tenancyChecklist,
  type TenancyGroup,
} from '../compliance-view';
import { formatShortDate } from '@client/lib/format';
import { ComplianceItemCard, type ItemActionContext, type WorkspaceTab } from './compliance-item-card';
import { ComplianceStatusBadge } from './compliance-status-badge';
import { RecordServiceDialog, type ContractHolder } from './record-service-dialog';
import { TenancyNotices } from './tenancy-notices';

interface PropertyComplianceTabProps {
  propertyId: number;
  propertyTitle: string;
  /** An admin sees the landlord's own duties but adds no documents for them here. */
  isAdmin?: boolean;
  onGoTo?: (tab: WorkspaceTab) => void;
}

/** The property workspace's Compliance tab: every duty, grouped, with what closes it. */
export function PropertyComplianceTab({ propertyId, ...props }: PropertyComplianceTabProps) {
  const compliance = usePropertyCompliance(propertyId);
  if (compliance.isPending) return <Loading label="Loading compliance…" />;
  if (compliance.isError)
    return (
      <FormAlert>{errorMessage(compliance.error, 'Failed to load compliance. Please try again.')}</FormAlert>
    );
  return <PropertyComplianceView compliance={compliance.data} {...props} />;
}

export function PropertyComplianceView({
  compliance,
  propertyTitle,
  isAdmin = false,
  onGoTo,
}: Omit<PropertyComplianceTabProps, 'propertyId'> & { compliance: PropertyCompliance }) {
  const headingId = useId();
  const [serving, setServing] = useState<ComplianceItem | null>(null);
  const groups = groupItems(compliance.items);
  const contractHolders: ContractHolder[] = groups.tenancies.map((t) => ({
    id: t.tenancyId,
    name: t.tenantName,
  }));
  const context: ItemActionContext = { isAdmin, onGoTo, onServe: setServing };
  const counts = countByStatus(compliance.items);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h4 id={headingId} className="text-lg font-semibold text-slate-900">
            Compliance
          </h4>
          <span className="text-sm text-slate-700">Overall:</span>
          <ComplianceStatusBadge status={compliance.status} />
        </div>
        <p className="text-sm text-slate-700">
          The legal duties for {propertyTitle} under Welsh law, and what closes each one. Open items:{' '}
          {openCountsText(counts)}.
        </p>
      </div>

      {compliance.items.length === 0 ? (
        <p className="text-slate-700">No duties apply to this property yet.</p>
      ) : (
        <>
          {groups.landlord.length > 0 && (
            <ItemGroup
              title={isAdmin ? "The landlord's own duties" : 'Your own duties'}
              intro={
                isAdmin
                  ? 'Registration and licence: these stand for every home the landlord lets.'
                  : 'Your registration and licence: these stand for every home you let.'
              }
              items={groups.landlord}
              context={context}
            />
          )}
          {groups.property.length > 0 && (
            <ItemGroup title="This property" items={groups.property} context={context} />
          )}
          {groups.tenancies.map((tenancy) => (
            <TenancySection key={tenancy.tenancyId} tenancy={tenancy} context={context} />
          ))}
        </>
      )}

      <RecordServiceDialog
        open={serving !== null && serving.action.kind === 'serve'}
        documentId={serving?.action.kind === 'serve' ? serving.action.documentId : 0}
        what={serving?.title ?? ''}
        contractHolders={contractHolders}
        defaultTenantId={serving?.tenancyId ?? null}
        onClose={() => setServing(null)}
      />
    </section>
  );
}

function ItemGroup({
  title,
  intro,
  items,
  context,
}: {
  title: string;
  intro?: string;
  items: ComplianceItem[];
  context: ItemActionContext;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h5 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h5>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      <ul className="space-y-3">
        {items.map((item) => (
          <ComplianceItemCard key={`${item.rule}-${item.tenancyId ?? ''}`} item={item} context={context} />
        ))}
      </ul>
    </section>
  );
}

function TenancySection({ tenancy, context }: { tenancy: TenancyGroup; context: ItemActionContext }) {
  const headingId = useId();
  const checklistId = useId();
  const noticesId = useId();
  const [showNotices, setShowNotices] = useState(false);
  const checklist = tenancyChecklist(tenancy.items);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <h5 id={headingId} className="text-base font-semibold text-slate-900">
        Tenancy: {tenancy.tenantName}
      </h5>

      {checklist.length > 0 && (
        <div className="space-y-2">
          <h6 id={checklistId} className="font-semibold text-slate-900">
            New tenancy checklist
          </h6>
          <ol aria-labelledby={checklistId} className="space-y-2">
            {checklist.map((item) => (
              <li
                key={item.rule}
                className="flex flex-col gap-1 rounded-md border border-slate-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="text-slate-900">{checklistLabel(item)}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-slate-700">
                    {item.dueDate ? (
                      <>
                        by <time dateTime={item.dueDate}>{formatShortDate(item.dueDate)}</time>
                      </>
                    ) : (
                      'No fixed date'
                    )}
                  </span>
                  <ComplianceStatusBadge status={item.status} />
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}

      <ul className="space-y-3">
        {tenancy.items.map((item) => (
          <ComplianceItemCard key={item.rule} item={item} context={context} />
        ))}
      </ul>

      <div className="space-y-3">
        <Button
          variant={showNotices ? 'secondary' : 'outline'}
          aria-expanded={showNotices}
          aria-controls={noticesId}
          onClick={() => setShowNotices((open) => !open)}
        >
          {showNotices ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {showNotices ? 'Hide notices' : 'Check notices'}
          <span className="sr-only"> for {tenancy.tenantName}</span>
        </Button>
        <div id={noticesId} hidden={!showNotices}>
          {showNotices && <TenancyNotices tenantId={tenancy.tenancyId} tenantName={tenancy.tenantName} />}
        </div>
      </div>
    </section>
  );
}
