import type { Property } from '@shared/properties';
import { Notice } from '@client/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { DocumentsPanel } from '@client/features/documents/components/documents-panel';
import { PropertyDetails } from '@client/features/properties/components/property-details';
import { TenantManagement } from './tenant-management';

/** The four tabs of one property (SPEC.md §2): Details, Tenants, Documents, Finances. */
export function PropertyWorkspace({
  property,
  onEdit,
  onDelete,
}: {
  property: Property;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Tabs defaultValue="details">
      <TabsList aria-label={`Sections for ${property.title}`}>
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="tenants">Tenants</TabsTrigger>
        <TabsTrigger value="documents">Documents</TabsTrigger>
        <TabsTrigger value="finances">Finances</TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="mt-4">
        <PropertyDetails property={property} onEdit={onEdit} onDelete={onDelete} />
      </TabsContent>
      <TabsContent value="tenants" className="mt-4">
        <TenantManagement property={property} />
      </TabsContent>
      <TabsContent value="documents" className="mt-4 space-y-4">
        <h4 className="text-lg font-semibold text-slate-900">Property documents</h4>
        <DocumentsPanel
          owner={{ kind: 'property', id: property.id }}
          title="Safety certificates, licences and other documents for this property."
        />
      </TabsContent>
      <TabsContent value="finances" className="mt-4 space-y-4">
        <h4 className="text-lg font-semibold text-slate-900">Finances</h4>
        <Notice>
          Rent records and payment history for this property arrive with the rent feature in a later version
          of the portal. Until then, no payments are shown here.
        </Notice>
      </TabsContent>
    </Tabs>
  );
}
