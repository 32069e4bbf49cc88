import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, ChevronUp, Plus, Search } from 'lucide-react';
import { isAdmin, type PublicUser } from '@shared/user-roles';
import { RequireAuth } from '@client/app/guards';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Notice, Page } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { toast } from '@client/components/ui/toast-store';
import { displayName } from '@client/features/auth/api';
import { MyDataCard } from '@client/features/account/components/my-data-card';
import { ComplianceSummaryCard } from '@client/features/compliance/components/compliance-summary-card';
import { ArrearsCard } from '@client/features/payments/components/arrears-card';
import type { Property } from '@shared/properties';
import { useProperties } from '@client/features/properties/api';
import { ArchivedProperties } from '@client/features/properties/components/archived-properties';
import { PropertyCardSummary } from '@client/features/properties/components/property-card-summary';
import { lazyDialog } from '@client/app/lazy-dialog';
import { whenVisible } from '@client/app/when-visible';
import { PropertySummaryCards } from '@client/features/properties/components/property-summary-cards';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { PropertyWorkspace } from './property-workspace';
import { useDebouncedValue } from './use-debounced-value';

// Below the first screen on a phone: their code (and their forms' Zod) follows the first screen's.
const LandlordDocumentsSection = whenVisible(() =>
  import('@client/features/compliance/components/landlord-documents-section').then(
    (m) => m.LandlordDocumentsSection,
  ),
);
const MonthlyStatementCard = whenVisible(() =>
  import('@client/features/payments/components/monthly-statement-card').then((m) => m.MonthlyStatementCard),
);
const ContractorsSection = whenVisible(() =>
  import('@client/features/contractors/components/contractors-section').then((m) => m.ContractorsSection),
);
const LanguageCard = whenVisible(() =>
  import('@client/features/account/components/language-card').then((m) => m.LanguageCard),
);
const NotificationPreferencesCard = whenVisible(() =>
  import('@client/features/notifications/components/notification-preferences-card').then(
    (m) => m.NotificationPreferencesCard,
  ),
);

// Opened on a click: their forms load then, not with the dashboard.
const PropertyFormDialog = lazyDialog(() =>
  import('@client/features/properties/components/property-form-dialog').then((m) => m.PropertyFormDialog),
);
const DeletePropertyDialog = lazyDialog(
  () =>
    import('@client/features/properties/components/delete-property-dialog').then(
      (m) => m.DeletePropertyDialog,
    ),
  (props) => props.property !== null,
);

const TITLE = 'Landlord Dashboard';
export const PROPERTIES_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export default function LandlordDashboardPage() {
  return (
    <RequireAuth title={TITLE}>
      {(user) =>
        user.userType === 'landlord' || isAdmin(user) ? (
          <LandlordDashboard user={user} />
        ) : (
          <Page title={TITLE}>
            <Notice>
              The landlord dashboard is for landlords. Please use the dashboard for your account instead.
            </Notice>
          </Page>
        )
      }
    </RequireAuth>
  );
}

function LandlordDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle(TITLE);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to a search: a new search starts at the first page.
  const [page, setPage] = useState({ search: '', offset: 0 });
  const offset = page.search === search ? page.offset : 0;
  const setOffset = (next: number) => setPage({ search, offset: next });
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Property | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const searchId = useId();

  const properties = useProperties({ search: search || undefined, limit: PROPERTIES_PAGE_SIZE, offset });
  const rows = properties.data?.items ?? [];
  const total = properties.data?.total ?? 0;

  const toldAt = useRef(0);
  useEffect(() => {
    if (!properties.isError || properties.errorUpdatedAt === toldAt.current) return;
    toldAt.current = properties.errorUpdatedAt;
    toast({ title: 'Error', description: 'Failed to fetch properties', variant: 'destructive' });
  }, [properties.isError, properties.errorUpdatedAt]);

  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + rows.length, total);

  return (
    <>
      <section className="on-dark bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            Welcome, {displayName(user)}. Manage your properties, tenants, communications and documents in one
            place.
          </p>
        </div>
      </section>

      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <PropertySummaryCards />

        {/* An admin's view covers every landlord's homes; the calendar feed does too. */}
        <ComplianceSummaryCard isAdmin={isAdmin(user)} />

        {/* A landlord's own registration and licence: an admin would have to name the landlord (landlordId). */}
        {!isAdmin(user) && <LandlordDocumentsSection />}

        <div className="grid items-start gap-4 lg:grid-cols-3">
          <ArrearsCard className={isAdmin(user) ? 'lg:col-span-3' : 'lg:col-span-2'} />
          {/* An admin's statement must name a landlord (landlordId), and this page has no landlord to name. */}
          {!isAdmin(user) && <MonthlyStatementCard />}
        </div>

        {/* An admin's directory must name a landlord (landlordId); they manage it per landlord. */}
        {!isAdmin(user) && <ContractorsSection />}

        {/* The signed-in landlord's own choice of texts as well as e-mails. */}
        {!isAdmin(user) && <NotificationPreferencesCard />}

        {/* The language of the landlord's e-mails and texts (the portal stays English). */}
        {!isAdmin(user) && <LanguageCard user={user} />}

        {/* An admin downloads theirs from the admin dashboard. */}
        {!isAdmin(user) && <MyDataCard />}

        <section aria-labelledby="properties-heading" className="space-y-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="properties-heading" className="text-2xl font-semibold text-slate-900">
              Your Properties
            </h2>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add Property
            </Button>
          </div>
          <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-xl space-y-1">
            <Label htmlFor={searchId}>Search properties</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
              />
              <Input
                id={searchId}
                type="search"
                value={searchText}
                placeholder="Title, address or postcode"
                autoComplete="off"
                className="pl-9"
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
          </form>

          <div aria-live="polite" aria-busy={properties.isFetching || undefined}>
            {properties.isPending ? (
              <p role="status" className="text-slate-700">
                Loading properties...
              </p>
            ) : properties.isError ? (
              <p className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
                Error loading properties
              </p>
            ) : rows.length === 0 ? (
              <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
                No properties found
              </p>
            ) : (
              <p className="sr-only">
                Showing {first} to {last} of {total} properties
              </p>
            )}
          </div>

          {!properties.isPending && !properties.isError && rows.length > 0 && (
            <>
              <ul className="space-y-4">
                {rows.map((property) => (
                  <PropertyItem
                    key={property.id}
                    property={property}
                    expanded={expandedId === property.id}
                    onToggle={() =>
                      setExpandedId((current) => (current === property.id ? null : property.id))
                    }
                    onEdit={() => setEditing(property)}
                    onDelete={() => setDeleting(property)}
                    canManageDeductions={isAdmin(user)}
                  />
                ))}
              </ul>
              <Pager
                label="Property list pages"
                noun={['property', 'properties']}
                offset={offset}
                pageSize={PROPERTIES_PAGE_SIZE}
                shown={rows.length}
                total={total}
                onOffsetChange={setOffset}
              />
            </>
          )}
        </section>

        {isAdmin(user) && <ArchivedProperties />}
      </div>

      <PropertyFormDialog open={adding} onClose={() => setAdding(false)} />
      <PropertyFormDialog open={editing !== null} property={editing} onClose={() => setEditing(null)} />
      <DeletePropertyDialog
        property={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => setExpandedId((current) => (current === id ? null : current))}
      />
    </>
  );
}

function PropertyItem({
  property,
  expanded,
  onToggle,
  onEdit,
  onDelete,
  canManageDeductions,
}: {
  property: Property;
  expanded: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  canManageDeductions: boolean;
}) {
  const panelId = `property-${property.id}-panel`;
  return (
    <li>
      <Card className="p-4 sm:p-6">
        <PropertyCardSummary property={property} />
        <div className="mt-4">
          <Button
            variant={expanded ? 'secondary' : 'outline'}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {expanded ? 'Hide details' : 'Manage property'}
            <span className="sr-only"> {property.title}</span>
          </Button>
        </div>
        <div id={panelId} hidden={!expanded} className="mt-6 border-t border-slate-200 pt-6">
          {expanded && (
            <PropertyWorkspace
              property={property}
              onEdit={onEdit}
              onDelete={onDelete}
              canManageDeductions={canManageDeductions}
            />
          )}
        </div>
      </Card>
    </li>
  );
}
