import { useId, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ComplianceStatus, PortfolioCompliance } from '@shared/compliance/types';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { Loading } from '@client/components/ui/page';
import { cn } from '@client/lib/utils';
import { useAdminCompliance, type AdminComplianceFilters } from '../api';
import {
  STATUS_ORDER,
  complianceStatusLabel,
  complianceStatusTone,
  countByStatus,
  landlordOptions,
  openCountsText,
  openTotal,
} from '../compliance-view';
import { ComplianceItemCard, type ItemActionContext } from './compliance-item-card';
import { ComplianceStatusBadge } from './compliance-status-badge';

const ADMIN_CONTEXT: ItemActionContext = { isAdmin: true };

const toneClass = {
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** The admin dashboard's agency-wide Compliance tab: every landlord's homes, filtered by landlord and status. */
export function AdminCompliance() {
  const headingId = useId();
  const [filters, setFilters] = useState<AdminComplianceFilters>({});
  // The landlords to choose from come from the whole agency's answer, so a filter never hides them.
  const everyone = useAdminCompliance({});
  const filtered = useAdminCompliance(filters);
  const landlords = everyone.data ? landlordOptions(everyone.data) : [];

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
          Compliance
        </h2>
        <p className="mt-1 text-slate-700">
          Every home&apos;s legal duties under Welsh law, across the agency.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 md:max-w-2xl">
        <SelectField
          label="Landlord"
          value={filters.landlordId ? String(filters.landlordId) : ''}
          onChange={(event) =>
            setFilters((current) => ({
              ...current,
              landlordId: event.target.value ? Number(event.target.value) : undefined,
            }))
          }
        >
          <option value="">All landlords</option>
          {landlords.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) =>
            setFilters((current) => ({
              ...current,
              status: (event.target.value || undefined) as ComplianceStatus | undefined,
            }))
          }
        >
          <option value="">Any status</option>
          <LabelledOptions values={STATUS_ORDER} labels={complianceStatusLabel} />
        </SelectField>
      </div>

      <div aria-live="polite" aria-busy={filtered.isFetching || undefined}>
        {filtered.isPending ? (
          <Loading label="Loading compliance…" />
        ) : filtered.isError ? (
          <FormAlert>
            {errorMessage(filtered.error, 'Failed to load compliance. Please try again.')}
          </FormAlert>
        ) : (
          <AdminComplianceResults portfolio={filtered.data} />
        )}
      </div>
    </section>
  );
}

export function AdminComplianceResults({ portfolio }: { portfolio: PortfolioCompliance }) {
  return (
    <div className="space-y-6">
      <ul aria-label="Duties by status" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STATUS_ORDER.map((status) => (
          <li key={status} className={cn('rounded-md border p-3', toneClass[complianceStatusTone[status]])}>
            <span className="block text-2xl font-bold">{portfolio.counts[status]}</span>
            <span className="text-sm font-medium">{complianceStatusLabel[status]}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="admin-compliance-properties" className="space-y-3">
        <h3 id="admin-compliance-properties" className="text-lg font-semibold text-slate-900">
          Properties ({portfolio.properties.length})
        </h3>
        {portfolio.properties.length === 0 ? (
          <p className="text-slate-700">No properties match these filters.</p>
        ) : (
          <ul className="space-y-3">
            {portfolio.properties.map((property) => (
              <AdminPropertyRow key={property.propertyId} property={property} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AdminPropertyRow({ property }: { property: PortfolioCompliance['properties'][number] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Every item that stands over the home, the landlord's registration included, as its status does.
  const { items } = property;
  const counts = countByStatus(items);
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h4 className="font-semibold break-words text-slate-900">{property.title}</h4>
            <p className="text-sm text-slate-700">Landlord: {property.landlordName || 'Unknown'}</p>
            <p className="text-sm text-slate-800">
              {openTotal(counts) === 0 ? 'No open items' : `Open items: ${openCountsText(counts)}`}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ComplianceStatusBadge status={property.status} />
            <Button
              size="sm"
              variant={open ? 'secondary' : 'outline'}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((current) => !current)}
            >
              {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
              {open ? 'Hide items' : 'Show items'}
              <span className="sr-only"> for {property.title}</span>
            </Button>
          </div>
        </div>
        <div id={panelId} hidden={!open} className="mt-4">
          {open && (
            <ul className="space-y-3">
              {items.map((item) => (
                <ComplianceItemCard
                  key={`${item.rule}-${item.tenancyId ?? ''}`}
                  item={item}
                  context={ADMIN_CONTEXT}
                  headingAs="h5"
                />
              ))}
            </ul>
          )}
        </div>
      </Card>
    </li>
  );
}
