import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { Property } from '@shared/properties';
import { isAdmin } from '@shared/user-roles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useCurrentUser } from '@client/features/auth/session';
import type { WorkspaceTab } from '@client/features/compliance/components/compliance-item-card';
import { PropertyDetails } from '@client/features/properties/components/property-details';
import { useTenants } from '@client/features/tenancies/api';
import { Loading } from '@client/components/ui/page';

// Each tab but Details loads its code when first opened: the dashboard's first load carries only
// what it shows (ADR 0012; the landlord dashboard's script fell from 236 KB).
const PropertyComplianceTab = lazy(() =>
  import('@client/features/compliance/components/property-compliance-tab').then((m) => ({
    default: m.PropertyComplianceTab,
  })),
);
const TenantManagement = lazy(() =>
  import('./tenant-management').then((m) => ({ default: m.TenantManagement })),
);
const DocumentsPanel = lazy(() =>
  import('@client/features/documents/components/documents-panel').then((m) => ({
    default: m.DocumentsPanel,
  })),
);
const FinancesPanel = lazy(() =>
  import('@client/features/payments/components/finances-panel').then((m) => ({ default: m.FinancesPanel })),
);
const StatementImportButton = lazy(() =>
  import('@client/features/payments/components/statement-import-dialog').then((m) => ({
    default: m.StatementImportButton,
  })),
);
const RepairsPanel = lazy(() =>
  import('@client/features/maintenance/components/repairs-panel').then((m) => ({ default: m.RepairsPanel })),
);

const InspectionsPanel = lazy(() =>
  import('@client/features/inspections/components/inspections-panel').then((m) => ({
    default: m.InspectionsPanel,
  })),
);
const ApplicationsPanel = lazy(() =>
  import('@client/features/applications/components/applications-panel').then((m) => ({
    default: m.ApplicationsPanel,
  })),
);

function TabLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

type Tab =
  | 'details'
  | 'compliance'
  | 'applications'
  | 'tenants'
  | 'documents'
  | 'finances'
  | 'repairs'
  | 'inspections';

/**
 * The tabs of one property (SPEC.md §2): Details, Compliance, Applications (CONTRACT.md §8),
 * Tenants, Documents, Finances, Repairs and Inspections (CONTRACT.md §8).
 */
export function PropertyWorkspace({
  property,
  onEdit,
  onDelete,
  canManageDeductions = false,
}: {
  property: Property;
  onEdit: () => void;
  onDelete: () => void;
  /** An admin: the Finances tab lets them add and remove the agency's deductions. */
  canManageDeductions?: boolean;
}) {
  const user = useCurrentUser();
  const [tab, setTab] = useState<Tab>('details');
  const root = useRef<HTMLDivElement>(null);
  // A compliance item's action opens the tab where it is done, and moves focus to that tab's panel.
  const goTo = (next: WorkspaceTab) => {
    setTab(next);
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')?.focus(),
    );
  };
  return (
    <Tabs ref={root} value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabsList aria-label={`Sections for ${property.title}`}>
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="compliance">Compliance</TabsTrigger>
        <TabsTrigger value="applications">Applications</TabsTrigger>
        <TabsTrigger value="tenants">Tenants</TabsTrigger>
        <TabsTrigger value="documents">Documents</TabsTrigger>
        <TabsTrigger value="finances">Finances</TabsTrigger>
        <TabsTrigger value="repairs">Repairs</TabsTrigger>
        <TabsTrigger value="inspections">Inspections</TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="mt-4">
        <PropertyDetails property={property} onEdit={onEdit} onDelete={onDelete} />
      </TabsContent>
      <TabsContent value="compliance" className="mt-4">
        <TabLoading>
          <PropertyComplianceTab
            propertyId={property.id}
            propertyTitle={property.title}
            isAdmin={isAdmin(user.data)}
            onGoTo={goTo}
          />
        </TabLoading>
      </TabsContent>
      <TabsContent value="applications" className="mt-4">
        <TabLoading>
          <ApplicationsPanel property={property} />
        </TabLoading>
      </TabsContent>
      <TabsContent value="tenants" className="mt-4">
        <TabLoading>
          <TenantManagement property={property} />
        </TabLoading>
      </TabsContent>
      <TabsContent value="documents" className="mt-4 space-y-4">
        <h4 className="text-lg font-semibold text-slate-900">Property documents</h4>
        <TabLoading>
          <DocumentsPanel
            owner={{ kind: 'property', id: property.id }}
            title="Safety certificates, licences and other documents for this property."
          />
        </TabLoading>
      </TabsContent>
      <TabsContent value="finances" className="mt-4">
        <TabLoading>
          <PropertyFinances property={property} canManageDeductions={canManageDeductions} />
        </TabLoading>
      </TabsContent>
      <TabsContent value="repairs" className="mt-4">
        <TabLoading>
          <PropertyRepairs property={property} />
        </TabLoading>
      </TabsContent>
      <TabsContent value="inspections" className="mt-4">
        <TabLoading>
          <InspectionsPanel property={property} />
        </TabLoading>
      </TabsContent>
    </Tabs>
  );
}

/** Inside the tab, so the tenant list is fetched only when Finances opens (Record Payment asks which tenant). */
function PropertyFinances({
  property,
  canManageDeductions,
}: {
  property: Property;
  canManageDeductions: boolean;
}) {
  const tenants = useTenants(property.id);
  return (
    <FinancesPanel
      property={property}
      tenants={tenants.data}
      importSlot={<StatementImportButton propertyId={property.id} />}
      canManageDeductions={canManageDeductions}
    />
  );
}

/** An admin assigns from the property's landlord's contractors, so the list names that landlord. */
function PropertyRepairs({ property }: { property: Property }) {
  const user = useCurrentUser();
  return (
    <RepairsPanel property={property} landlordId={isAdmin(user.data) ? property.landlordId : undefined} />
  );
}
