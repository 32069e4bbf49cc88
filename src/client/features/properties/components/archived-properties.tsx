import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { ApiError } from '@client/app/api-client';
import { useArchivedProperties, useRestoreProperty } from '../api';

/** Admins only: properties archived instead of deleted (kept for the records), with Restore. */
export function ArchivedProperties() {
  const archived = useArchivedProperties(true);
  const restore = useRestoreProperty();
  const rows = archived.data?.items ?? [];

  return (
    <section aria-labelledby="archived-heading" className="space-y-3">
      <h2 id="archived-heading" className="text-2xl font-semibold text-slate-900">
        Archived Properties
      </h2>
      {archived.isPending ? (
        <p role="status" className="text-slate-700">
          Loading archived properties...
        </p>
      ) : archived.isError ? (
        <p className="text-red-800">Error loading archived properties</p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No archived properties.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {rows.map((property) => (
            <li key={property.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-medium text-slate-900">{property.title}</p>
                <p className="text-sm text-slate-700">
                  {property.address}, {property.city} {property.postcode}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={restore.isPending}
                aria-label={`Restore ${property.title}`}
                onClick={() =>
                  restore.mutate(property.id, {
                    onSuccess: () => toast({ title: 'Property Restored', description: property.title }),
                    onError: (error) =>
                      toast({
                        title: 'Failed to Restore Property',
                        description:
                          error instanceof ApiError && error.message
                            ? error.message
                            : 'An error occurred. Please try again.',
                        variant: 'destructive',
                      }),
                  })
                }
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
