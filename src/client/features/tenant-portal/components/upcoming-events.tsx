import { useId } from 'react';
import {
  CalendarRange,
  ClipboardCheck,
  FileCheck,
  PoundSterling,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { m } from '@shared/i18n/messages';
import type { UpcomingEventKind } from '@shared/tenant-portal';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { useUpcomingEvents } from '../api';
import { formatLongDate } from '@client/lib/format';

const kindIcon: Record<UpcomingEventKind, LucideIcon> = {
  rent_due: PoundSterling,
  fixed_term_end: CalendarRange,
  certificate_renewal: FileCheck,
  repair: Wrench,
  inspection: ClipboardCheck,
};

/**
 * Dated things ahead for the tenancy (rent days, a fixed term's end, renewals, repair visits,
 * inspections). The server words each title and detail in the tenant's language, which is also
 * this page's (the portal is served in the account's language): shown as sent.
 */
export function UpcomingEvents({ tenancyId }: { tenancyId: number | undefined }) {
  const headingId = useId();
  const events = useUpcomingEvents(tenancyId);
  const rows = events.data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {m.portal_events_heading()}
      </h2>
      {events.isPending ? (
        <Loading label={m.portal_events_loading()} />
      ) : events.isError ? (
        <FormAlert>{m.portal_events_error()}</FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">{m.portal_events_none()}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {rows.map((event, index) => {
            const Icon = kindIcon[event.kind] ?? CalendarRange;
            return (
              <li key={`${event.date}-${event.kind}-${index}`} className="flex items-start gap-3 p-3 sm:p-4">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-700">
                    <time dateTime={event.date}>{formatLongDate(event.date)}</time>
                  </p>
                  <p className="font-semibold break-words text-slate-900">{event.title}</p>
                  {event.detail && <p className="text-sm break-words text-slate-700">{event.detail}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
