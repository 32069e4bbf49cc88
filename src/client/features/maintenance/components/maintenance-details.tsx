import { useId, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import {
  maintenanceCategoryLabel,
  maintenanceStatusLabel,
  type MaintenanceEvent,
  type MaintenanceRequest,
} from '@shared/maintenance';
import { Button } from '@client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  RecordDialog,
} from '@client/components/ui/dialog';
import { formatLondonDateTime, formatLondonDay } from '@client/lib/format';
import { MaintenanceBadges, ResponseTarget } from './repair-badges';
import { Fact } from '@client/components/ui/fact';

const roleLabel: Record<MaintenanceEvent['byRole'], string> = {
  tenant: 'Tenant',
  landlord: 'Landlord',
  agency: 'Letting agent',
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Everything about one request: what was reported, photos, who is on it and what has happened. */
export function MaintenanceDetails({ request }: { request: MaintenanceRequest }) {
  return (
    <div className="space-y-5 text-sm">
      <MaintenanceBadges request={request} />
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Fact term="Category:">{maintenanceCategoryLabel[request.category] ?? request.category}</Fact>
        <Fact term="Reported:">
          <time dateTime={request.date}>{formatLondonDay(request.date)}</time>
        </Fact>
        <Fact term="Response target:">
          <ResponseTarget request={request} />
        </Fact>
        <Fact term="Contractor:">
          {request.contractor
            ? `${request.contractor.name} (${request.contractor.trade})`
            : 'Not assigned yet'}
        </Fact>
      </dl>

      <Part title="Description">
        <p className="break-words whitespace-pre-line text-slate-800">{request.description}</p>
      </Part>

      <Part title="Access notes">
        <p className="break-words whitespace-pre-line text-slate-800">
          {request.accessNotes || 'None given'}
        </p>
      </Part>

      <Part title="Photos">
        {request.photos.length === 0 ? (
          <p className="text-slate-700">No photos</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {request.photos.map((photo, index) => (
              <li key={photo.id}>
                <a
                  href={photo.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group relative block overflow-hidden rounded border border-slate-200"
                >
                  <img
                    src={photo.url}
                    alt={`${request.title}, ${index + 1} of ${request.photos.length}`}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <ExternalLink
                    aria-hidden="true"
                    className="absolute top-1 right-1 size-5 rounded bg-white/90 p-0.5 text-slate-800"
                  />
                  <span className="sr-only"> (opens full size in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part title="History">
        {request.history.length === 0 ? (
          <p className="text-slate-700">Nothing has happened yet.</p>
        ) : (
          <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
            {request.history.map((event) => (
              <li key={event.id} className="space-y-0.5">
                <p className="text-slate-700">
                  <span className="font-medium text-slate-900">{event.byName}</span> (
                  {roleLabel[event.byRole] ?? event.byRole}),{' '}
                  <time dateTime={event.createdAt}>{formatLondonDateTime(event.createdAt)}</time>
                </p>
                {event.status && (
                  <p className="text-slate-900">
                    Status: <strong>{maintenanceStatusLabel[event.status] ?? event.status}</strong>
                  </p>
                )}
                {event.note && <p className="break-words whitespace-pre-line text-slate-800">{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </Part>
    </div>
  );
}

/** View Details: the request in full, in a dialog. */
export function MaintenanceDetailsDialog({
  request,
  onClose,
}: {
  request: MaintenanceRequest | null;
  onClose: () => void;
}) {
  return (
    <RecordDialog record={request} onClose={onClose}>
      {(request) => (
        <DialogContent className="sm:max-w-2xl">
          <DialogTitle>{request.title}</DialogTitle>
          <DialogDescription>Reported on {formatLondonDay(request.date)}.</DialogDescription>
          <MaintenanceDetails request={request} />
          <DialogFooter>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </RecordDialog>
  );
}
