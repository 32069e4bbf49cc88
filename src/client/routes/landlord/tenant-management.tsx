import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Property } from '@shared/properties';
import type { Tenant } from '@shared/tenancies';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { CommunicationsPanel } from '@client/features/communications/components/communications-panel';
import { DocumentsPanel } from '@client/features/documents/components/documents-panel';
import { TenantPaymentsPanel } from '@client/features/payments/components/tenant-payments-panel';
import { propertyKeys } from '@client/features/properties/api';
import { useTenants } from '@client/features/tenancies/api';
import { TenantList } from '@client/features/tenancies/components/tenant-list';

/** The shared Tabs show no disabled look of their own. */
const disabledTab =
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-600 data-[disabled]:opacity-70';

type InnerTab = 'tenants' | 'communications' | 'payments' | 'documents';

/** SPEC.md §2 tenant management: Tenants, then Communications, Payments and Documents for the selected tenant. */
export function TenantManagement({ property }: { property: Property }) {
  const queryClient = useQueryClient();
  const tenants = useTenants(property.id);
  const [tab, setTab] = useState<InnerTab>('tenants');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected: Tenant | undefined = tenants.data?.find((tenant) => tenant.id === selectedId);

  // A tenancy change can change the property's occupancy, so its cards and summary refresh too.
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all });

  const select = (tenant: Tenant) => {
    setSelectedId(tenant.id);
    setTab('communications');
  };

  return (
    <div className="space-y-4">
      <h4 className="text-lg font-semibold text-slate-900">Tenant management</h4>
      {selected && (
        <p className="text-sm text-slate-700" aria-live="polite">
          Selected tenant: <span className="font-semibold text-slate-900">{selected.fullName}</span>
        </p>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as InnerTab)}>
        <TabsList aria-label={`Tenant management for ${property.title}`}>
          <TabsTrigger value="tenants">Tenants</TabsTrigger>
          <TabsTrigger value="communications" disabled={!selected} className={disabledTab}>
            Communications
          </TabsTrigger>
          <TabsTrigger value="payments" disabled={!selected} className={disabledTab}>
            Payments
          </TabsTrigger>
          <TabsTrigger value="documents" disabled={!selected} className={disabledTab}>
            Documents
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tenants" className="mt-4">
          <TenantList
            propertyId={property.id}
            propertyTitle={property.title}
            propertyRent={property.price}
            selectedTenantId={selected?.id ?? null}
            onSelect={select}
            onRemoved={(id) => {
              if (id === selectedId) setSelectedId(null);
            }}
            onChanged={onChanged}
          />
        </TabsContent>
        {selected && (
          <>
            <TabsContent value="communications" className="mt-4">
              <CommunicationsPanel
                tenantId={selected.id}
                propertyId={property.id}
                tenantName={selected.fullName}
              />
            </TabsContent>
            <TabsContent value="payments" className="mt-4">
              <TenantPaymentsPanel
                key={selected.id}
                tenantId={selected.id}
                tenantName={selected.fullName}
                rentAmount={selected.rentAmount}
                paymentReference={selected.paymentReference}
                remindersPaused={selected.remindersPaused}
              />
            </TabsContent>
            <TabsContent value="documents" className="mt-4">
              <DocumentsPanel
                owner={{ kind: 'tenant', id: selected.id }}
                title={`Documents for ${selected.fullName}'s tenancy, such as the written statement and deposit protection certificate.`}
              />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
