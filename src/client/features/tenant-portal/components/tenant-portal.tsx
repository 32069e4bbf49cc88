import { Fragment, useState, type ReactNode } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { m } from '@shared/i18n/messages';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AGENCY } from '@client/content/agency';
import {
  isNoTenancyError,
  ownPaymentsQuery,
  useTenantPaymentSummary,
  useTenantProperty,
  useTenantTenancies,
} from '../api';
import { TenancySelect } from './tenancy-select';
import { TenancySummaryCards } from './tenancy-summary-cards';
import { TenantDocumentsSection } from './tenant-documents-section';
import { TenantOverview } from './tenant-overview';
import { OWN_PAYMENTS_PAGE_SIZE, TenantPaymentsSection } from './tenant-payments-section';
import { TextLink } from '@client/components/ui/text-link';

export const TENANT_TABS = ['overview', 'payments', 'maintenance', 'documents', 'inspections'] as const;
export type TenantTab = (typeof TENANT_TABS)[number];

/** A `?tab=` value, or the Overview for anything else. */
/** What the Maintenance tab is told: the tenancy shown, and the New Request dialog's state. */
export interface MaintenanceTabProps {
  tenancyId: number | undefined;
  /** False for a past tenancy: new requests go to the current home. */
  canReport: boolean;
  newRequestOpen: boolean;
  onNewRequestOpenChange: (open: boolean) => void;
}

export const parseTenantTab = (value: string | null | undefined): TenantTab =>
  (TENANT_TABS as readonly string[]).includes(value ?? '') ? (value as TenantTab) : 'overview';

/** SPEC.md §2's empty state, for a tenant account with no tenancy set up yet. */
function NoTenancy() {
  return (
    <div className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
      <p className="text-lg font-semibold text-slate-900">{m.portal_no_tenancy_heading()}</p>
      <p className="mt-2">
        {m.portal_no_tenancy_text()} <TextLink href={AGENCY.phoneHref}>{AGENCY.phone}</TextLink>.
      </p>
    </div>
  );
}

/**
 * The signed-in tenant's dashboard body (SPEC.md §2): the Tenancy select (several tenancies only),
 * the tenancy's cards, and the Overview, Payments, Maintenance, Documents and Inspections tabs.
 */
export function TenantPortal({
  initialTab = 'overview',
  onTabChange,
  maintenanceTab,
  inspectionsTab,
}: {
  /** The Maintenance tab's body: the maintenance feature's section, which the page hands in. */
  maintenanceTab: (props: MaintenanceTabProps) => ReactNode;
  /** The Inspections tab's body: the inspections feature's section, handed in the same way. */
  inspectionsTab?: ((props: { tenancyId: number | undefined }) => ReactNode) | undefined;
  initialTab?: TenantTab;
  /** Told of every tab change (the page keeps it in the address, so a reload stays put). */
  onTabChange?: (tab: TenantTab) => void;
}) {
  // Undefined: the server's choice, the current tenancy; every query passes the choice on.
  const [tenancyId, setTenancyId] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<TenantTab>(initialTab);
  const [newRequestOpen, setNewRequestOpen] = useState(false);
  const tenancies = useTenantTenancies();
  const summary = useTenantPaymentSummary(tenancyId);
  const property = useTenantProperty(tenancyId);
  // Ask for the first page of history now rather than when the Payments tab opens.
  usePrefetchQuery(ownPaymentsQuery({ limit: OWN_PAYMENTS_PAGE_SIZE, offset: 0, tenancyId }));

  const changeTab = (next: TenantTab) => {
    setTab(next);
    onTabChange?.(next);
  };
  const reportIssue = () => {
    changeTab('maintenance');
    setNewRequestOpen(true);
  };

  const list = tenancies.data ?? [];
  const shownTenancyId = tenancyId ?? summary.data?.tenancyId ?? property.data?.tenancyId;
  // New requests and messages go to the current tenancy, so a past one only looks back.
  const isCurrent =
    property.data?.isCurrent ??
    list.find((t) => t.id === shownTenancyId)?.isCurrent ??
    tenancyId === undefined;
  // Sections keep their own state (page, open dialogs) per tenancy.
  const sectionKey = String(tenancyId ?? 'current');

  let body;
  if (isNoTenancyError(property.error) || isNoTenancyError(summary.error)) {
    body = <NoTenancy />;
  } else if (summary.isPending) {
    // A screen tall while loading, as the tenancy will be: what follows the portal on the page
    // starts below the fold and never jumps in view when the tenancy arrives.
    body = (
      <div className="min-h-svh">
        <Loading label={m.portal_loading_tenancy()} />
      </div>
    );
  } else if (summary.isError) {
    body = <FormAlert>{m.portal_error_payment_data()}</FormAlert>;
  } else {
    body = (
      <>
        <TenancySummaryCards summary={summary.data} />
        <Tabs value={tab} onValueChange={(value) => changeTab(parseTenantTab(value))}>
          <TabsList aria-label={m.portal_tabs_label()}>
            <TabsTrigger value="overview">{m.portal_tab_overview()}</TabsTrigger>
            <TabsTrigger value="payments">{m.portal_tab_payments()}</TabsTrigger>
            <TabsTrigger value="maintenance">{m.portal_tab_maintenance()}</TabsTrigger>
            <TabsTrigger value="documents">{m.portal_tab_documents()}</TabsTrigger>
            {inspectionsTab && <TabsTrigger value="inspections">{m.portal_tab_inspections()}</TabsTrigger>}
          </TabsList>
          <TabsContent value="overview">
            <TenantOverview key={sectionKey} tenancyId={tenancyId} onReportIssue={reportIssue} />
          </TabsContent>
          <TabsContent value="payments">
            <TenantPaymentsSection key={sectionKey} summary={summary.data} tenancyId={tenancyId} />
          </TabsContent>
          <TabsContent value="maintenance">
            <Fragment key={sectionKey}>
              {maintenanceTab({
                tenancyId,
                canReport: isCurrent,
                newRequestOpen,
                onNewRequestOpenChange: setNewRequestOpen,
              })}
            </Fragment>
          </TabsContent>
          <TabsContent value="documents">
            <TenantDocumentsSection key={sectionKey} tenancyId={tenancyId} />
          </TabsContent>
          {inspectionsTab && (
            <TabsContent value="inspections">
              <Fragment key={sectionKey}>{inspectionsTab({ tenancyId })}</Fragment>
            </TabsContent>
          )}
        </Tabs>
      </>
    );
  }

  return (
    <div className="space-y-8">
      <TenancySelect
        tenancies={list}
        value={shownTenancyId}
        onChange={(id) => {
          setNewRequestOpen(false);
          setTenancyId(id);
        }}
      />
      {tenancies.isError && <FormAlert>{m.portal_error_tenancies()}</FormAlert>}
      {body}
    </div>
  );
}
