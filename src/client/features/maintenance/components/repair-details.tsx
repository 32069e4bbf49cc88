import { useId } from 'react';
import {
  maintenanceCategoryLabel,
  maintenanceStatusLabel,
  type MaintenanceEvent,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { formatDateTimeGB } from '@client/lib/format';
import { FitnessBadge, PriorityBadge, RepairStatusBadge } from './repair-badges';

const roleLabel: Record<MaintenanceEvent['byRole'], string> = {
  tenant: 'Tenant',
  landlord: 'Landlord',
  agency: 'Agency',
};

/** Description, access notes, photos and history, as the tenant and the landlord left them. */
export function RepairDetails({ request }: { request: MaintenanceRequest }) {
  const historyId = useId();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <PriorityBadge priority={request.priority} />
        <RepairStatusBadge status={request.status} />
        {request.fitnessMatter && <FitnessBadge />}
      </div>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Category</dt>
          <dd className="text-slate-800">{maintenanceCategoryLabel[request.category] ?? request.category}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Description</dt>
          <dd className="break-words whitespace-pre-line text-slate-800">{request.description}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Access notes</dt>
          <dd className="break-words whitespace-pre-line text-slate-800">
            {request.accessNotes ?? 'None given'}
          </dd>
        </div>
      </dl>

      {request.photos.length > 0 && (
        <ul aria-label="Photos from the tenant" className="flex flex-wrap gap-2">
          {request.photos.map((photo, index) => {
            const alt = `Photo ${index + 1} of ${request.photos.length} of "${request.title}"`;
            return (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={photo.url}
                    alt={alt}
                    loading="lazy"
                    className="size-24 rounded-md border border-slate-200 object-cover"
                  />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}

      <section aria-labelledby={historyId}>
        <h3 id={historyId} className="text-sm font-semibold text-slate-900">
          History
        </h3>
        {request.history.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">No updates yet.</p>
        ) : (
          <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3 text-sm">
            {request.history.map((event) => (
              <li key={event.id}>
                <p className="text-slate-700">
                  <time dateTime={event.createdAt}>{formatDateTimeGB(event.createdAt)}</time>
                  {` · ${event.byName} (${roleLabel[event.byRole]})${event.status ? ` · ${maintenanceStatusLabel[event.status]}` : ''}`}
                </p>
                {event.note && <p className="break-words whitespace-pre-line text-slate-900">{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
