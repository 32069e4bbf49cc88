import { useId, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import type { MaintenanceRequest } from '@shared/maintenance';
import { Button } from '@client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  RecordDialog,
} from '@client/components/ui/dialog';
import { LOCALE } from '@client/app/locale';
import { formatLondonDateTime, formatLondonDay } from '@client/lib/format';
import {
  contractorTradeText,
  repairCategoryText,
  repairRoleText,
  repairStatusText,
} from '@client/lib/portal-labels';
import { MaintenanceBadges, ResponseTarget } from './repair-badges';
import { Fact } from '@client/components/ui/fact';

/** The English page shows the trade as the API sends it ('plumbing'), as it always has; Welsh names it. */
const tradeText = (trade: string) => (LOCALE === 'en' ? trade : contractorTradeText(trade));

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
        <Fact term={m.portal_repair_category_term()}>{repairCategoryText(request.category)}</Fact>
        <Fact term={m.portal_repair_reported_term()}>
          <time dateTime={request.date}>{formatLondonDay(request.date)}</time>
        </Fact>
        <Fact term={m.portal_repair_target_term()}>
          <ResponseTarget request={request} />
        </Fact>
        <Fact term={m.portal_repair_contractor_term()}>
          {request.contractor
            ? `${request.contractor.name} (${tradeText(request.contractor.trade)})`
            : m.portal_repair_not_assigned()}
        </Fact>
      </dl>

      <Part title={m.portal_repair_field_description()}>
        <p className="break-words whitespace-pre-line text-slate-800">{request.description}</p>
      </Part>

      <Part title={m.portal_repair_field_access()}>
        <p className="break-words whitespace-pre-line text-slate-800">
          {request.accessNotes || m.portal_repair_access_none()}
        </p>
      </Part>

      <Part title={m.portal_photos_label()}>
        {request.photos.length === 0 ? (
          <p className="text-slate-700">{m.portal_repair_no_photos()}</p>
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
                    alt={m.portal_repair_photo_alt({
                      title: request.title,
                      index: index + 1,
                      total: request.photos.length,
                    })}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <ExternalLink
                    aria-hidden="true"
                    className="absolute top-1 right-1 size-5 rounded bg-white/90 p-0.5 text-slate-800"
                  />
                  <span className="sr-only"> {m.portal_repair_photo_full_size()}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part title={m.portal_repair_history()}>
        {request.history.length === 0 ? (
          <p className="text-slate-700">{m.portal_repair_history_none()}</p>
        ) : (
          <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
            {request.history.map((event) => (
              <li key={event.id} className="space-y-0.5">
                <p className="text-slate-700">
                  <span className="font-medium text-slate-900">{event.byName}</span> (
                  {repairRoleText(event.byRole)}),{' '}
                  <time dateTime={event.createdAt}>{formatLondonDateTime(event.createdAt)}</time>
                </p>
                {event.status && (
                  <p className="text-slate-900">
                    {m.portal_status_label()} <strong>{repairStatusText(event.status)}</strong>
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
          <DialogDescription>
            {m.portal_repair_reported_on({ date: formatLondonDay(request.date) })}
          </DialogDescription>
          <MaintenanceDetails request={request} />
          <DialogFooter>
            <DialogClose asChild>
              <Button>{m.portal_close()}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </RecordDialog>
  );
}
